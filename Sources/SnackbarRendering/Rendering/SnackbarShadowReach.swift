import Foundation

/// How far an elevation shadow reaches beyond the snackbar, in whole points: the room
/// ``SnackbarFraming/tight`` leaves around the snackbar so the shadow is not cut off.
struct SnackbarShadowReach: Equatable {
  var top: CGFloat
  var side: CGFloat
  var bottom: CGFloat

  static let zero = SnackbarShadowReach(top: 0, side: 0, bottom: 0)

  /// The reach of MDC's two layers at `elevation`: each blur spreads by its box-blur support
  /// (about 3σ, the same kernel the shadow mask uses) around the layer's offset shape, rounded
  /// up to whole points so the snackbar stays on the point grid.
  init(elevation: Double, scale: Double, style: ShadowStyle = .standard) {
    let shadow = ElevationShadow(elevation: elevation)
    var top: Double = 0
    var side: Double = 0
    var bottom: Double = 0
    for layer in shadow.layers {
      let blur = Double(BoxBlur(sigma: style.sigmaFactor * layer.blurRadius * scale).support) / scale
      top = max(top, blur - layer.offsetY)
      side = max(side, blur)
      bottom = max(bottom, blur + layer.offsetY)
    }
    self.init(top: CGFloat(top.rounded(.up)), side: CGFloat(side.rounded(.up)), bottom: CGFloat(bottom.rounded(.up)))
  }

  init(top: CGFloat, side: CGFloat, bottom: CGFloat) {
    self.top = top
    self.side = side
    self.bottom = bottom
  }
}
