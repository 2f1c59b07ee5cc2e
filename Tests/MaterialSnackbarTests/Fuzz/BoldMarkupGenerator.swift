import Foundation
import MaterialSnackbar
import SnackbarFuzzSupport

/// Random attributed message texts with bold markup: text that is hard to split (surrogate pairs,
/// combining marks, emoji sequences, CR LF, canonically equivalent characters, `**` that is only
/// text), bold and other attributes over arbitrary UTF-16 ranges (which may cut a surrogate pair or
/// a grapheme cluster), and every kind of value MDC's `boolValue` reading meets.
enum BoldMarkupGenerator {
  /// Pieces of text, each chosen because splitting or normalising it would show.
  static let pieces = [
    "a", "Z", "7", " ", "**", "*", "_", "<b>", "\n", "\r\n", "\r", "\t", "\u{0}", "é", "e\u{301}", "\u{301}",
    "\u{1D401}", "😀", "👩‍👩‍👧", "👍🏽", "🇫🇷", "中文", "عل", "שלום", "\u{200F}", "\u{FEFF}", "\u{FFFD}", "ﬁ",
    "\u{2126}", "\u{212B}", "ǅ", "ß", "İ", "\u{10FFFF}",
  ]

  /// A value for the bold attribute, and whether it means bold (nil: neither MDC nor this port
  /// promises a reading, so the harness only checks consistency).
  struct BoldValue: @unchecked Sendable {
    let value: Any
    let isBold: Bool?
  }

  static let values: [BoldValue] = [
    BoldValue(value: true, isBold: true), BoldValue(value: false, isBold: false),
    BoldValue(value: NSNumber(value: 1), isBold: true), BoldValue(value: NSNumber(value: 0), isBold: false),
    BoldValue(value: NSNumber(value: true), isBold: true), BoldValue(value: NSNumber(value: 2), isBold: true),
    BoldValue(value: "YES", isBold: true), BoldValue(value: "true", isBold: true),
    BoldValue(value: "NO", isBold: false),
    BoldValue(value: "false", isBold: false), BoldValue(value: "", isBold: false),
    BoldValue(value: Date(), isBold: false),
    BoldValue(value: NSNull(), isBold: false), BoldValue(value: NSNumber(value: 0.5), isBold: nil),
    BoldValue(value: NSNumber(value: -1), isBold: nil), BoldValue(value: " y", isBold: nil),
    BoldValue(value: "+1", isBold: nil), BoldValue(value: "t", isBold: nil), BoldValue(value: "0009", isBold: nil),
    BoldValue(value: NSNumber(value: Double.nan), isBold: nil),
  ]

  /// Another attribute, which splits the string's attribute runs without changing the weight.
  static let otherKey = NSAttributedString.Key("fuzz.other")

  /// A text of up to 40 pieces (sometimes 2,000) with up to eight attribute edits.
  static func attributedText(using random: inout SplitMix64) -> NSAttributedString {
    let count = random.chance(0.02) ? 2_000 : Int.random(in: 0...40, using: &random)
    let text = (0..<count).map { _ in random.pick(pieces) }.joined()
    let attributed = NSMutableAttributedString(string: text)
    for _ in 0..<Int.random(in: 0...8, using: &random) {
      let length = attributed.length
      let location = Int.random(in: 0...length, using: &random)
      let range = NSRange(location: location, length: Int.random(in: 0...(length - location), using: &random))
      switch Int.random(in: 0..<10, using: &random) {
      case 0..<6: attributed.addAttribute(.snackbarBold, value: random.pick(values).value, range: range)
      case 6: attributed.removeAttribute(.snackbarBold, range: range)
      case 7, 8: attributed.addAttribute(otherKey, value: Int.random(in: 0...3, using: &random), range: range)
      default: attributed.setAttributes(nil, range: range)
      }
    }
    return attributed
  }

  /// An attribute value's type and description, to tell values apart (`Any` has no equality).
  static func key(_ value: Any?) -> String { value.map { "\(type(of: $0)):\($0)" } ?? "nil" }

  private static let meanings = Dictionary(
    values.map { (key($0.value), $0.isBold) }, uniquingKeysWith: { first, _ in first })

  /// Whether the bold attribute `value` means bold, when the table says; nil when it does not.
  static func expectedBold(_ value: Any?) -> Bool? {
    guard value != nil else { return false }
    return meanings[key(value)] ?? nil
  }
}
