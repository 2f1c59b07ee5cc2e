import Foundation

/// What the snackbar draws of a text: the rule both the measurers and the renderer apply, so a
/// layout's line count and the drawn lines always agree.
///
/// `UILabel` draws nothing for control characters, where Pango would draw a box with the code
/// in hex. The rule, applied to each scalar:
///
/// * A line break stays a line break: LF, CR LF and a lone CR all become LF; U+0085 NEXT LINE
///   (a line terminator in Unicode and in `NSString`) becomes LF; U+2028 LINE SEPARATOR and
///   U+2029 PARAGRAPH SEPARATOR stay as they are (the first breaks a line inside its paragraph,
///   the second starts a new paragraph with its own base direction).
/// * TAB becomes a space: a snackbar has no tab stops.
/// * Every other control character is dropped: C0 (U+0000–U+001F, including VT and FF), DEL
///   (U+007F) and C1 (U+0080–U+009F).
/// * Unicode noncharacters are dropped: U+FDD0–U+FDEF and the last two code points of every
///   plane (U+FFFE, U+FFFF, U+1FFFE, …, U+10FFFF). They are never meant to be displayed.
///
/// Everything else is kept, including the invisible formatting characters that do work when
/// drawn (zero-width joiners, bidirectional marks, variation selectors) and private-use
/// characters (the icon font's).
package enum SnackbarDisplayText {
  /// `text` as it is drawn.
  package static func clean(_ text: String) -> String {
    clean([text])[0]
  }

  /// The pieces of one text (for example the runs of an attributed string) as they are drawn,
  /// one piece out for each piece in, so each keeps its own attributes.
  ///
  /// The pieces are read as one text: a CR at the end of one piece and an LF at the start of the
  /// next are one line break (the LF is dropped), as they would be in the joined text.
  package static func clean(_ pieces: [String]) -> [String] {
    guard pieces.contains(where: needsCleaning) else { return pieces }
    var afterCarriageReturn = false
    return pieces.map { piece in
      var scalars = String.UnicodeScalarView()
      for scalar in piece.unicodeScalars {
        let wasAfterCarriageReturn = afterCarriageReturn
        afterCarriageReturn = scalar == "\r"
        switch action(for: scalar) {
        case .keep: scalars.append(scalar)
        case .drop: continue
        case .lineFeed where scalar == "\n" && wasAfterCarriageReturn: continue
        case .lineFeed: scalars.append("\n")
        case .space: scalars.append(" ")
        }
      }
      return String(scalars)
    }
  }

  /// Whether `scalar` is dropped from the drawn text.
  package static func isDropped(_ scalar: Unicode.Scalar) -> Bool {
    action(for: scalar) == .drop
  }

  private enum Action { case keep, drop, lineFeed, space }

  private static func action(for scalar: Unicode.Scalar) -> Action {
    switch scalar.value {
    case 0x0A, 0x0D, 0x85: return .lineFeed
    case 0x09: return .space
    case 0x00...0x1F, 0x7F...0x9F: return .drop
    default: return scalar.properties.isNoncharacterCodePoint ? .drop : .keep
    }
  }

  /// Whether any scalar of `text` changes. Ordinary text (no CR, tab, control or noncharacter)
  /// is returned as it is, without copying.
  private static func needsCleaning(_ text: String) -> Bool {
    text.unicodeScalars.contains { scalar in
      scalar != "\n" && action(for: scalar) != .keep
    }
  }
}
