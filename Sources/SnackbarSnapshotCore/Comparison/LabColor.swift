import Foundation
import SnackbarImage

/// A colour in CIE 1976 L\*a\*b\* under the D65 white point (the white point of sRGB, so no
/// chromatic adaptation is needed).
package struct LabColor: Sendable, Hashable {
  /// Lightness, 0 (black) ... 100 (white).
  package var l: Double
  /// Green (negative) to red (positive).
  package var a: Double
  /// Blue (negative) to yellow (positive).
  package var b: Double

  /// Creates a colour from its coordinates.
  package init(l: Double, a: Double, b: Double) {
    self.l = l
    self.a = a
    self.b = b
  }

  /// Converts an opaque 8-bit sRGB colour (alpha is ignored): sRGB → linear → XYZ (D65) → Lab.
  package init(red: UInt8, green: UInt8, blue: UInt8) {
    let table = LabColor.linearTable
    self.init(linearRed: table[Int(red)], linearGreen: table[Int(green)], linearBlue: table[Int(blue)])
  }

  /// Converts a straight-alpha pixel composited (in sRGB space, as Cairo composites) over an
  /// opaque grey background `background` in `0...255`.
  init(_ pixel: RGBAPixel, over background: Double) {
    if pixel.alpha == 255 {
      self.init(red: pixel.red, green: pixel.green, blue: pixel.blue)
      return
    }
    let alpha = Double(pixel.alpha) / 255
    func composite(_ channel: UInt8) -> Double {
      LabColor.linearize((Double(channel) * alpha + background * (1 - alpha)) / 255)
    }
    self.init(linearRed: composite(pixel.red), linearGreen: composite(pixel.green), linearBlue: composite(pixel.blue))
  }

  private init(linearRed r: Double, linearGreen g: Double, linearBlue b: Double) {
    // sRGB primaries to XYZ (IEC 61966-2-1), then normalised by the D65 reference white.
    let x = (0.412_456_4 * r + 0.357_576_1 * g + 0.180_437_5 * b) / 0.950_47
    let y = 0.212_672_9 * r + 0.715_152_2 * g + 0.072_175_0 * b
    let z = (0.019_333_9 * r + 0.119_192_0 * g + 0.950_304_1 * b) / 1.088_83
    let fx = LabColor.f(x)
    let fy = LabColor.f(y)
    let fz = LabColor.f(z)
    self.init(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
  }

  /// The CIE Lab companding function: a cube root with a linear toe near black.
  private static func f(_ t: Double) -> Double {
    let epsilon = 216.0 / 24_389.0  // (6/29)^3
    let kappa = 24_389.0 / 27.0
    return t > epsilon ? cbrt(t) : (kappa * t + 16) / 116
  }

  /// The sRGB transfer function inverted: encoded `0...1` to linear light.
  static func linearize(_ encoded: Double) -> Double {
    encoded <= 0.040_45 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
  }

  /// Linear light for each 8-bit code, so opaque pixels never call `pow`.
  static let linearTable: [Double] = (0...255).map { linearize(Double($0) / 255) }
}
