import Foundation
import MaterialSnackbar

extension SnackbarColorScheme {
  /// The ten colour roles of any MDC colour scheme, as the port's value type: how the themers
  /// accept ``MDCColorScheming`` (`MDCSemanticColorScheme.h`) while keeping one implementation.
  /// An ``MDCSemanticColorScheme`` is read under its lock, so the roles come from one instant.
  /// `elevationOverlayEnabledForDarkMode` has no place in the value type and is dropped.
  public init(_ scheme: any MDCColorScheming) {
    if let semantic = scheme as? MDCSemanticColorScheme {
      self = semantic.snapshot
      return
    }
    self.init(
      primaryColor: scheme.primaryColor, primaryColorVariant: scheme.primaryColorVariant,
      secondaryColor: scheme.secondaryColor, errorColor: scheme.errorColor, surfaceColor: scheme.surfaceColor,
      backgroundColor: scheme.backgroundColor, onPrimaryColor: scheme.onPrimaryColor,
      onSecondaryColor: scheme.onSecondaryColor, onSurfaceColor: scheme.onSurfaceColor,
      onBackgroundColor: scheme.onBackgroundColor)
  }
}
