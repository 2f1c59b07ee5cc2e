import CCairo

/// Which areas of a path a fill covers when its subpaths overlap.
package enum CairoFillRule: Sendable {
  /// Cairo's default: inside wherever the subpaths wind around a point, so overlaps stay filled.
  case winding
  /// Inside where an odd number of subpaths cover a point, so a rectangle inside another one cuts
  /// a hole (the progress track around its indicator).
  case evenOdd

  var cairoFillRule: cairo_fill_rule_t {
    switch self {
    case .winding: return CAIRO_FILL_RULE_WINDING
    case .evenOdd: return CAIRO_FILL_RULE_EVEN_ODD
    }
  }
}
