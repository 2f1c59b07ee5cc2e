import Foundation
import MaterialSnackbar
import SnackbarBasics
import SnackbarFiles
import SnackbarJSON

/// One `.colorset` of an asset catalog: its `Contents.json` as Xcode writes it, decoded into a
/// colour that differs by appearance.
///
/// What is read, per entry of `colors`:
///
/// - `appearances`: `luminosity` `light` or `dark`, and `contrast` `high` (each at most once);
///   none means "any";
/// - `idiom`: `universal` is used; entries for one device (`iphone`, `ipad`, `mac`, …) are used
///   only when the set has no universal entry for that appearance (the first device's, in file
///   order), as headless drawing has no device to pick by;
/// - `display-gamut`: an `sRGB` (or unmarked) entry is preferred to a `display-P3` one for the
///   same appearance;
/// - `color`: `color-space` `srgb`, `extended-srgb`, `extended-linear-srgb`, `display-p3`,
///   `extended-display-p3`, `gray-gamma-22` or `extended-gray`, and its `components` (`red`,
///   `green`, `blue`, `alpha`, or `white` and `alpha` for grey). A component is a string as
///   Xcode writes it, a float (`"0.400"`), an 8-bit integer (`"102"`) or an 8-bit hex value
///   (`"0x66"`), or a JSON number (a float). `alpha` is always a float. Display-P3 and linear
///   components are converted to sRGB; values outside `0...1` (extended ranges) are clamped, as
///   the renderer draws in sRGB.
///
/// Other keys (`info`, `properties`, `locale`, `subtype`) are ignored. A system colour
/// (`"reference": "systemBlueColor"`) has no value to read headless and is an error.
struct SnackbarColorSet {
  /// The colour, resolved per appearance with UIKit's fallbacks: a dark or light entry, else the
  /// "any" one; high contrast from the high-contrast entry of that luminosity, else of any
  /// luminosity, else the normal one.
  let color: SnackbarColor

  /// Decodes a colorset's `Contents.json`.
  /// - Throws: ``SnackbarAssetCatalogError`` naming `file`, the position and the key.
  init(_ root: SnackbarJSONNode, file: String) throws(SnackbarAssetCatalogError) {
    let decoder = Decoder(file: file)
    guard root.members != nil else { throw decoder.failure(root, key: "", "expected an object, found \(root.kind)") }
    guard let colors = root["colors"] else { throw decoder.failure(root, key: "colors", "missing") }
    guard case .array(let entries) = colors.content else {
      throw decoder.failure(colors, key: "colors", "expected an array, found \(colors.kind)")
    }
    var candidates: [Slot: Candidate] = [:]
    for (index, entry) in entries.enumerated() {
      let key = "colors[\(index)]"
      let parsed = try decoder.entry(entry, key: key)
      if let existing = candidates[parsed.slot], !parsed.ranks(above: existing) { continue }
      candidates[parsed.slot] = parsed
    }
    func pick(_ order: [Slot]) -> SnackbarColor? { order.lazy.compactMap { candidates[$0]?.color }.first }
    guard
      let light = pick([Slot(.light, high: false), Slot(.any, high: false)])
        ?? pick([Slot(.dark, high: false)])
    else {
      throw decoder.failure(colors, key: "colors", "no colour to read (the set is empty)")
    }
    let dark = pick([Slot(.dark, high: false), Slot(.any, high: false)]) ?? light
    let highLight = pick([Slot(.light, high: true), Slot(.any, high: true)]) ?? light
    let highDark = pick([Slot(.dark, high: true), Slot(.any, high: true)]) ?? dark
    color = SnackbarColor(light: light, dark: dark, highContrastLight: highLight, highContrastDark: highDark)
  }

  /// Which appearance an entry is for.
  struct Slot: Hashable {
    enum Luminosity: Hashable { case any, light, dark }
    let luminosity: Luminosity
    let highContrast: Bool

    init(_ luminosity: Luminosity, high: Bool) {
      self.luminosity = luminosity
      highContrast = high
    }
  }

  /// One decoded entry and how well it fits headless sRGB drawing.
  struct Candidate {
    let slot: Slot
    let color: SnackbarColor
    let isUniversal: Bool
    let isSRGBGamut: Bool

    /// Whether this entry should replace `other` for the same appearance: universal over one
    /// device's, then sRGB over Display P3; otherwise the first in the file stays.
    func ranks(above other: Candidate) -> Bool {
      if isUniversal != other.isUniversal { return isUniversal }
      if isSRGBGamut != other.isSRGBGamut { return isSRGBGamut }
      return false
    }
  }

  /// Decoding with the file's name at hand for every error.
  struct Decoder {
    let file: String

    func failure(_ node: SnackbarJSONNode, key: String, _ message: String) -> SnackbarAssetCatalogError {
      .invalidColorSet(file: file, position: node.position, key: key, message: message)
    }

    func string(_ node: SnackbarJSONNode, key: String) throws(SnackbarAssetCatalogError) -> String {
      guard case .string(let text) = node.content else {
        throw failure(node, key: key, "expected a string, found \(node.kind)")
      }
      return text
    }

    func entry(_ entry: SnackbarJSONNode, key: String) throws(SnackbarAssetCatalogError) -> Candidate {
      guard entry.members != nil else { throw failure(entry, key: key, "expected an object, found \(entry.kind)") }
      let idiom = try entry["idiom"].map { node throws(SnackbarAssetCatalogError) in
        try string(node, key: key + ".idiom")
      }
      let gamut = try entry["display-gamut"].map { node throws(SnackbarAssetCatalogError) in
        try string(node, key: key + ".display-gamut")
      }
      let slot = try appearances(entry["appearances"], key: key + ".appearances")
      guard let colorNode = entry["color"] else { throw failure(entry, key: key + ".color", "missing") }
      let color = try self.color(colorNode, key: key + ".color")
      return Candidate(
        slot: slot, color: color, isUniversal: idiom == nil || idiom == "universal",
        isSRGBGamut: gamut == nil || gamut?.lowercased() == "srgb")
    }

    func appearances(_ node: SnackbarJSONNode?, key: String) throws(SnackbarAssetCatalogError) -> Slot {
      guard let node else { return Slot(.any, high: false) }
      guard case .array(let items) = node.content else {
        throw failure(node, key: key, "expected an array, found \(node.kind)")
      }
      var luminosity: Slot.Luminosity?
      var high: Bool?
      for (index, item) in items.enumerated() {
        let itemKey = "\(key)[\(index)]"
        guard let nameNode = item["appearance"], let valueNode = item["value"] else {
          throw failure(item, key: itemKey, "expected an object with \"appearance\" and \"value\"")
        }
        let name = try string(nameNode, key: itemKey + ".appearance")
        let value = try string(valueNode, key: itemKey + ".value")
        switch (name, value) {
        case ("luminosity", "light") where luminosity == nil: luminosity = .light
        case ("luminosity", "dark") where luminosity == nil: luminosity = .dark
        case ("contrast", "high") where high == nil: high = true
        case ("luminosity", _), ("contrast", _):
          throw failure(
            valueNode, key: itemKey + ".value",
            "\"\(EchoedText.escaped(value))\" is not a \(name) this reader knows, or is given twice "
              + "(luminosity: light or dark; contrast: high)")
        default:
          throw failure(
            nameNode, key: itemKey + ".appearance",
            "\"\(EchoedText.escaped(name))\" is not an appearance this reader knows (luminosity, contrast)")
        }
      }
      return Slot(luminosity ?? .any, high: high ?? false)
    }

    func color(_ node: SnackbarJSONNode, key: String) throws(SnackbarAssetCatalogError) -> SnackbarColor {
      guard node.members != nil else { throw failure(node, key: key, "expected an object, found \(node.kind)") }
      if let reference = node["reference"] {
        throw failure(
          reference, key: key + ".reference",
          "a system colour (\(reference.quoted)) has no value headless; give the colour's components instead")
      }
      guard let spaceNode = node["color-space"] else { throw failure(node, key: key + ".color-space", "missing") }
      let space = try string(spaceNode, key: key + ".color-space")
      guard let components = node["components"] else {
        throw failure(node, key: key + ".components", "missing")
      }
      guard components.members != nil else {
        throw failure(components, key: key + ".components", "expected an object, found \(components.kind)")
      }
      let componentsKey = key + ".components"
      func component(_ name: String, isAlpha: Bool = false) throws(SnackbarAssetCatalogError) -> Double {
        guard let value = components[name] else {
          throw failure(components, key: componentsKey + "." + name, "missing")
        }
        return try self.component(value, key: componentsKey + "." + name, isAlpha: isAlpha)
      }
      let alpha = try component("alpha", isAlpha: true)
      switch space {
      case "srgb", "extended-srgb":
        return SnackbarColor(
          red: try component("red"), green: try component("green"), blue: try component("blue"), alpha: alpha)
      case "extended-linear-srgb":
        let (r, g, b) = (try component("red"), try component("green"), try component("blue"))
        return SnackbarColor(
          red: ColorSpaceConversion.encodeSRGB(r), green: ColorSpaceConversion.encodeSRGB(g),
          blue: ColorSpaceConversion.encodeSRGB(b), alpha: alpha)
      case "display-p3", "extended-display-p3":
        let (r, g, b) = ColorSpaceConversion.sRGB(
          fromDisplayP3: (try component("red"), try component("green"), try component("blue")))
        // Huge extended components overflow the conversion (infinity minus infinity): a NaN would
        // be drawn, and audited, as black.
        guard r.isFinite, g.isFinite, b.isFinite else {
          throw failure(
            components, key: componentsKey,
            "the components are too large to convert from Display P3 to sRGB; extended components lie within "
              + "a few units of 0...1")
        }
        return SnackbarColor(red: r, green: g, blue: b, alpha: alpha)
      case "gray-gamma-22", "extended-gray":
        // Gray gamma 2.2 is close to sRGB's curve; sRGB greys are what UIKit draws for it here.
        return SnackbarColor(white: try component("white"), alpha: alpha)
      default:
        throw failure(
          spaceNode, key: key + ".color-space",
          "\"\(EchoedText.escaped(space))\" is not a colour space this reader knows (srgb, extended-srgb, "
            + "extended-linear-srgb, display-p3, extended-display-p3, gray-gamma-22, extended-gray)")
      }
    }

    /// A component as Xcode writes it: `"0.400"`, `"102"` (0...255) or `"0x66"`; alpha always as
    /// a float.
    func component(_ node: SnackbarJSONNode, key: String, isAlpha: Bool) throws(SnackbarAssetCatalogError) -> Double {
      let expected =
        isAlpha
        ? "expected a float such as \"1.000\""
        : "expected a float such as \"0.400\", an integer 0...255 such as \"102\", or hex such as \"0x66\""
      switch node.content {
      case .number(let text):
        if let value = Double(text), value.isFinite { return value }
      case .string(let text):
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if !isAlpha, trimmed.lowercased().hasPrefix("0x") {
          let digits = trimmed.dropFirst(2)
          if (1...2).contains(digits.count), let byte = UInt8(digits, radix: 16) { return Double(byte) / 255 }
        } else if !isAlpha, !trimmed.isEmpty, trimmed.allSatisfy(\.isASCII), trimmed.allSatisfy(\.isNumber) {
          if let byte = UInt8(trimmed) { return Double(byte) / 255 }
        } else if let value = Double(trimmed), value.isFinite, trimmed.allSatisfy({ $0.isASCII }) {
          return value
        }
      default:
        break
      }
      throw failure(node, key: key, "\(node.quoted) is not a colour component; \(expected)")
    }
  }
}

/// Colour-space arithmetic for the spaces Xcode offers.
enum ColorSpaceConversion {
  /// sRGB's transfer function: linear light to the encoded value.
  static func encodeSRGB(_ linear: Double) -> Double {
    let magnitude = abs(linear)
    let encoded = magnitude <= 0.003_130_8 ? 12.92 * magnitude : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
    return linear < 0 ? -encoded : encoded
  }

  /// sRGB's (and Display P3's, which shares it) inverse transfer function.
  static func decodeSRGB(_ encoded: Double) -> Double {
    let magnitude = abs(encoded)
    let linear = magnitude <= 0.040_45 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
    return encoded < 0 ? -linear : linear
  }

  /// Display P3 (D65, sRGB's curve) to sRGB, unclamped: linearise, convert with the two spaces'
  /// primaries, encode.
  static func sRGB(fromDisplayP3 p3: (Double, Double, Double)) -> (Double, Double, Double) {
    let (r, g, b) = (decodeSRGB(p3.0), decodeSRGB(p3.1), decodeSRGB(p3.2))
    // Linear Display P3 → linear sRGB (both D65): M = M(sRGB←XYZ) · M(XYZ←P3).
    let lr = 1.224_940_2 * r - 0.224_940_2 * g + 0.000_000_0 * b
    let lg = -0.042_056_9 * r + 1.042_056_9 * g + 0.000_000_0 * b
    let lb = -0.019_637_6 * r - 0.078_636_0 * g + 1.098_273_6 * b
    return (encodeSRGB(lr), encodeSRGB(lg), encodeSRGB(lb))
  }
}
