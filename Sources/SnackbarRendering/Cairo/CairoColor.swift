/// A colour for drawing: sRGB components and straight alpha, each 0...1.
///
/// Drawing takes doubles rather than ``RGBAPixel`` so translucent colours such as the button's
/// "white at 0.6" keep full precision until Cairo quantises the composite.
public struct CairoColor: Sendable, Hashable {
  /// Red, 0...1.
  public var red: Double
  /// Green, 0...1.
  public var green: Double
  /// Blue, 0...1.
  public var blue: Double
  /// Alpha, 0 (transparent) ... 1 (opaque).
  public var alpha: Double

  /// Creates a colour; components are clamped to 0...1 (NaN becomes 0).
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = Self.clamp(red)
    self.green = Self.clamp(green)
    self.blue = Self.clamp(blue)
    self.alpha = Self.clamp(alpha)
  }

  /// A grey, `white` 0...1 for each of red, green and blue.
  public init(white: Double, alpha: Double = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// The colour of an 8-bit pixel.
  public init(_ pixel: RGBAPixel) {
    self.init(
      red: Double(pixel.red) / 255, green: Double(pixel.green) / 255, blue: Double(pixel.blue) / 255,
      alpha: Double(pixel.alpha) / 255)
  }

  /// Opaque black, the default shadow colour.
  public static let black = CairoColor(white: 0)
  /// Opaque white.
  public static let white = CairoColor(white: 1)

  private static func clamp(_ value: Double) -> Double {
    guard value.isFinite else { return value == .infinity ? 1 : 0 }
    return min(max(value, 0), 1)
  }
}
