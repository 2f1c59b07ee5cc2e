import Foundation

/// A bundle of the theming subsystems' schemes, as MDC declares it in
/// `components/schemes/Container/src/MDCContainerScheme.h` (`@protocol MDCContainerScheming`): what
/// MDC's `applyTheme(withScheme:)` theming extensions take.
///
/// It exists so that code passing container schemes around as `MDCContainerScheming`, or
/// implementing the protocol itself, compiles unchanged; `SnackbarManager/applyTheme(withScheme:)`
/// accepts any conformer. MDC's third member, the optional `shapeScheme: MDCShapeScheming?`, is
/// left out: its shape categories are built from MDC's corner-treatment classes, which the port
/// does not have, and a snackbar's theming never read it.
public protocol MDCContainerScheming: AnyObject {
  /// The colours.
  var colorScheme: any MDCColorScheming { get }
  /// The fonts.
  var typographyScheme: any MDCTypographyScheming { get }
}
