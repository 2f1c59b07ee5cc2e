import Foundation
import MaterialSnackbar

extension CairoColor {
  /// The drawing colour of a snackbar colour (same sRGB components, straight alpha).
  public init(_ color: SnackbarColor) {
    self.init(red: Double(color.red), green: Double(color.green), blue: Double(color.blue), alpha: Double(color.alpha))
  }

  /// This colour with its alpha multiplied by `factor` (for "text colour at 0.24").
  func multiplyingAlpha(by factor: Double) -> CairoColor {
    CairoColor(red: red, green: green, blue: blue, alpha: alpha * factor)
  }
}
