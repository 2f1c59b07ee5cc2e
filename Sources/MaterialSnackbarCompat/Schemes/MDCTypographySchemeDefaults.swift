import Foundation
import MaterialSnackbar

/// The default type scales MDC ships, as `MDCTypographySchemeDefaults` in
/// `components/schemes/Typography/src/MDCTypographyScheme.h`: the argument of
/// ``MDCTypographyScheme/init(defaults:)``.
///
/// Both have the same sizes and weights (system font): headline 1 96 pt light, headline 2 60 pt
/// light, headline 3 48 pt, headline 4 34 pt, headline 5 24 pt regular, headline 6 20 pt medium,
/// subtitle 1 16 pt, subtitle 2 14 pt, body 1 16 pt, body 2 14 pt, caption 12 pt regular, button
/// 14 pt medium, overline 12 pt medium. The raw values are those of the Objective-C `NS_ENUM`.
public enum MDCTypographySchemeDefaults: Int, Sendable, Hashable, CaseIterable {
  /// The Material defaults of April 2018: fixed-size fonts.
  case material201804 = 0

  /// The Material defaults of February 2019. On iOS the fonts carry Material scaling curves for
  /// Dynamic Type and come at their default-size (Large) sizes, which are the 2018 sizes.
  ///
  /// `SnackbarFont` can only scale the snackbar's own three roles, with the snackbar's table, so
  /// the port cannot attach MDC's per-role curves: these fonts are fixed-size, which matches iOS at
  /// the default content size category.
  case material201902 = 1
}

extension MDCTypographySchemeDefaults {
  /// The thirteen fonts of these defaults.
  var fonts: MDCTypographyFonts {
    // Both defaults share sizes and weights; 2019 only added scaling curves on iOS.
    func system(_ size: CGFloat, _ weight: SnackbarFont.Weight) -> SnackbarFont {
      .systemFont(ofSize: size, weight: weight)
    }
    return MDCTypographyFonts(
      headline1: system(96, .light), headline2: system(60, .light), headline3: system(48, .regular),
      headline4: system(34, .regular), headline5: system(24, .regular), headline6: system(20, .medium),
      subtitle1: system(16, .regular), subtitle2: system(14, .regular), body1: system(16, .regular),
      body2: system(14, .regular), caption: system(12, .regular), button: system(14, .medium),
      overline: system(12, .medium))
  }
}
