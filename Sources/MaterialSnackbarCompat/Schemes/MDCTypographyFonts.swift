import Foundation
import MaterialSnackbar

/// The thirteen Material 2 type roles of an ``MDCTypographyScheme``, held together so the class
/// can keep them under one lock.
struct MDCTypographyFonts: Sendable, Hashable {
  var headline1: SnackbarFont
  var headline2: SnackbarFont
  var headline3: SnackbarFont
  var headline4: SnackbarFont
  var headline5: SnackbarFont
  var headline6: SnackbarFont
  var subtitle1: SnackbarFont
  var subtitle2: SnackbarFont
  var body1: SnackbarFont
  var body2: SnackbarFont
  var caption: SnackbarFont
  var button: SnackbarFont
  var overline: SnackbarFont
}
