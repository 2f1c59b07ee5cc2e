import MaterialSnackbar
import SnackbarBasics

/// Runs a piece of process-wide setup once. Callers that arrive while it runs wait for it, and
/// every later caller gets the first run's outcome, so nothing that depends on the setup can start
/// before it is done.
final class ProcessOnce<Failure: Error>: Sendable {
  private let outcome = SnackbarLocked<Result<Void, Failure>?>(nil)

  /// Runs `setup` if no call has yet, holding the lock while it runs; rethrows its error (then and
  /// on every later call).
  func run(_ setup: () throws(Failure) -> Void) throws(Failure) {
    let result = outcome.withLock { outcome in
      if let outcome { return outcome }
      let result = Result<Void, Failure> { () throws(Failure) in try setup() }
      outcome = result
      return result
    }
    try result.get()
  }
}
