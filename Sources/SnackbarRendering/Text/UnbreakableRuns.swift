import CPango

/// Stretches of text that have no line-break opportunity and are longer than a piece (a "word"
/// of thousands of letters), and where to cut them into pieces Pango shapes separately, so that
/// breaking them costs linear time.
///
/// Pango 1.50 breaks such a word quadratically. For each line it walks the rest of the word's
/// item looking for a word break, finds none, and before falling back to a character break it
/// shapes the whole rest of the item (the item's end is a break opportunity): in a 359-pt
/// snackbar, a 131,072-letter word took 54 s of CPU to lay out where words of the same total
/// length took 0.24 s. An item boundary bounds both the walk and the shaping to one piece, and
/// Pango starts a new item wherever an attribute range starts, even an identical one; so the
/// engine repeats the runs' attributes on each piece (``TextAttributes``).
///
/// Inside such a stretch no hyphen is inserted at the character breaks. `UILabel` never inserts
/// one, and Pango's own hyphens break the pieces: Pango checks whether a piece fits without the
/// hyphen it then draws when the line ends at the piece's end, so that line would overflow by a
/// hyphen. Without hyphens the lines break where they break when the stretch is shaped whole.
///
/// Only stretches longer than a piece are affected, and cuts fall on grapheme boundaries, so
/// ordinary text (including long CJK or Thai paragraphs, which have break opportunities
/// everywhere) is laid out and drawn exactly as before. At a cut, shaping does not see across
/// (a kerning pair or a ligature spanning it is not formed), and the glyphs on either side are
/// drawn as separate runs, which can move one a pixel.
struct UnbreakableRuns: Equatable {
  /// The default piece length, in characters: several lines of any script at any snackbar width,
  /// and far longer than any real word.
  static let defaultPieceLength = 256

  /// UTF-8 ranges of the stretches longer than a piece; no hyphen is inserted inside them.
  var stretches: [Range<Int>] = []
  /// UTF-8 offsets at which a new piece starts, in order: one every piece length (at the next
  /// grapheme boundary) inside each stretch.
  var cuts: [Int] = []

  /// No stretches: ordinary text.
  init() {}

  /// Finds the stretches of `text` (in `language`, which tailors the break rules) longer than
  /// `pieceLength` characters, and their cuts.
  init(text: String, language: String, pieceLength: Int = defaultPieceLength) {
    guard pieceLength > 0, Self.hasStretchWithoutSpaces(text, longerThan: pieceLength) else { return }
    let scalars = Array(text.unicodeScalars)
    var attributes = [PangoLogAttr](repeating: PangoLogAttr(), count: scalars.count + 1)
    text.withCString { bytes in
      pango_get_log_attrs(
        bytes, Int32(clamping: text.utf8.count), -1, pango_language_from_string(language), &attributes,
        Int32(clamping: attributes.count))
    }
    var offset = 0
    var stretchStart = 0
    var stretchIsLong = false
    var sinceCut = 0
    for (index, scalar) in scalars.enumerated() {
      defer { offset += UTF8.width(scalar) }
      let attribute = attributes[index]
      if attribute.is_line_break != 0 {
        if stretchIsLong { stretches.append(stretchStart..<offset) }
        stretchStart = offset
        stretchIsLong = false
        sinceCut = 0
      } else if sinceCut >= pieceLength, attribute.is_char_break != 0 {
        cuts.append(offset)
        stretchIsLong = true
        sinceCut = 0
      }
      sinceCut += 1
    }
    if stretchIsLong { stretches.append(stretchStart..<offset) }
  }

  /// A cheap test that rules out almost every real text before Pango's break analysis runs:
  /// whether some stretch of more than `length` scalars has no white space.
  private static func hasStretchWithoutSpaces(_ text: String, longerThan length: Int) -> Bool {
    var stretch = 0
    for scalar in text.unicodeScalars {
      stretch = scalar.properties.isWhitespace ? 0 : stretch + 1
      if stretch > length { return true }
    }
    return false
  }
}
