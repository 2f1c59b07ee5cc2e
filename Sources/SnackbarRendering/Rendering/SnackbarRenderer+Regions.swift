import Foundation
import MaterialSnackbar
import SnackbarImage
import SnackbarLayout

/// Drawing part of an image: what an animation needs, where the screen stays put and only the
/// snackbar's corner of it changes from frame to frame.
extension SnackbarRenderer {
  /// The pixels of `region` of the request's image: exactly what ``render(_:)`` draws there, at
  /// the cost of the region alone (the drawing is shifted by whole device pixels, which changes
  /// no pixel's value).
  /// - Throws: ``SnackbarRenderError`` as ``render(_:)``, or
  ///   ``SnackbarRenderError/invalidRequest(field:value:expected:)`` for a region that is empty or
  ///   reaches outside the image.
  public func render(_ request: SnackbarRenderRequest, region: PixelRect) throws(SnackbarRenderError) -> RGBAImage {
    let prepared = try prepare(request)
    let canvas = PixelRect(width: prepared.canvas.pixelWidth, height: prepared.canvas.pixelHeight)
    guard !region.isEmpty, canvas.contains(region) else {
      throw .invalidRequest(field: "region", value: "\(region)", expected: "a non-empty part of the \(canvas) image")
    }
    return try image(of: paint(prepared, request, region: region))
  }

  /// The part of the request's image the snackbar can touch: its container and the reach of its
  /// shadow, in pixels, within the image. Every frame of the enter and exit animations stays
  /// inside it (they only fade and shrink about the centre). nil when the snackbar lies wholly
  /// outside the image.
  /// - Throws: ``SnackbarRenderError`` for bad input or text that cannot be laid out.
  public func snackbarRegion(_ request: SnackbarRenderRequest) throws(SnackbarRenderError) -> PixelRect? {
    Self.snackbarRegion(of: try prepare(request))
  }

  /// The snackbar's region (see ``snackbarRegion(_:)``) and the pixels there (see
  /// ``render(_:region:)``), laying the snackbar out once; nil when it lies outside the image.
  /// - Throws: ``SnackbarRenderError`` as ``render(_:)``.
  public func renderSnackbarRegion(
    _ request: SnackbarRenderRequest
  ) throws(SnackbarRenderError) -> (region: PixelRect, image: RGBAImage)? {
    let prepared = try prepare(request)
    guard let region = Self.snackbarRegion(of: prepared) else { return nil }
    return (region, try image(of: paint(prepared, request, region: region)))
  }

  /// The request's image as PNG, whole or only the snackbar's region (see ``snackbarRegion(_:)``),
  /// laid out once: the bytes, the whole image's bounds, and the snackbar's region within the
  /// whole image (nil when the snackbar lies outside it, and then the whole image is drawn). Only
  /// the region's pixels are painted and encoded, and they are exactly the whole image's there.
  /// - Throws: ``SnackbarRenderError`` as ``renderPNG(_:)``.
  package func renderPNG(
    _ request: SnackbarRenderRequest, onlySnackbarRegion: Bool
  ) throws(SnackbarRenderError) -> (bytes: [UInt8], canvas: PixelRect, snackbarRegion: PixelRect?) {
    let prepared = try prepare(request)
    let canvas = PixelRect(width: prepared.canvas.pixelWidth, height: prepared.canvas.pixelHeight)
    let region = Self.snackbarRegion(of: prepared)
    let surface = try paint(prepared, request, region: onlySnackbarRegion ? region : nil)
    do {
      try surface.checkStatus("reading pixels")
    } catch {
      throw .drawing(error)
    }
    do {
      let bytes = try surface.withPixels { pixels throws(PNGError) in
        try CairoPixelConversion.encodePNG(of: surface, pixels: pixels, workspace: pngWorkspace)
      }
      return (bytes, canvas, region)
    } catch {
      throw .encoding(error)
    }
  }

  /// The screen of a host without a snackbar: the same furniture (safe areas, tab bar, keyboard,
  /// home indicator) and size as a ``SnackbarRenderSizing/host(_:placement:)`` render with tight
  /// framing, at the host's display scale.
  /// - Parameters:
  ///   - host: the size, safe area, keyboard and traits (scale, appearance).
  ///   - bottomOffset: the manager's bottom offset (a tab bar when positive).
  ///   - background: the screen's colour; nil for white (light) or #121212 (dark).
  /// - Throws: ``SnackbarRenderError/imageTooLarge(width:height:maximumSide:maximumPixels:)`` or
  ///   ``SnackbarRenderError/drawing(_:)``.
  public func renderScreen(
    host: SnackbarHost, bottomOffset: CGFloat, background: SnackbarColor?
  ) throws(SnackbarRenderError) -> RGBAImage {
    try renderScreen(host: host, bottomOffset: bottomOffset, background: background, region: nil)
  }

  /// The pixels of `region` of ``renderScreen(host:bottomOffset:background:)``'s image: the same
  /// drawing shifted by whole device pixels, which changes no pixel's value, at the cost of the
  /// region alone. A frame renderer keeps no copy of the screen but draws the part it needs.
  /// - Throws: as ``renderScreen(host:bottomOffset:background:)``, or
  ///   ``SnackbarRenderError/invalidRequest(field:value:expected:)`` for a region that is empty or
  ///   reaches outside the screen.
  public func renderScreen(
    host: SnackbarHost, bottomOffset: CGFloat, background: SnackbarColor?, region: PixelRect?
  ) throws(SnackbarRenderError) -> RGBAImage {
    let traits = host.traitCollection
    let scale = traits.displayScale
    let size = host.size
    let pixels = try SnackbarCanvas.pixelSize(size, scale: scale)
    let bounds = PixelRect(width: pixels.width, height: pixels.height)
    if let region, region.isEmpty || !bounds.contains(region) {
      throw .invalidRequest(field: "region", value: "\(region)", expected: "a non-empty part of the \(bounds) screen")
    }
    do {
      let surface = try canvasSurface(width: region?.width ?? bounds.width, height: region?.height ?? bounds.height)
      let context = try CairoContext(surface: surface)
      if let region { context.translate(x: -Double(region.x), y: -Double(region.y)) }
      context.scale(x: Double(scale), y: Double(scale))
      context.clip(toRectangle: CGRect(origin: .zero, size: size))
      SnackbarScreenPainter.paint(
        in: context, hostSize: size, safeArea: host.safeAreaInsets, keyboardHeight: host.keyboardHeight,
        bottomOffset: bottomOffset, background: background, isDark: traits.isDark)
      try context.checkStatus("rendering a screen")
      return try surface.makeImage()
    } catch {
      throw .drawing(error)
    }
  }

  /// The container plus the shadow's reach, rounded out to whole pixels with one pixel to spare
  /// for antialiasing, clipped to the image.
  static func snackbarRegion(of prepared: PreparedRender) -> PixelRect? {
    let canvas = prepared.canvas
    let scale = Double(prepared.layout.displayScale)
    let reach = SnackbarShadowReach(elevation: prepared.palette.elevation, scale: scale)
    let frame = prepared.layout.containerFrame
    let left = (Double(frame.minX - reach.side + canvas.origin.x) * scale).rounded(.down) - 1
    let top = (Double(frame.minY - reach.top + canvas.origin.y) * scale).rounded(.down) - 1
    let right = (Double(frame.maxX + reach.side + canvas.origin.x) * scale).rounded(.up) + 1
    let bottom = (Double(frame.maxY + reach.bottom + canvas.origin.y) * scale).rounded(.up) + 1
    guard left.isFinite, top.isFinite, right.isFinite, bottom.isFinite else { return nil }
    let bounds = PixelRect(width: canvas.pixelWidth, height: canvas.pixelHeight)
    let clampedLeft = Int(max(-1, min(left, Double(bounds.width + 1))))
    let clampedTop = Int(max(-1, min(top, Double(bounds.height + 1))))
    let clampedRight = Int(max(-1, min(right, Double(bounds.width + 1))))
    let clampedBottom = Int(max(-1, min(bottom, Double(bounds.height + 1))))
    let region = PixelRect(
      x: clampedLeft, y: clampedTop, width: clampedRight - clampedLeft, height: clampedBottom - clampedTop)
    return bounds.intersection(region)
  }

  private func image(of surface: CairoImageSurface) throws(SnackbarRenderError) -> RGBAImage {
    do {
      return try surface.makeImage()
    } catch {
      throw .drawing(error)
    }
  }
}
