import Foundation
import MaterialSnackbar
import SnackbarImage
import SnackbarLayout
import SnackbarRenderingStack

/// Draws snackbars to pixels with Cairo and Pango, headless.
///
/// ```swift
/// let renderer = try SnackbarRenderer()
/// var request = SnackbarRenderRequest(message: SnackbarMessage(text: "Photo archived"))
/// request.framing = .backdrop(color: SnackbarColor(white: 0.8), inset: 50)
/// try renderer.write(request, to: URL(fileURLWithPath: "snackbar.png"))
/// ```
///
/// A renderer owns a Pango font map and caches laid-out text, so reuse one for many renders.
/// It is not `Sendable`: Pango font maps must stay on one thread, so make one renderer per
/// thread or task (they share the loaded fonts and the shadow cache, so that is cheap).
///
/// The same request always gives the same bytes on machines with the same Debian packages
/// (``fingerprint`` records what matters).
public final class SnackbarRenderer {
  /// The pinned fonts the renderer draws with.
  public let fontEnvironment: FontEnvironment
  /// The text measurer the layout and the drawing share (and its cache).
  public let textMeasurer: PangoTextMeasurer

  private var cachedFingerprint: RenderingFingerprint?
  /// The last canvas drawn, reused by the next render of the same pixel size.
  private var reusableSurface: CairoImageSurface?
  /// The PNG encoder's buffers, reused by the next ``renderPNG(_:)`` (see `PNGEncoderWorkspace`).
  let pngWorkspace = PNGEncoderWorkspace()

  /// Creates a renderer over the pinned fonts (Debian paths, or `SNACKBAR_FONTS_DIR`).
  /// - Throws: ``SnackbarRenderError/font(_:)`` naming the Debian package of a missing font.
  public convenience init() throws(SnackbarRenderError) {
    try self.init(fontLocator: FontLocator())
  }

  /// Creates a renderer over the pinned fonts `fontLocator` finds (loaded once per process for
  /// the same files).
  /// - Throws: ``SnackbarRenderError/font(_:)`` naming the Debian package of a missing font.
  public convenience init(fontLocator: FontLocator) throws(SnackbarRenderError) {
    let environment: FontEnvironment
    do {
      environment = try FontEnvironment.load(locator: fontLocator)
    } catch {
      throw .font(error)
    }
    try self.init(fontEnvironment: environment)
  }

  /// Creates a renderer over an already loaded font environment.
  /// - Throws: ``SnackbarRenderError/font(_:)`` when Pango cannot be set up.
  public init(fontEnvironment: FontEnvironment) throws(SnackbarRenderError) {
    self.fontEnvironment = fontEnvironment
    do {
      textMeasurer = PangoTextMeasurer(engine: try PangoTextEngine(environment: fontEnvironment))
    } catch {
      throw .font(error)
    }
  }

  /// The library versions and font hashes that determine the pixels.
  ///
  /// Computed on first use (hashing the fonts takes a moment) and then cached. If a font file
  /// became unreadable since loading, its hash reads `"unreadable"`, so a comparison reports it
  /// rather than the property failing.
  public var fingerprint: RenderingFingerprint {
    if let cachedFingerprint { return cachedFingerprint }
    let fingerprint: RenderingFingerprint
    do {
      fingerprint = try RenderingFingerprint.current(environment: fontEnvironment)
    } catch {
      let fonts = Dictionary(
        fontEnvironment.fonts.map { ($0.font.fileName, "unreadable") }, uniquingKeysWith: { first, _ in first })
      fingerprint = RenderingFingerprint(libraries: LibraryVersions.current(), fonts: fonts)
    }
    cachedFingerprint = fingerprint
    return fingerprint
  }

  /// The geometry of the request: every frame the renderer would draw, in points (host
  /// coordinates for a screen).
  /// - Throws: ``SnackbarRenderError`` for bad input or text that cannot be laid out.
  public func layout(_ request: SnackbarRenderRequest) throws(SnackbarRenderError) -> SnackbarFrames {
    try computeLayout(for: makeInput(request))
  }

  /// Draws the request into an image.
  /// - Throws: ``SnackbarRenderError`` for bad input, unknown icons, an oversized image or a
  ///   Cairo failure.
  public func render(_ request: SnackbarRenderRequest) throws(SnackbarRenderError) -> RGBAImage {
    let surface = try draw(request)
    do {
      return try surface.makeImage()
    } catch {
      throw .drawing(error)
    }
  }

  /// Draws the request and encodes it as PNG. The bytes carry no timestamps, so the same
  /// request gives the same bytes.
  ///
  /// The PNG is encoded straight from the Cairo surface, un-premultiplying each row as it is
  /// filtered, so the pixels are read once and no intermediate `RGBAImage` is built; the bytes
  /// are the same as `render(request).pngData()`.
  /// - Throws: ``SnackbarRenderError`` as ``render(_:)``, or ``SnackbarRenderError/encoding(_:)``.
  public func renderPNG(_ request: SnackbarRenderRequest) throws(SnackbarRenderError) -> [UInt8] {
    let surface = try draw(request)
    do {
      try surface.checkStatus("reading pixels")
    } catch {
      throw .drawing(error)
    }
    do {
      return try surface.withPixels { pixels throws(PNGError) in
        try CairoPixelConversion.encodePNG(of: surface, pixels: pixels, workspace: pngWorkspace)
      }
    } catch {
      throw .encoding(error)
    }
  }

  /// Draws the request and writes it to `url` in the format its extension names (`.pdf`, `.svg`,
  /// any case; PNG for `.png`, any other extension or none), atomically: on any failure (bad
  /// input, unwritable directory, full disk) the destination is left as it was and no partial
  /// file remains.
  /// - Throws: ``SnackbarRenderError`` as ``render(_:format:)``, or
  ///   ``SnackbarRenderError/writing(_:)``.
  public func write(_ request: SnackbarRenderRequest, to url: URL) throws(SnackbarRenderError) {
    try write(request, to: url, format: SnackbarOutputFormat(url: url) ?? .png)
  }

  // MARK: - Steps

  /// Draws the request onto a transparent ARGB32 surface of the canvas size. The surface is this
  /// renderer's own and is reused by the next draw of the same size, so read it before drawing again.
  private func draw(_ request: SnackbarRenderRequest) throws(SnackbarRenderError) -> CairoImageSurface {
    try paint(prepare(request), request, region: nil)
  }

  /// What a draw needs, worked out once: the layout, colours, laid-out text and the image's size.
  struct PreparedRender {
    let input: SnackbarLayoutInput
    let layout: SnackbarFrames
    let palette: SnackbarPalette
    let drawables: SnackbarDrawables
    let canvas: SnackbarCanvas
  }

  func prepare(_ request: SnackbarRenderRequest) throws(SnackbarRenderError) -> PreparedRender {
    let input = makeInput(request)
    let layout = try computeLayout(for: input)
    let palette = try SnackbarPalette(messageView: request.messageView, input: input)
    let drawables = try SnackbarDrawables(input: input, layout: layout, measurer: textMeasurer)
    let isHost: Bool
    if case .host = request.sizing { isHost = true } else { isHost = false }
    let canvas = try SnackbarCanvas(
      layout: layout, framing: request.framing, isHost: isHost, elevation: palette.elevation,
      scale: layout.displayScale)
    return PreparedRender(input: input, layout: layout, palette: palette, drawables: drawables, canvas: canvas)
  }

  /// Paints a prepared request: the whole canvas, or only the pixels of `region` (a surface of
  /// the region's size whose origin is the region's corner). The region is an integer shift of
  /// the device grid, so its pixels are the whole canvas's pixels there.
  func paint(
    _ prepared: PreparedRender, _ request: SnackbarRenderRequest, region: PixelRect?
  ) throws(SnackbarRenderError) -> CairoImageSurface {
    let (layout, canvas) = (prepared.layout, prepared.canvas)
    let scale = layout.displayScale
    do {
      let surface = try canvasSurface(
        width: region?.width ?? canvas.pixelWidth, height: region?.height ?? canvas.pixelHeight)
      let context = try CairoContext(surface: surface)
      if let region { context.translate(x: -Double(region.x), y: -Double(region.y)) }
      context.scale(x: Double(scale), y: Double(scale))
      try drawCanvas(prepared, request, in: context)
      return surface
    } catch {
      throw .drawing(error)
    }
  }

  /// Draws a prepared request into `context`, whose user space is the canvas in points: the
  /// backdrop, the screen of a host and the snackbar. PNG and vector renders share it, so they
  /// draw the same thing.
  func drawCanvas(
    _ prepared: PreparedRender, _ request: SnackbarRenderRequest, in context: CairoContext
  ) throws(CairoError) {
    let (layout, canvas) = (prepared.layout, prepared.canvas)
    if case .backdrop(let color, _) = request.framing, color.alpha > 0 {
      context.paint(color.resolvedColor(with: prepared.input.traits))
    }
    context.translate(x: Double(canvas.origin.x), y: Double(canvas.origin.y))
    if case .host(let host, let manager) = request.sizing, let bounds = canvas.hostBounds {
      // The screen's furniture stays inside the host. The snackbar is not clipped: MDC's
      // overlay does not clip to bounds, so with a backdrop around the host its shadow spills
      // over the host's edge as in the upstream overlay snapshots; with tight framing the
      // canvas is the host, which clips it as a real screen edge would.
      context.save()
      context.clip(toRectangle: bounds)
      if let screenshot = request.screenBackgroundImage {
        try SnackbarScreenPainter.paint(
          screenshot: screenshot, in: context, hostSize: layout.hostSize,
          background: request.screenBackground?.resolvedColor(with: prepared.input.traits),
          isDark: prepared.input.traits.isDark)
      } else {
        SnackbarScreenPainter.paint(
          in: context, hostSize: layout.hostSize, safeArea: host.safeAreaInsets, keyboardHeight: host.keyboardHeight,
          bottomOffset: manager.bottomOffset,
          background: request.screenBackground?.resolvedColor(with: prepared.input.traits),
          isDark: prepared.input.traits.isDark, pixelsPerPoint: Double(layout.displayScale))
      }
      context.restore()
    }
    try SnackbarPainter.paint(
      in: context, layout: layout, palette: prepared.palette, drawables: prepared.drawables,
      animation: SnackbarAnimation.state(at: request.animation))
    try context.checkStatus("rendering a snackbar")
  }

  /// A transparent surface of the given size: the previous canvas cleared when the size matches
  /// (renders of one request, or a suite of one size, then skip allocating half a megabyte and
  /// Cairo's setup), a new one otherwise.
  ///
  /// The clear is an unclipped ``CairoContext/clear()``, after which Cairo marks the surface clear
  /// exactly as it marks a new one, so drawing takes the same paths and gives the same pixels.
  func canvasSurface(width: Int, height: Int) throws(CairoError) -> CairoImageSurface {
    if let surface = reusableSurface, surface.width == width, surface.height == height {
      let context = try CairoContext(surface: surface)
      context.clear()
      try context.checkStatus("clearing a reused canvas")
      return surface
    }
    let surface = try CairoImageSurface(width: width, height: height)
    reusableSurface = surface
    return surface
  }

  private func makeInput(_ request: SnackbarRenderRequest) -> SnackbarLayoutInput {
    SnackbarLayoutInput(
      messageView: request.messageView, sizing: request.layoutSizing, traits: request.effectiveTraits,
      language: request.language, progressElapsedTime: request.progressElapsedTime)
  }

  private func computeLayout(for input: SnackbarLayoutInput) throws(SnackbarRenderError) -> SnackbarFrames {
    do {
      return try SnackbarFrames.compute(input, measurer: textMeasurer)
    } catch {
      throw .layout(error)
    }
  }
}
