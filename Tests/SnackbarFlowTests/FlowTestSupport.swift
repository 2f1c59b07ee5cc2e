import Foundation
import MaterialSnackbar
import SnackbarFlow

/// The error parsing `json` throws, or nil when it parses.
func scenarioError(_ json: String) -> SnackbarScenarioError? {
  do {
    _ = try SnackbarScenario(jsonData: Data(json.utf8))
    return nil
  } catch {
    return error
  }
}

/// A phone-sized host for runs that draw nothing.
func phoneHost() -> SnackbarHost {
  SnackbarHost(size: CGSize(width: 393, height: 852), safeAreaInsets: SnackbarEdgeInsets(top: 59, bottom: 34))
}

/// The log entries named `name` about `message` (any message when nil).
func entries(_ events: [SnackbarFlowEvent], _ name: String, _ message: String? = nil) -> [SnackbarFlowEvent] {
  events.filter { $0.name == name && (message == nil || $0.message == message) }
}

/// Whether two times agree to a microsecond (the log's precision).
func sameTime(_ lhs: TimeInterval?, _ rhs: TimeInterval) -> Bool {
  guard let lhs else { return false }
  return abs(lhs - rhs) < 1e-6
}

/// Whether the manager reports suspensions as `.suspend` and `.release` events. This branch was
/// built against a stub of the manager side of issue 11 (`_ContractStub.swift`), which has no
/// hook to see a suspension; the real manager reports them. Tests of those events wait for it.
let managerReportsSuspensions: Bool = {
  final class Seen: @unchecked Sendable {
    let lock = NSLock()
    var value = false
  }
  let seen = Seen()
  let scheduler = ManualScheduler()
  let manager = SnackbarManager(scheduler: scheduler)
  manager.addEventObserver { event, _ in
    if case .suspend = event { seen.lock.withLock { seen.value = true } }
  }
  let token = manager.suspendAllMessages()
  scheduler.runUntilIdle()
  withExtendedLifetime(token) {}
  return seen.lock.withLock { seen.value }
}()
