import Foundation

/// Picks a BCP 47 language tag for a text when the caller gives none.
///
/// The tag steers Pango's shaping and its font fallback (Noto Sans CJK SC draws Japanese kana
/// and Han differently depending on it), so an explicit `language` always wins; inference only
/// covers the scripts the pinned fonts exist for.
package enum SnackbarLanguage {
  /// The tag used when the text shows no script of its own: English.
  package static let fallback = "en"

  /// The language a text is most likely in, from its characters.
  ///
  /// * Any kana makes it Japanese (`"ja"`), since Japanese mixes kana with Han.
  /// * Otherwise the first character of a distinctive script decides: Arabic `"ar"`, Hebrew
  ///   `"he"`, Hangul `"ko"`, Han `"zh"`, Devanagari `"hi"`, Thai `"th"`.
  /// * Otherwise (Latin, digits, symbols, emoji) ``fallback``.
  ///
  /// Only the first 4096 scalars are read, so a megabyte of text costs nothing extra.
  package static func infer(from text: String) -> String {
    var first: String?
    for scalar in text.unicodeScalars.prefix(4096) {
      let value = scalar.value
      if (0x3040...0x30FF).contains(value) || (0x31F0...0x31FF).contains(value) { return "ja" }
      if first == nil { first = script(of: value) }
    }
    return first ?? fallback
  }

  private static func script(of value: UInt32) -> String? {
    switch value {
    case 0x0600...0x06FF, 0x0750...0x077F, 0x08A0...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: return "ar"
    case 0x0590...0x05FF, 0xFB1D...0xFB4F: return "he"
    case 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF: return "ko"
    case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FFFF: return "zh"
    case 0x0900...0x097F: return "hi"
    case 0x0E00...0x0E7F: return "th"
    default: return nil
    }
  }
}
