import Foundation
import MaterialSnackbar

/// The colours an audit measures: the snackbar's drawn colours (translucent ones included) and
/// what is behind the container.
///
/// Contrast is measured as drawn: a translucent container is composited over what is behind it,
/// each part over that container, in 8-bit sRGB as the pixel is stored, so the `#RRGGBB` values
/// an audit reports give its ratios again.
public struct SnackbarAuditColors: Sendable, Hashable {
  /// The colours of each part, as the view draws them.
  public var drawn: SnackbarResolvedColors
  /// What is behind the container, opaque: the backdrop or the screen under it. Several colours
  /// (a screenshot's darkest and lightest pixels there) are each tried and the worst contrast
  /// reported. Empty means unknown (a transparent image): white and black are tried.
  public var behind: [SnackbarColor]

  /// Colours to audit.
  public init(drawn: SnackbarResolvedColors, behind: [SnackbarColor] = []) {
    self.drawn = drawn
    self.behind = behind
  }

  /// The colours tried behind the container: ``behind``, or white and black when it is empty;
  /// translucent ones made opaque over white and black in turn.
  var candidatesBehind: [SnackbarColor] {
    let extremes = [SnackbarColor.white, SnackbarColor.black]
    guard !behind.isEmpty else { return extremes }
    return behind.flatMap { color in
      color.alpha >= 1 ? [color] : extremes.map { Self.composite(color, over: $0) }
    }
  }

  /// `color` over an opaque `background`, source-over, rounded to 8 bits per channel as a pixel
  /// holds it; opaque.
  static func composite(_ color: SnackbarColor, over background: SnackbarColor) -> SnackbarColor {
    let alpha = Double(color.alpha)
    func channel(_ top: CGFloat, _ bottom: CGFloat) -> CGFloat {
      let value = Double(top) * alpha + Double(bottom) * (1 - alpha)
      return CGFloat((value * 255).rounded()) / 255
    }
    return SnackbarColor(
      red: channel(color.red, background.red), green: channel(color.green, background.green),
      blue: channel(color.blue, background.blue))
  }

  /// `#RRGGBB` of an opaque colour.
  static func hex(_ color: SnackbarColor) -> String {
    String(color.hexString.prefix(7))
  }
}
