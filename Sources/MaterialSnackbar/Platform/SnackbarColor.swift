import Foundation

/// A colour in sRGB with straight alpha: the stand-in for `UIColor`.
///
/// A value type, so two colours with the same components are equal; upstream compares some
/// colours by pointer, which a value type cannot and need not mirror.
///
/// A colour may differ by appearance, as a UIKit dynamic colour or an asset catalog's named
/// colour does (``init(light:dark:highContrastLight:highContrastDark:)``,
/// ``SnackbarNamedColors``): it is resolved against the trait collection it is drawn with
/// (``resolvedColor(with:)``), so the light and dark renders of one view differ. Its components
/// (``red`` …) are the light appearance's.
public struct SnackbarColor: Sendable, Hashable, CustomStringConvertible {
  /// Red in `0...1` (the light appearance's, for a colour that differs by appearance).
  public let red: CGFloat
  /// Green in `0...1`.
  public let green: CGFloat
  /// Blue in `0...1`.
  public let blue: CGFloat
  /// Opacity in `0...1`.
  public let alpha: CGFloat
  /// The other appearances' colours; nil for a colour that is the same in all of them.
  private let appearances: Appearances?

  /// The dark, high-contrast and high-contrast dark variants of a colour (each fixed).
  private final class Appearances: Sendable, Hashable {
    let dark: SnackbarColor
    let highContrastLight: SnackbarColor
    let highContrastDark: SnackbarColor

    init(dark: SnackbarColor, highContrastLight: SnackbarColor, highContrastDark: SnackbarColor) {
      self.dark = dark
      self.highContrastLight = highContrastLight
      self.highContrastDark = highContrastDark
    }

    static func == (lhs: Appearances, rhs: Appearances) -> Bool {
      lhs.dark == rhs.dark && lhs.highContrastLight == rhs.highContrastLight
        && lhs.highContrastDark == rhs.highContrastDark
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(dark)
      hasher.combine(highContrastLight)
      hasher.combine(highContrastDark)
    }
  }

  /// Creates a colour from components in `0...1`, as `UIColor(red:green:blue:alpha:)` does.
  ///
  /// Like UIKit, out-of-range components are clamped rather than trapping; NaN reads as 0, so a
  /// bad computation yields a visible black rather than a crash.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
    self.red = Self.clamp(red)
    self.green = Self.clamp(green)
    self.blue = Self.clamp(blue)
    self.alpha = Self.clamp(alpha)
    appearances = nil
  }

  /// A colour that differs by appearance, as a UIKit dynamic colour or an asset catalog's named
  /// colour (a variant that itself differs by appearance stands for its light one). A missing
  /// high-contrast variant is the normal one of the same light or dark appearance.
  public init(
    light: SnackbarColor, dark: SnackbarColor, highContrastLight: SnackbarColor? = nil,
    highContrastDark: SnackbarColor? = nil
  ) {
    let light = light.fixed
    let dark = dark.fixed
    let highContrastLight = highContrastLight?.fixed ?? light
    let highContrastDark = highContrastDark?.fixed ?? dark
    self.red = light.red
    self.green = light.green
    self.blue = light.blue
    self.alpha = light.alpha
    if dark == light && highContrastLight == light && highContrastDark == light {
      appearances = nil
    } else {
      appearances = Appearances(dark: dark, highContrastLight: highContrastLight, highContrastDark: highContrastDark)
    }
  }

  /// Whether the colour differs by appearance.
  public var isDynamic: Bool { appearances != nil }

  /// The colour in the appearance `traits` describe (light or dark, normal or increased
  /// contrast), as `UIColor.resolvedColor(with:)`; a fixed colour is itself.
  public func resolvedColor(with traits: SnackbarTraitCollection) -> SnackbarColor {
    guard let appearances else { return self }
    switch (traits.isDark, traits.isHighContrast) {
    case (false, false): return fixed
    case (true, false): return appearances.dark
    case (false, true): return appearances.highContrastLight
    case (true, true): return appearances.highContrastDark
    }
  }

  /// The light appearance, as a fixed colour.
  private var fixed: SnackbarColor {
    appearances == nil ? self : SnackbarColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// `transform` applied in each appearance.
  private func mapAppearances(_ transform: (SnackbarColor) -> SnackbarColor) -> SnackbarColor {
    guard let appearances else { return transform(self) }
    return SnackbarColor(
      light: transform(fixed), dark: transform(appearances.dark),
      highContrastLight: transform(appearances.highContrastLight),
      highContrastDark: transform(appearances.highContrastDark))
  }

  /// A grey, as `UIColor(white:alpha:)`.
  public init(white: CGFloat, alpha: CGFloat = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional, case does not matter).
  ///
  /// - Throws: ``SnackbarColorError/invalidHex(_:)`` for anything else, quoting the input.
  public init(hex: String) throws(SnackbarColorError) {
    var digits = hex.trimmingCharacters(in: .whitespaces)
    if digits.hasPrefix("#") { digits.removeFirst() }
    guard [3, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit),
      let value = UInt64(digits, radix: 16)
    else { throw .invalidHex(hex) }
    switch digits.count {
    case 3:
      let r = (value >> 8) & 0xF
      let g = (value >> 4) & 0xF
      let b = value & 0xF
      self.init(
        red: CGFloat(r * 17) / 255, green: CGFloat(g * 17) / 255, blue: CGFloat(b * 17) / 255, alpha: 1)
    case 6:
      self.init(rgb: UInt32(value))
    default:
      self.init(rgb: UInt32(value >> 8), alpha: CGFloat(value & 0xFF) / 255)
    }
  }

  /// A colour from a `0xRRGGBB` integer, as design tokens are usually written.
  public init(rgb: UInt32, alpha: CGFloat = 1) {
    self.init(
      red: CGFloat((rgb >> 16) & 0xFF) / 255,
      green: CGFloat((rgb >> 8) & 0xFF) / 255,
      blue: CGFloat(rgb & 0xFF) / 255,
      alpha: alpha)
  }

  /// The same colour with another opacity, as `UIColor.withAlphaComponent(_:)`; in every
  /// appearance.
  public func withAlphaComponent(_ alpha: CGFloat) -> SnackbarColor {
    mapAppearances { SnackbarColor(red: $0.red, green: $0.green, blue: $0.blue, alpha: alpha) }
  }

  /// This colour composited source-over onto `background`, appearance by appearance; the result
  /// is opaque when the background is. Material 2 themes derive their container colour this way.
  public func blended(over background: SnackbarColor) -> SnackbarColor {
    guard isDynamic || background.isDynamic else { return fixedBlended(over: background) }
    func blend(_ traits: SnackbarTraitCollection) -> SnackbarColor {
      resolvedColor(with: traits).fixedBlended(over: background.resolvedColor(with: traits))
    }
    return SnackbarColor(
      light: blend(SnackbarTraitCollection(userInterfaceStyle: .light)),
      dark: blend(SnackbarTraitCollection(userInterfaceStyle: .dark)),
      highContrastLight: blend(SnackbarTraitCollection(userInterfaceStyle: .light, accessibilityContrast: .high)),
      highContrastDark: blend(SnackbarTraitCollection(userInterfaceStyle: .dark, accessibilityContrast: .high)))
  }

  /// ``blended(over:)`` of two fixed colours.
  private func fixedBlended(over background: SnackbarColor) -> SnackbarColor {
    let outAlpha = alpha + background.alpha * (1 - alpha)
    guard outAlpha > 0 else { return SnackbarColor(white: 0, alpha: 0) }
    func mix(_ top: CGFloat, _ bottom: CGFloat) -> CGFloat {
      (top * alpha + bottom * background.alpha * (1 - alpha)) / outAlpha
    }
    return SnackbarColor(
      red: mix(red, background.red), green: mix(green, background.green), blue: mix(blue, background.blue),
      alpha: outAlpha)
  }

  /// `#RRGGBBAA` with components rounded to 8 bits (the light appearance's).
  public var hexString: String {
    func byte(_ component: CGFloat) -> String {
      let value = Int((component * 255).rounded())
      let text = String(value, radix: 16, uppercase: true)
      return text.count == 1 ? "0" + text : text
    }
    return "#" + byte(red) + byte(green) + byte(blue) + byte(alpha)
  }

  /// The hex form, for logs and layout snapshots.
  public var description: String { hexString }

  private static func clamp(_ value: CGFloat) -> CGFloat {
    value.isNaN ? 0 : min(1, max(0, value))
  }

  /// Opaque black.
  public static let black = SnackbarColor(white: 0)
  /// Opaque white.
  public static let white = SnackbarColor(white: 1)
  /// Fully transparent black.
  public static let clear = SnackbarColor(white: 0, alpha: 0)
}

// A colour literal (`#colorLiteral(red:green:blue:alpha:)`, which Xcode shows as a swatch) makes
// a SnackbarColor wherever one is expected, as it makes a UIColor in UIKit code. Without this the
// Swift 6.3 compiler gives up on such an expression ("failed to produce diagnostic").
extension SnackbarColor: _ExpressibleByColorLiteral {
  /// The colour of a colour literal: sRGB components in `0...1`, clamped as
  /// ``init(red:green:blue:alpha:)`` clamps them.
  ///
  /// The compiler hands the components over as `Float`, so `0.2` arrives as 0.200000003. Each is
  /// widened through its shortest decimal form, which is the number the literal wrote, so that
  /// `#colorLiteral(red: 0.2, …)` equals `SnackbarColor(red: 0.2, …)`.
  public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    func widened(_ component: Float) -> CGFloat {
      Double(component.description).map { CGFloat($0) } ?? CGFloat(component)
    }
    self.init(red: widened(red), green: widened(green), blue: widened(blue), alpha: widened(alpha))
  }
}

/// Why a colour could not be made.
public enum SnackbarColorError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The text is not `#RGB`, `#RRGGBB` or `#RRGGBBAA`.
  case invalidHex(String)

  public var description: String {
    switch self {
    case .invalidHex(let text):
      return "invalid colour \"\(text)\": expected #RGB, #RRGGBB or #RRGGBBAA in hexadecimal"
    }
  }
}
