import Foundation
import MaterialSnackbar

/// The default colour schemes MDC ships, as `MDCColorSchemeDefaults` in
/// `components/schemes/Color/src/MDCSemanticColorScheme.h`: the argument of
/// ``MDCSemanticColorScheme/init(defaults:)``.
///
/// The raw values are those of the Objective-C `NS_ENUM`, so code that stores or switches on them
/// behaves the same.
public enum MDCColorSchemeDefaults: Int, Sendable, Hashable, CaseIterable {
  /// The Material defaults of April 2018: #6200EE primary, #3700B3 primary variant, #03DAC6
  /// secondary, #B00020 error, white surface and background, white on primary, black on
  /// secondary, surface and background; no elevation overlay.
  case material201804 = 0

  /// The Material dark-theme defaults of July 2019: #BB86FC primary, #3700B3 primary variant,
  /// #03DAC6 secondary, #CF6679 error, #121212 surface and background, black on primary and
  /// secondary, white on surface and background; elevation overlay on.
  case materialDark201907 = 1

  /// The Material defaults of July 2019, which on iOS 13 are dynamic colours that follow the
  /// trait collection's interface style and contrast.
  ///
  /// There is no trait-resolved colour on Linux (`SnackbarColor` is a plain sRGB value), so the
  /// port takes the variants iOS resolves for light style and normal contrast: the same colours as
  /// ``material201804``, but with the elevation overlay on, as on iOS. For the dark look use
  /// ``materialDark201907`` (MDC's dark, normal-contrast values). The high-contrast variants MDC
  /// defines are not represented: light #0000BA primary, #000088 primary variant, #66FFF9
  /// secondary, #790000 error; dark #EFB7FF primary, #BE9EFF primary variant, #66FFF9 secondary,
  /// #9B374D error, black surface and background.
  case material201907 = 2
}

extension MDCColorSchemeDefaults {
  /// The colours of these defaults, as the port's value type.
  var colors: SnackbarColorScheme {
    switch self {
    case .material201804, .material201907:
      return SnackbarColorScheme(
        primaryColor: SnackbarColor(rgb: 0x6200EE), primaryColorVariant: SnackbarColor(rgb: 0x3700B3),
        secondaryColor: SnackbarColor(rgb: 0x03DAC6), errorColor: SnackbarColor(rgb: 0xB00020),
        surfaceColor: SnackbarColor(rgb: 0xFFFFFF), backgroundColor: SnackbarColor(rgb: 0xFFFFFF),
        onPrimaryColor: SnackbarColor(rgb: 0xFFFFFF), onSecondaryColor: SnackbarColor(rgb: 0x000000),
        onSurfaceColor: SnackbarColor(rgb: 0x000000), onBackgroundColor: SnackbarColor(rgb: 0x000000))
    case .materialDark201907:
      return SnackbarColorScheme(
        primaryColor: SnackbarColor(rgb: 0xBB86FC), primaryColorVariant: SnackbarColor(rgb: 0x3700B3),
        secondaryColor: SnackbarColor(rgb: 0x03DAC6), errorColor: SnackbarColor(rgb: 0xCF6679),
        surfaceColor: SnackbarColor(rgb: 0x121212), backgroundColor: SnackbarColor(rgb: 0x121212),
        onPrimaryColor: SnackbarColor(rgb: 0x000000), onSecondaryColor: SnackbarColor(rgb: 0x000000),
        onSurfaceColor: SnackbarColor(rgb: 0xFFFFFF), onBackgroundColor: SnackbarColor(rgb: 0xFFFFFF))
    }
  }

  /// Whether these defaults turn the dark-mode elevation overlay on: only the 2018 scheme does not.
  var elevationOverlayEnabledForDarkMode: Bool { self != .material201804 }
}
