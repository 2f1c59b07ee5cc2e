import MaterialSnackbar

extension SnackbarMessageView {
  /// UIKit's appearance proxy, as MDC-era code uses it:
  /// `MDCSnackbarMessageView.appearance().snackbarMessageViewBackgroundColor = .red`. It holds
  /// the properties MDC marks `UI_APPEARANCE_SELECTOR`; views made afterwards take them where
  /// the manager sets nothing (the order is `SnackbarMessageViewAppearance`'s). Called on a
  /// subclass, it styles that subclass's views only.
  public static func appearance() -> SnackbarMessageViewAppearance {
    appearanceDefaults
  }
}
