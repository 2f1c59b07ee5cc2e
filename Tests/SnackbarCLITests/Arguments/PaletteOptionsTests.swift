import Foundation
import SnackbarImage
import SnackbarRendering
import Testing

@testable import SnackbarCLI

/// `--assets` and the colour options: a design team's asset catalog drives the drawing, resolved for
/// `--appearance` and `--contrast`.
@Suite struct PaletteOptionsTests {
  /// An asset catalog with "Surface": navy in light, pale blue in dark, black with increased contrast.
  static func writeAssetCatalog(in scratch: ScratchDirectory) throws -> String {
    let assetCatalog = scratch.url.appendingPathComponent("Brand.xcassets")
    let colorSet = assetCatalog.appendingPathComponent("Surface.colorset")
    try FileManager.default.createDirectory(at: colorSet, withIntermediateDirectories: true)
    func entry(_ hex: (String, String, String), _ appearances: String) -> String {
      """
      { "appearances" : [ \(appearances) ], "idiom" : "universal",
        "color" : { "color-space" : "srgb",
          "components" : { "alpha" : "1.000", "red" : "\(hex.0)", "green" : "\(hex.1)", "blue" : "\(hex.2)" } } }
      """
    }
    let dark = #"{ "appearance" : "luminosity", "value" : "dark" }"#
    let high = #"{ "appearance" : "contrast", "value" : "high" }"#
    try Data(
      """
      { "colors" : [ \(entry(("0x1A", "0x1A", "0x8B"), "")), \(entry(("0xC0", "0xD0", "0xF0"), dark)),
        \(entry(("0x00", "0x00", "0x00"), high)) ] }
      """.utf8
    ).write(to: colorSet.appendingPathComponent("Contents.json"))
    return assetCatalog.path
  }

  /// The container's colour in a rendered PNG: at its middle, right of a short text.
  static func containerPixel(_ path: String) throws -> RGBAPixel {
    let image = try PNGCodec.decode(contentsOf: URL(fileURLWithPath: path))
    return image[image.width / 2, image.height / 2 - 4]
  }

  @Test func namedColorsDrawInEachAppearance() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.cleanUp() }
    let assetCatalog = try Self.writeAssetCatalog(in: scratch)
    let common = ["render", "--text", "Synced", "--assets", assetCatalog, "--container-color", "Surface"]
    let light = snackbar(common + ["--output", scratch.path("light.png")])
    let dark = snackbar(common + ["--appearance", "dark", "--output", scratch.path("dark.png")])
    let high = snackbar(common + ["--contrast", "high", "--output", scratch.path("high.png")])
    #expect(light.status == 0 && dark.status == 0 && high.status == 0, "\(light.errorText) \(dark.errorText)")
    #expect(try Self.containerPixel(scratch.path("light.png")) == RGBAPixel(red: 0x1A, green: 0x1A, blue: 0x8B))
    #expect(try Self.containerPixel(scratch.path("dark.png")) == RGBAPixel(red: 0xC0, green: 0xD0, blue: 0xF0))
    #expect(try Self.containerPixel(scratch.path("high.png")) == RGBAPixel(red: 0, green: 0, blue: 0))
  }

  @Test func hexColorsNeedNoAssetCatalog() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.cleanUp() }
    let run = snackbar(["render", "--text", "Hex", "--container-color", "#008577", "--output", scratch.path("hex.png")])
    #expect(run.status == 0, "\(run.errorText)")
    #expect(try Self.containerPixel(scratch.path("hex.png")) == RGBAPixel(red: 0x00, green: 0x85, blue: 0x77))
  }

  @Test func aBatchLineNamesItsAssetCatalog() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.cleanUp() }
    let assetCatalog = try Self.writeAssetCatalog(in: scratch)
    let lines = [
      #"{"command": "render", "text": "One", "assets": "\#(assetCatalog)", "container-color": "Surface", "output": "\#(scratch.path("one.png"))"}"#,
      #"{"command": "render", "text": "Two", "assets": "\#(assetCatalog)", "container-color": "Surface", "appearance": "dark", "output": "\#(scratch.path("two.png"))"}"#,
    ]
    let run = try batch(["-", "--quiet"], standardInput: lines.joined(separator: "\n") + "\n")
    #expect(run.status == 0, "\(run.errors)")
    #expect(try Self.containerPixel(scratch.path("one.png")) == RGBAPixel(red: 0x1A, green: 0x1A, blue: 0x8B))
    #expect(try Self.containerPixel(scratch.path("two.png")) == RGBAPixel(red: 0xC0, green: 0xD0, blue: 0xF0))
  }

  @Test func badPalettesAreRefusedWithNothingWritten() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.cleanUp() }
    let assetCatalog = try Self.writeAssetCatalog(in: scratch)
    let output = scratch.path("out.png")
    let unknown = snackbar([
      "render", "--text", "x", "--assets", assetCatalog, "--text-color", "Nope", "--output", output,
    ])
    #expect(unknown.status == 2 && unknown.errorText.contains("no colour named \"Nope\""), "\(unknown.errorText)")
    let noAssetCatalog = snackbar(["render", "--text", "x", "--text-color", "Surface", "--output", output])
    #expect(
      noAssetCatalog.status == 2 && noAssetCatalog.errorText.contains("names need --assets"),
      "\(noAssetCatalog.errorText)")
    let contrast = snackbar(["render", "--text", "x", "--contrast", "max", "--output", output])
    #expect(contrast.status == 2 && contrast.errorText.contains("--contrast must be normal or high"))
    // A value echoed in a message cannot drive the terminal.
    let hostile = snackbar([
      "render", "--text", "x", "--assets", assetCatalog, "--text-color", "\u{1B}]0;owned\u{7}", "--output", output,
    ])
    #expect(hostile.status == 2 && !hostile.errorText.contains("\u{1B}") && hostile.errorText.contains("\\x1B"))

    // An asset catalog not read before (an asset catalog is read once per process, and cached).
    let other = try ScratchDirectory()
    defer { other.cleanUp() }
    let linkedAssetCatalog = try Self.writeAssetCatalog(in: other)
    try FileManager.default.createSymbolicLink(
      atPath: linkedAssetCatalog + "/Linked.colorset", withDestinationPath: linkedAssetCatalog + "/Surface.colorset")
    let linked = snackbar(["render", "--text", "x", "--assets", linkedAssetCatalog, "--output", output])
    #expect(linked.status == 2 && linked.errorText.contains("symbolic link"), "\(linked.errorText)")
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  @Test func helpListsTheOptions() {
    let help = snackbar(["render", "--help"]).outputText
    #expect(help.contains("--assets PATH") && help.contains("--container-color C") && help.contains("--contrast"))
  }
}
