import Foundation
import MaterialSnackbar

/// A semantic typography scheme, as MDC declares it in
/// `components/schemes/Typography/src/Scheming/MDCTypographyScheming.h`
/// (`@protocol MDCTypographyScheming`).
///
/// It exists so that MDC code that passes type scales around as `MDCTypographyScheming`, or
/// implements the protocol itself, compiles unchanged. Every font is non-optional and read-only,
/// as Swift imports the header; `UIFont` is `SnackbarFont`. MDC's protocol refines
/// `NSObject`; on Linux there is no Objective-C runtime, so it is class-bound instead.
/// ``MDCTypographyScheme`` is the implementation MDC ships, and `SnackbarTypographyScheme(_:)`
/// takes from any conformer the roles the snackbar uses.
public protocol MDCTypographyScheming: AnyObject {
  /// Headline 1.
  var headline1: SnackbarFont { get }
  /// Headline 2.
  var headline2: SnackbarFont { get }
  /// Headline 3.
  var headline3: SnackbarFont { get }
  /// Headline 4.
  var headline4: SnackbarFont { get }
  /// Headline 5.
  var headline5: SnackbarFont { get }
  /// Headline 6.
  var headline6: SnackbarFont { get }
  /// Subtitle 1.
  var subtitle1: SnackbarFont { get }
  /// Subtitle 2.
  var subtitle2: SnackbarFont { get }
  /// Body 1.
  var body1: SnackbarFont { get }
  /// Body 2: the snackbar themers' message font.
  var body2: SnackbarFont { get }
  /// Caption.
  var caption: SnackbarFont { get }
  /// Button: the snackbar themers' action font.
  var button: SnackbarFont { get }
  /// Overline.
  var overline: SnackbarFont { get }
  /// A hint to themers: adjust scalable fonts to the current Dynamic Type size before applying
  /// them. The snackbar themers ignore it, as MDC's did.
  var useCurrentContentSizeCategoryWhenApplied: Bool { get }
}
