import Foundation
import MaterialSnackbar
import Testing

/// Bold ranges are UTF-16 ranges, and nothing stops one from ending inside a character. Found by
/// the bold-markup fuzz harness: a boundary inside a surrogate pair split the emoji into two lone
/// halves, which the runs (Swift strings) turned into two U+FFFD, so the snackbar drew "��"
/// instead of the emoji. A character is now drawn whole, in the weight of its first code unit.
@Suite struct SnackbarTextRunTests {
  static func runs(_ text: String, bold range: NSRange) -> [SnackbarTextRun] {
    let attributed = NSMutableAttributedString(string: text)
    attributed.addAttribute(.snackbarBold, value: true, range: range)
    return SnackbarMessage(attributedText: attributed).textRuns()
  }

  @Test func boldEndingInsideASurrogatePairKeepsTheEmojiWhole() {
    // "Saved 😀 now": the emoji is UTF-16 6..<8; bold ends between its halves.
    let runs = Self.runs("Saved 😀 now", bold: NSRange(location: 0, length: 7))
    #expect(runs == [SnackbarTextRun(text: "Saved 😀", isBold: true), SnackbarTextRun(text: " now", isBold: false)])
  }

  @Test func boldStartingInsideASurrogatePairLeavesTheCharacterToItsFirstHalf() {
    let runs = Self.runs("a\u{1D401}b", bold: NSRange(location: 2, length: 2))
    #expect(runs == [SnackbarTextRun(text: "a\u{1D401}", isBold: false), SnackbarTextRun(text: "b", isBold: true)])
  }

  @Test func boldOnACombiningMarkOrInsideAnEmojiSequenceDoesNotSplitTheCharacter() {
    // "Cafe\u{301}" is four characters; the accent alone is no character to draw bold.
    #expect(
      Self.runs("Cafe\u{301}", bold: NSRange(location: 4, length: 1)) == [
        SnackbarTextRun(text: "Cafe\u{301}", isBold: false)
      ])
    // 👩‍👩‍👧 is one character of eight code units; bold from its third code unit on.
    let family = "👩‍👩‍👧"
    #expect(
      Self.runs("x" + family + "y", bold: NSRange(location: 3, length: 7))
        == [SnackbarTextRun(text: "x" + family, isBold: false), SnackbarTextRun(text: "y", isBold: true)])
  }

  @Test func runsKeepTheTextsExactScalars() {
    // Canonically equivalent spellings (Ω U+2126 and Ω U+03A9, é and e + U+0301) must not be
    // normalised on the way.
    let text = "\u{2126} e\u{301} \u{E9}"
    let runs = Self.runs(text, bold: NSRange(location: 2, length: 2))
    #expect(runs.flatMap { Array($0.text.unicodeScalars) } == Array(text.unicodeScalars))
    #expect(runs.map(\.isBold) == [false, true, false])
  }
}
