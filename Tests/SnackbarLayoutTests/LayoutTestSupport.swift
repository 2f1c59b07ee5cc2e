import Foundation
import MaterialSnackbar
import SnackbarLayout

/// Shared fixtures for the layout tests. With ``FixedAdvanceTextMeasurer`` at 14 pt, a Latin
/// character is 7 pt wide, a CJK one 14, and a line 16.625 pt tall (17 at @2x, 33.5 for two).
enum LayoutFixture {
  static let measurer = FixedAdvanceTextMeasurer()

  /// Two lines at a 156-pt wrap width (21 characters, then 10).
  static let twoLineText = "aaaaaaaaaa bbbbbbbbbb cccccccccc"
  /// Three lines at a 156-pt wrap width.
  static let threeLineText = "aaaaaaaaaa bbbbbbbbbb cccccccccc dddddddddd eeeeeeeeee"
  /// 17 characters: 119 + 16 = 135 > 128, so the action goes below the text on phones.
  static let longAction = "ABCDEFGHIJKLMNOPQ"

  static func traits(
    scale: CGFloat = 2, rtl: Bool = false, category: SnackbarContentSizeCategory = .large,
    horizontal: SnackbarTraitCollection.SizeClass = .compact, vertical: SnackbarTraitCollection.SizeClass = .regular,
    pad: Bool = false
  ) -> SnackbarTraitCollection {
    SnackbarTraitCollection(
      displayScale: scale, layoutDirection: rtl ? .rightToLeft : .leftToRight, preferredContentSizeCategory: category,
      horizontalSizeClass: horizontal, verticalSizeClass: vertical, userInterfaceIdiom: pad ? .pad : .phone)
  }

  static var padTraits: SnackbarTraitCollection { traits(horizontal: .regular, vertical: .regular, pad: true) }

  static func input(
    _ text: String = "Quando", action: String? = nil, font: SnackbarFont = .defaultMessageFont,
    traits: SnackbarTraitCollection = traits(), sizing: SnackbarLayoutSizing = .fittingWidth(180)
  ) -> SnackbarLayoutInput {
    SnackbarLayoutInput(
      message: SnackbarParagraph(
        text: text, font: font, direction: SnackbarWritingDirection(traits.layoutDirection)),
      actionTitle: action, traits: traits, sizing: sizing)
  }

  static func layout(_ input: SnackbarLayoutInput) throws -> SnackbarFrames {
    try SnackbarFrames.compute(input, measurer: measurer)
  }

  static func phoneHost(
    size: CGSize = CGSize(width: 375, height: 667), safeArea: SnackbarEdgeInsets = .zero, keyboard: CGFloat = 0,
    isWindow: Bool = true, bottomOffset: CGFloat = 0, vertical: SnackbarVerticalAlignment = .bottom,
    horizontal: SnackbarHorizontalAlignment = .center, leadingMargin: CGFloat? = nil,
    trailingMargin: CGFloat? = nil
  ) -> SnackbarLayoutSizing {
    .inHost(
      SnackbarPlacementInput(
        hostSize: size, safeAreaInsets: safeArea, keyboardHeight: keyboard, isWindow: isWindow,
        bottomOffset: bottomOffset, horizontalAlignment: horizontal, verticalAlignment: vertical,
        leadingMargin: leadingMargin, trailingMargin: trailingMargin))
  }
}

extension CGRect {
  /// The rectangle mirrored in a container `width` wide.
  func mirrored(in width: CGFloat) -> CGRect {
    CGRect(x: width - maxX, y: minY, width: self.width, height: height)
  }
}
