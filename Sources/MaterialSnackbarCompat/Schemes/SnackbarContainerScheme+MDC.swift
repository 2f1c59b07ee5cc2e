import Foundation
import MaterialSnackbar

extension SnackbarContainerScheme {
  /// Any MDC container scheme (`MDCContainerScheme.h`) as the port's value type, converting its
  /// colour and typography schemes with `SnackbarColorScheme(_:)` and `SnackbarTypographyScheme(_:)`:
  /// how `SnackbarManager/applyTheme(withScheme:)` accepts ``MDCContainerScheming``.
  public init(_ scheme: any MDCContainerScheming) {
    self.init(
      colorScheme: SnackbarColorScheme(scheme.colorScheme),
      typographyScheme: SnackbarTypographyScheme(scheme.typographyScheme))
  }
}
