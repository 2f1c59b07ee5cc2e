import Dispatch
import Foundation

/// The main queue as a scheduler: the default of ``SnackbarManager/init()`` and
/// ``SnackbarManager/default``, as MDC runs everything on the main queue.
///
/// The manager's steps, its timers and every callback then run on the main actor, in real time.
/// The main queue must be serviced for anything to happen: by a UI framework's run loop,
/// `RunLoop.main.run()`, `dispatchMain()`, or Swift's async `main` (which calls `dispatchMain()`
/// for you). A program whose main thread does none of these, such as a synchronous command-line
/// tool, uses ``DispatchSnackbarScheduler`` instead.
public final class MainQueueSnackbarScheduler: SnackbarScheduler {
  /// The one main-queue scheduler; the main queue is a single executor, so one is enough.
  public static let shared = MainQueueSnackbarScheduler()

  /// The same timing rules as a private queue, on the main queue.
  private let base = DispatchSnackbarScheduler(queue: .main)

  private init() {}

  /// Seconds since boot, from the monotonic clock, so that it never jumps with wall-clock changes.
  public var now: TimeInterval { base.now }

  /// Runs `job` asynchronously on the main queue, after the jobs already queued there.
  public func enqueue(_ job: @escaping @Sendable () -> Void) { base.enqueue(job) }

  /// Runs `job` on the main queue after `delay` real seconds (negative and NaN mean 0).
  @discardableResult
  public func schedule(after delay: TimeInterval, _ job: @escaping @Sendable () -> Void) -> SnackbarScheduledJob {
    base.schedule(after: delay, job)
  }
}
