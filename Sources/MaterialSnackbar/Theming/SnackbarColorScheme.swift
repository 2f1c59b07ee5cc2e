/// A Material 2 semantic colour scheme as a value: what the port's snackbar themers read (spec 1.8).
///
/// MDC's own types, the protocol `MDCColorScheming` and the class `MDCSemanticColorScheme`, are
/// in `MaterialSnackbarCompat`, which converts between them and this value and lets the themers
/// accept both.
public struct SnackbarColorScheme: Sendable, Hashable {
  /// The brand colour.
  public var primaryColor: SnackbarColor
  /// A darker or lighter primary.
  public var primaryColorVariant: SnackbarColor
  /// The accent colour.
  public var secondaryColor: SnackbarColor
  /// Errors.
  public var errorColor: SnackbarColor
  /// Sheets, cards and menus.
  public var surfaceColor: SnackbarColor
  /// Behind scrollable content.
  public var backgroundColor: SnackbarColor
  /// Text and icons on primary.
  public var onPrimaryColor: SnackbarColor
  /// Text and icons on secondary.
  public var onSecondaryColor: SnackbarColor
  /// Text and icons on surface.
  public var onSurfaceColor: SnackbarColor
  /// Text and icons on background.
  public var onBackgroundColor: SnackbarColor

  /// Creates a scheme from every role.
  public init(
    primaryColor: SnackbarColor, primaryColorVariant: SnackbarColor, secondaryColor: SnackbarColor,
    errorColor: SnackbarColor, surfaceColor: SnackbarColor, backgroundColor: SnackbarColor,
    onPrimaryColor: SnackbarColor, onSecondaryColor: SnackbarColor, onSurfaceColor: SnackbarColor,
    onBackgroundColor: SnackbarColor
  ) {
    self.primaryColor = primaryColor
    self.primaryColorVariant = primaryColorVariant
    self.secondaryColor = secondaryColor
    self.errorColor = errorColor
    self.surfaceColor = surfaceColor
    self.backgroundColor = backgroundColor
    self.onPrimaryColor = onPrimaryColor
    self.onSecondaryColor = onSecondaryColor
    self.onSurfaceColor = onSurfaceColor
    self.onBackgroundColor = onBackgroundColor
  }

  /// MDC's `material201804` light defaults: purple 500 primary on white surfaces.
  public static let material201804 = SnackbarColorScheme(
    primaryColor: SnackbarColor(rgb: 0x6200EE), primaryColorVariant: SnackbarColor(rgb: 0x3700B3),
    secondaryColor: SnackbarColor(rgb: 0x03DAC6), errorColor: SnackbarColor(rgb: 0xB00020),
    surfaceColor: .white, backgroundColor: .white, onPrimaryColor: .white, onSecondaryColor: .black,
    onSurfaceColor: .black, onBackgroundColor: .black)

  /// MDC's `material201907` dark defaults: #121212 surfaces, light purple primary.
  public static let material201907Dark = SnackbarColorScheme(
    primaryColor: SnackbarColor(rgb: 0xBB86FC), primaryColorVariant: SnackbarColor(rgb: 0x3700B3),
    secondaryColor: SnackbarColor(rgb: 0x03DAC6), errorColor: SnackbarColor(rgb: 0xCF6679),
    surfaceColor: SnackbarColor(rgb: 0x121212), backgroundColor: SnackbarColor(rgb: 0x121212),
    onPrimaryColor: .black, onSecondaryColor: .black, onSurfaceColor: .white, onBackgroundColor: .white)
}
