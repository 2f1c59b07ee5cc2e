import CGLib
import CPango
import Foundation

/// Lays out and draws text with Pango, HarfBuzz and the pinned fonts.
///
/// Arabic joins, Hebrew and other right-to-left text, CJK and colour emoji all shape and render;
/// characters the requested family lacks fall back through ``FontEnvironment/fallbackFamilies``.
/// Case mapping (such as uppercasing the button title) is the caller's job.
///
/// Not `Sendable`: it owns a Pango font map, which must stay on one thread. Create one engine per
/// renderer (thread or task); they share the cached ``FontEnvironment``, so creating one is cheap.
package final class PangoTextEngine {
  /// The Pango font map and metrics context this engine uses.
  package let fonts: PangoFontContext

  /// Whether stretches without a line-break opportunity longer than a piece are shaped in pieces,
  /// which keeps breaking them linear (``UnbreakableRuns``). Tests turn it off to compare with
  /// the same stretches shaped whole.
  package var shapesUnbreakableRunsInPieces = true

  /// Creates an engine over `environment`.
  /// - Throws: ``FontError`` when Pango cannot be set up.
  package init(environment: FontEnvironment) throws(FontError) {
    fonts = try environment.makeFontContext()
  }

  /// Creates an engine over the pinned fonts found by `locator` (loaded once per process).
  /// - Throws: ``FontError/missingFont(path:package:)`` when a font is not installed.
  package convenience init(locator: FontLocator = FontLocator()) throws(FontError) {
    try self.init(environment: try FontEnvironment.load(locator: locator))
  }

  /// Lays out `runs` as one paragraph.
  ///
  /// The runs are first cleaned as `UILabel` draws them (`SnackbarDisplayText`): control
  /// characters and noncharacters are dropped, every line terminator breaks a line and a tab is a
  /// space. Each run keeps its font for the characters that remain; the paragraph's
  /// ``TextParagraph/text`` and line ranges refer to the cleaned text. Measuring and drawing both
  /// use the paragraph made here, so the lines measured are the lines drawn.
  /// - Throws: ``TextLayoutError`` for an invalid size or wrap width.
  package func layout(_ runs: [TextRun], options: TextLayoutOptions = TextLayoutOptions()) throws(TextLayoutError)
    -> TextParagraph
  {
    let runs = TextRun.displayed(runs)
    for run in runs {
      guard run.font.pointSize.isFinite, run.font.pointSize > 0, run.font.pointSize <= 10_000 else {
        throw .invalidFontSize(run.font.pointSize)
      }
    }
    if let width = options.wrapWidth, !(width.isFinite && width > 0) {
      throw .invalidWrapWidth(width)
    }
    let text = runs.map(\.text).joined()
    let byteCount = text.utf8.count
    guard byteCount < Int(Int32.max) / 2 else { throw .textTooLong(byteCount: byteCount) }

    let bidi = TextBidiSettings(text: text, layoutDirection: options.direction)
    let context: OpaquePointer
    do {
      context = try fonts.makeContext(language: options.language, baseDirection: bidi.contextDirection)
    } catch {
      throw .pangoFailed(reason: error.description)
    }
    defer { snackbar_g_object_unref(UnsafeMutableRawPointer(context)) }
    guard let layout = pango_layout_new(context) else { throw .pangoFailed(reason: "pango_layout_new returned NULL") }

    // The base font matters for empty text and for the line height of an empty paragraph.
    let baseFont = runs.first?.font ?? TextFont(pointSize: 14)
    let description = TextAttributes.makeDescription(baseFont)
    pango_layout_set_font_description(layout, description)
    pango_font_description_free(description)

    bidi.apply(to: layout)
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    if let width = options.wrapWidth {
      pango_layout_set_width(layout, Self.pangoUnits(width))
    }
    text.withCString { pango_layout_set_text(layout, $0, Int32(byteCount)) }
    let attributes = TextAttributes.makeList(
      runs, language: options.language, unbreakable: UnbreakableRuns(text: text, language: options.language),
      inPieces: shapesUnbreakableRunsInPieces)
    pango_layout_set_attributes(layout, attributes)  // Takes its own reference.
    pango_attr_list_unref(attributes)

    let metrics = measure(layout, text: text, options: options, baseFont: baseFont)
    return TextParagraph(text: text, layout: layout, metrics: metrics, fonts: fonts)
  }

  /// Lays out a single run. See ``layout(_:options:)``.
  package func layout(_ text: String, font: TextFont, options: TextLayoutOptions = TextLayoutOptions())
    throws(TextLayoutError) -> TextParagraph
  {
    try layout([TextRun(text, font: font)], options: options)
  }

  /// The font families available (the pinned ones), sorted.
  package var availableFamilies: [String] { fonts.familyNames }

  /// The line height of `font` (ascent + descent), what UIKit calls `UIFont.lineHeight`.
  ///
  /// Pango measures the fonts that render `language`'s sample text, so pass the language whose
  /// metrics you want; "en" gives Roboto's 16.41 at 14 pt.
  package func lineHeight(for font: TextFont, language: String = "en") -> Double {
    let description = TextAttributes.makeDescription(font)
    defer { pango_font_description_free(description) }
    guard let metrics = pango_context_get_metrics(fonts.context, description, pango_language_from_string(language))
    else { return 0 }
    defer { pango_font_metrics_unref(metrics) }
    return Double(pango_font_metrics_get_height(metrics)) / Double(snackbar_pango_scale)
  }

  private func measure(_ layout: OpaquePointer, text: String, options: TextLayoutOptions, baseFont: TextFont)
    -> TextParagraphMetrics
  {
    var ink = PangoRectangle()
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, &ink, &logical)

    var lines: [TextLineMetrics] = []
    if let iterator = pango_layout_get_iter(layout) {
      defer { pango_layout_iter_free(iterator) }
      repeat {
        var lineInk = PangoRectangle()
        var lineLogical = PangoRectangle()
        pango_layout_iter_get_line_extents(iterator, &lineInk, &lineLogical)
        let baseline = Self.points(pango_layout_iter_get_baseline(iterator))
        var range = 0..<0
        if let line = pango_layout_iter_get_line_readonly(iterator) {
          let start = Int(line.pointee.start_index)
          range = start..<start + Int(line.pointee.length)
        }
        lines.append(
          TextLineMetrics(
            logicalRect: Self.rect(lineLogical), inkRect: Self.rect(lineInk), baseline: baseline, utf8Range: range))
      } while pango_layout_iter_next_line(iterator) != 0
    }
    let logicalRect = Self.rect(logical)
    return TextParagraphMetrics(
      size: logicalRect.size, logicalRect: logicalRect, inkRect: Self.rect(ink),
      boxWidth: options.wrapWidth ?? Double(logicalRect.maxX), lines: lines,
      fontLineHeight: lineHeight(for: baseFont, language: options.language))
  }

  static func pangoUnits(_ points: Double) -> Int32 {
    Int32(clamping: Int((points * Double(snackbar_pango_scale)).rounded()))
  }

  static func points(_ units: Int32) -> Double {
    Double(units) / Double(snackbar_pango_scale)
  }

  private static func rect(_ rectangle: PangoRectangle) -> CGRect {
    CGRect(
      x: points(rectangle.x), y: points(rectangle.y), width: points(rectangle.width), height: points(rectangle.height))
  }
}
