import CCairo
import Foundation
import MaterialSnackbar

/// An owned Cairo drawing context (`cairo_t`) on a ``CairoImageSurface`` (or, inside the package,
/// on a PDF or SVG surface).
///
/// The context keeps its surface alive. Cairo records errors as a sticky status instead of
/// failing calls, so drawing methods do not throw; call ``checkStatus(_:)`` once after drawing.
/// Not `Sendable`: one context belongs to one thread or task.
package final class CairoContext {
  /// The underlying `cairo_t *`, for the wrappers' direct C calls (Pango draws text through it).
  /// Valid while this object lives.
  package let pointer: OpaquePointer
  /// The image surface drawn on.
  ///
  /// Every context made with the image-surface initializer has one. A context on a vector surface is
  /// made only inside the package, by the PDF and SVG renders, which never read this.
  package var surface: CairoImageSurface {
    guard let imageSurface else {
      preconditionFailure("a CairoContext on a PDF or SVG surface has no image surface")
    }
    return imageSurface
  }

  private let imageSurface: CairoImageSurface?
  /// The PDF or SVG surface drawn on, kept alive as long as the context draws on it.
  let vectorTarget: CairoVectorSurface?

  /// Creates a context that draws on `surface`.
  /// - Throws: ``CairoError`` when Cairo cannot create the context.
  package init(surface: CairoImageSurface) throws(CairoError) {
    self.pointer = try Self.create(on: surface.pointer)
    self.imageSurface = surface
    self.vectorTarget = nil
  }

  /// Creates a context that draws on a PDF or SVG surface, in its units (points).
  /// - Throws: ``CairoError`` when Cairo cannot create the context.
  package init(vectorSurface: CairoVectorSurface) throws(CairoError) {
    self.pointer = try Self.create(on: vectorSurface.pointer)
    self.imageSurface = nil
    self.vectorTarget = vectorSurface
  }

  private static func create(on surface: OpaquePointer) throws(CairoError) -> OpaquePointer {
    guard let context = cairo_create(surface) else {
      throw CairoError(status: CAIRO_STATUS_NO_MEMORY, operation: "creating a drawing context")
    }
    let status = cairo_status(context)
    guard status == CAIRO_STATUS_SUCCESS else {
      cairo_destroy(context)
      throw CairoError(status: status, operation: "creating a drawing context")
    }
    return context
  }

  deinit {
    cairo_destroy(pointer)
  }

  /// Throws the context's sticky error status, if any. `operation` names what was being drawn.
  package func checkStatus(_ operation: @autoclosure () -> String) throws(CairoError) {
    try CairoError.check(cairo_status(pointer), operation())
  }

  /// Pushes the graphics state (transform, source, clip).
  package func save() { cairo_save(pointer) }

  /// Pops the graphics state pushed by ``save()``.
  package func restore() { cairo_restore(pointer) }

  /// Runs `body` between ``save()`` and ``restore()``, so its state changes do not leak.
  package func withSavedState<R, E: Error>(_ body: () throws(E) -> R) throws(E) -> R {
    save()
    defer { restore() }
    return try body()
  }

  /// Moves the origin by (`x`, `y`) user units.
  package func translate(x: Double, y: Double) { cairo_translate(pointer, x, y) }

  /// Scales user space; the renderer scales by the display scale so it can work in points.
  package func scale(x: Double, y: Double) { cairo_scale(pointer, x, y) }

  /// The current transform's horizontal scale: device pixels per user unit along x.
  package var deviceScale: Double {
    var dx = 1.0
    var dy = 0.0
    cairo_user_to_device_distance(pointer, &dx, &dy)
    return (dx * dx + dy * dy).squareRoot()
  }

  /// Sets the colour later fills and paints use.
  package func setSource(_ color: SnackbarColor) {
    cairo_set_source_rgba(pointer, color.red, color.green, color.blue, color.alpha)
  }

  /// Fills the whole clip region with `color` (source-over).
  package func paint(_ color: SnackbarColor) {
    setSource(color)
    cairo_paint(pointer)
  }
}
