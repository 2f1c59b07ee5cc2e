// Stress: 8 threads of random show / dismiss / suspend / resume / interact against one manager,
// then drain and check that every message got exactly one completion (or, if dropped under the
// VoiceOver rule, none). `make tsan` runs this under ThreadSanitizer (`--filter ThreadSafety`).
import Foundation
import MaterialSnackbar
import XCTest

/// A small, seedable generator, so a failing interleaving's inputs can be reproduced.
private struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// What happened to each message, by id.
private final class Ledger: @unchecked Sendable {
  private let lock = NSLock()
  private var shown = 0
  private var completions: [Int: Int] = [:]
  private var completionsWithError: [Int: Int] = [:]
  private var reasons: [Int: [SnackbarDismissReason]] = [:]

  func nextID() -> Int {
    lock.lock()
    defer { lock.unlock() }
    shown += 1
    return shown
  }

  func complete(_ id: Int) {
    lock.lock()
    completions[id, default: 0] += 1
    lock.unlock()
  }

  func completeWithError(_ id: Int) {
    lock.lock()
    completionsWithError[id, default: 0] += 1
    lock.unlock()
  }

  func reason(_ id: Int, _ reason: SnackbarDismissReason) {
    lock.lock()
    reasons[id, default: []].append(reason)
    lock.unlock()
  }

  /// How often each reason occurred, to show the run exercised many paths.
  var reasonHistogram: [SnackbarDismissReason: Int] {
    lock.lock()
    defer { lock.unlock() }
    return reasons.values.reduce(into: [:]) { histogram, list in
      for reason in list { histogram[reason, default: 0] += 1 }
    }
  }

  /// How many messages have ended one way or another.
  var settledCount: Int {
    lock.lock()
    defer { lock.unlock() }
    return reasons.count
  }

  var shownCount: Int {
    lock.lock()
    defer { lock.unlock() }
    return shown
  }

  /// Every violation of "exactly one completion, none for a dropped message".
  func violations() -> [String] {
    lock.lock()
    defer { lock.unlock() }
    var problems: [String] = []
    for id in 1...max(shown, 1) where shown > 0 {
      let reasonList = reasons[id] ?? []
      let plain = completions[id] ?? 0
      let withError = completionsWithError[id] ?? 0
      if reasonList == [.dropped] {
        if plain != 0 || withError != 0 { problems.append("dropped \(id) completed") }
      } else if reasonList.count != 1 || plain != 1 || withError != 1 {
        problems.append("message \(id): reasons \(reasonList), completions \(plain), withError \(withError)")
      }
    }
    return problems
  }
}

/// Starts `body` on `count` real threads; the group is left when all of them have returned.
///
/// The caller, on the main thread, must keep the main queue serviced until then: handlers are
/// delivered there, so blocking it in `group.wait()` while a worker's job waits for a handler
/// would deadlock, exactly as it would in an app.
private func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) -> DispatchGroup {
  let group = DispatchGroup()
  for index in 0..<count {
    group.enter()
    let thread = Thread {
      body(index)
      group.leave()
    }
    thread.stackSize = 1 << 20
    thread.start()
  }
  return group
}

final class ThreadSafetyTests: XCTestCase {
  /// Mostly categorised: a nil category wipes the queue, which would hide every other path.
  private static func randomCategory(using random: inout SplitMix64) -> String? {
    Int.random(in: 0..<20, using: &random) == 0 ? nil : ["a", "b", "c", "d", "e", "f"].randomElement(using: &random)
  }

  /// One worker's random operations.
  /// - Parameter driverTicks: when given, the worker waits every 25 operations until the driver
  ///   has advanced the clock again, so that timers and interactions really interleave with the
  ///   shows however the threads are scheduled.
  private static func work(
    manager: SnackbarManager, ledger: Ledger, seed: UInt64, operations: Int, maxDuration: TimeInterval,
    driverTicks: UnitCounter? = nil
  ) {
    var random = SplitMix64(state: seed)
    var tokens: [SnackbarSuspensionToken?] = []
    for operation in 0..<operations {
      if let driverTicks, operation % 25 == 0 {
        let seen = driverTicks.count()
        while driverTicks.count() == seen { sched_yield() }
      }
      // Let the driver thread in, so that timers and interactions interleave with the shows.
      if Int.random(in: 0..<4, using: &random) == 0 { sched_yield() }
      switch Int.random(in: 0..<100, using: &random) {
      case 0..<30:
        let id = ledger.nextID()
        let message = SnackbarMessage(text: "m\(id)")
        message.category = randomCategory(using: &random)
        message.duration = Double.random(in: 0...maxDuration, using: &random)
        if Bool.random(using: &random) {
          message.action = SnackbarMessageAction(title: "Act") {}
        }
        message.completionHandler = { _ in ledger.complete(id) }
        message.completionHandlerWithError = { _, _ in ledger.completeWithError(id) }
        message.completionHandlerWithReason = { ledger.reason(id, $0.reason) }
        manager.show(message)
      case 30..<35:
        manager.dismissAndCallCompletionBlocks(withCategory: randomCategory(using: &random))
      case 35..<43:
        let category = randomCategory(using: &random)
        tokens.append(category == nil ? manager.suspendAllMessages() : manager.suspendMessages(withCategory: category))
      case 43..<53:
        if !tokens.isEmpty {
          let token = tokens.remove(at: Int.random(in: 0..<tokens.count, using: &random))
          if Bool.random(using: &random) { manager.resumeMessages(with: token) }
        }
      case 53..<85:
        let interactions: [SnackbarInteraction] = [
          .tapBody, .tapAction, .tapOutside, .swipe(.left), .accessibilityEscape, .tapCloseButton,
        ]
        manager.currentSnackbar?.perform(interactions.randomElement(using: &random)!)
      case 88..<92:
        manager.isVoiceOverRunningOverride = Int.random(in: 0..<8, using: &random) == 0
        manager.voiceOverStatusDidChange()
      case 92..<95:
        manager.isMessageAnimationEnabled = Int.random(in: 0..<3, using: &random) != 0
      case 95..<98:
        manager.shouldApplyStyleChangesToVisibleSnackbars = Bool.random(using: &random)
        manager.messageElevation = ShadowElevation(CGFloat(Int.random(in: 0...12, using: &random)))
        manager.messageTextColor = Bool.random(using: &random) ? .black : nil
      default:
        _ = manager.hasMessagesShowingOrQueued()
        _ = manager.accessibilityEvents.count
        _ = manager.currentSnackbar?.accessibilityElements
      }
    }
    tokens.removeAll()
  }

  /// Eight threads call the manager while the test's own thread, the main thread, drives the
  /// clock: the manager's "main queue" is the main thread, as in an app.
  func testThreadSafetyWithManualSchedulerDrivenByTheMainThread() {
    let scheduler = ManualScheduler()
    let manager = SnackbarManager(scheduler: scheduler)
    manager.shouldShowMessageWhenVoiceOverIsRunning = false
    let ledger = Ledger()
    let finishedWorkers = UnitCounter()
    let driverTicks = UnitCounter()

    let workers = onThreads(8) { index in
      Self.work(
        manager: manager, ledger: ledger, seed: UInt64(index + 1), operations: 1500, maxDuration: 2,
        driverTicks: driverTicks)
      finishedWorkers.increment()
    }
    // The driver, on the main thread.
    var random = SplitMix64(state: 99)
    while finishedWorkers.count() < 8 {
      scheduler.advance(by: Double.random(in: 0...1, using: &random))
      driverTicks.increment()
    }
    workers.wait()

    manager.isVoiceOverRunningOverride = false
    manager.dismissAndCallCompletionBlocks(withCategory: nil)
    scheduler.advanceUntilIdle()
    XCTAssertFalse(manager.hasMessagesShowingOrQueued())
    XCTAssertNil(manager.currentSnackbar)
    XCTAssertGreaterThan(ledger.shownCount, 2000)
    XCTAssertEqual(ledger.settledCount, ledger.shownCount)
    XCTAssertEqual(ledger.violations(), [])
    let histogram = ledger.reasonHistogram
    XCTAssertGreaterThanOrEqual(histogram.count, 5, "too few paths exercised: \(histogram)")
  }

  func testThreadSafetyWithDispatchScheduler() {
    let scheduler = DispatchSnackbarScheduler(label: "thread-safety")
    let manager = SnackbarManager(scheduler: scheduler)
    manager.shouldShowMessageWhenVoiceOverIsRunning = false
    let ledger = Ledger()

    let workers = onThreads(8) { index in
      Self.work(manager: manager, ledger: ledger, seed: UInt64(100 + index), operations: 600, maxDuration: 0.02)
    }
    // Wait with the run loop turning, so the main queue delivers the handlers meanwhile.
    let finished = expectation(description: "workers finished")
    workers.notify(queue: .global()) { finished.fulfill() }
    wait(for: [finished], timeout: 120)

    manager.isVoiceOverRunningOverride = false
    manager.dismissAndCallCompletionBlocks(withCategory: nil)
    // Wait (no sleeping) until every message has settled: a job queued after the dismissal runs
    // once everything before it has, then exit animations (0.125 s) may still be pending, so
    // poll by re-posting until the manager is idle.
    let idle = expectation(description: "manager idle and every message settled")
    @Sendable func check() {
      if !manager.hasMessagesShowingOrQueued() && ledger.settledCount == ledger.shownCount {
        scheduler.enqueue { idle.fulfill() }
      } else {
        scheduler.schedule(after: 0.01) { check() }
      }
    }
    scheduler.enqueue { check() }
    wait(for: [idle], timeout: 60)
    XCTAssertEqual(ledger.violations(), [])
    XCTAssertGreaterThan(ledger.shownCount, 1000)
  }
}
