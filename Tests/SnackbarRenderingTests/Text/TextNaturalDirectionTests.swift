import Foundation
import SnackbarLayout
import SnackbarRendering
import Testing

/// The reading order comes from the text (its first strong character, per paragraph), the
/// alignment from the layout direction, as `UILabel` does with natural alignment.
@Suite struct TextNaturalDirectionTests {
  static let body = PangoTextEngineTests.body

  /// `text` laid out in `direction`, with `wrapWidth` (nil: the box is the text's own width, so
  /// alignment cannot move it and two renders compare reading order alone).
  static func layout(
    _ text: String, _ direction: SnackbarWritingDirection, wrapWidth: Double? = nil, language: String = "en"
  )
    throws -> TextParagraph
  {
    try PangoTextEngineTests.makeEngine().layout(
      text, font: body, options: TextLayoutOptions(wrapWidth: wrapWidth, direction: direction, language: language))
  }

  @Test(arguments: ["3 messages archived", "The file was sent to the printer. It did not arrive."])
  func latinTextInARightToLeftLayoutKeepsItsOrderAndAlignsRight(_ text: String) throws {
    let rtl = try Self.layout(text, .rightToLeft, language: "ar")
    let ltr = try Self.layout(text, .leftToRight)
    // Same glyphs in the same places: "3" stays first (leftmost), the full stop stays last.
    #expect(try PangoTextEngineTests.render(rtl, scale: 2) == PangoTextEngineTests.render(ltr, scale: 2))

    let wrapped = try Self.layout(text, .rightToLeft, wrapWidth: 500, language: "ar")
    #expect(wrapped.metrics.lineCount == 1)
    #expect(abs(Double(wrapped.metrics.logicalRect.maxX) - 500) < 0.01, "aligned to the right edge")
  }

  @Test func hebrewTextInALeftToRightLayoutReadsRightToLeftAndAlignsLeft() throws {
    let text = "ההודעה נשלחה."
    let ltr = try Self.layout(text, .leftToRight, language: "he")
    let rtl = try Self.layout(text, .rightToLeft, language: "he")
    // Right to left: the full stop is the leftmost glyph, as in a right-to-left layout.
    #expect(try PangoTextEngineTests.render(ltr, scale: 2) == PangoTextEngineTests.render(rtl, scale: 2))

    let wrapped = try Self.layout(text, .leftToRight, wrapWidth: 300, language: "he")
    #expect(wrapped.metrics.logicalRect.minX == 0, "aligned to the left edge")
  }

  @Test func eachParagraphTakesItsOwnDirectionAndAllAlignToTheLayoutsLeadingEdge() throws {
    let text = "Saved.\nההודעה נשלחה.\n42"
    let mixed = try Self.layout(text, .rightToLeft, wrapWidth: 300, language: "he")
    #expect(mixed.metrics.lineCount == 3)
    for line in mixed.metrics.lines {
      #expect(abs(Double(line.logicalRect.maxX) - 300) < 0.01, "\(line)")
    }
    let leftAligned = try Self.layout(text, .leftToRight, wrapWidth: 300, language: "he")
    #expect(leftAligned.metrics.lines.allSatisfy { $0.logicalRect.minX == 0 })
  }

  @Test func textWithoutAStrongCharacterReadsInTheLayoutDirection() throws {
    // Digits and punctuation give no direction of their own; the layout direction decides, as
    // before, so "1 / 2 !" reads right to left in a right-to-left layout.
    let rtl = try Self.layout("1 / 2 !", .rightToLeft)
    let ltr = try Self.layout("1 / 2 !", .leftToRight)
    #expect(try PangoTextEngineTests.render(rtl, scale: 2) != PangoTextEngineTests.render(ltr, scale: 2))
  }
}
