import CPango
import Foundation

/// The Pango font description and attribute list a layout is made with.
enum TextAttributes {
  /// A `PangoFontDescription *` for `font`; the caller frees it.
  static func makeDescription(_ font: TextFont) -> OpaquePointer {
    // GLib aborts on allocation failure instead of returning NULL, so these constructors never
    // return nil in practice.
    let description = pango_font_description_new()!
    font.familyList.withCString { pango_font_description_set_family(description, $0) }
    pango_font_description_set_absolute_size(description, font.pointSize * Double(snackbar_pango_scale))
    pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(font.weight.rawValue)))
    pango_font_description_set_style(description, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
    return description
  }

  /// Family, size, weight and style for each run (and its line through and colour when it has
  /// them), plus the language for the whole text; the caller releases the list. Byte offsets are
  /// UTF-8, as Pango expects.
  ///
  /// For the stretches of `unbreakable`: no hyphens inside them, and with `inPieces`, a run that
  /// spans one of their cuts gets its attributes once per piece, since Pango starts a new item at
  /// each attribute range and shapes and breaks items separately.
  static func makeList(_ runs: [TextRun], language: String, unbreakable: UnbreakableRuns, inPieces: Bool)
    -> OpaquePointer
  {
    let list = pango_attr_list_new()!  // Never NULL: GLib aborts on allocation failure.
    let cuts = inPieces ? unbreakable.cuts : []
    var start = 0
    var nextCut = cuts.startIndex
    for run in runs {
      let end = start + run.text.utf8.count
      defer { start = end }
      guard end > start else { continue }
      var pieceStart = start
      while nextCut < cuts.endIndex, cuts[nextCut] <= pieceStart { nextCut += 1 }
      while nextCut < cuts.endIndex, cuts[nextCut] < end {
        insert(run, from: pieceStart, to: cuts[nextCut], into: list)
        pieceStart = cuts[nextCut]
        nextCut += 1
      }
      insert(run, from: pieceStart, to: end, into: list)
    }
    if let attribute = pango_attr_language_new(pango_language_from_string(language)) {
      pango_attr_list_insert(list, attribute)  // Defaults cover the whole text.
    }
    for stretch in unbreakable.stretches {
      guard let attribute = pango_attr_insert_hyphens_new(0) else { continue }
      attribute.pointee.start_index = UInt32(stretch.lowerBound)
      attribute.pointee.end_index = UInt32(stretch.upperBound)
      pango_attr_list_insert(list, attribute)
    }
    return list
  }

  private static func insert(_ run: TextRun, from start: Int, to end: Int, into list: OpaquePointer) {
    let font = run.font
    var attributes = [
      font.familyList.withCString { pango_attr_family_new($0) },
      pango_attr_size_new_absolute(PangoTextEngine.pangoUnits(font.pointSize)),
      pango_attr_weight_new(PangoWeight(rawValue: UInt32(font.weight.rawValue))),
    ]
    // Attributes a plain run does not need are left out, so its items and glyphs stay exactly
    // those of a text without Markdown.
    if font.isItalic { attributes.append(pango_attr_style_new(PANGO_STYLE_ITALIC)) }
    if run.isStruckThrough { attributes.append(pango_attr_strikethrough_new(1)) }
    if let color = run.color {
      attributes.append(
        pango_attr_foreground_new(channel(color.red), channel(color.green), channel(color.blue)))
      attributes.append(pango_attr_foreground_alpha_new(channel(color.alpha)))
    }
    for case let attribute? in attributes {
      attribute.pointee.start_index = UInt32(start)
      attribute.pointee.end_index = UInt32(end)
      pango_attr_list_insert(list, attribute)
    }
  }

  /// A colour component in `0...1` as Pango's 16 bits.
  private static func channel(_ component: CGFloat) -> UInt16 {
    UInt16((min(max(Double(component), 0), 1) * 65535).rounded())
  }
}
