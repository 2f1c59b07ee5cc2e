import Foundation
import MaterialSnackbar

/// A box and its labels drawn over a render: what an audit overlay marks on a screen.
///
/// The frame is in the layout's coordinates (the host's for a screen, the snackbar's for a
/// fixed width), the same space as `SnackbarLayout`'s frames after adding the container's
/// origin. The labels stack in small type in a tag of the box's colour, above the box when
/// there is room, else inside its top edge.
public struct SnackbarAnnotation: Sendable, Hashable {
  /// The marked area, in points.
  public var frame: CGRect
  /// The box's and the tag's colour (opaque reads best).
  public var color: SnackbarColor
  /// The lines of the tag, top to bottom (a rule id and its measured value).
  public var labels: [String]

  /// An annotation.
  public init(frame: CGRect, color: SnackbarColor, labels: [String]) {
    self.frame = frame
    self.color = color
    self.labels = labels
  }
}

extension SnackbarRenderer {
  /// The label type: 11-pt medium, white on the annotation's colour.
  static let annotationFont = SnackbarFont.systemFont(ofSize: 11, weight: .medium)

  /// Draws the request as ``renderPNG(_:)`` does, then each annotation over it: a 2-pt box and
  /// its tag. At most 64 annotations of 8 labels are drawn (an audit has far fewer).
  /// - Throws: ``SnackbarRenderError`` as ``renderPNG(_:)``.
  public func renderPNG(
    _ request: SnackbarRenderRequest, annotations: [SnackbarAnnotation]
  ) throws(SnackbarRenderError) -> [UInt8] {
    let prepared = try prepare(request)
    var tags: [[TextParagraph]] = []
    for annotation in annotations.prefix(64) {
      var lines: [TextParagraph] = []
      for label in annotation.labels.prefix(8) {
        let paragraph = SnackbarParagraph(text: label, font: Self.annotationFont, language: "en", maxLines: 1)
        do {
          lines.append(try textMeasurer.layout(paragraph, wrapWidth: nil))
        } catch {
          throw .text(error)
        }
      }
      tags.append(lines)
    }
    let surface: CairoImageSurface
    do {
      let canvas = prepared.canvas
      surface = try canvasSurface(width: canvas.pixelWidth, height: canvas.pixelHeight)
      let context = try CairoContext(surface: surface)
      context.scale(x: Double(prepared.layout.displayScale), y: Double(prepared.layout.displayScale))
      try context.withSavedState { () throws(CairoError) in try drawCanvas(prepared, request, in: context) }
      context.translate(x: Double(canvas.origin.x), y: Double(canvas.origin.y))
      // The canvas in layout coordinates: tags stay inside it.
      let bounds = CGRect(origin: CGPoint(x: -canvas.origin.x, y: -canvas.origin.y), size: canvas.size)
      var placed: [CGRect] = []
      for (annotation, labels) in zip(annotations, tags) {
        Self.paint(annotation, labels: labels, in: context, bounds: bounds, placed: &placed)
      }
      try context.checkStatus("drawing annotations")
      try surface.checkStatus("reading pixels")
    } catch {
      throw .drawing(error)
    }
    do {
      return try surface.withPixels { pixels throws(PNGError) in
        try CairoPixelConversion.encodePNG(of: surface, pixels: pixels, workspace: PNGEncoderWorkspace())
      }
    } catch {
      throw .encoding(error)
    }
  }

  /// Draws the box, then its tag: above the box, moved left to stay inside `bounds` and up past
  /// the tags already `placed`; inside the box's top edge when there is no room above.
  private static func paint(
    _ annotation: SnackbarAnnotation, labels: [TextParagraph], in context: CairoContext, bounds: CGRect,
    placed: inout [CGRect]
  ) {
    let frame = annotation.frame.standardized
    guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite else { return }
    let line: CGFloat = 2
    for edge in [
      CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: line),
      CGRect(x: frame.minX, y: frame.maxY - line, width: frame.width, height: line),
      CGRect(x: frame.minX, y: frame.minY, width: line, height: frame.height),
      CGRect(x: frame.maxX - line, y: frame.minY, width: line, height: frame.height),
    ] where edge.width > 0 && edge.height > 0 {
      context.fillRectangle(edge, color: annotation.color)
    }
    guard !labels.isEmpty else { return }
    let padding: CGFloat = 3
    let width = (labels.map { $0.metrics.logicalRect.width }.max() ?? 0) + 2 * padding
    let lineHeights = labels.map { $0.metrics.logicalRect.height }
    let height = lineHeights.reduce(0, +) + 2 * padding
    let x = max(bounds.minX, min(frame.minX, bounds.maxX - width))
    var tag = CGRect(x: x, y: frame.minY - height, width: width, height: height)
    while let overlap = placed.first(where: { $0.intersects(tag) }) {
      tag.origin.y = overlap.minY - height - 1
    }
    if tag.minY < bounds.minY {
      tag.origin.y = frame.minY + line
    }
    placed.append(tag)
    context.fillRoundedRectangle(tag, cornerRadius: 2, color: annotation.color)
    var y = tag.minY + padding
    for (label, lineHeight) in zip(labels, lineHeights) {
      let box = label.metrics.logicalRect
      label.draw(in: context, at: CGPoint(x: tag.minX + padding - box.minX, y: y - box.minY), color: .white)
      y += lineHeight
    }
  }

  /// The opaque colours behind the snackbar's container as `request` draws it, for an audit's
  /// contrast (`SnackbarAuditColors.behind`):
  ///
  /// * a screen: its colour (the theme's, else white or #121212), or with a screenshot the
  ///   darkest and the lightest of its pixels under the container (composited over the screen
  ///   colour, as drawn);
  /// * a snackbar alone: the backdrop's colour, or none (a transparent image: unknown).
  public func colorsBehindContainer(_ request: SnackbarRenderRequest, layout: SnackbarLayout) -> [SnackbarColor] {
    let traits = request.effectiveTraits
    switch request.sizing {
    case .fittingWidth:
      if case .backdrop(let color, _) = request.framing, color.alpha > 0 { return [color.resolvedColor(with: traits)] }
      return []
    case .host:
      let screen =
        request.screenBackground?.resolvedColor(with: traits)
        ?? (traits.isDark ? SnackbarScreenPainter.darkScreen : SnackbarScreenPainter.lightScreen)
      let opaqueScreen = screen.alpha >= 1 ? screen : screen.blended(over: .white)
      guard let image = request.screenBackgroundImage else { return [opaqueScreen] }
      return Self.extremes(of: image, under: layout.containerFrame, hostSize: layout.hostSize, over: opaqueScreen)
    }
  }

  /// The darkest and the lightest pixel (by luminance) of `image`, stretched to `hostSize`, under
  /// `frame`; sampled on a grid of at most 64 × 64 points, each composited over `screen`.
  private static func extremes(
    of image: RGBAImage, under frame: CGRect, hostSize: CGSize, over screen: SnackbarColor
  ) -> [SnackbarColor] {
    guard hostSize.width > 0, hostSize.height > 0 else { return [screen] }
    let scaleX = Double(image.width) / Double(hostSize.width)
    let scaleY = Double(image.height) / Double(hostSize.height)
    let minX = max(0, min(image.width - 1, Int(Double(frame.minX) * scaleX)))
    let maxX = max(minX, min(image.width - 1, Int((Double(frame.maxX) * scaleX).rounded(.up)) - 1))
    let minY = max(0, min(image.height - 1, Int(Double(frame.minY) * scaleY)))
    let maxY = max(minY, min(image.height - 1, Int((Double(frame.maxY) * scaleY).rounded(.up)) - 1))
    let stepX = max(1, (maxX - minX + 1) / 64)
    let stepY = max(1, (maxY - minY + 1) / 64)
    var darkest: (luminance: Double, color: SnackbarColor)?
    var lightest: (luminance: Double, color: SnackbarColor)?
    for y in stride(from: minY, through: maxY, by: stepY) {
      for x in stride(from: minX, through: maxX, by: stepX) {
        let color = SnackbarColor(image[x, y]).blended(over: screen)
        let luminance = Double(0.2126 * color.red + 0.7152 * color.green + 0.0722 * color.blue)
        if darkest.map({ luminance < $0.luminance }) ?? true { darkest = (luminance, color) }
        if lightest.map({ luminance > $0.luminance }) ?? true { lightest = (luminance, color) }
      }
    }
    guard let darkest, let lightest else { return [screen] }
    return darkest.color == lightest.color ? [darkest.color] : [darkest.color, lightest.color]
  }
}
