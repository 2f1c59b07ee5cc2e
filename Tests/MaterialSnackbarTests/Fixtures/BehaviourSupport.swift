// Shared fixtures for the behaviour suites: a manager on a virtual clock, a delegate and message
// handlers that write to one ordered, time-stamped log. Written from the spec (sections 1, 2, 5, 7)
// and issue 2, independently of the implementation.
import Foundation
import MaterialSnackbar
import Testing

/// One entry of the behaviour log: what happened and the virtual time it happened at.
struct BehaviourLogEntry: Equatable, CustomStringConvertible {
  let event: String
  let time: TimeInterval
  var description: String { "\(event)@\(time)" }
}

/// An ordered, thread-safe log of callbacks, stamped with the virtual clock.
final class BehaviourEventLog: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [BehaviourLogEntry] = []
  private let clock: () -> TimeInterval

  init(clock: @escaping () -> TimeInterval) { self.clock = clock }

  func record(_ event: String) {
    let now = clock()
    lock.lock()
    storage.append(BehaviourLogEntry(event: event, time: now))
    lock.unlock()
  }

  var entries: [BehaviourLogEntry] {
    lock.lock()
    defer { lock.unlock() }
    return storage
  }

  /// The events in order, without times.
  var events: [String] { entries.map(\.event) }

  /// The events that start with `prefix`, in order.
  func events(prefix: String) -> [String] { events.filter { $0.hasPrefix(prefix) } }

  /// How many times `event` was recorded.
  func count(_ event: String) -> Int { events.filter { $0 == event }.count }

  /// The virtual time of the first `event`, or nil.
  func time(of event: String) -> TimeInterval? { entries.first { $0.event == event }?.time }

  func clear() {
    lock.lock()
    storage.removeAll()
    lock.unlock()
  }
}

/// Records every delegate callback. `willDisappear`/`didDisappear` name the message that was last
/// presented, which the delegate remembers itself, so the log never reads the manager re-entrantly.
final class BehaviourRecordingDelegate: SnackbarManagerDelegate, @unchecked Sendable {
  let log: BehaviourEventLog
  /// When set, `willPresent` makes the view modal, as upstream's fake delegate can.
  var makesViewModal = false
  private(set) var presentedViews: [SnackbarMessageView] = []
  private var lastPresented = ""

  init(log: BehaviourEventLog) { self.log = log }

  func snackbarManager(_ snackbarManager: SnackbarManager, willPresentSnackbarWith messageView: SnackbarMessageView) {
    presentedViews.append(messageView)
    lastPresented = messageView.message?.text ?? ""
    if makesViewModal { messageView.accessibilityViewIsModal = true }
    log.record("willPresent:\(lastPresented)")
  }

  func snackbarManager(_ snackbarManager: SnackbarManager, isPresentingSnackbarWith messageView: SnackbarMessageView) {
    log.record("isPresenting:\(messageView.message?.text ?? "")")
  }

  func snackbarWillDisappear(_ snackbarManager: SnackbarManager) { log.record("willDisappear:\(lastPresented)") }

  func snackbarDidDisappear(_ snackbarManager: SnackbarManager) { log.record("didDisappear:\(lastPresented)") }
}

/// A manager on a `ManualScheduler`, a recording delegate and helpers to build messages whose
/// handlers log `action:T`, `completionWithError:T:<userInitiated>:<error|nil>`,
/// `completion:T:<userInitiated>` and `result:T:<reason>:<userInitiated>`.
final class BehaviourHarness: @unchecked Sendable {
  let scheduler: ManualScheduler
  let manager: SnackbarManager
  let log: BehaviourEventLog
  let delegate: BehaviourRecordingDelegate

  /// The spec's animation durations (section 3.7), which the timing model is built on.
  static let showAnimation: TimeInterval = 0.15
  static let dismissAnimation: TimeInterval = 0.125
  /// A margin around boundary times, far above floating-point noise and far below any duration.
  static let epsilon: TimeInterval = 0.001

  init(animated: Bool = true, voiceOver: Bool = false, withDelegate: Bool = true) {
    let scheduler = ManualScheduler()
    self.scheduler = scheduler
    let log = BehaviourEventLog(clock: { scheduler.now })
    self.log = log
    manager = SnackbarManager(scheduler: scheduler)
    delegate = BehaviourRecordingDelegate(log: log)
    if withDelegate { manager.delegate = delegate }
    manager.isMessageAnimationEnabled = animated
    manager.isVoiceOverRunningOverride = voiceOver
  }

  /// A message whose handlers all write to the log.
  func message(
    _ text: String, category: String? = nil, duration: TimeInterval? = nil, action actionTitle: String? = nil
  ) -> SnackbarMessage {
    let message = SnackbarMessage(text: text)
    message.category = category
    if let duration { message.duration = duration }
    if let actionTitle {
      let action = SnackbarMessageAction()
      action.title = actionTitle
      let log = self.log
      action.handler = { log.record("action:\(text)") }
      message.action = action
    }
    attachRecorders(to: message, name: text)
    return message
  }

  /// Makes every completion handler of `message` log under `name`.
  func attachRecorders(to message: SnackbarMessage, name: String) {
    let log = self.log
    message.completionHandlerWithError = { userInitiated, error in
      log.record("completionWithError:\(name):\(userInitiated):\(error == nil ? "nil" : "error")")
    }
    message.completionHandler = { userInitiated in log.record("completion:\(name):\(userInitiated)") }
    message.completionHandlerWithReason = { result in
      log.record("result:\(name):\(result.reason):\(result.userInitiated)")
    }
  }

  /// Shows a logged message and returns it.
  @discardableResult
  func show(
    _ text: String, category: String? = nil, duration: TimeInterval? = nil, action actionTitle: String? = nil
  ) -> SnackbarMessage {
    let message = self.message(text, category: category, duration: duration, action: actionTitle)
    manager.show(message)
    return message
  }

  /// One main-queue turn and everything it enqueues, without moving the clock.
  func turn() { scheduler.runUntilIdle() }

  /// Moves the virtual clock to the absolute time `time`, running every job due on the way.
  func advance(to time: TimeInterval) {
    let delta = time - scheduler.now
    if delta > 0 { scheduler.advance(by: delta) } else { scheduler.runUntilIdle() }
  }

  /// The text of the visible snackbar's message, or nil when none is visible.
  var visibleText: String? { manager.currentSnackbar.map { $0.message?.text ?? "" } }

  /// The `completion:` events, in order.
  var completions: [String] { log.events(prefix: "completion:") }

  /// The `result:` events, in order.
  var results: [String] { log.events(prefix: "result:") }

  /// The `willPresent:` events, in order.
  var presentations: [String] { log.events(prefix: "willPresent:") }
}

/// Whether two virtual times agree within floating-point noise.
func timeMatches(_ lhs: TimeInterval?, _ rhs: TimeInterval) -> Bool {
  guard let lhs else { return false }
  return abs(lhs - rhs) < 1e-6
}

/// A value that the test vouches for crossing into a task.
struct BehaviourUnchecked<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}

/// A box a task writes its result into, so a test can poll it without awaiting forever.
final class BehaviourBox<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value?

  var value: Value? {
    lock.lock()
    defer { lock.unlock() }
    return stored
  }

  func set(_ value: Value) {
    lock.lock()
    stored = value
    lock.unlock()
  }
}

/// Yields (no sleeping) until `condition` holds, at most `limit` times. Returns whether it held.
@discardableResult
func behaviourYieldUntil(limit: Int = 10_000, _ condition: () -> Bool) async -> Bool {
  for _ in 0..<limit {
    if condition() { return true }
    await Task.yield()
  }
  return condition()
}

/// A small deterministic generator (SplitMix64), so randomised behaviour tests replay exactly.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
