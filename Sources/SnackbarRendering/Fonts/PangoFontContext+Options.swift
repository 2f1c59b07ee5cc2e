import CCairo
import CPango
import SnackbarJSON

extension PangoFontContext {
  /// The font options this context renders with, read back from Pango and Cairo, by name:
  /// `antialias`, `hintStyle`, `hintMetrics`, `subpixelOrder`, `resolution` (dpi) and
  /// `roundGlyphPositions`.
  ///
  /// Read back rather than restated, so the fingerprint records what the renderer really uses.
  /// The options are set by this package's code, not by the machine; recording them still tells
  /// goldens made by a version of MaterialSnackbar with other options from a different stack.
  package var fontOptions: [String: String] {
    var options: [String: String] = [
      "resolution": SnackbarJSONNumber.shortest(pango_cairo_context_get_resolution(context)),
      "roundGlyphPositions": pango_context_get_round_glyph_positions(context) != 0 ? "true" : "false",
    ]
    guard let cairoOptions = pango_cairo_context_get_font_options(context) else {
      // Pango returns NULL when no options were set: the surface's defaults apply.
      options["antialias"] = "surface default"
      return options
    }
    options["antialias"] = Self.name(of: cairo_font_options_get_antialias(cairoOptions))
    options["hintStyle"] = Self.name(of: cairo_font_options_get_hint_style(cairoOptions))
    options["hintMetrics"] = Self.name(of: cairo_font_options_get_hint_metrics(cairoOptions))
    options["subpixelOrder"] = Self.name(of: cairo_font_options_get_subpixel_order(cairoOptions))
    return options
  }

  private static func name(of antialias: cairo_antialias_t) -> String {
    switch antialias {
    case CAIRO_ANTIALIAS_DEFAULT: return "default"
    case CAIRO_ANTIALIAS_NONE: return "none"
    case CAIRO_ANTIALIAS_GRAY: return "gray"
    case CAIRO_ANTIALIAS_SUBPIXEL: return "subpixel"
    case CAIRO_ANTIALIAS_FAST: return "fast"
    case CAIRO_ANTIALIAS_GOOD: return "good"
    case CAIRO_ANTIALIAS_BEST: return "best"
    default: return "unknown (\(antialias.rawValue))"
    }
  }

  private static func name(of hintStyle: cairo_hint_style_t) -> String {
    switch hintStyle {
    case CAIRO_HINT_STYLE_DEFAULT: return "default"
    case CAIRO_HINT_STYLE_NONE: return "none"
    case CAIRO_HINT_STYLE_SLIGHT: return "slight"
    case CAIRO_HINT_STYLE_MEDIUM: return "medium"
    case CAIRO_HINT_STYLE_FULL: return "full"
    default: return "unknown (\(hintStyle.rawValue))"
    }
  }

  private static func name(of hintMetrics: cairo_hint_metrics_t) -> String {
    switch hintMetrics {
    case CAIRO_HINT_METRICS_DEFAULT: return "default"
    case CAIRO_HINT_METRICS_OFF: return "off"
    case CAIRO_HINT_METRICS_ON: return "on"
    default: return "unknown (\(hintMetrics.rawValue))"
    }
  }

  private static func name(of subpixelOrder: cairo_subpixel_order_t) -> String {
    switch subpixelOrder {
    case CAIRO_SUBPIXEL_ORDER_DEFAULT: return "default"
    case CAIRO_SUBPIXEL_ORDER_RGB: return "rgb"
    case CAIRO_SUBPIXEL_ORDER_BGR: return "bgr"
    case CAIRO_SUBPIXEL_ORDER_VRGB: return "vrgb"
    case CAIRO_SUBPIXEL_ORDER_VBGR: return "vbgr"
    default: return "unknown (\(subpixelOrder.rawValue))"
    }
  }
}
