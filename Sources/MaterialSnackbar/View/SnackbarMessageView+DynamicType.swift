import Foundation

// Dynamic Type: MDC v124.2's `adjustsFontForContentSizeCategory` rules (its
// `updateMessageFont` and `updateButtonFont`), which MDC's Snackbar README still documents. The
// rules live here, not in the renderer, so that what a snackbar's fonts are is testable without
// drawing anything.
extension SnackbarMessageView {
  /// Whether the fonts follow the traits' content-size category (default false, from the
  /// manager's ``SnackbarManager/adjustsFontForContentSizeCategory-property`` at creation).
  ///
  /// When true, the message is drawn in the Body 1 (bold runs: Body 2) and the action in the
  /// Button size of the Material Dynamic Type table for the category, and custom fonts are resized
  /// the same way. When false, MDC's default fonts stay 14 pt at every category; custom fonts
  /// made with ``SnackbarFont/preferredFont(forTextStyle:contentSizeCategory:)`` still scale, as
  /// a label with scaled fonts does in UIKit.
  public var adjustsFontForContentSizeCategory: Bool {
    get { storage[\.adjustsFontForContentSizeCategory] }
    set { storage[\.adjustsFontForContentSizeCategory] = newValue }
  }

  /// Whether a custom font without a Dynamic Type style is still resized when
  /// ``adjustsFontForContentSizeCategory`` is on (default true). When false, only fonts
  /// made with `preferredFont(forTextStyle:contentSizeCategory:)` scale, as in UIKit. Its public
  /// name is MDC's deprecated `adjustsFontForContentSizeCategoryWhenScaledFontIsUnavailable`, in
  /// MaterialSnackbarCompat.
  package var scalesFontsWithoutTextStyle: Bool {
    get { storage.read { $0.adjustsFontForContentSizeCategoryWhenScaledFontIsUnavailable } }
    set { storage[\.adjustsFontForContentSizeCategoryWhenScaledFontIsUnavailable] = newValue }
  }

  /// The font a run of the message is drawn in at `category`.
  ///
  /// A custom ``messageFont`` wins for the whole text (spec 2.13); otherwise bold runs use Body 2
  /// (14 pt medium) and the rest Body 1 (14 pt regular). Then the Dynamic Type rules of
  /// ``adjustsFontForContentSizeCategory`` apply.
  public func resolvedMessageFont(for run: SnackbarTextRun, at category: SnackbarContentSizeCategory) -> SnackbarFont {
    let style: SnackbarFont.TextStyle = run.isBold && messageFont == nil ? .body2 : .body1
    let fallback = run.isBold ? SnackbarFont.defaultBoldMessageFont : SnackbarFont.defaultMessageFont
    return resolvedFont(custom: messageFont, fallback: fallback, style: style, at: category)
  }

  /// The font the action title is drawn in at `category`: the custom ``buttonFont`` (or the
  /// button's own), else 14 pt medium, then the Dynamic Type rules.
  public func resolvedButtonFont(at category: SnackbarContentSizeCategory) -> SnackbarFont {
    resolvedFont(
      custom: buttonFont ?? actionButton?.titleFont, fallback: .defaultButtonFont, style: .button, at: category)
  }

  private func resolvedFont(
    custom: SnackbarFont?, fallback: SnackbarFont, style: SnackbarFont.TextStyle,
    at category: SnackbarContentSizeCategory
  ) -> SnackbarFont {
    guard adjustsFontForContentSizeCategory else {
      return (custom ?? fallback).scaled(for: category)
    }
    guard let custom else {
      return .preferredFont(forTextStyle: style, contentSizeCategory: category)
    }
    if custom.textStyle != nil { return custom.scaled(for: category) }
    return scalesFontsWithoutTextStyle ? custom.withSize(category.pointSize(for: style)) : custom
  }
}
