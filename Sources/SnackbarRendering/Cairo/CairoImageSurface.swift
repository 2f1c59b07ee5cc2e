import CCairo
import SnackbarImage

/// An owned Cairo image surface in `CAIRO_FORMAT_ARGB32` (premultiplied, native-endian 32-bit
/// pixels) or `CAIRO_FORMAT_A8`.
///
/// The wrapper owns one reference and releases it in `deinit`, so a surface cannot leak or be
/// freed twice. Not `Sendable`: Cairo objects are not safe to use from two threads at once.
package final class CairoImageSurface {
  /// The pixel formats the renderer uses.
  package enum Format: Sendable {
    /// 32-bit premultiplied ARGB, native endian.
    case argb32
    /// 8-bit alpha only; used for shadow masks.
    case a8

    var cairoFormat: cairo_format_t {
      switch self {
      case .argb32: return CAIRO_FORMAT_ARGB32
      case .a8: return CAIRO_FORMAT_A8
      }
    }
  }

  /// The underlying `cairo_surface_t *`, for direct C calls. Valid while this object lives.
  package let pointer: OpaquePointer
  /// Width in pixels.
  package let width: Int
  /// Height in pixels.
  package let height: Int
  /// The pixel format.
  package let format: Format

  /// Creates a transparent surface of `width` x `height` pixels.
  /// - Throws: ``CairoError`` when a side is outside `1...RGBAImage.maximumDimension` or Cairo
  ///   cannot allocate it.
  package init(width: Int, height: Int, format: Format = .argb32) throws(CairoError) {
    guard (1...RGBAImage.maximumDimension).contains(width), (1...RGBAImage.maximumDimension).contains(height) else {
      throw CairoError(status: CAIRO_STATUS_INVALID_SIZE, operation: "creating a \(width)x\(height) image surface")
    }
    // cairo_image_surface_create never returns NULL; failures come back as an error surface.
    guard let surface = cairo_image_surface_create(format.cairoFormat, Int32(width), Int32(height)) else {
      throw CairoError(status: CAIRO_STATUS_NO_MEMORY, operation: "creating a \(width)x\(height) image surface")
    }
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      throw CairoError(status: status, operation: "creating a \(width)x\(height) image surface")
    }
    self.pointer = surface
    self.width = width
    self.height = height
    self.format = format
  }

  deinit {
    cairo_surface_destroy(pointer)
  }

  /// Bytes per row, including Cairo's padding.
  package var stride: Int { Int(cairo_image_surface_get_stride(pointer)) }

  /// The surface's current error status.
  package func checkStatus(_ operation: @autoclosure () -> String) throws(CairoError) {
    try CairoError.check(cairo_surface_status(pointer), operation())
  }

  /// Calls `body` with the pixel memory after finishing pending drawing (`cairo_surface_flush`).
  package func withPixels<R, E: Error>(_ body: (UnsafeRawBufferPointer) throws(E) -> R) throws(E) -> R {
    cairo_surface_flush(pointer)
    let base = cairo_image_surface_get_data(pointer)
    return try body(UnsafeRawBufferPointer(start: base, count: base == nil ? 0 : stride * height))
  }

  /// Calls `body` to modify the pixel memory, then tells Cairo it changed
  /// (`cairo_surface_mark_dirty`) so cached copies are dropped.
  package func withMutablePixels<R, E: Error>(_ body: (UnsafeMutableRawBufferPointer) throws(E) -> R) throws(E) -> R {
    cairo_surface_flush(pointer)
    let base = cairo_image_surface_get_data(pointer)
    defer { cairo_surface_mark_dirty(pointer) }
    return try body(UnsafeMutableRawBufferPointer(start: base, count: base == nil ? 0 : stride * height))
  }
}
