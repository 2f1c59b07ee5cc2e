/// The Material 2 type roles the snackbar themers read, as a value.
///
/// MDC's own types, the protocol `MDCTypographyScheming` and the class `MDCTypographyScheme` (all
/// thirteen roles), are in `MaterialSnackbarCompat`, which converts between them and this value
/// and lets the themers accept both.
public struct SnackbarTypographyScheme: Sendable, Hashable {
  /// Body 1 (16 pt regular in the 2018 scheme).
  public var body1: SnackbarFont
  /// Body 2 (14 pt regular in the 2018 scheme): the themed message font.
  public var body2: SnackbarFont
  /// Button (14 pt medium): the themed action font.
  public var button: SnackbarFont

  /// Creates a scheme from its roles.
  public init(body1: SnackbarFont, body2: SnackbarFont, button: SnackbarFont) {
    self.body1 = body1
    self.body2 = body2
    self.button = button
  }

  /// MDC's `material201804` type scale.
  public static let material201804 = SnackbarTypographyScheme(
    body1: .systemFont(ofSize: 16, weight: .regular),
    body2: .systemFont(ofSize: 14, weight: .regular),
    button: .systemFont(ofSize: 14, weight: .medium))
}
