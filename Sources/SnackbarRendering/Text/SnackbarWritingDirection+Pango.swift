import CPango
import Foundation
import SnackbarLayout

// The text engine lays out in the layout's direction (SnackbarWritingDirection): one direction
// type for the package. A direction sets which edge lines align to (the leading edge: the left
// for left-to-right, the right for right-to-left), not the reading order: each paragraph reads in
// the direction of its first strong character, as `UILabel` reads with its natural writing
// direction, so "3 messages archived" keeps its order in a right-to-left layout (aligned right)
// and Hebrew reads right to left in a left-to-right one (aligned left). Only a text with no
// strong character at all (digits, punctuation) reads in this direction.
extension SnackbarWritingDirection {
  var pangoDirection: PangoDirection {
    switch self {
    case .leftToRight: return PANGO_DIRECTION_LTR
    case .rightToLeft: return PANGO_DIRECTION_RTL
    }
  }
}
