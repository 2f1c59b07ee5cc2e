/// A colour and a typography scheme together, as a value: what
/// ``SnackbarManager/applyTheme(withScheme:)-(SnackbarContainerScheme)`` reads.
///
/// MDC's own types, the protocol `MDCContainerScheming` and the class `MDCContainerScheme`, are in
/// `MaterialSnackbarCompat`, which converts between them and this value and lets
/// `applyTheme(withScheme:)` accept both.
public struct SnackbarContainerScheme: Sendable, Hashable {
  /// The colours.
  public var colorScheme: SnackbarColorScheme
  /// The fonts.
  public var typographyScheme: SnackbarTypographyScheme

  /// Creates a container scheme; both parts default to MDC's 2018 Material schemes.
  public init(
    colorScheme: SnackbarColorScheme = .material201804,
    typographyScheme: SnackbarTypographyScheme = .material201804
  ) {
    self.colorScheme = colorScheme
    self.typographyScheme = typographyScheme
  }
}
