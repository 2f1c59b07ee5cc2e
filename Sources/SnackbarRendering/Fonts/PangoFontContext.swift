import CCairo
import CGLib
import CPango

/// A Pango font map and context using the private font configuration, with pinned rendering
/// options: grey antialiasing, no hinting, unhinted metrics, unrounded glyph positions and
/// 72 dpi (so a 14-point font is 14 pixels at scale 1; the renderer scales the Cairo context for
/// the display scale).
///
/// Not `Sendable`: Pango font maps and contexts must not be used from two threads at once. Make
/// one per renderer (thread or task) with ``FontEnvironment/makeFontContext(language:)``.
package final class PangoFontContext {
  /// The `PangoFontMap *`. Valid while this object lives.
  package let fontMap: UnsafeMutablePointer<PangoFontMap>
  /// A `PangoContext *` for font queries such as metrics. Valid while this object lives. Layouts
  /// get their own contexts from ``makeContext(language:baseDirection:)``: a layout re-lays itself
  /// out whenever its context changes, so paragraphs with different directions must not share one.
  package let context: OpaquePointer
  /// Keeps the fontconfig configuration alive for as long as the font map uses it.
  package let environment: FontEnvironment

  init(environment: FontEnvironment, language: String) throws(FontError) {
    guard let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
      throw .setupFailed(reason: "Pango has no FreeType font map (pango_cairo_font_map_new_for_font_type)")
    }
    guard snackbar_font_map_set_fc_config(map, environment.configuration.pointer) != 0 else {
      snackbar_g_object_unref(map)
      throw .setupFailed(reason: "the Pango font map is not fontconfig-based")
    }
    guard let context = pango_font_map_create_context(map) else {
      snackbar_g_object_unref(map)
      throw .setupFailed(reason: "pango_font_map_create_context returned NULL")
    }
    self.fontMap = map
    self.context = context
    self.environment = environment
    try Self.configure(context, language: language, baseDirection: PANGO_DIRECTION_LTR)
  }

  /// Creates a new context on this font map with the pinned options, `language` and
  /// `baseDirection` (neutral lets the layout find each paragraph's direction in its text). The
  /// caller owns the returned reference (release with `g_object_unref`).
  /// - Throws: ``FontError/setupFailed(reason:)`` when Pango or Cairo cannot allocate it.
  package func makeContext(language: String, baseDirection: PangoDirection) throws(FontError) -> OpaquePointer {
    guard let context = pango_font_map_create_context(fontMap) else {
      throw .setupFailed(reason: "pango_font_map_create_context returned NULL")
    }
    do {
      try Self.configure(context, language: language, baseDirection: baseDirection)
    } catch {
      snackbar_g_object_unref(UnsafeMutableRawPointer(context))
      throw error
    }
    return context
  }

  /// Applies the pinned options. Fixed values instead of the surface's defaults keep glyph
  /// outlines and advances identical on every machine and at every display scale.
  private static func configure(_ context: OpaquePointer, language: String, baseDirection: PangoDirection)
    throws(FontError)
  {
    guard let options = cairo_font_options_create() else {
      throw .setupFailed(reason: "cairo_font_options_create returned NULL")
    }
    defer { cairo_font_options_destroy(options) }
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
    pango_cairo_context_set_font_options(context, options)
    // 72 dpi: one point is one user unit, so sizes in points equal pixels at scale 1.
    pango_cairo_context_set_resolution(context, 72)
    // Rounded positions would make widths depend on the display scale.
    pango_context_set_round_glyph_positions(context, 0)
    pango_context_set_language(context, pango_language_from_string(language))
    pango_context_set_base_dir(context, baseDirection)
  }

  deinit {
    snackbar_g_object_unref(UnsafeMutableRawPointer(context))
    snackbar_g_object_unref(fontMap)
  }

  /// The family names the font map offers, sorted: only the pinned fonts' families, since the
  /// configuration is private.
  package var familyNames: [String] {
    var families: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
    var count: Int32 = 0
    pango_font_map_list_families(fontMap, &families, &count)
    guard let families else { return [] }
    defer { g_free(families) }
    return (0..<Int(count)).compactMap { index in
      families[index].flatMap { pango_font_family_get_name($0) }.map { String(cString: $0) }
    }.sorted()
  }
}
