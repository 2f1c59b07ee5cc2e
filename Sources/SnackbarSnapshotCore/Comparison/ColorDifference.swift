import Foundation
import SnackbarImage

/// Perceptual colour difference: CIEDE2000 (ΔE00) on CIE Lab D65.
///
/// CIEDE2000 rather than CIE76 because CIE76 overstates differences among saturated colours and
/// understates them among blues and greys, which is exactly the "the perceptual number doesn't
/// match what I see" complaint about other snapshot tools. The formula follows Sharma, Wu and
/// Dalal (2005) with kL = kC = kH = 1.
package enum ColorDifference {
  /// ΔE00 between two Lab colours.
  package static func ciede2000(_ lab1: LabColor, _ lab2: LabColor) -> Double {
    let degrees = 180 / Double.pi
    let radians = Double.pi / 180
    let pow25to7 = 6_103_515_625.0  // 25^7

    let c1 = (lab1.a * lab1.a + lab1.b * lab1.b).squareRoot()
    let c2 = (lab2.a * lab2.a + lab2.b * lab2.b).squareRoot()
    let meanC = (c1 + c2) / 2
    let meanC7 = seventhPower(meanC)
    let g = 0.5 * (1 - (meanC7 / (meanC7 + pow25to7)).squareRoot())
    let a1 = (1 + g) * lab1.a
    let a2 = (1 + g) * lab2.a
    let c1Prime = (a1 * a1 + lab1.b * lab1.b).squareRoot()
    let c2Prime = (a2 * a2 + lab2.b * lab2.b).squareRoot()
    let h1 = hueDegrees(b: lab1.b, a: a1, degrees: degrees)
    let h2 = hueDegrees(b: lab2.b, a: a2, degrees: degrees)

    let deltaL = lab2.l - lab1.l
    let deltaC = c2Prime - c1Prime
    let chromaProduct = c1Prime * c2Prime
    let deltaHue = hueDifference(h1, h2, chromaProduct: chromaProduct)
    let deltaH = 2 * chromaProduct.squareRoot() * sin(deltaHue * radians / 2)

    let meanL = (lab1.l + lab2.l) / 2
    let meanCPrime = (c1Prime + c2Prime) / 2
    let meanH = meanHue(h1, h2, chromaProduct: chromaProduct)
    let t =
      1 - 0.17 * cos((meanH - 30) * radians) + 0.24 * cos(2 * meanH * radians)
      + 0.32 * cos((3 * meanH + 6) * radians) - 0.20 * cos((4 * meanH - 63) * radians)
    let hueOffset = (meanH - 275) / 25
    let deltaTheta = 30 * exp(-hueOffset * hueOffset)
    let meanCPrime7 = seventhPower(meanCPrime)
    let rc = 2 * (meanCPrime7 / (meanCPrime7 + pow25to7)).squareRoot()
    let lOffset = (meanL - 50) * (meanL - 50)
    let sl = 1 + 0.015 * lOffset / (20 + lOffset).squareRoot()
    let sc = 1 + 0.045 * meanCPrime
    let sh = 1 + 0.015 * meanCPrime * t
    let rt = -sin(2 * deltaTheta * radians) * rc

    let lTerm = deltaL / sl
    let cTerm = deltaC / sc
    let hTerm = deltaH / sh
    return (lTerm * lTerm + cTerm * cTerm + hTerm * hTerm + rt * cTerm * hTerm).squareRoot()
  }

  /// ΔE00 between two straight-alpha pixels, with alpha handled explicitly.
  ///
  /// Opaque pair: compared directly. Otherwise both pixels are composited over black and over
  /// white and the larger ΔE is returned, so an alpha change is caught whatever the pixel's colour
  /// (over one background alone, a white pixel fading out over white would look unchanged). Two
  /// fully transparent pixels therefore differ by 0, whatever their hidden RGB.
  package static func ciede2000(_ pixel1: RGBAPixel, _ pixel2: RGBAPixel) -> Double {
    if pixel1.alpha == 255 && pixel2.alpha == 255 {
      return ciede2000(
        LabColor(red: pixel1.red, green: pixel1.green, blue: pixel1.blue),
        LabColor(red: pixel2.red, green: pixel2.green, blue: pixel2.blue)
      )
    }
    let overBlack = ciede2000(LabColor(pixel1, over: 0), LabColor(pixel2, over: 0))
    let overWhite = ciede2000(LabColor(pixel1, over: 255), LabColor(pixel2, over: 255))
    return max(overBlack, overWhite)
  }

  /// `x^7` by multiplication: `pow` is several times slower and this runs once per changed pixel.
  @inline(__always)
  private static func seventhPower(_ x: Double) -> Double {
    let square = x * x
    return square * square * square * x
  }

  /// Δh′: the hue difference the short way round the circle; 0 when either colour is grey
  /// (zero chroma), whose hue means nothing.
  private static func hueDifference(_ h1: Double, _ h2: Double, chromaProduct: Double) -> Double {
    guard chromaProduct != 0 else { return 0 }
    let difference = h2 - h1
    if difference > 180 {
      return difference - 360
    } else if difference < -180 {
      return difference + 360
    }
    return difference
  }

  /// h̄′: the mean hue the short way round the circle; the plain sum when either colour is grey,
  /// as the formula defines it.
  private static func meanHue(_ h1: Double, _ h2: Double, chromaProduct: Double) -> Double {
    guard chromaProduct != 0 else { return h1 + h2 }
    if abs(h1 - h2) <= 180 {
      return (h1 + h2) / 2
    } else if h1 + h2 < 360 {
      return (h1 + h2 + 360) / 2
    } else {
      return (h1 + h2 - 360) / 2
    }
  }

  private static func hueDegrees(b: Double, a: Double, degrees: Double) -> Double {
    if a == 0 && b == 0 { return 0 }
    let hue = atan2(b, a) * degrees
    return hue >= 0 ? hue : hue + 360
  }
}
