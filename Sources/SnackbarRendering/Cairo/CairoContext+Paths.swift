import CCairo
import Foundation
import MaterialSnackbar

// Paths, fills and clips. Cairo builds a path, then fills or clips with it, consuming it; these
// methods mirror those steps so drawing code needs no raw `cairo_*` calls.
extension CairoContext {
  /// Discards the current path, so the next shape does not join a leftover one.
  package func newPath() { cairo_new_path(pointer) }

  /// Adds `rect` to the current path as a closed rectangle.
  package func addRectangle(_ rect: CGRect) {
    cairo_rectangle(pointer, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
  }

  /// Adds a rounded rectangle to the current path. The radius is clamped to half the shorter side,
  /// as UIKit's `UIBezierPath(roundedRect:cornerRadius:)` does.
  package func addRoundedRectangle(_ rect: CGRect, cornerRadius: Double) {
    let rect = rect.standardized
    let radius = min(max(cornerRadius, 0), Double(min(rect.width, rect.height)) / 2)
    let (minX, minY, maxX, maxY) = (Double(rect.minX), Double(rect.minY), Double(rect.maxX), Double(rect.maxY))
    guard radius > 0 else {
      cairo_rectangle(pointer, minX, minY, maxX - minX, maxY - minY)
      return
    }
    cairo_new_sub_path(pointer)
    cairo_arc(pointer, maxX - radius, minY + radius, radius, -Double.pi / 2, 0)
    cairo_arc(pointer, maxX - radius, maxY - radius, radius, 0, Double.pi / 2)
    cairo_arc(pointer, minX + radius, maxY - radius, radius, Double.pi / 2, Double.pi)
    cairo_arc(pointer, minX + radius, minY + radius, radius, Double.pi, 3 * Double.pi / 2)
    cairo_close_path(pointer)
  }

  /// Sets which areas of overlapping subpaths later fills cover. Part of the state ``save()`` keeps.
  package func setFillRule(_ rule: CairoFillRule) { cairo_set_fill_rule(pointer, rule.cairoFillRule) }

  /// Fills the current path with the current source (antialiased), then clears the path.
  package func fill() { cairo_fill(pointer) }

  /// Intersects the clip with the current path, then clears the path.
  package func clip() { cairo_clip(pointer) }

  /// Fills `rect` with `color` (source-over, antialiased).
  package func fillRectangle(_ rect: CGRect, color: SnackbarColor) {
    newPath()
    addRectangle(rect)
    setSource(color)
    fill()
  }

  /// Fills a rounded rectangle with `color` (source-over, antialiased).
  package func fillRoundedRectangle(_ rect: CGRect, cornerRadius: Double, color: SnackbarColor) {
    newPath()
    addRoundedRectangle(rect, cornerRadius: cornerRadius)
    setSource(color)
    fill()
  }

  /// Restricts later drawing to `rect` (intersected with the current clip).
  package func clip(toRectangle rect: CGRect) {
    newPath()
    addRectangle(rect)
    clip()
  }

  /// Restricts later drawing to a rounded rectangle (intersected with the current clip).
  package func clip(toRoundedRectangle rect: CGRect, cornerRadius: Double) {
    newPath()
    addRoundedRectangle(rect, cornerRadius: cornerRadius)
    clip()
  }
}
