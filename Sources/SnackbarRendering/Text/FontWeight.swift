import Foundation

/// A font weight. The snackbar uses regular for the message and medium for bold ranges and the
/// button; the raw values are the CSS / OpenType weights.
public enum FontWeight: Int, Sendable, Hashable, Codable, CaseIterable {
  /// 400.
  case regular = 400
  /// 500 (Material "medium").
  case medium = 500
  /// 700.
  case bold = 700
}
