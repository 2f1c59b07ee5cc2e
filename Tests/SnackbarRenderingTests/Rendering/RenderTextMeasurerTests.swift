import Foundation
import MaterialSnackbar
import SnackbarLayout
import SnackbarRendering
import Testing

/// The Pango-backed measurer the layout uses.
@Suite struct RenderTextMeasurerTests {
  static func makeMeasurer() throws -> PangoTextMeasurer {
    PangoTextMeasurer(engine: try PangoTextEngine(locator: FontLocator(environment: [:])))
  }

  @Test func robotoMetricsForTheSystemFont() throws {
    let measurer = try Self.makeMeasurer()
    let metrics = try measurer.measure(SnackbarParagraph(text: "Quando", font: .defaultMessageFont), wrapWidth: nil)
    #expect(metrics.lineCount == 1)
    #expect(abs(metrics.lineHeight - 16.406) < 0.01)
    #expect(metrics.size.width > 40 && metrics.size.width < 55, "\(metrics.size)")
    #expect(metrics.isWellFormed)
  }

  @Test func mediumIsWiderThanRegular() throws {
    let measurer = try Self.makeMeasurer()
    let regular = try measurer.singleLineWidth(of: SnackbarParagraph(text: "ARCHIVE", font: .defaultMessageFont))
    let medium = try measurer.singleLineWidth(of: SnackbarParagraph(text: "ARCHIVE", font: .defaultButtonFont))
    #expect(medium > regular)
  }

  @Test func wrapsAndLimitsLines() throws {
    let measurer = try Self.makeMeasurer()
    let paragraph = SnackbarParagraph(
      text: "Quando volumus maluisset cum ei, ad zril quodsi cum.", font: .defaultMessageFont)
    let wrapped = try measurer.measure(paragraph, wrapWidth: 148)
    #expect(wrapped.lineCount >= 2)
    #expect(wrapped.lines.allSatisfy { $0.maxX <= 148.01 })
    var limited = paragraph
    limited.maxLines = 1
    let one = try measurer.measure(limited, wrapWidth: 148)
    #expect(one.lineCount == 1 && one.size.height < wrapped.size.height)
  }

  @Test func rightToLeftLinesAlignToTheRight() throws {
    let measurer = try Self.makeMeasurer()
    let paragraph = SnackbarParagraph(
      text: "عل", font: .defaultMessageFont, direction: .rightToLeft, language: "ar")
    let metrics = try measurer.measure(paragraph, wrapWidth: 148)
    let line = try #require(metrics.lines.first)
    #expect(abs(line.maxX - 148) < 0.01 && line.minX > 100)
  }

  @Test func cachesLayoutsBoundedly() throws {
    let measurer = PangoTextMeasurer(
      engine: try PangoTextEngine(locator: FontLocator(environment: [:])), cacheCapacity: 4)
    let paragraph = SnackbarParagraph(text: "Saved", font: .defaultMessageFont)
    let first = try measurer.layout(paragraph, wrapWidth: 100)
    #expect(try measurer.layout(paragraph, wrapWidth: 100) === first)
    var limited = paragraph
    limited.maxLines = 1
    #expect(try measurer.layout(limited, wrapWidth: 100) === first)
    for width in 1...10 { _ = try measurer.layout(paragraph, wrapWidth: CGFloat(width) * 10) }
    #expect(measurer.cachedLayoutCount <= 4)
    measurer.removeAllCachedLayouts()
    #expect(measurer.cachedLayoutCount == 0)
  }

  @Test func fontMapping() {
    #expect(TextFont(SnackbarFont.defaultButtonFont) == TextFont(family: "Roboto", pointSize: 14, weight: .medium))
    #expect(TextFont(SnackbarFont(name: "Noto Sans Arabic", size: 12)).family == "Noto Sans Arabic")
    #expect(FontWeight(.light) == .regular && FontWeight(.semibold) == .medium && FontWeight(.heavy) == .bold)
  }
}
