import Foundation

/// A complete look for the manager's snackbars, by name: what `snackbar render --theme` and the
/// gallery use. Applying a theme sets the manager's styling properties, as MDC's themers do, so
/// it reaches every view created afterwards.
public enum SnackbarTheme: String, Sendable, Hashable, CaseIterable {
  /// MDC iOS' own defaults: #323232 container, white text, white at 0.6 action, elevation 6.
  case mdc
  /// Material 2 through MDC's released themers and the 2018 baseline schemes:
  /// ``SnackbarColorThemer`` (#333333 container, text and action in surface white at 0.87 and 0.6)
  /// and ``SnackbarTypographyThemer``. Not the unreleased ``SnackbarManager/applyTheme(withScheme:)-(SnackbarContainerScheme)``,
  /// whose primary-variant action (#3700B3 on #333333) is barely legible.
  case material2 = "m2"
  /// Material 3 baseline, light: inverse surface #322F35, inverse on-surface #F5EFF7, inverse
  /// primary #D0BCFF action; sentence-case action (peers.md 2.6).
  case material3Light = "m3-light"
  /// Material 3 baseline, dark: inverse surface #E6E0E9, text #322F35, action #6750A4.
  case material3Dark = "m3-dark"

  /// Sets the manager's styling for this theme, first resetting what another theme may have set.
  public func apply(to manager: SnackbarManager) {
    manager.snackbarMessageViewBackgroundColor = nil
    manager.snackbarMessageViewShadowColor = nil
    manager.messageTextColor = nil
    manager.messageFont = nil
    manager.buttonFont = nil
    manager.uppercaseButtonTitle = true
    manager.buttonInkColor = nil
    manager.messageElevation = .snackbar
    manager.setButtonTitleColor(nil, for: .normal)
    manager.setButtonTitleColor(nil, for: .highlighted)
    switch self {
    case .mdc:
      break
    case .material2:
      SnackbarColorThemer.applySemanticColorScheme(.material201804, to: manager)
      SnackbarTypographyThemer.applyTypographyScheme(.material201804, to: manager)
    case .material3Light:
      applyMaterial3(
        container: SnackbarColor(rgb: 0x322F35), text: SnackbarColor(rgb: 0xF5EFF7),
        action: SnackbarColor(rgb: 0xD0BCFF), to: manager)
    case .material3Dark:
      applyMaterial3(
        container: SnackbarColor(rgb: 0xE6E0E9), text: SnackbarColor(rgb: 0x322F35),
        action: SnackbarColor(rgb: 0x6750A4), to: manager)
    }
  }

  /// Material 3: Body Medium (14 pt regular) text, Label Large (14 pt medium) action without
  /// capitals, elevation level 3 (6 dp), extra-small corners (4 dp, MDC's default already).
  private func applyMaterial3(
    container: SnackbarColor, text: SnackbarColor, action: SnackbarColor, to manager: SnackbarManager
  ) {
    manager.snackbarMessageViewBackgroundColor = container
    manager.messageTextColor = text
    manager.setButtonTitleColor(action, for: .normal)
    manager.setButtonTitleColor(action, for: .highlighted)
    manager.buttonInkColor = action.withAlphaComponent(0.1)
    manager.messageFont = .systemFont(ofSize: 14, weight: .regular)
    manager.buttonFont = .systemFont(ofSize: 14, weight: .medium)
    manager.uppercaseButtonTitle = false
  }

  /// The colour a screen behind the snackbar has in this theme (for `snackbar screen` and the
  /// gallery): white for MDC and Material 2, the M3 baseline surface in M3.
  public var screenBackgroundColor: SnackbarColor {
    switch self {
    case .mdc, .material2: return .white
    case .material3Light: return SnackbarColor(rgb: 0xFEF7FF)
    case .material3Dark: return SnackbarColor(rgb: 0x141218)
    }
  }
}
