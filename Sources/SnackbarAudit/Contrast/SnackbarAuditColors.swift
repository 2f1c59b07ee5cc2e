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

  /// `color` over an opaque `background`, source-over, as an 8-bit premultiplied image stores the
  /// pixel; opaque.
  ///
  /// Not a float blend rounded once: that differs from the drawn pixel by one step in a channel
  /// for many translucent colours (`#80CBC4C0` over grey 152 blends to `#86BEB9`, the pixel is
  /// `#86BFBA`). The renderer's image compositor takes a solid colour premultiplied at 16 bits and
  /// truncates it to 8, then adds the background times `255 - alpha` divided by 255 with rounding
  /// (`(t + (t >> 8)) >> 8` of `t = x × y + 128`). That is plain 8-bit arithmetic, written here
  /// so the audit reports the very pixel without linking the renderer.
  static func composite(_ color: SnackbarColor, over background: SnackbarColor) -> SnackbarColor {
    let alpha = min(max(Double(color.alpha), 0), 1)
    let alpha8 = shortToByte(alpha)
    func channel(_ top: CGFloat, _ bottom: CGFloat) -> CGFloat {
      let source = shortToByte(min(max(Double(top), 0), 1) * alpha)
      let destination = Int((min(max(Double(bottom), 0), 1) * 255).rounded())
      return CGFloat(min(255, source + multiply(destination, 255 - alpha8))) / 255
    }
    return SnackbarColor(
      red: channel(color.red, background.red), green: channel(color.green, background.green),
      blue: channel(color.blue, background.blue))
  }

  /// A component in 0…1 as 16 bits (nearest), then its high byte.
  private static func shortToByte(_ value: Double) -> Int {
    Int((value * 65535 + 0.5).rounded(.down)) >> 8
  }

  /// `x × y / 255`, rounded, for bytes.
  private static func multiply(_ x: Int, _ y: Int) -> Int {
    let t = x * y + 0x80
    return ((t >> 8) + t) >> 8
  }

  /// `#RRGGBB` of an opaque colour.
  static func hex(_ color: SnackbarColor) -> String {
    String(color.hexString.prefix(7))
  }
}
