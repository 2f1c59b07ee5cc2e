// Fixtures for the event suites: a manager on a virtual clock whose event log is recorded with
// the times the observer was given.
import Foundation
import MaterialSnackbar

/// One recorded event and the time the manager stamped it with, rounded to the millisecond so
/// that expected times can be written as literals (8.15, not 4.0 + 0.15 + 4.0).
struct FlowLogEntry: Equatable, CustomStringConvertible {
  let time: TimeInterval
  let event: SnackbarManagerEvent

  init(_ time: TimeInterval, _ event: SnackbarManagerEvent) {
    self.time = (time * 1000).rounded() / 1000
    self.event = event
  }

  var description: String { "\(time) \(event)" }
}

/// A thread-safe event log, for ``SnackbarManager/addEventObserver(_:)``.
final class FlowEventRecorder: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [FlowLogEntry] = []

  /// The observer to register.
  var observer: @Sendable (SnackbarManagerEvent, TimeInterval) -> Void {
    { [self] event, time in append(FlowLogEntry(time, event)) }
  }

  func append(_ entry: FlowLogEntry) {
    lock.lock()
    storage.append(entry)
    lock.unlock()
  }

  var entries: [FlowLogEntry] {
    lock.lock()
    defer { lock.unlock() }
    return storage
  }

  var events: [SnackbarManagerEvent] { entries.map(\.event) }

  /// The completion events, as `(id, reason, userInitiated)`.
  var completions: [(SnackbarMessageID, SnackbarDismissReason, Bool)] {
    events.compactMap {
      if case .completion(let id, _, let reason, let userInitiated) = $0 { return (id, reason, userInitiated) }
      return nil
    }
  }

  /// The time of the first event matching `predicate`.
  func time(of predicate: (SnackbarManagerEvent) -> Bool) -> TimeInterval? {
    entries.first { predicate($0.event) }?.time
  }

  func clear() {
    lock.lock()
    storage.removeAll()
    lock.unlock()
  }
}

/// A manager on a `ManualScheduler` with a recorder attached.
struct FlowHarness {
  let scheduler = ManualScheduler()
  let manager: SnackbarManager
  let recorder = FlowEventRecorder()

  init() {
    manager = SnackbarManager(scheduler: scheduler)
    manager.addEventObserver(recorder.observer)
  }

  /// Moves the clock to the absolute time `time`, running everything due on the way (and, when
  /// `time` is now, the jobs due now).
  func advance(to time: TimeInterval) {
    let delta = time - scheduler.now
    if delta > 0 { scheduler.advance(by: delta) } else { scheduler.runUntilIdle() }
  }

  /// The visible message's text, nil when nothing shows.
  var visibleText: String? { manager.currentSnackbar?.text }

  /// The time of `id`'s `willDisappear`, nil if it has not started to leave.
  func willDisappearTime(of id: SnackbarMessageID) -> TimeInterval? {
    recorder.time {
      if case .willDisappear(id, _) = $0 { return true }
      return false
    }
  }
}

/// A message with an action whose handler does nothing (MDC refuses an action without title).
func flowMessage(_ text: String, action title: String? = nil, category: String? = nil) -> SnackbarMessage {
  let message = SnackbarMessage(text: text)
  message.category = category
  if let title { message.action = SnackbarMessageAction(title: title) {} }
  return message
}

/// Shorthand for message identifiers in expected logs.
func mid(_ number: Int) -> SnackbarMessageID { SnackbarMessageID(rawValue: number) }

/// Shorthand for token identifiers in expected logs.
func tid(_ number: Int) -> SnackbarSuspensionToken.ID { SnackbarSuspensionToken.ID(rawValue: number) }
