import Foundation

/// The Material 2 colour themer MDC deleted in v97 (`MDCSnackbarColorThemer`), kept with its
/// semantics (spec 1.8) so ported theming code compiles and looks the same.
public enum SnackbarColorThemer {
  /// Themes ``SnackbarManager/default``.
  public static func applySemanticColorScheme(_ colorScheme: SnackbarColorScheme) {
    applySemanticColorScheme(colorScheme, to: .default)
  }

  /// Background: on-surface at 0.8 over surface (opaque #333333 for black on white); message text:
  /// surface at 0.87; button titles (normal and highlighted): surface at 0.6.
  public static func applySemanticColorScheme(_ colorScheme: SnackbarColorScheme, to manager: SnackbarManager) {
    manager.snackbarMessageViewBackgroundColor = colorScheme.onSurfaceColor.withAlphaComponent(0.8)
      .blended(over: colorScheme.surfaceColor)
    manager.messageTextColor = colorScheme.surfaceColor.withAlphaComponent(0.87)
    let buttonColor = colorScheme.surfaceColor.withAlphaComponent(0.6)
    manager.setButtonTitleColor(buttonColor, for: .normal)
    manager.setButtonTitleColor(buttonColor, for: .highlighted)
  }
}

/// The Material 2 typography themer MDC deleted in v112 (`MDCSnackbarTypographyThemer`).
public enum SnackbarTypographyThemer {
  /// Themes ``SnackbarManager/default``.
  public static func applyTypographyScheme(_ typographyScheme: SnackbarTypographyScheme) {
    applyTypographyScheme(typographyScheme, to: .default)
  }

  /// Message font: Body 2; button font: Button.
  public static func applyTypographyScheme(_ typographyScheme: SnackbarTypographyScheme, to manager: SnackbarManager) {
    manager.messageFont = typographyScheme.body2
    manager.buttonFont = typographyScheme.button
  }
}

extension SnackbarManager {
  /// Material theming from a container scheme, as the never-released upstream
  /// `applyTheme(withScheme:)` did: the colour themer's rules but with the button title (normal)
  /// in the primary variant colour, message font Body 2, button font Button, elevation 6.
  public func applyTheme(withScheme scheme: SnackbarContainerScheme) {
    SnackbarColorThemer.applySemanticColorScheme(scheme.colorScheme, to: self)
    setButtonTitleColor(scheme.colorScheme.primaryColorVariant, for: .normal)
    SnackbarTypographyThemer.applyTypographyScheme(scheme.typographyScheme, to: self)
    messageElevation = .snackbar
  }
}
