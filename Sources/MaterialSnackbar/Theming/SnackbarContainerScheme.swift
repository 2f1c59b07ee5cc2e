/// A colour and a typography scheme together: the stand-in for `MDCContainerScheme`, which
/// ``SnackbarManager/applyTheme(withScheme:)`` reads.
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

/// MDC's name for a container scheme.
public typealias MDCContainerScheme = SnackbarContainerScheme
