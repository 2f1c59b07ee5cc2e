import Foundation
import MaterialSnackbar
import SnackbarAudit
import SnackbarImage
import SnackbarLayout
import SnackbarRendering

extension SnackbarRenderer {
  /// The opaque colours behind the snackbar's container as `request` draws it, for an audit's
  /// contrast (`SnackbarAuditColors.behind`):
  ///
  /// * a screen: its colour (the theme's, else white or #121212), or with a screenshot the
  ///   darkest and the lightest of its pixels under the container (composited over the screen
  ///   colour, as drawn);
  /// * a snackbar alone: the backdrop's colour, or none (a transparent image: unknown).
  public func colorsBehindContainer(_ request: SnackbarRenderRequest, layout: SnackbarFrames) -> [SnackbarColor] {
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

  /// The darkest and the lightest pixel of `image`, stretched to `hostSize`, under `frame`, each
  /// composited over `screen`. Every pixel is read: a one-pixel hairline (a list's separator, a
  /// stroke of text) under a translucent container is drawn through it, so a grid of samples
  /// would miss the very pixel that makes the worst contrast. Darkest and lightest are by WCAG's
  /// relative luminance, the measure the contrast is judged by: a luminance of the gamma-encoded
  /// values ranks pure red darker than grey 30 %, while WCAG ranks it far lighter.
  static func extremes(
    of image: RGBAImage, under frame: CGRect, hostSize: CGSize, over screen: SnackbarColor
  ) -> [SnackbarColor] {
    guard hostSize.width > 0, hostSize.height > 0 else { return [screen] }
    let scaleX = Double(image.width) / Double(hostSize.width)
    let scaleY = Double(image.height) / Double(hostSize.height)
    let minX = max(0, min(image.width - 1, Int(Double(frame.minX) * scaleX)))
    let maxX = max(minX, min(image.width - 1, Int((Double(frame.maxX) * scaleX).rounded(.up)) - 1))
    let minY = max(0, min(image.height - 1, Int(Double(frame.minY) * scaleY)))
    let maxY = max(minY, min(image.height - 1, Int((Double(frame.maxY) * scaleY).rounded(.up)) - 1))
    var darkest: (luminance: Double, color: SnackbarColor)?
    var lightest: (luminance: Double, color: SnackbarColor)?
    var previous: RGBAPixel?
    for y in minY...maxY {
      for x in minX...maxX {
        // Screenshots are mostly runs of one colour: blend each new colour only.
        let pixel = image[x, y]
        guard pixel != previous else { continue }
        previous = pixel
        let color = SnackbarColor(pixel).blended(over: screen)
        let luminance = WCAGContrast.relativeLuminance(of: color)
        if darkest.map({ luminance < $0.luminance }) ?? true { darkest = (luminance, color) }
        if lightest.map({ luminance > $0.luminance }) ?? true { lightest = (luminance, color) }
      }
    }
    guard let darkest, let lightest else { return [screen] }
    return darkest.color == lightest.color ? [darkest.color] : [darkest.color, lightest.color]
  }
}
