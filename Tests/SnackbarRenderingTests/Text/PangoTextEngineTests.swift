import Foundation
import SnackbarImage
import SnackbarRendering
import Testing

@Suite struct PangoTextEngineTests {
  static let body = TextFont(pointSize: 14)
  static let medium = TextFont(pointSize: 14, weight: .medium)

  static func makeEngine() throws -> PangoTextEngine {
    try PangoTextEngine(locator: FontLocator(environment: [:]))
  }

  /// Draws `paragraph` in black on white at `scale` and returns the image.
  static func render(_ paragraph: TextParagraph, scale: Double, padding: Double = 4) throws -> RGBAImage {
    let width = paragraph.metrics.boxWidth + 2 * padding
    let height = Double(paragraph.metrics.size.height) + 2 * padding
    let context = try RenderingTestSupport.makeCanvas(
      width: width.rounded(.up), height: height.rounded(.up), scale: scale, grey: 255)
    paragraph.draw(in: context, at: CGPoint(x: padding, y: padding), color: .black)
    try context.checkStatus("drawing text")
    return try context.surface.makeImage()
  }

  /// The bounding box of pixels darker than 128 (in image pixels), or nil.
  static func inkBounds(_ image: RGBAImage) -> (minX: Int, maxX: Int, minY: Int, maxY: Int)? {
    var bounds: (minX: Int, maxX: Int, minY: Int, maxY: Int)?
    for y in 0..<image.height {
      for x in 0..<image.width where image[x, y].red < 128 || image[x, y].green < 128 || image[x, y].blue < 128 {
        if let current = bounds {
          bounds = (min(current.minX, x), max(current.maxX, x), min(current.minY, y), max(current.maxY, y))
        } else {
          bounds = (x, x, y, y)
        }
      }
    }
    return bounds
  }

  @Test func robotoLineHeightAndSingleLine() throws {
    let engine = try Self.makeEngine()
    // Roboto: (ascender 1900 + descender 500) / 2048 em = 16.406 at 14 pt.
    #expect(abs(engine.lineHeight(for: Self.body) - 16.406) < 0.01)
    let paragraph = try engine.layout("Message sent", font: Self.body)
    let metrics = paragraph.metrics
    #expect(metrics.lineCount == 1)
    #expect(abs(Double(metrics.size.height) - 16.406) < 0.01)
    #expect(metrics.size.width > 60 && metrics.size.width < 110, "\(metrics.size)")
    #expect(abs(metrics.firstBaseline - 14 * 1900 / 2048) < 0.01)
    #expect(paragraph.unknownGlyphCount == 0)
    #expect(metrics.fontLineHeight == engine.lineHeight(for: Self.body))
  }

  @Test func weightsChangeWidthAndMediumIsBetween() throws {
    let engine = try Self.makeEngine()
    let widths = try FontWeight.allCases.map { weight in
      try engine.layout("ACTION BUTTON", font: TextFont(pointSize: 14, weight: weight)).metrics.size.width
    }
    #expect(widths[0] < widths[1] && widths[1] < widths[2], "\(widths)")
  }

  @Test func runsUseTheirOwnFonts() throws {
    let engine = try Self.makeEngine()
    let mixed = try engine.layout([TextRun("Hello ", font: Self.body), TextRun("World", font: Self.medium)])
    let plain = try engine.layout("Hello World", font: Self.body)
    let bold = try engine.layout([
      TextRun("Hello ", font: Self.body), TextRun("World", font: TextFont(pointSize: 14, weight: .bold)),
    ])
    #expect(plain.metrics.size.width < mixed.metrics.size.width)
    #expect(mixed.metrics.size.width < bold.metrics.size.width)
    #expect(mixed.text == "Hello World")
    let big = try engine.layout([TextRun("Hello ", font: Self.body), TextRun("World", font: TextFont(pointSize: 28))])
    #expect(big.metrics.size.height > 30)
  }

  @Test func wrapsAtWordsAndBreaksLongWords() throws {
    let engine = try Self.makeEngine()
    let text = "This message is long enough to wrap onto more than one line in a snackbar"
    let wrapped = try engine.layout(text, font: Self.body, options: TextLayoutOptions(wrapWidth: 150))
    #expect(wrapped.metrics.lineCount >= 3)
    #expect(wrapped.metrics.lines.allSatisfy { $0.logicalRect.width <= 150 + 0.001 })
    #expect(wrapped.metrics.size.width <= 150)
    // Lines cover the text in order without gaps.
    let ranges = wrapped.metrics.lines.map(\.utf8Range)
    #expect(ranges.first?.lowerBound == 0 && ranges.last?.upperBound == text.utf8.count)
    #expect(zip(ranges, ranges.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
    // Baselines step by the line height.
    let baselines = wrapped.metrics.lines.map(\.baseline)
    #expect(zip(baselines, baselines.dropFirst()).allSatisfy { abs(($1 - $0) - 16.406) < 0.01 })

    let word = String(repeating: "W", count: 60)
    let broken = try engine.layout(word, font: Self.body, options: TextLayoutOptions(wrapWidth: 100))
    #expect(broken.metrics.lineCount > 5)
    #expect(broken.metrics.size.width <= 100)

    let unwrapped = try engine.layout(text, font: Self.body)
    #expect(unwrapped.metrics.lineCount == 1)
    #expect(try engine.layout("one\ntwo", font: Self.body).metrics.lineCount == 2)
  }

  @Test func invalidInputsThrow() throws {
    let engine = try Self.makeEngine()
    #expect(throws: TextLayoutError.invalidFontSize(0)) { try engine.layout("x", font: TextFont(pointSize: 0)) }
    #expect(throws: TextLayoutError.self) { try engine.layout("x", font: TextFont(pointSize: .nan)) }
    #expect(throws: TextLayoutError.invalidWrapWidth(-5)) {
      try engine.layout("x", font: Self.body, options: TextLayoutOptions(wrapWidth: -5))
    }
    let empty = try engine.layout([TextRun]())
    #expect(empty.metrics.lineCount == 1 && empty.metrics.size.width == 0)
    #expect(abs(Double(empty.metrics.size.height) - 16.406) < 0.01)
  }

  @Test func arabicShapesWithJoiningFormsAndRendersInk() throws {
    let engine = try Self.makeEngine()
    let options = TextLayoutOptions(direction: .rightToLeft, language: "ar")
    let joined = try engine.layout("ببببب", font: Self.body, options: options)
    // Zero-width non-joiners force the isolated forms, which are much wider than medial forms.
    let isolated = try engine.layout("ب\u{200C}ب\u{200C}ب\u{200C}ب\u{200C}ب", font: Self.body, options: options)
    #expect(joined.unknownGlyphCount == 0)
    #expect(joined.metrics.size.width > 10)
    #expect(
      isolated.metrics.size.width > joined.metrics.size.width * 1.3,
      "\(isolated.metrics.size) vs \(joined.metrics.size)")

    let message = try engine.layout("تم إرسال الرسالة", font: Self.body, options: options)
    #expect(message.unknownGlyphCount == 0)
    let image = try Self.render(message, scale: 2)
    #expect(RenderingTestSupport.inkPixelCount(image, background: RGBAPixel(white: 255), threshold: 64) > 150)
  }

  @Test func rightToLeftAlignsToTheTrailingEdgeOfTheBox() throws {
    let engine = try Self.makeEngine()
    let rtl = try engine.layout(
      "שלום עולם", font: Self.body, options: TextLayoutOptions(wrapWidth: 240, direction: .rightToLeft, language: "he"))
    #expect(rtl.unknownGlyphCount == 0)
    #expect(rtl.metrics.boxWidth == 240)
    #expect(abs(Double(rtl.metrics.logicalRect.maxX) - 240) < 0.01)
    #expect(rtl.metrics.logicalRect.minX > 150)
    let image = try Self.render(rtl, scale: 2, padding: 4)
    let bounds = try #require(Self.inkBounds(image))
    #expect(bounds.minX > 300 && bounds.maxX <= 2 * (240 + 4), "\(bounds)")

    let ltr = try engine.layout("Hello", font: Self.body, options: TextLayoutOptions(wrapWidth: 240))
    #expect(ltr.metrics.logicalRect.minX == 0)
    // A Latin word in a right-to-left paragraph does not flip the paragraph's alignment.
    let latinInRTL = try engine.layout(
      "Hello", font: Self.body, options: TextLayoutOptions(wrapWidth: 240, direction: .rightToLeft, language: "ar"))
    #expect(abs(Double(latinInRTL.metrics.logicalRect.maxX) - 240) < 0.01)
    // An earlier paragraph keeps its direction after later ones are laid out.
    #expect(abs(Double(rtl.metrics.logicalRect.maxX) - 240) < 0.01)
    let again = try Self.render(rtl, scale: 2, padding: 4)
    #expect(again == image)
  }

  @Test func cjkHebrewAndEmojiHaveGlyphs() throws {
    let engine = try Self.makeEngine()
    for (text, language) in [("消息已发送", "zh-Hans"), ("メッセージ", "ja"), ("नमस्ते", "hi"), ("สวัสดี", "th"), ("Done 👍🎉", "en")] {
      let paragraph = try engine.layout(text, font: Self.body, options: TextLayoutOptions(language: language))
      #expect(paragraph.unknownGlyphCount == 0, "\(text)")
      let image = try Self.render(paragraph, scale: 2)
      #expect(
        RenderingTestSupport.inkPixelCount(image, background: RGBAPixel(white: 255), threshold: 64) > 40, "\(text)")
    }
    // Colour emoji keep their colours even when drawn in black.
    let emoji = try engine.layout("👍", font: TextFont(pointSize: 28))
    let image = try Self.render(emoji, scale: 2)
    var colored = 0
    for y in 0..<image.height {
      for x in 0..<image.width {
        let pixel = image[x, y]
        if max(pixel.red, pixel.green, pixel.blue) - min(pixel.red, pixel.green, pixel.blue) > 60 { colored += 1 }
      }
    }
    #expect(colored > 100, "emoji should render in colour")
    #expect(
      emoji.metrics.size.width > 20 && emoji.metrics.size.width < 45, "emoji scaled to 28 pt: \(emoji.metrics.size)")
  }

  @Test func materialIconsFontIsAvailable() throws {
    let engine = try Self.makeEngine()
    // U+E5CD is "close" in Material Icons.
    let icon = try engine.layout("\u{E5CD}", font: TextFont(family: "Material Icons", pointSize: 24))
    #expect(icon.unknownGlyphCount == 0)
    #expect(abs(Double(icon.metrics.size.width) - 24) < 0.5)
  }

  @Test func glyphsLandWhereMetricsSayAtEveryScale() throws {
    let engine = try Self.makeEngine()
    let paragraph = try engine.layout("Snackbar text 123", font: Self.body)
    var widths: [Double] = []
    for scale in [1.0, 2.0, 3.0] {
      let image = try Self.render(paragraph, scale: scale, padding: 4)
      let bounds = try #require(Self.inkBounds(image))
      widths.append(Double(bounds.maxX - bounds.minX + 1) / scale)
      // Ink stays inside the logical box (plus antialiasing).
      #expect(
        Double(bounds.minX) / scale >= 4 - 1 && Double(bounds.maxX + 1) / scale <= 4 + paragraph.metrics.size.width + 1)
    }
    #expect(widths.max()! - widths.min()! < 1.5, "ink width in points per scale: \(widths)")
  }

  @Test func renderingIsDeterministic() throws {
    let first = try Self.render(try Self.makeEngine().layout("Déterministe تم 👍", font: Self.body), scale: 2)
    let second = try Self.render(try Self.makeEngine().layout("Déterministe تم 👍", font: Self.body), scale: 2)
    #expect(first == second)
  }
}
