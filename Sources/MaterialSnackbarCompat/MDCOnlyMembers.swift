import Foundation
import MaterialSnackbar

// Members MDC has and the Swift API does not offer: deprecated in MDC itself, or kept only so
// that code written for one MDC release compiles. MaterialSnackbar holds their storage under
// package-only names.

extension SnackbarMessage {
  /// Overrides the button's normal title colour. Copied by `copy()`.
  @available(*, deprecated, message: "Use SnackbarMessageView.setButtonTitleColor(_:for:) instead.")
  public var buttonTextColor: SnackbarColor? {
    get { buttonTextColorOverride }
    set { buttonTextColorOverride = newValue }
  }
}

extension SnackbarManager {
  /// Given to new views as their fallback rule (default true): see
  /// `SnackbarMessageView.adjustsFontForContentSizeCategoryWhenScaledFontIsUnavailable`.
  @available(
    *, deprecated,
    message: "Use fonts made with SnackbarFont.preferredFont(forTextStyle:), as MDC asks for UIFontMetrics."
  )
  public var adjustsFontForContentSizeCategoryWhenScaledFontIsUnavailable: Bool {
    get { scalesFontsWithoutTextStyle }
    set { scalesFontsWithoutTextStyle = newValue }
  }

  /// The alpha of a disabled action button (default 0.12), from MDC v124.2's manager; MDC removed
  /// it later. Stored so that code written for v124.2 compiles and reads back what it set; a
  /// snackbar's action button is never disabled, so nothing is drawn with it.
  public var disabledButtonAlpha: CGFloat {
    get { storedDisabledButtonAlpha }
    set { storedDisabledButtonAlpha = newValue }
  }
}

extension SnackbarMessageView {
  /// Whether a custom font without a Dynamic Type style is still resized when
  /// `adjustsFontForContentSizeCategory` is on (default true, from the manager at creation).
  /// When false, only fonts made with `preferredFont(forTextStyle:contentSizeCategory:)` scale,
  /// as in UIKit.
  @available(
    *, deprecated,
    message: "Use fonts made with SnackbarFont.preferredFont(forTextStyle:), as MDC asks for UIFontMetrics."
  )
  public var adjustsFontForContentSizeCategoryWhenScaledFontIsUnavailable: Bool {
    get { scalesFontsWithoutTextStyle }
    set { scalesFontsWithoutTextStyle = newValue }
  }
}
