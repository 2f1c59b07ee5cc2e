/// Observes a manager's snackbars, as `MDCSnackbarManagerDelegate`. Held weakly.
///
/// Every method is called on the main actor, as MDC calls it on the main queue, and never while the
/// manager holds its lock, so it may call back into the manager. The requirements, not the
/// protocol, are `@MainActor`: a `@MainActor` class conforms as it is, and so does a class that is
/// not isolated at all.
public protocol SnackbarManagerDelegate: AnyObject {
  /// A view was made for the next message and is about to appear: customise it here (for example
  /// `accessibilityViewIsModal`). Required, as in MDC.
  @MainActor func snackbarManager(
    _ snackbarManager: SnackbarManager, willPresentSnackbarWith messageView: SnackbarMessageView)

  /// The view's enter animation has started.
  @MainActor func snackbarManager(
    _ snackbarManager: SnackbarManager, isPresentingSnackbarWith messageView: SnackbarMessageView)

  /// The visible snackbar starts to leave, before its action and completion handlers run.
  @MainActor func snackbarWillDisappear(_ snackbarManager: SnackbarManager)

  /// The snackbar has left (its exit animation ended); the next message comes after this.
  @MainActor func snackbarDidDisappear(_ snackbarManager: SnackbarManager)
}

extension SnackbarManagerDelegate {
  /// Optional in MDC: does nothing by default.
  @MainActor public func snackbarManager(
    _ snackbarManager: SnackbarManager, isPresentingSnackbarWith messageView: SnackbarMessageView
  ) {}

  /// Optional in MDC: does nothing by default.
  @MainActor public func snackbarWillDisappear(_ snackbarManager: SnackbarManager) {}

  /// Optional in MDC: does nothing by default.
  @MainActor public func snackbarDidDisappear(_ snackbarManager: SnackbarManager) {}
}

/// A weak reference to a delegate, storable in the manager's state.
struct WeakDelegate {
  weak var value: (any SnackbarManagerDelegate)?
}
