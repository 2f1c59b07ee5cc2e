import CCairo
import Foundation

extension CairoContext {
  /// Draws `source` with its top-left corner at `origin`, scaled by `scale`.
  ///
  /// When shrinking, Cairo's GOOD filter (a box filter) keeps small text legible and unaliased,
  /// so a whole screen reduced fivefold stays readable; at 1 or above, NEAREST keeps pixels
  /// crisp. Both are deterministic. The context's state is restored afterwards.
  package func drawImage(_ source: CairoImageSurface, at origin: CGPoint, scale: Double) throws(CairoError) {
    try withSavedState { () throws(CairoError) in
      translate(x: Double(origin.x), y: Double(origin.y))
      self.scale(x: scale, y: scale)
      cairo_set_source_surface(pointer, source.pointer, 0, 0)
      cairo_pattern_set_filter(cairo_get_source(pointer), scale < 1 ? CAIRO_FILTER_GOOD : CAIRO_FILTER_NEAREST)
      addRectangle(CGRect(x: 0, y: 0, width: source.width, height: source.height))
      fill()
      try checkStatus("drawing an image")
    }
    withExtendedLifetime(source) {}
  }
}
