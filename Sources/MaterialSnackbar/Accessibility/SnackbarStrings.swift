/// The user-visible strings of MDC's `MaterialSnackbar.strings` (English, the only table the
/// open-source bundle ships).
public enum SnackbarStrings {
  /// The label's default hint (`MaterialSnackbarMessageViewTitleA11yHint`).
  public static let titleAccessibilityHint = "Double-tap to dismiss"
  /// The dismissal affordance's label (`MaterialSnackbarMessageViewDismissalLabel`).
  public static let dismissalAccessibilityLabel = "Dismiss popup message"
  /// The label's accessibility identifier (`MDCSnackbarMessageTitleAutomationIdentifier`).
  public static let titleAutomationIdentifier = "MDCSnackbarMessageTitleAutomationIdentifier"
  /// The close button's label (an addition: MDC has no close button).
  public static let closeButtonAccessibilityLabel = "Close"
}
