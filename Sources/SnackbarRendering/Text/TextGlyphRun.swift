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

  /// The characters Pango drew as boxes because no font has them, each once, in visual order.
  /// Pango marks such a glyph with `PANGO_GLYPH_UNKNOWN_FLAG` and keeps the character in the rest
  /// of the glyph's bits; `PANGO_GLYPH_INVALID_INPUT` (all bits set) is no character.
  package var charactersWithoutGlyphs: [Unicode.Scalar] {
    guard let iterator = pango_layout_get_iter(layout) else { return [] }
    defer { pango_layout_iter_free(iterator) }
    let unknownFlag: UInt32 = 0x1000_0000
    var seen = Set<Unicode.Scalar>()
    var characters: [Unicode.Scalar] = []
    repeat {
      guard let run = pango_layout_iter_get_run_readonly(iterator), let glyphs = run.pointee.glyphs,
        let infos = glyphs.pointee.glyphs
      else { continue }
      for index in 0..<Int(max(glyphs.pointee.num_glyphs, 0)) {
        let glyph = UInt32(infos[index].glyph)
        guard glyph & unknownFlag != 0, glyph != UInt32.max,
          let scalar = Unicode.Scalar(glyph & ~unknownFlag), seen.insert(scalar).inserted
        else { continue }
        characters.append(scalar)
      }
    } while pango_layout_iter_next_run(iterator) != 0
    return characters
  }

  private static func family(of font: UnsafeMutablePointer<PangoFont>?) -> String? {
    guard let description = pango_font_describe(font) else { return nil }
    defer { pango_font_description_free(description) }
    return pango_font_description_get_family(description).map { String(cString: $0) }
  }
}
