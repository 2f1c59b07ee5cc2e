import Foundation
import MaterialSnackbar

/// The WCAG 2.2 contrast ratio (success criteria 1.4.3, 1.4.6 and 1.4.11), as the
/// specification's definitions of relative luminance and contrast ratio give it.
///
/// Colours are opaque sRGB: composite translucent ones first (``SnackbarAuditColors``).
public enum WCAGContrast {
  /// The relative luminance of an sRGB colour, 0 (black) to 1 (white): each channel
  /// linearised (`c / 12.92` up to 0.04045, else `((c + 0.055) / 1.055) ^ 2.4`) and weighted
  /// 0.2126, 0.7152 and 0.0722. Alpha is ignored.
  public static func relativeLuminance(of color: SnackbarColor) -> Double {
    func linear(_ channel: CGFloat) -> Double {
      let value = Double(channel)
      return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
  }

  /// `(L1 + 0.05) / (L2 + 0.05)` with L1 the lighter colour's relative luminance: 1 (no
  /// contrast) to 21 (black on white). Symmetric in its arguments.
  public static func ratio(_ first: SnackbarColor, _ second: SnackbarColor) -> Double {
    let (a, b) = (relativeLuminance(of: first), relativeLuminance(of: second))
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// A ratio as tools print it, to two decimals (`4.77`). A ratio that fails a threshold never
  /// reads as reaching it: 4.4999 is shown as `4.49`, not `4.50`.
  public static func formatted(_ ratio: Double, threshold: Double? = nil) -> String {
    guard ratio.isFinite else { return "—" }
    var hundredths = (ratio * 100).rounded()
    if let threshold, ratio < threshold, hundredths >= (threshold * 100).rounded() {
      hundredths = (ratio * 100).rounded(.down)
    }
    let whole = Int(hundredths) / 100
    let fraction = Int(hundredths) % 100
    return "\(whole)." + (fraction < 10 ? "0" : "") + String(fraction)
  }
}
