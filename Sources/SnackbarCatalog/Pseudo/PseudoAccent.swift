/// Android's `en-XA`, as `aapt2` writes it (frameworks/base, `tools/aapt2/compile/
/// Pseudolocalizer.cpp`, `PseudoMethodAccent`):
///
/// - every ASCII letter that has one becomes its accented look-alike (`Settings` → `Šéţţîñĝš`),
///   from the same table; `!`, `?` and `$` become `¡`, `¿` and `€`;
/// - placeholders are kept and marked `»%d«`;
/// - the text is wrapped in `[` … `]` and expanded with words from "one two three … twenty":
///   by the number of characters counted when the text has more than three words, by half of
///   them otherwise, always in whole words (`Settings` → `[Šéţţîñĝš one two]`).
///
/// Android's rule is thus about +50 % for short strings and +100 % for longer ones, more than the
/// 30 % of translation guidelines, which is the point: what survives it survives German. Like
/// aapt2, words are counted only where a character with no accented form starts one (a digit or
/// punctuation), so most strings take the short strings' half; characters are counted per
/// Unicode scalar, where aapt2 counts UTF-8 bytes (the same for English source text).
enum PseudoAccent {
  static let expansionWords =
    "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fiveteen sixteen seventeen "
    + "nineteen twenty"

  static let placeholderOpen = "\u{BB}"
  static let placeholderClose = "\u{AB}"

  static func apply(to text: String) -> String {
    var result = "["
    var length = 0
    var wordCount = 0
    var lastSpace = true
    for token in StringPlaceholders.tokens(in: text) {
      switch token {
      case .placeholder(let placeholder):
        result += placeholderOpen + placeholder.spelling + placeholderClose
      case .text(let piece):
        for scalar in piece.unicodeScalars {
          if let accented = accent(scalar) {
            result.unicodeScalars.append(accented)
          } else {
            let space = scalar == " " || scalar == "\t" || scalar == "\n"
            if lastSpace && !space { wordCount += 1 }
            lastSpace = space
            // A literal percent sign must stay escaped, or it would read as a placeholder.
            result += scalar == "%" ? "%%" : String(scalar)
          }
          length += 1
        }
      }
    }
    if length > 0 { result += " " + expansion(wordCount > 3 ? length : length / 2) }
    return result + "]"
  }

  /// aapt2's `PseudoGenerateExpansion`: whole words of ``expansionWords``, repeated as needed,
  /// at least `length` characters long.
  static func expansion(_ length: Int) -> String {
    let words = Array(expansionWords.utf8)
    if words.count < length { return expansionWords + " " + expansion(length - words.count - 1) }
    var end = length
    // Up to and not including the space after the word that `length` falls in; past the last
    // word aapt2's loop stops one character short, and so does this.
    var cursor = length + 1
    while cursor < words.count {
      end += 1
      if words[cursor] == UInt8(ascii: " ") { break }
      cursor += 1
    }
    return String(decoding: words[..<min(end, words.count)], as: UTF8.self)
  }

  static func accent(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
    table[scalar]
  }

  static let table: [Unicode.Scalar: Unicode.Scalar] = [
    "a": "\u{e5}", "b": "\u{253}", "c": "\u{e7}", "d": "\u{f0}", "e": "\u{e9}", "f": "\u{192}", "g": "\u{11d}",
    "h": "\u{125}", "i": "\u{ee}", "j": "\u{135}", "k": "\u{137}", "l": "\u{13c}", "m": "\u{1e3f}", "n": "\u{f1}",
    "o": "\u{f6}", "p": "\u{fe}", "q": "\u{51}", "r": "\u{155}", "s": "\u{161}", "t": "\u{163}", "u": "\u{fb}",
    "v": "\u{56}", "w": "\u{175}", "x": "\u{445}", "y": "\u{fd}", "z": "\u{17e}", "A": "\u{c5}", "B": "\u{3b2}",
    "C": "\u{c7}", "D": "\u{d0}", "E": "\u{c9}", "G": "\u{11c}", "H": "\u{124}", "I": "\u{ce}", "J": "\u{134}",
    "K": "\u{136}", "L": "\u{13b}", "M": "\u{1e3e}", "N": "\u{d1}", "O": "\u{d6}", "P": "\u{de}", "Q": "\u{71}",
    "R": "\u{154}", "S": "\u{160}", "T": "\u{162}", "U": "\u{db}", "V": "\u{3bd}", "W": "\u{174}", "X": "\u{d7}",
    "Y": "\u{dd}", "Z": "\u{17d}", "!": "\u{a1}", "?": "\u{bf}", "$": "\u{20ac}",
  ]
}

/// Android's `ar-XB` (`PseudoMethodBidi` in the same file): each word, and each placeholder,
/// wrapped in RLM RLO … PDF RLM, so a right-to-left layout shows the Latin text mirrored while
/// it stays readable; line breaks and tabs separate words like spaces.
enum PseudoBidi {
  static let open = "\u{200F}\u{202E}"
  static let close = "\u{202C}\u{200F}"

  static func apply(to text: String) -> String {
    var result = ""
    var inWord = false
    for token in StringPlaceholders.tokens(in: text) {
      switch token {
      case .placeholder(let placeholder):
        if inWord {
          result += close
          inWord = false
        }
        result += open + placeholder.spelling + close
      case .text(let piece):
        for scalar in piece.unicodeScalars {
          let space = scalar == " " || scalar == "\t" || scalar == "\n"
          if !space && !inWord { result += open }
          if space && inWord { result += close }
          inWord = !space
          result += scalar == "%" ? "%%" : String(scalar)
        }
      }
    }
    if inWord { result += close }
    return result
  }
}
