import Foundation
import MaterialSnackbar

/// APCA's lightness contrast Lc, by the APCA-W3 0.0.98G-4g formula and constants
/// (Myndex/SAPC-APCA, `apca-w3`).
///
/// Lc is signed: positive for dark text on a light background, negative for light text on a
/// dark one ("polarity"); about ±106 at most. Its levels (APCA "Bronze simple mode") are
/// compared by magnitude: Lc 90 preferred and 75 minimum for body text, 60 for other content
/// text, 45 for large text (36 px and up, 24 px bold) and solid non-text such as icons.
public enum APCAContrast {
  // The 0.0.98G-4g constants.
  static let mainTRC = 2.4
  static let redCoefficient = 0.2126729
  static let greenCoefficient = 0.7151522
  static let blueCoefficient = 0.0721750
  static let normalBackground = 0.56
  static let normalText = 0.57
  static let reverseText = 0.62
  static let reverseBackground = 0.65
  static let blackThreshold = 0.022
  static let blackClamp = 1.414
  static let scale = 1.14
  static let lowOffset = 0.027
  static let deltaYMinimum = 0.0005
  static let lowClip = 0.1

  /// APCA's screen luminance Y of an sRGB colour: each channel raised to 2.4 (no linear
  /// segment) and weighted by the sRGB coefficients. Alpha is ignored.
  public static func screenLuminance(of color: SnackbarColor) -> Double {
    redCoefficient * pow(Double(color.red), mainTRC) + greenCoefficient * pow(Double(color.green), mainTRC)
      + blueCoefficient * pow(Double(color.blue), mainTRC)
  }

  /// Lc of `text` over `background` (opaque colours; the order matters).
  public static func lightnessContrast(text: SnackbarColor, background: SnackbarColor) -> Double {
    func clamped(_ luminance: Double) -> Double {
      luminance >= blackThreshold ? luminance : luminance + pow(blackThreshold - luminance, blackClamp)
    }
    let textY = clamped(screenLuminance(of: text))
    let backgroundY = clamped(screenLuminance(of: background))
    guard abs(backgroundY - textY) >= deltaYMinimum else { return 0 }
    if backgroundY > textY {
      let contrast = (pow(backgroundY, normalBackground) - pow(textY, normalText)) * scale
      return contrast < lowClip ? 0 : (contrast - lowOffset) * 100
    }
    let contrast = (pow(backgroundY, reverseBackground) - pow(textY, reverseText)) * scale
    return contrast > -lowClip ? 0 : (contrast + lowOffset) * 100
  }

  /// Lc as printed: signed, one decimal (`-93.5`). An Lc whose magnitude misses `level` never
  /// reads as reaching it: -74.99 against level 75 is shown as `-74.9`, not `-75.0`.
  public static func formatted(_ lightnessContrast: Double, level: Double? = nil) -> String {
    guard lightnessContrast.isFinite else { return "—" }
    var tenths = (lightnessContrast * 10).rounded()
    if let level, abs(lightnessContrast) < level, abs(tenths) >= (level * 10).rounded() {
      tenths = (lightnessContrast * 10).rounded(.towardZero)
    }
    if tenths == 0 { return "0" }
    let sign = tenths < 0 ? "-" : ""
    let magnitude = Int(abs(tenths))
    return sign + "\(magnitude / 10).\(magnitude % 10)"
  }
}
