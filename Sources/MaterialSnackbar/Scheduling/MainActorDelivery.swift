import Dispatch

/// Runs the user's callbacks on the main actor, where MDC delivers them (on the main queue).
///
/// Every handler, block and delegate method the manager calls is typed `@MainActor`, so a Swift 6
/// app's main-actor closures are accepted as they are and run where they were written to run. The
/// manager itself may run on any thread (a ``ManualScheduler`` advanced by a test, a private
/// queue), so each call goes through here:
///
/// * on the main queue (the main thread, or a worker draining the main queue after
///   `dispatchMain()`, as Swift's async `main` does), the callback runs inline, so the order of
///   events and the virtual clock are exactly as if everything ran on the main queue;
/// * anywhere else, the calling thread waits while the main queue runs the callback. The manager
///   never holds its lock while calling out, so the main thread can call back into it.
///
/// The "am I on the main queue" test uses a queue-specific key rather than
/// `Thread.isMainThread`: after `dispatchMain()` the main queue is drained by a worker thread,
/// which is the main actor although it is not the main thread, and a `DispatchQueue.main.sync`
/// from there would deadlock.
enum MainActorDelivery {
  private static let key = DispatchSpecificKey<Bool>()

  /// Set once, before the first check; `DispatchQueue.setSpecific` is itself thread-safe.
  private static let marked: Bool = {
    DispatchQueue.main.setSpecific(key: key, value: true)
    return true
  }()

  /// Whether the current code runs on the main queue, and so on the main actor.
  static var isOnMainQueue: Bool {
    _ = marked
    return DispatchQueue.getSpecific(key: key) == true
  }

  /// Runs `body(callbacks)` on the main actor and returns when it has run.
  ///
  /// `callbacks` carries what the user handed over for the main actor (a delegate, `@MainActor`
  /// closures, an error), which Swift cannot prove sendable. The manager only stores and reads
  /// those references on other threads; they are called, and so used, only here.
  static func run<Callbacks>(passing callbacks: Callbacks, _ body: @MainActor (Callbacks) -> Void) {
    let box = UncheckedBox(value: callbacks)
    if isOnMainQueue {
      MainActor.assumeIsolated { body(box.value) }
    } else {
      DispatchQueue.main.sync { MainActor.assumeIsolated { body(box.value) } }
    }
  }

  private struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
  }
}
