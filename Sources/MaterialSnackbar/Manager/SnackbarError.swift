/// The error domain of ``SnackbarError``, as `MDCSnackbarErrorDomain`.
public let MDCSnackbarErrorDomain: String = "com.google.mdc.snackbar"

/// Errors reported to ``SnackbarMessage/completionHandlerWithError``, as `MDCSnackbarError`.
public enum SnackbarError: Int, Error, Sendable, CaseIterable {
  /// A transition had no animation: the message's animation factories returned nil.
  case slideAnimationMisconfigured = -10
}
