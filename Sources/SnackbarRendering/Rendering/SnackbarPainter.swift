import Foundation
import MaterialSnackbar
import SnackbarLayout

/// Draws one snackbar, in the order Core Animation composites MDC's view: the shadow (outside
/// the shape only), the container, then its content clipped to the rounded container.
enum SnackbarPainter {
  /// Paints the snackbar of `layout` into `context`, whose user space is the layout's
  /// coordinate space in points (already scaled by the display scale).
  ///
  /// A mid-animation frame draws the whole snackbar into a group, scaled about the container's
  /// centre, and composites the group at the animation's opacity, as Core Animation applies a
  /// layer's opacity and transform to its whole subtree (shadow included).
  static func paint(
    in context: CairoContext, layout: SnackbarFrames, palette: SnackbarPalette, drawables: SnackbarDrawables,
    animation: SnackbarAnimationState
  ) throws(CairoError) {
    guard animation.opacity > 0, animation.scale > 0 else { return }
    let frame = layout.containerFrame
    let isAnimated = animation.opacity < 1 || animation.scale != 1
    if isAnimated {
      context.pushGroup()
      let scale = animation.scale
      context.translate(x: Double(frame.midX), y: Double(frame.midY))
      context.scale(x: scale, y: scale)
      context.translate(x: -Double(frame.midX), y: -Double(frame.midY))
    }
    try ElevationShadowPainter.paint(
      in: context, rect: frame, cornerRadius: Double(layout.cornerRadius), elevation: palette.elevation,
      scale: Double(layout.displayScale), color: palette.shadow)
    context.fillRoundedRectangle(frame, cornerRadius: Double(layout.cornerRadius), color: palette.background)
    context.withSavedState {
      // The inner container clips to the corner radius (spec 3.1).
      context.clip(toRoundedRectangle: frame, cornerRadius: Double(layout.cornerRadius))
      context.translate(x: Double(frame.minX), y: Double(frame.minY))
      paintContent(in: context, layout: layout, palette: palette, drawables: drawables)
    }
    if isAnimated {
      context.popGroup(paintingWithAlpha: animation.opacity)
    }
    try context.checkStatus("drawing the snackbar")
  }

  /// The content in container coordinates.
  private static func paintContent(
    in context: CairoContext, layout: SnackbarFrames, palette: SnackbarPalette, drawables: SnackbarDrawables
  ) {
    if let track = layout.progressFrame {
      let indicator = layout.progressIndicatorFrame.flatMap { $0.width > 0 ? $0 : nil }
      // The track shows only where the indicator is not: painting a translucent indicator over a
      // translucent track would lighten it, so each keeps its own colour, as Material's linear
      // indicator draws track and indicator as separate segments.
      context.withSavedState {
        context.newPath()
        context.addRectangle(track)
        if let indicator { context.addRectangle(indicator) }
        context.setFillRule(.evenOdd)
        context.setSource(palette.progressTrack)
        context.fill()
      }
      if let indicator {
        context.fillRectangle(indicator, color: palette.progressIndicator)
      }
    }
    context.withSavedState {
      // MDC's text sits in a scroll view: when the overlay caps the height, the text beyond the
      // viewport is cut off rather than spilling over the margins.
      if layout.isClipped {
        context.clip(toRectangle: layout.labelViewportFrame)
      }
      drawables.message.draw(in: context, at: layout.labelFrame.origin, color: palette.text)
    }
    if let title = drawables.actionTitle, let frame = layout.actionTitleFrame {
      drawCentred(
        title, in: frame, scale: Double(layout.actionTitleScale), color: palette.actionTitle, context: context)
    }
    if let icon = drawables.icon, let frame = layout.iconFrame {
      drawCentred(icon, in: frame, scale: 1, color: palette.icon, context: context)
    }
    if let close = drawables.closeIcon, let frame = layout.closeIconFrame {
      drawCentred(close, in: frame, scale: 1, color: palette.closeIcon, context: context)
    }
  }

  /// Draws a one-line paragraph with its logical box centred in `frame`, shrunk by `scale`
  /// about that centre (MDC's title label shrinks its font to fit a narrowed button).
  private static func drawCentred(
    _ paragraph: TextParagraph, in frame: CGRect, scale: Double, color: SnackbarColor, context: CairoContext
  ) {
    let box = paragraph.metrics.logicalRect
    context.withSavedState {
      context.translate(x: Double(frame.midX), y: Double(frame.midY))
      if scale != 1 { context.scale(x: scale, y: scale) }
      let origin = CGPoint(x: -box.midX, y: -box.midY)
      paragraph.draw(in: context, at: origin, color: color)
    }
  }
}
