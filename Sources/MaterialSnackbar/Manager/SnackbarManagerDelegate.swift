/// Observes a manager's snackbars, as `MDCSnackbarManagerDelegate`. Held weakly.
///
/// Every method is called on the manager's scheduler, never while the manager holds its lock, so
/// it may call back into the manager.
public protocol SnackbarManagerDelegate: AnyObject {
  /// A view was made for the next message and is about to appear: customise it here (for example
  /// `accessibilityViewIsModal`). Required, as in MDC.
  func snackbarManager(_ snackbarManager: SnackbarManager, willPresentSnackbarWith messageView: SnackbarMessageView)

  /// The view's enter animation has started.
  func snackbarManager(_ snackbarManager: SnackbarManager, isPresentingSnackbarWith messageView: SnackbarMessageView)

  /// The visible snackbar starts to leave, before its action and completion handlers run.
  func snackbarWillDisappear(_ snackbarManager: SnackbarManager)

  /// The snackbar has left (its exit animation ended); the next message comes after this.
  func snackbarDidDisappear(_ snackbarManager: SnackbarManager)
}

extension SnackbarManagerDelegate {
  /// Optional in MDC: does nothing by default.
  public func snackbarManager(
    _ snackbarManager: SnackbarManager, isPresentingSnackbarWith messageView: SnackbarMessageView
  ) {}

  /// Optional in MDC: does nothing by default.
  public func snackbarWillDisappear(_ snackbarManager: SnackbarManager) {}

  /// Optional in MDC: does nothing by default.
  public func snackbarDidDisappear(_ snackbarManager: SnackbarManager) {}
}

/// A weak reference to a delegate, storable in the manager's state.
struct WeakDelegate {
  weak var value: (any SnackbarManagerDelegate)?
}
