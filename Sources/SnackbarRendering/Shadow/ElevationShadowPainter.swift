import Foundation
import MaterialSnackbar

/// Paints MDC's elevation shadow for a rounded rectangle into a Cairo context.
package enum ElevationShadowPainter {
  /// Paints the shadow of a rounded rectangle, outside the shape only (draw the shape's fill
  /// afterwards).
  ///
  /// - Parameters:
  ///   - context: the destination; its transform should map points to device pixels (scale by
  ///     `scale`). The mask is built in device pixels, so a rectangle on whole pixels maps
  ///     one-to-one; a fractional position is resampled by Cairo.
  ///   - rect: the shape, in the context's user units (points).
  ///   - cornerRadius: the shape's corner radius in points (the snackbar uses 4).
  ///   - elevation: in points; 0 draws nothing.
  ///   - scale: device pixels per point (2 for @2x).
  ///   - color: the shadow colour (black by default); its alpha multiplies the layers' opacities.
  ///   - style: the blur approximation.
  ///   - cache: where masks are cached.
  /// - Throws: ``CairoError`` when Cairo fails.
  package static func paint(
    in context: CairoContext, rect: CGRect, cornerRadius: Double = 4, elevation: Double, scale: Double,
    color: SnackbarColor = .black, style: ShadowStyle = .standard, cache: ShadowMaskCache = .shared
  ) throws(CairoError) {
    let rect = rect.standardized
    guard scale.isFinite, scale > 0, rect.width > 0, rect.height > 0, rect.minX.isFinite, rect.minY.isFinite else {
      return
    }
    let key = ShadowMaskKey(
      size: rect.size, cornerRadius: cornerRadius, elevation: ElevationShadow(elevation: elevation).elevation,
      scale: scale, style: style)
    guard let mask = try cache.mask(for: key) else { return }
    let surface = try mask.makeSurface()
    // A PDF or SVG gets the shadow as an image already in its colour: cairo 1.16's SVG surface
    // drops the transform of a mask image (it would land at twice the size, off to the left), and
    // a coloured image composites exactly as the colour through the mask.
    let image = context.isVector ? try coloredImage(of: surface, color: color) : nil
    context.withSavedState {
      context.translate(x: Double(rect.minX), y: Double(rect.minY))
      context.scale(x: 1 / scale, y: 1 / scale)
      if let image {
        context.paint(image, x: -Double(mask.originX), y: -Double(mask.originY))
      } else {
        context.setSource(color)
        context.mask(surface, x: -Double(mask.originX), y: -Double(mask.originY))
      }
    }
    try context.checkStatus("painting an elevation shadow")
  }

  /// `color` through `mask`, as a premultiplied ARGB image of the mask's size.
  private static func coloredImage(
    of mask: CairoImageSurface, color: SnackbarColor
  ) throws(CairoError) -> CairoImageSurface {
    let image = try CairoImageSurface(width: mask.width, height: mask.height)
    let context = try CairoContext(surface: image)
    context.setSource(color)
    context.mask(mask, x: 0, y: 0)
    try context.checkStatus("colouring an elevation shadow for vector output")
    return image
  }
}
