import Foundation
import MaterialSnackbar
import SnackbarImage

// One colour type draws everything: SnackbarColor, the manager's sRGB-plus-straight-alpha value,
// is also what the Cairo wrappers take (its components are CGFloat, which is Double here, so
// translucent colours such as "white at 0.6" keep full precision until Cairo quantises the
// composite). RGBAPixel stays a type of its own on purpose: it is the 8-bit storage of an image
// pixel, a quantised value, not a colour to draw with.
extension SnackbarColor {
  /// The colour of an 8-bit pixel.
  public init(_ pixel: RGBAPixel) {
    self.init(
      red: CGFloat(pixel.red) / 255, green: CGFloat(pixel.green) / 255, blue: CGFloat(pixel.blue) / 255,
      alpha: CGFloat(pixel.alpha) / 255)
  }
}
