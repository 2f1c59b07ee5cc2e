import CCairo
import Foundation

extension CairoContext {
  /// Draws `source` stretched over `rect` (user space), pixel edge to pixel edge in device space.
  ///
  /// The transform is set from `rect`'s corners in device pixels, so a source exactly as many
  /// pixels as `rect` covers (at an integer device offset) is copied pixel for pixel: Cairo then
  /// composites with an identity transform and no filter. Otherwise Cairo's GOOD filter resamples
  /// it: a box filter when shrinking (a 3x screenshot on a 2x host keeps small text legible and
  /// unaliased) and bilinear when enlarging (a 1x screenshot on a 3x host is smooth, without the
  /// ringing halos BEST's cubic kernel leaves around text, and cheaper). Edges are padded, not
  /// faded into transparency. The context's state is restored afterwards.
  package func drawImage(_ source: CairoImageSurface, stretchedOver rect: CGRect) throws(CairoError) {
    var (left, top) = (Double(rect.minX), Double(rect.minY))
    var (right, bottom) = (Double(rect.maxX), Double(rect.maxY))
    cairo_user_to_device(pointer, &left, &top)
    cairo_user_to_device(pointer, &right, &bottom)
    try withSavedState { () throws(CairoError) in
      cairo_identity_matrix(pointer)
      translate(x: left, y: top)
      scale(x: (right - left) / Double(source.width), y: (bottom - top) / Double(source.height))
      cairo_set_source_surface(pointer, source.pointer, 0, 0)
      cairo_pattern_set_filter(cairo_get_source(pointer), CAIRO_FILTER_GOOD)
      cairo_pattern_set_extend(cairo_get_source(pointer), CAIRO_EXTEND_PAD)
      addRectangle(CGRect(x: 0, y: 0, width: source.width, height: source.height))
      fill()
      try checkStatus("drawing a stretched image")
    }
    withExtendedLifetime(source) {}
  }
}
