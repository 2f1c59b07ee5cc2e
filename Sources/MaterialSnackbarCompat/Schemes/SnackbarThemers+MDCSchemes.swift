import Foundation
import MaterialSnackbar

// The themers' MDC spellings: the removed MDC themers took `id<MDCColorScheming>`,
// `id<MDCTypographyScheming>` and `id<MDCContainerScheming>`. Each overload converts to the port's
// value type and forwards, so both spellings share one implementation and give the same result.

extension SnackbarColorThemer {
  /// Themes `SnackbarManager/default` from an MDC colour scheme, as MDC's
  /// `+applySemanticColorScheme:` (the rules of the value-type overload).
  public static func applySemanticColorScheme(_ colorScheme: any MDCColorScheming) {
    applySemanticColorScheme(SnackbarColorScheme(colorScheme), to: .default)
  }

  /// Themes `manager` from an MDC colour scheme, as MDC's
  /// `+applySemanticColorScheme:toSnackbarManager:`.
  public static func applySemanticColorScheme(_ colorScheme: any MDCColorScheming, to manager: SnackbarManager) {
    applySemanticColorScheme(SnackbarColorScheme(colorScheme), to: manager)
  }
}

extension SnackbarTypographyThemer {
  /// Themes `SnackbarManager/default` from an MDC typography scheme, as MDC's
  /// `+applyTypographyScheme:`: message font body 2, button font button.
  public static func applyTypographyScheme(_ typographyScheme: any MDCTypographyScheming) {
    applyTypographyScheme(SnackbarTypographyScheme(typographyScheme), to: .default)
  }

  /// Themes `manager` from an MDC typography scheme.
  public static func applyTypographyScheme(
    _ typographyScheme: any MDCTypographyScheming, to manager: SnackbarManager
  ) {
    applyTypographyScheme(SnackbarTypographyScheme(typographyScheme), to: manager)
  }
}

extension SnackbarManager {
  /// Material theming from an MDC container scheme, as the never-released upstream
  /// `-applyThemeWithScheme:` took it; the same rules as the `SnackbarContainerScheme` overload.
  public func applyTheme(withScheme scheme: any MDCContainerScheming) {
    applyTheme(withScheme: SnackbarContainerScheme(scheme))
  }
}
