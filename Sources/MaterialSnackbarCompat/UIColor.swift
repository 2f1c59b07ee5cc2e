#if !canImport(UIKit)
  import Foundation
  import MaterialSnackbar

  /// UIKit's colour, as the port's `SnackbarColor`: sRGB with straight alpha.
  ///
  /// A value type where UIKit's is a class. UIKit colours are immutable, so the only difference
  /// code can see is identity (`===`), which MDC-era snackbar code does not use.
  public typealias UIColor = SnackbarColor

  extension SnackbarColor {
    /// UIKit's `UIColor(hue:saturation:brightness:alpha:)`: HSB in `0...1` (hue wraps), converted
    /// to sRGB.
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
      let h = (hue - hue.rounded(.down)) * 6
      let s = min(1, max(0, saturation))
      let v = min(1, max(0, brightness))
      let sector = Int(h) % 6
      let f = h - CGFloat(Int(h))
      let p = v * (1 - s)
      let q = v * (1 - s * f)
      let t = v * (1 - s * (1 - f))
      let (r, g, b): (CGFloat, CGFloat, CGFloat)
      switch sector {
      case 0: (r, g, b) = (v, t, p)
      case 1: (r, g, b) = (q, v, p)
      case 2: (r, g, b) = (p, v, t)
      case 3: (r, g, b) = (p, q, v)
      case 4: (r, g, b) = (t, p, v)
      default: (r, g, b) = (v, p, q)
      }
      self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    // UIKit's named colours, with UIKit's component values.

    /// `UIColor.red`: 1, 0, 0.
    public static let red = SnackbarColor(red: 1, green: 0, blue: 0)
    /// `UIColor.green`: 0, 1, 0.
    public static let green = SnackbarColor(red: 0, green: 1, blue: 0)
    /// `UIColor.blue`: 0, 0, 1.
    public static let blue = SnackbarColor(red: 0, green: 0, blue: 1)
    /// `UIColor.cyan`: 0, 1, 1.
    public static let cyan = SnackbarColor(red: 0, green: 1, blue: 1)
    /// `UIColor.yellow`: 1, 1, 0.
    public static let yellow = SnackbarColor(red: 1, green: 1, blue: 0)
    /// `UIColor.magenta`: 1, 0, 1.
    public static let magenta = SnackbarColor(red: 1, green: 0, blue: 1)
    /// `UIColor.orange`: 1, 0.5, 0.
    public static let orange = SnackbarColor(red: 1, green: 0.5, blue: 0)
    /// `UIColor.purple`: 0.5, 0, 0.5.
    public static let purple = SnackbarColor(red: 0.5, green: 0, blue: 0.5)
    /// `UIColor.brown`: 0.6, 0.4, 0.2.
    public static let brown = SnackbarColor(red: 0.6, green: 0.4, blue: 0.2)
    /// `UIColor.gray`: white 0.5.
    public static let gray = SnackbarColor(white: 0.5)
    /// `UIColor.darkGray`: white 1/3.
    public static let darkGray = SnackbarColor(white: 1.0 / 3.0)
    /// `UIColor.lightGray`: white 2/3.
    public static let lightGray = SnackbarColor(white: 2.0 / 3.0)
  }
#endif
