import Foundation
import MaterialSnackbar
import SnackbarLayout
import Testing

/// The drawn-text rule: what is dropped, what breaks a line, and that runs keep their text.
@Suite struct SnackbarDisplayTextTests {
  /// A string of one code point; Swift refuses noncharacters in string literals.
  static func text(_ value: UInt32) -> String {
    String(Character(Unicode.Scalar(value)!))
  }

  @Test func controlCharactersAndNoncharactersAreDropped() {
    let dropped: [UInt32] = [0x0, 0x1, 0xB, 0xC, 0x1B, 0x1F, 0x7F, 0x80, 0x9F, 0xFDD0, 0xFDEF, 0xFFFE, 0xFFFF]
    let planes: [UInt32] = (1...16).flatMap { [$0 << 16 | 0xFFFE, $0 << 16 | 0xFFFF] }
    for value in dropped + planes {
      #expect(SnackbarDisplayText.clean("a" + Self.text(value) + "b") == "ab", "U+\(String(value, radix: 16))")
      #expect(SnackbarDisplayText.isDropped(Unicode.Scalar(value)!))
    }
  }

  @Test func lineTerminatorsBecomeLineFeedsAndTabsSpaces() {
    #expect(SnackbarDisplayText.clean("a\r\nb\rc\nd\u{85}e") == "a\nb\nc\nd\ne")
    #expect(SnackbarDisplayText.clean("a\u{2028}b\u{2029}c") == "a\u{2028}b\u{2029}c")
    #expect(SnackbarDisplayText.clean("Saved\tUndo") == "Saved Undo")
    #expect(SnackbarDisplayText.clean("\r\r\n\n") == "\n\n\n")
  }

  @Test func visibleAndFormattingCharactersAreKept() {
    let kept = "Émile 👩‍👩‍👧 \u{200E}שלום\u{200F} \u{FE0F}\u{E5CD} 日本 \u{A0}x"
    #expect(SnackbarDisplayText.clean(kept) == kept)
    for scalar in kept.unicodeScalars { #expect(!SnackbarDisplayText.isDropped(scalar)) }
  }

  @Test func piecesKeepTheirCountAndACarriageReturnLineFeedAcrossTwoIsOneBreak() {
    #expect(
      SnackbarDisplayText.clean(["\u{1}Photo ", "\u{7F}", "archived\r", "\nnow"]) == [
        "Photo ", "", "archived\n", "now",
      ])
    #expect(SnackbarDisplayText.clean([String]()) == [])
  }

  @Test func aParagraphIsDisplayedRunByRunWithItsFonts() {
    let bold = SnackbarFont.systemFont(ofSize: 14, weight: .medium)
    let paragraph = SnackbarParagraph(
      runs: [
        SnackbarParagraphRun(text: "\u{1}Photo ", font: .defaultMessageFont),
        SnackbarParagraphRun(text: "archived\t", font: bold),
      ], direction: .rightToLeft, language: "en", maxLines: 2)
    let displayed = paragraph.displayed
    #expect(displayed.runs.map(\.text) == ["Photo ", "archived "])
    #expect(displayed.runs.map(\.font) == [.defaultMessageFont, bold])
    #expect(displayed.direction == .rightToLeft && displayed.language == "en" && displayed.maxLines == 2)
  }

  @Test func theFixedMeasurerCountsTheLinesThatAreDrawn() throws {
    let measurer = FixedAdvanceTextMeasurer()
    let font = SnackbarFont.defaultMessageFont
    let plain = try measurer.measure(SnackbarParagraph(text: "ab", font: font), wrapWidth: nil)
    for value: UInt32 in [0x1, 0xB, 0xC, 0x7F, 0x9F, 0xFFFF] {
      let dirty = try measurer.measure(
        SnackbarParagraph(text: "a" + Self.text(value) + "b", font: font), wrapWidth: nil)
      #expect(dirty == plain, "U+\(String(value, radix: 16))")
    }
    let nextLine = try measurer.measure(SnackbarParagraph(text: "a\u{85}b", font: font), wrapWidth: nil)
    #expect(nextLine.lineCount == 2)
  }
}
