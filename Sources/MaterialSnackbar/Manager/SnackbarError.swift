/// Errors reported to ``SnackbarMessage/completionHandlerWithError``, as `MDCSnackbarError`.
public enum SnackbarError: Int, Error, Sendable, CaseIterable {
  /// A transition had no animation: the message's animation factories returned nil.
  case slideAnimationMisconfigured = -10

  /// The domain of the `NSError`s the manager reports these as: MDC's `MDCSnackbarErrorDomain`
  /// value, so code matching MDC's errors matches these.
  public static let domain = "com.google.mdc.snackbar"
}
