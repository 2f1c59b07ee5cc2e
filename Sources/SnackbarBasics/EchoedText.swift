/// The one escaping rule for text from outside the program (files, arguments, the environment,
/// job lines) that a message shows on a terminal or in a log.
///
/// A value read from a stranger's file must not act on the terminal that shows it: an escape
/// sequence can retitle the window, erase a line or move the cursor, and a line break or a
/// carriage return can forge a line of output ("line 9: all good"). So every such value is
/// shown through this rule, and so is every path (`BytePath`'s description):
///
/// - valid UTF-8 stays as it is, so `Fotos archiviert` and `写真` read as written;
/// - C0 control characters (including tab, line feed and carriage return), DEL and C1 controls,
///   and every byte that is not part of valid UTF-8, become `\xHH` per byte (`\x1B`, `\x0A`,
///   `\xFF`), which also names exactly the bytes of a file name that is not UTF-8;
/// - characters that change how the rest of a line is shown without being visible (the
///   directional formatting characters of "Trojan Source", U+2028 and U+2029) become `\u{202E}`.
///
/// Backslashes are kept, so an escaped value is not always unambiguous; it is always inert.
package enum EchoedText {
  /// `text` quoted and escaped, cut after 60 characters: a value read from a file, named in a
  /// message (`"Fotos archiviert"`).
  package static func quoted(_ text: String) -> String {
    let shown = text.count > 60 ? String(text.prefix(60)) + "…" : text
    return "\"" + escaped(shown) + "\""
  }

  /// `text` made safe to show.
  package static func escaped(_ text: String) -> String {
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
    return escaped(bytes: Array(text.utf8))
  }

  /// `bytes`, which need not be UTF-8, made safe to show.
  package static func escaped(bytes: some Collection<UInt8>) -> String {
    let bytes = Array(bytes)
    var text = ""
    text.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      let length = scalarLength(startingWith: bytes[index])
      guard length > 0, index + length <= bytes.count,
        let piece = String(validating: bytes[index..<index + length], as: UTF8.self),
        let scalar = piece.unicodeScalars.first
      else {
        text += "\\x" + hex(bytes[index])
        index += 1
        continue
      }
      if isControl(scalar) {
        for byte in bytes[index..<index + length] { text += "\\x" + hex(byte) }
      } else if isInvisibleFormatting(scalar) {
        text += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        text += piece
      }
      index += length
    }
    return text
  }

  /// Whether `text` would be shown changed.
  package static func needsEscaping(_ text: String) -> Bool {
    escaped(text) != text
  }

  /// How many bytes the UTF-8 sequence a lead byte starts has, 0 for a byte no sequence starts
  /// with.
  private static func scalarLength(startingWith byte: UInt8) -> Int {
    switch byte {
    case 0x00...0x7F: return 1
    case 0xC2...0xDF: return 2
    case 0xE0...0xEF: return 3
    case 0xF0...0xF4: return 4
    default: return 0
    }
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  /// Whether `scalar` is one of the invisible characters this rule shows as `\u{…}`: a JSON
  /// writer escapes the same set.
  package static func isInert(_ scalar: Unicode.Scalar) -> Bool { isInvisibleFormatting(scalar) }

  /// The bidirectional formatting characters (ALM, LRM, RLM, the embeddings, overrides and
  /// isolates) and the Unicode line and paragraph separators.
  private static func isInvisibleFormatting(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: return true
    default: return false
    }
  }

  private static func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF".utf8)
    return String(decoding: [digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]], as: UTF8.self)
  }
}
