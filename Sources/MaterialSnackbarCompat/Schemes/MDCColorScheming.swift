import Foundation
import MaterialSnackbar

/// A semantic colour scheme, as MDC declares it in `components/schemes/Color/src/MDCSemanticColorScheme.h`
/// (`@protocol MDCColorScheming`).
///
/// It exists so that code written against MDC, which passes colour schemes around as
/// `MDCColorScheming` and sometimes implements the protocol with its own class, compiles
/// unchanged. Every colour is non-optional and read-only, as Swift imports the header; `UIColor`
/// is `SnackbarColor`. ``MDCSemanticColorScheme`` is the implementation MDC ships, and
/// `SnackbarColorScheme(_:)` turns any conformer into the port's value type.
public protocol MDCColorScheming: AnyObject {
  /// The colour displayed most frequently across the app.
  var primaryColor: SnackbarColor { get }
  /// A tonal variation of ``primaryColor``.
  var primaryColorVariant: SnackbarColor { get }
  /// The colour that accents selected parts of the UI.
  var secondaryColor: SnackbarColor { get }
  /// The colour that indicates an error.
  var errorColor: SnackbarColor { get }
  /// The colour of surfaces such as cards, sheets and menus (and snackbars).
  var surfaceColor: SnackbarColor { get }
  /// The colour behind the app's content.
  var backgroundColor: SnackbarColor { get }
  /// A colour legible for text and icons drawn on ``primaryColor``.
  var onPrimaryColor: SnackbarColor { get }
  /// A colour legible for text and icons drawn on ``secondaryColor``.
  var onSecondaryColor: SnackbarColor { get }
  /// A colour legible for text and icons drawn on ``surfaceColor``.
  var onSurfaceColor: SnackbarColor { get }
  /// A colour legible for text and icons drawn on ``backgroundColor``.
  var onBackgroundColor: SnackbarColor { get }
  /// Whether elevated surfaces get a lighter overlay in dark mode (never in light mode). The
  /// snackbar themers ignore it, as MDC's did; it is carried so schemes round-trip.
  var elevationOverlayEnabledForDarkMode: Bool { get }
}
