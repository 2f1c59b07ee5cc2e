import Foundation
import MaterialSnackbar
import SnackbarImage
import SnackbarLayout

/// A box and its labels drawn over a render: what an audit overlay marks on a screen.
///
/// The frame is in the layout's coordinates (the host's for a screen, the snackbar's for a
/// fixed width), the same space as `SnackbarFrames`'s frames after adding the container's
/// origin. The labels stack in small type in a tag of the box's colour, above the box when
/// there is room, else inside its top edge. A badge (a reading-order number) sits in a disc on
/// the box's top-left corner.
public struct SnackbarAnnotation: Sendable, Hashable {
  /// How the area is marked.
  public enum Style: Sendable, Hashable {
    /// A 2-pt box: an element.
    case outline
    /// A tinted fill inside a 1-pt box: a hit region, whose extent is the point.
    case region
  }

  /// The marked area, in points.
  public var frame: CGRect
  /// The box's and the tag's colour (opaque reads best).
  public var color: SnackbarColor
  /// The lines of the tag, top to bottom (a rule id and its measured value).
  public var labels: [String]
  /// A few characters in a disc on the box's top-left corner (a reading-order number); nil for
  /// none.
  public var badge: String?
  /// How the area is marked.
  public var style: Style

  /// An annotation.
  public init(frame: CGRect, color: SnackbarColor, labels: [String], badge: String? = nil, style: Style = .outline) {
    self.frame = frame
    self.color = color
    self.labels = labels
    self.badge = badge
    self.style = style
  }
}

/// One entry of the legend drawn under an annotated render: a badge like an annotation's, and
/// lines of text that wrap to the image's width.
public struct SnackbarLegendEntry: Sendable, Hashable {
  /// The badge the entry explains (an annotation's), nil for a line without one.
  public var badge: String?
  /// The badge's colour.
  public var color: SnackbarColor
  /// The text, one paragraph per line; each wraps to at most three lines.
  public var lines: [String]

  /// An entry.
  public init(badge: String?, color: SnackbarColor, lines: [String]) {
    self.badge = badge
    self.color = color
    self.lines = lines
  }
}

extension SnackbarRenderer {
  /// The label type: 11-pt medium, white on the annotation's colour.
  static let annotationFont = SnackbarFont.systemFont(ofSize: 11, weight: .medium)
  /// The legend's type: 12-pt regular, dark on light.
  static let legendFont = SnackbarFont.systemFont(ofSize: 12, weight: .regular)
  /// The legend's background and text colours.
  static let legendBackground = SnackbarColor(rgb: 0xFAFAFA)
  static let legendText = SnackbarColor(rgb: 0x212121)
  /// A badge's diameter in points.
  static let badgeDiameter: CGFloat = 16

  /// Draws the request as ``renderPNG(_:)`` does, then each annotation over it: a 2-pt box and
  /// its tag. At most 64 annotations of 8 labels are drawn (an audit has far fewer).
  /// - Throws: ``SnackbarRenderError`` as ``renderPNG(_:)``.
  public func renderPNG(
    _ request: SnackbarRenderRequest, annotations: [SnackbarAnnotation]
  ) throws(SnackbarRenderError) -> [UInt8] {
    try renderPNG(request, annotations: annotations, legend: [])
  }

  /// Draws the request with each annotation over it (a box or a tinted region, its tag and its
  /// badge) and, when `legend` is not empty, a legend under the image that explains the badges;
  /// the image grows by the legend's height. At most 64 annotations of 8 labels and 32 legend
  /// entries of 8 lines are drawn.
  /// - Throws: ``SnackbarRenderError`` as ``render(_:)``.
  public func render(
    _ request: SnackbarRenderRequest, annotations: [SnackbarAnnotation], legend: [SnackbarLegendEntry] = []
  ) throws(SnackbarRenderError) -> RGBAImage {
    let surface = try drawAnnotated(request, annotations: annotations, legend: legend)
    do {
      return try surface.makeImage()
    } catch {
      throw .drawing(error)
    }
  }

  /// ``render(_:annotations:legend:)`` encoded as PNG.
  /// - Throws: ``SnackbarRenderError`` as ``renderPNG(_:)``.
  public func renderPNG(
    _ request: SnackbarRenderRequest, annotations: [SnackbarAnnotation], legend: [SnackbarLegendEntry]
  ) throws(SnackbarRenderError) -> [UInt8] {
    let surface = try drawAnnotated(request, annotations: annotations, legend: legend)
    do {
      return try surface.withPixels { pixels throws(PNGError) in
        try CairoPixelConversion.encodePNG(of: surface, pixels: pixels, workspace: PNGEncoderWorkspace())
      }
    } catch {
      throw .encoding(error)
    }
  }

  /// Lays out every tag, badge and legend line first (text errors are thrown before drawing),
  /// then draws the canvas, the annotations and the legend.
  private func drawAnnotated(
    _ request: SnackbarRenderRequest, annotations: [SnackbarAnnotation], legend: [SnackbarLegendEntry]
  ) throws(SnackbarRenderError) -> CairoImageSurface {
    let prepared = try prepare(request)
    let canvas = prepared.canvas
    let annotations = Array(annotations.prefix(64))
    var tags: [[TextParagraph]] = []
    var badges: [TextParagraph?] = []
    for annotation in annotations {
      tags.append(try annotation.labels.prefix(8).map { label throws(SnackbarRenderError) in try line(label) })
      badges.append(try annotation.badge.map { badge throws(SnackbarRenderError) in try line(badge) })
    }
    let legendLayout = try layOutLegend(Array(legend.prefix(32)), width: canvas.size.width)
    let scale = Double(prepared.layout.displayScale)
    let legendPixels = legendLayout.map { Int((Double($0.height) * scale).rounded(.up)) } ?? 0
    let surface: CairoImageSurface
    do {
      surface = try canvasSurface(width: canvas.pixelWidth, height: canvas.pixelHeight + legendPixels)
      let context = try CairoContext(surface: surface)
      context.scale(x: scale, y: scale)
      try context.withSavedState { () throws(CairoError) in
        // drawCanvas moves the origin to the canvas's; its own saved state undoes that.
        try context.withSavedState { () throws(CairoError) in try drawCanvas(prepared, request, in: context) }
        context.translate(x: Double(canvas.origin.x), y: Double(canvas.origin.y))
        // The canvas in layout coordinates: tags stay inside it.
        let bounds = CGRect(origin: CGPoint(x: -canvas.origin.x, y: -canvas.origin.y), size: canvas.size)
        var placed: [CGRect] = []
        for ((annotation, labels), badge) in zip(zip(annotations, tags), badges) {
          Self.paint(annotation, labels: labels, badge: badge, in: context, bounds: bounds, placed: &placed)
        }
      }
      if let legendLayout {
        context.translate(x: 0, y: Double(canvas.pixelHeight) / scale)
        // The background covers whole pixels, so the last row is not a blend.
        let size = CGSize(width: Double(canvas.pixelWidth) / scale, height: Double(legendPixels) / scale)
        Self.paint(legendLayout, in: context, size: size)
      }
      try context.checkStatus("drawing annotations")
      try surface.checkStatus("reading pixels")
    } catch {
      throw .drawing(error)
    }
    return surface
  }

  /// One line of annotation type, unwrapped.
  private func line(_ text: String) throws(SnackbarRenderError) -> TextParagraph {
    let paragraph = SnackbarParagraph(text: text, font: Self.annotationFont, language: "en", maxLines: 1)
    do {
      return try textMeasurer.layout(paragraph, wrapWidth: nil)
    } catch {
      throw .text(error)
    }
  }

  /// A legend laid out: each entry's badge and paragraphs, and the height of it all.
  private struct LegendLayout {
    var entries: [(entry: SnackbarLegendEntry, badge: TextParagraph?, lines: [TextParagraph])]
    var height: CGFloat
  }

  /// The legend's margins: around it, and between the badge column and the text.
  private static let legendPadding: CGFloat = 8
  private static var legendTextInset: CGFloat { legendPadding + badgeDiameter + 6 }

  private func layOutLegend(
    _ legend: [SnackbarLegendEntry], width: CGFloat
  ) throws(SnackbarRenderError) -> LegendLayout? {
    guard !legend.isEmpty else { return nil }
    let wrapWidth = max(48, width - Self.legendTextInset - Self.legendPadding)
    var layout = LegendLayout(entries: [], height: Self.legendPadding)
    for entry in legend {
      var lines: [TextParagraph] = []
      for text in entry.lines.prefix(8) {
        let paragraph = SnackbarParagraph(text: text, font: Self.legendFont, language: "en", maxLines: 3)
        do {
          lines.append(try textMeasurer.layout(paragraph, wrapWidth: wrapWidth))
        } catch {
          throw .text(error)
        }
      }
      let badge = try entry.badge.map { badge throws(SnackbarRenderError) in try line(badge) }
      let textHeight = lines.map { $0.metrics.logicalRect.height }.reduce(0, +)
      layout.height += max(badge == nil ? 0 : Self.badgeDiameter, textHeight) + 6
      layout.entries.append((entry, badge, lines))
    }
    layout.height += Self.legendPadding - 6
    return layout
  }

  /// Draws the legend from the context's origin down, on a background of `size` points.
  private static func paint(_ legend: LegendLayout, in context: CairoContext, size: CGSize) {
    context.fillRectangle(CGRect(origin: .zero, size: size), color: legendBackground)
    context.fillRectangle(CGRect(x: 0, y: 0, width: size.width, height: 1), color: SnackbarColor(rgb: 0xBDBDBD))
    var y = legendPadding
    for (entry, badge, lines) in legend.entries {
      if let badge {
        paintBadge(
          badge, color: entry.color, center: CGPoint(x: legendPadding + badgeDiameter / 2, y: y + 8), in: context)
      }
      var lineY = y
      for line in lines {
        let box = line.metrics.logicalRect
        line.draw(in: context, at: CGPoint(x: legendTextInset - box.minX, y: lineY - box.minY), color: legendText)
        lineY += box.height
      }
      y += max(badge == nil ? 0 : badgeDiameter, lineY - y) + 6
    }
  }

  /// A disc of `color` with the badge's text centred in white.
  private static func paintBadge(
    _ badge: TextParagraph, color: SnackbarColor, center: CGPoint, in context: CairoContext
  ) {
    let box = badge.metrics.logicalRect
    let diameter = max(badgeDiameter, box.width + 6)
    let disc = CGRect(
      x: center.x - diameter / 2, y: center.y - badgeDiameter / 2, width: diameter, height: badgeDiameter)
    context.fillRoundedRectangle(disc, cornerRadius: Double(badgeDiameter / 2), color: color)
    badge.draw(
      in: context,
      at: CGPoint(x: center.x - box.width / 2 - box.minX, y: center.y - box.height / 2 - box.minY), color: .white)
  }

  /// Draws the box (or the region), its badge on the top-left corner, then its tag: above the
  /// box, moved left to stay inside `bounds` and up past the tags already `placed`; inside the
  /// box's top edge when there is no room above.
  private static func paint(
    _ annotation: SnackbarAnnotation, labels: [TextParagraph], badge: TextParagraph?, in context: CairoContext,
    bounds: CGRect, placed: inout [CGRect]
  ) {
    let frame = annotation.frame.standardized
    guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite else { return }
    let line: CGFloat = annotation.style == .region ? 1 : 2
    if annotation.style == .region {
      context.fillRectangle(frame, color: annotation.color.withAlphaComponent(0.22))
    }
    for edge in [
      CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: line),
      CGRect(x: frame.minX, y: frame.maxY - line, width: frame.width, height: line),
      CGRect(x: frame.minX, y: frame.minY, width: line, height: frame.height),
      CGRect(x: frame.maxX - line, y: frame.minY, width: line, height: frame.height),
    ] where edge.width > 0 && edge.height > 0 {
      context.fillRectangle(edge, color: annotation.color)
    }
    if let badge {
      // On the corner, pulled inside the canvas so it is never cut.
      let radius = badgeDiameter / 2
      let center = CGPoint(
        x: max(bounds.minX + radius, min(frame.minX, bounds.maxX - radius)),
        y: max(bounds.minY + radius, min(frame.minY, bounds.maxY - radius)))
      paintBadge(badge, color: annotation.color, center: center, in: context)
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
}
