import Foundation
import MaterialSnackbar
import SnackbarAssetCatalogs
import SnackbarTestSupport
import Testing

/// A throwaway `.xcassets` folder written as Xcode writes one, removed with the fixture.
final class AssetCatalogFixture {
  private let folder: TemporaryDirectory
  let url: URL

  deinit {
    folder.cleanUp()
  }

  init(_ name: String = "Palette") throws {
    folder = try TemporaryDirectory()
    url = folder.path("\(name).xcassets")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    try write(#"{ "info" : { "author" : "xcode", "version" : 1 } }"#, to: "Contents.json")
  }

  func write(_ text: String, to relativePath: String) throws {
    let file = url.appendingPathComponent(relativePath)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
  }

  /// `name.colorset/Contents.json` holding `entries`.
  func colorSet(_ name: String, _ entries: String) throws {
    try write(
      """
      {
        "colors" : [
      \(entries)
        ],
        "info" : { "author" : "xcode", "version" : 1 }
      }
      """, to: "\(name).colorset/Contents.json")
  }

  /// One entry: sRGB components as written, with optional appearances.
  static func entry(
    _ red: String, _ green: String, _ blue: String, alpha: String = "1.000", appearances: String? = nil,
    space: String = "srgb", extra: String = ""
  ) -> String {
    let appearanceLine = appearances.map { #""appearances" : [ \#($0) ],"# } ?? ""
    return """
          { \(appearanceLine) \(extra)
            "color" : { "color-space" : "\(space)",
              "components" : { "alpha" : "\(alpha)", "blue" : "\(blue)", "green" : "\(green)", "red" : "\(red)" } },
            "idiom" : "universal" }
      """
  }

  static let dark = #"{ "appearance" : "luminosity", "value" : "dark" }"#
  static let light = #"{ "appearance" : "luminosity", "value" : "light" }"#
  static let highContrast = #"{ "appearance" : "contrast", "value" : "high" }"#

  func load() throws(SnackbarAssetCatalogError) -> SnackbarAssetCatalog {
    try SnackbarAssetCatalog(contentsOf: url)
  }
}

@Suite struct AssetCatalogTests {
  static let darkTraits = SnackbarTraitCollection(userInterfaceStyle: .dark)
  static let highTraits = SnackbarTraitCollection(accessibilityContrast: .high)
  static let highDarkTraits = SnackbarTraitCollection(userInterfaceStyle: .dark, accessibilityContrast: .high)

  @Test func componentsInXcodesThreeNotations() throws {
    let fixture = try AssetCatalogFixture()
    try fixture.colorSet("Floats", AssetCatalogFixture.entry("0.200", "0.400", "0.600"))
    try fixture.colorSet("Integers", AssetCatalogFixture.entry("51", "102", "153"))
    try fixture.colorSet("Hex", AssetCatalogFixture.entry("0x33", "0x66", "0x99", alpha: "0.500"))
    let colors = try fixture.load().colors
    #expect(colors["Floats"] == SnackbarColor(red: 0.2, green: 0.4, blue: 0.6))
    #expect(colors["Integers"] == SnackbarColor(rgb: 0x336699))
    #expect(colors["Hex"] == SnackbarColor(rgb: 0x336699, alpha: 0.5))
    #expect(colors["Hex"]?.isDynamic == false)
  }

  @Test func appearancesResolveAsUIKitDoes() throws {
    let fixture = try AssetCatalogFixture()
    try fixture.colorSet(
      "Primary",
      [
        AssetCatalogFixture.entry("0x62", "0x00", "0xEE"),
        AssetCatalogFixture.entry("0xBB", "0x86", "0xFC", appearances: AssetCatalogFixture.dark),
        AssetCatalogFixture.entry("0x30", "0x00", "0x90", appearances: AssetCatalogFixture.highContrast),
        AssetCatalogFixture.entry(
          "0xE0", "0xC0", "0xFF", appearances: AssetCatalogFixture.dark + ", " + AssetCatalogFixture.highContrast),
      ].joined(separator: ",\n"))
    let primary = try #require(try fixture.load().colors["Primary"])
    #expect(primary.isDynamic)
    #expect(primary.resolvedColor(with: SnackbarTraitCollection()) == SnackbarColor(rgb: 0x6200EE))
    #expect(primary.resolvedColor(with: Self.darkTraits) == SnackbarColor(rgb: 0xBB86FC))
    #expect(primary.resolvedColor(with: Self.highTraits) == SnackbarColor(rgb: 0x300090))
    #expect(primary.resolvedColor(with: Self.highDarkTraits) == SnackbarColor(rgb: 0xE0C0FF))
  }

  /// Without a high-contrast entry, increased contrast keeps the normal colour of its
  /// luminosity; a light entry wins over "any" in light mode.
  @Test func missingVariantsFallBack() throws {
    let fixture = try AssetCatalogFixture()
    try fixture.colorSet(
      "Surface",
      [
        AssetCatalogFixture.entry("0x10", "0x10", "0x10"),
        AssetCatalogFixture.entry("0xFF", "0xFF", "0xFF", appearances: AssetCatalogFixture.light),
        AssetCatalogFixture.entry("0x20", "0x20", "0x20", appearances: AssetCatalogFixture.dark),
      ].joined(separator: ",\n"))
    let surface = try #require(try fixture.load().colors["Surface"])
    #expect(surface.resolvedColor(with: SnackbarTraitCollection()) == .white)
    #expect(surface.resolvedColor(with: Self.highTraits) == .white)
    #expect(surface.resolvedColor(with: Self.highDarkTraits) == SnackbarColor(rgb: 0x202020))
  }

  @Test func displayP3AndGreyAreConverted() throws {
    let fixture = try AssetCatalogFixture()
    try fixture.colorSet("P3Grey", AssetCatalogFixture.entry("0.500", "0.500", "0.500", space: "display-p3"))
    try fixture.colorSet("P3Red", AssetCatalogFixture.entry("1.000", "0.000", "0.000", space: "display-p3"))
    try fixture.colorSet(
      "Grey",
      """
          { "color" : { "color-space" : "gray-gamma-22", "components" : { "alpha" : "1.000", "white" : "0.250" } },
            "idiom" : "universal" }
      """)
    let colors = try fixture.load().colors
    let grey = try #require(colors["P3Grey"])
    #expect(abs(grey.red - 0.5) < 1e-6 && abs(grey.green - 0.5) < 1e-6 && abs(grey.blue - 0.5) < 1e-6)
    // P3's red is outside sRGB: (1.093, -0.227, -0.150) before clamping.
    #expect(colors["P3Red"] == SnackbarColor(red: 1, green: 0, blue: 0))
    #expect(colors["Grey"] == SnackbarColor(white: 0.25))
  }

  /// Universal over one device's entry, sRGB over Display P3, for the same appearance.
  @Test func universalSRGBEntriesArePreferred() throws {
    let fixture = try AssetCatalogFixture()
    try fixture.colorSet(
      "Accent",
      [
        AssetCatalogFixture.entry("0x00", "0x00", "0xFF").replacingOccurrences(of: "universal", with: "iphone"),
        AssetCatalogFixture.entry("0xFF", "0x00", "0x00", extra: #""display-gamut" : "display-P3","#),
        AssetCatalogFixture.entry("0x00", "0xFF", "0x00", extra: #""display-gamut" : "sRGB","#),
      ].joined(separator: ",\n"))
    #expect(try fixture.load().colors["Accent"] == SnackbarColor(red: 0, green: 1, blue: 0))
  }

  @Test func namespacedGroupsPrefixNames() throws {
    let fixture = try AssetCatalogFixture()
    try fixture.write(#"{ "properties" : { "provides-namespace" : true } }"#, to: "Brand/Contents.json")
    try fixture.colorSet("Brand/Primary", AssetCatalogFixture.entry("0x11", "0x22", "0x33"))
    try fixture.colorSet("Plain/Secondary", AssetCatalogFixture.entry("0x44", "0x55", "0x66"))
    try fixture.write("{}", to: "Logo.imageset/Contents.json")
    let catalog = try fixture.load()
    #expect(catalog.colors.keys.sorted() == ["Brand/Primary", "Secondary"])
  }

  @Test func registeringMakesNamesKnown() throws {
    let fixture = try AssetCatalogFixture()
    let name = "Registered-\(UUID().uuidString)"
    try fixture.colorSet(name, AssetCatalogFixture.entry("0x01", "0x02", "0x03"))
    #expect(SnackbarNamedColors.color(named: name) == nil)
    try fixture.load().register()
    #expect(SnackbarNamedColors.color(named: name) == SnackbarColor(rgb: 0x010203))
  }

  // MARK: - Untrusted files

  @Test func aRepeatedKeyIsRefusedWithItsLine() throws {
    let fixture = try AssetCatalogFixture()
    try fixture.write(
      """
      {
        "colors" : [],
        "colors" : []
      }
      """, to: "Twice.colorset/Contents.json")
    let error = #expect(throws: SnackbarAssetCatalogError.self) { try fixture.load() }
    let text = try #require(error).description
    #expect(text.contains("Twice.colorset/Contents.json, line 3, column 3"), "\(text)")
    #expect(text.contains("given twice"), "\(text)")
  }

  /// Huge extended Display P3 components overflow the conversion to NaN, which would be drawn
  /// and audited as black: an error instead.
  @Test func aDisplayP3ColorThatOverflowsIsAnError() throws {
    let fixture = try AssetCatalogFixture()
    try fixture.colorSet("Huge", AssetCatalogFixture.entry("1e300", "1e300", "0.000", space: "extended-display-p3"))
    let error = #expect(throws: SnackbarAssetCatalogError.self) { try fixture.load() }
    let text = try #require(error).description
    #expect(text.contains("colors[0].color.components: the components are too large"), "\(text)")
  }

  @Test func aBadComponentNamesTheKeyAndLine() throws {
    let fixture = try AssetCatalogFixture()
    try fixture.colorSet("Bad", AssetCatalogFixture.entry("0.2", "0.4", "lots"))
    let error = #expect(throws: SnackbarAssetCatalogError.self) { try fixture.load() }
    let text = try #require(error).description
    #expect(text.contains("Bad.colorset/Contents.json, line "), "\(text)")
    #expect(text.contains("colors[0].color.components.blue: \"lots\" is not a colour component"), "\(text)")
  }

  @Test(arguments: [
    (#""color-space" : "cmyk","#, "not a colour space"),
    (#""reference" : "systemBlueColor","#, "a system colour"),
  ])
  func unreadableColorsAreErrors(_ replacement: String, _ expected: String) throws {
    let fixture = try AssetCatalogFixture()
    try fixture.colorSet(
      "Odd",
      AssetCatalogFixture.entry("0", "0", "0").replacingOccurrences(of: #""color-space" : "srgb","#, with: replacement))
    let error = #expect(throws: SnackbarAssetCatalogError.self) { try fixture.load() }
    #expect(try #require(error).description.contains(expected))
  }

  @Test func linksInsideTheCatalogAreRefused() throws {
    let fixture = try AssetCatalogFixture()
    try fixture.colorSet("Real", AssetCatalogFixture.entry("0x01", "0x02", "0x03"))
    try FileManager.default.createSymbolicLink(
      atPath: fixture.url.appendingPathComponent("Alias.colorset").path,
      withDestinationPath: fixture.url.appendingPathComponent("Real.colorset").path)
    let error = #expect(throws: SnackbarAssetCatalogError.self) { try fixture.load() }
    #expect(error == .symbolicLink(path: fixture.url.appendingPathComponent("Alias.colorset").path))

    let linkedFile = try AssetCatalogFixture()
    try FileManager.default.createDirectory(
      at: linkedFile.url.appendingPathComponent("Leak.colorset"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: linkedFile.url.appendingPathComponent("Leak.colorset/Contents.json").path,
      withDestinationPath: "/etc/passwd")
    #expect(throws: SnackbarAssetCatalogError.self) { try linkedFile.load() }
  }

  @Test func aFIFOIsNeverOpened() throws {
    let fixture = try AssetCatalogFixture()
    let directory = fixture.url.appendingPathComponent("Pipe.colorset")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let fifo = directory.appendingPathComponent("Contents.json").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let error = #expect(throws: SnackbarAssetCatalogError.self) { try fixture.load() }
    #expect(error == .notARegularFile(path: fifo))
  }

  @Test func oversizedFilesAreRefusedUnread() throws {
    let fixture = try AssetCatalogFixture()
    try fixture.write(
      String(repeating: " ", count: SnackbarAssetCatalog.maximumFileSize + 1), to: "Big.colorset/Contents.json")
    let error = #expect(throws: SnackbarAssetCatalogError.self) { try fixture.load() }
    #expect(try #require(error).description.contains("larger than the limit of 1048576 bytes"))
  }

  @Test func aMissingOrPlainFileCatalogIsAnError() throws {
    let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-\(UUID().uuidString).xcassets")
    #expect(throws: SnackbarAssetCatalogError.self) { try SnackbarAssetCatalog(contentsOf: missing) }
    let fixture = try AssetCatalogFixture()
    let file = fixture.url.appendingPathComponent("Contents.json")
    let error = #expect(throws: SnackbarAssetCatalogError.self) { try SnackbarAssetCatalog(contentsOf: file) }
    #expect(error == .notADirectory(path: file.path))
  }
}
