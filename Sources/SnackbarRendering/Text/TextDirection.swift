import CPangoCairo
import Foundation

/// The paragraph's base direction. Lines start at the leading edge: the left for left-to-right,
/// the right for right-to-left.
public enum TextDirection: Sendable, Hashable, Codable {
  /// Left to right (Latin, CJK...).
  case leftToRight
  /// Right to left (Arabic, Hebrew).
  case rightToLeft

  var pangoDirection: PangoDirection {
    switch self {
    case .leftToRight: return PANGO_DIRECTION_LTR
    case .rightToLeft: return PANGO_DIRECTION_RTL
    }
  }
}
