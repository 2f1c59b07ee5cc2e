import CPango
import Foundation

/// A layout direction: which edge lines align to (the leading edge: the left for left-to-right,
/// the right for right-to-left).
///
/// It does not set the reading order: each paragraph reads in the direction of its first strong
/// character, as `UILabel` reads with its natural writing direction, so "3 messages archived"
/// keeps its order in a right-to-left layout (aligned right) and Hebrew reads right to left in a
/// left-to-right one (aligned left). Only a text with no strong character at all (digits,
/// punctuation) reads in this direction.
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
