import Foundation

/// A leading symbol drawn beside the message text, so the message's meaning never rests on colour
/// alone. Not part of MDC iOS; off unless a message sets ``SnackbarMessage/leadingIcon``.
public struct SnackbarIcon: Sendable, Hashable {
  /// The Material Icons ligature name, e.g. `"check_circle"` (the renderer draws it with the
  /// Material Icons font).
  public var name: String
  /// The symbol's colour; nil uses the message text colour.
  public var tintColor: SnackbarColor?
  /// What a screen reader says for the symbol; nil means decorative (the text says it all).
  public var accessibilityLabel: String?

  /// Creates an icon from a Material Icons name.
  public init(name: String, tintColor: SnackbarColor? = nil, accessibilityLabel: String? = nil) {
    self.name = name
    self.tintColor = tintColor
    self.accessibilityLabel = accessibilityLabel
  }

  /// An information symbol.
  public static let info = SnackbarIcon(name: "info", accessibilityLabel: "Information")
  /// A success check mark.
  public static let success = SnackbarIcon(name: "check_circle", accessibilityLabel: "Success")
  /// A warning triangle.
  public static let warning = SnackbarIcon(name: "warning", accessibilityLabel: "Warning")
  /// An error symbol.
  public static let error = SnackbarIcon(name: "error", accessibilityLabel: "Error")
}
