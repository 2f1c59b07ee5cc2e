import Foundation
import MaterialSnackbar
import SnackbarLayout
import Testing

@Suite struct LayoutTextMeasurerTests {
  let measurer = FixedAdvanceTextMeasurer()
  let font = SnackbarFont.defaultMessageFont

  @Test func advancesHalfAnEmPerLatinCharacterAndAFullEmForCJKAndEmoji() throws {
    #expect(try measurer.measure(SnackbarParagraph(text: "Quando", font: font), wrapWidth: nil).size.width == 42)
    #expect(try measurer.measure(SnackbarParagraph(text: "日本", font: font), wrapWidth: nil).size.width == 28)
    #expect(try measurer.measure(SnackbarParagraph(text: "ok👍🏽", font: font), wrapWidth: nil).size.width == 28)
  }

  @Test func lineHeightIsRobotoLikeAndComesFromTheFirstFont() throws {
    let paragraph = SnackbarParagraph(
      runs: [
        SnackbarParagraphRun(text: "", font: .systemFont(ofSize: 40)),
        SnackbarParagraphRun(text: "a", font: font),
        SnackbarParagraphRun(text: "b", font: .systemFont(ofSize: 28)),
      ])
    let metrics = try measurer.measure(paragraph, wrapWidth: nil)
    #expect(metrics.lineHeight == 16.625)
    #expect(metrics.size == CGSize(width: 21, height: 33.25))  // 7 + 14 wide; the tallest font sets the line
  }

  @Test func wrapsAtSpacesAndHangsTheSpaceAtTheBreak() throws {
    let metrics = try measurer.measure(SnackbarParagraph(text: LayoutFixture.twoLineText, font: font), wrapWidth: 156)
    #expect(metrics.lineCount == 2)
    #expect(
      metrics.lines == [
        CGRect(x: 0, y: 0, width: 147, height: 16.625), CGRect(x: 0, y: 16.625, width: 70, height: 16.625),
      ])
    #expect(metrics.size == CGSize(width: 147, height: 33.25))
  }

  @Test func breaksInsideWordsLongerThanALine() throws {
    let metrics = try measurer.measure(
      SnackbarParagraph(text: String(repeating: "x", count: 10), font: font), wrapWidth: 30)
    #expect(metrics.lines.map(\.width) == [28, 28, 14])
  }

  @Test func keepsOneCharacterPerLineEvenWhenNoneFits() throws {
    let metrics = try measurer.measure(SnackbarParagraph(text: "abc", font: font), wrapWidth: 1)
    #expect(metrics.lineCount == 3)
  }

  @Test func newlinesBreakAndEmptyLinesKeepTheirHeight() throws {
    let metrics = try measurer.measure(SnackbarParagraph(text: "ab\n\ncd", font: font), wrapWidth: nil)
    #expect(metrics.lineCount == 3)
    #expect(metrics.size.height == 3 * 16.625)
    #expect(metrics.lines[1].width == 0)
  }

  @Test func rightToLeftLinesAlignToTheRightOfTheWrapWidth() throws {
    let paragraph = SnackbarParagraph(text: LayoutFixture.twoLineText, font: font, direction: .rightToLeft)
    let metrics = try measurer.measure(paragraph, wrapWidth: 156)
    #expect(metrics.lines.map(\.minX) == [9, 86])
    #expect(metrics.lines.allSatisfy { $0.maxX == 156 })
  }

  @Test func maxLinesTruncatesAndSingleLineWidthIsTheFirstLine() throws {
    let paragraph = SnackbarParagraph(text: "abc\ndefgh", font: font, maxLines: 1)
    #expect(try measurer.measure(paragraph, wrapWidth: nil).lineCount == 1)
    #expect(try measurer.singleLineWidth(of: SnackbarParagraph(text: "abc\ndefgh", font: font)) == 21)
  }

  @Test func metricsAreWellFormed() throws {
    let metrics = try measurer.measure(SnackbarParagraph(text: "Quando", font: font), wrapWidth: 100)
    #expect(metrics.isWellFormed)
    var broken = metrics
    broken.lineHeight = .nan
    #expect(!broken.isWellFormed)
  }
}
