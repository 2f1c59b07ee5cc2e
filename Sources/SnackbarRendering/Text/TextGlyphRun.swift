import CPango

/// A run of shaped glyphs in a laid-out paragraph: glyphs in one font, as Pango itemised them.
///
/// What shaping did, for callers that must check it without Pango: which family each piece of
/// text fell back to, and whether a ligature formed (the icon font turns a name into one glyph).
package struct TextGlyphRun: Sendable, Hashable {
  /// The number of glyphs; a ligature is one.
  package var glyphCount: Int
  /// The family of the font Pango chose for the run, or nil when Pango cannot describe the font.
  package var fontFamily: String?
}

extension TextParagraph {
  /// The paragraph's glyph runs: line by line, each line's runs in visual (left-to-right) order.
  package var glyphRuns: [TextGlyphRun] {
    guard let iterator = pango_layout_get_iter(layout) else { return [] }
    defer { pango_layout_iter_free(iterator) }
    var runs: [TextGlyphRun] = []
    repeat {
      // Each line ends with a NULL run, which holds no glyphs.
      guard let run = pango_layout_iter_get_run_readonly(iterator) else { continue }
      runs.append(
        TextGlyphRun(
          glyphCount: Int(run.pointee.glyphs.pointee.num_glyphs),
          fontFamily: Self.family(of: run.pointee.item.pointee.analysis.font)))
    } while pango_layout_iter_next_run(iterator) != 0
    return runs
  }

  private static func family(of font: UnsafeMutablePointer<PangoFont>?) -> String? {
    guard let description = pango_font_describe(font) else { return nil }
    defer { pango_font_description_free(description) }
    return pango_font_description_get_family(description).map { String(cString: $0) }
  }
}
