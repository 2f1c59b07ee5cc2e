import Foundation
import MaterialSnackbar
import SnackbarAssetCatalogs
import SnackbarImage
import SnackbarLayout
import SnackbarRendering
import SnackbarTestSupport
import Testing

/// Named colours from an asset catalog are resolved when drawn: one manager, one message, a light
/// and a dark render, two container colours, as on iOS.
@Suite struct RenderNamedColorTests {
  @Test func aDarkAppearanceNamedColorDrawsInADarkRender() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let directory = temporary.url
    let assetCatalogURL = directory.appendingPathComponent("Assets.xcassets")
    let colorSet = assetCatalogURL.appendingPathComponent("SnackbarSurface.colorset")
    try FileManager.default.createDirectory(at: colorSet, withIntermediateDirectories: true)
    try Data(
      """
      { "colors" : [
          { "color" : { "color-space" : "srgb",
              "components" : { "alpha" : "1.000", "blue" : "0x8B", "green" : "0x1A", "red" : "0x1A" } },
            "idiom" : "universal" },
          { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
            "color" : { "color-space" : "srgb",
              "components" : { "alpha" : "1.000", "blue" : "0xF0", "green" : "0xD0", "red" : "0xC0" } },
            "idiom" : "universal" } ],
        "info" : { "author" : "xcode", "version" : 1 } }
      """.utf8
    ).write(to: colorSet.appendingPathComponent("Contents.json"))
    let assetCatalog = try SnackbarAssetCatalog(contentsOf: assetCatalogURL)

    let manager = SnackbarManager(scheduler: ManualScheduler())
    manager.snackbarMessageViewBackgroundColor = assetCatalog.colors["SnackbarSurface"]
    #expect(manager.snackbarMessageViewBackgroundColor?.isDynamic == true)
    let renderer = try RenderTestSupport.makeRenderer()
    func containerPixel(dark: Bool) throws -> RGBAPixel {
      let traits = SnackbarTraitCollection(userInterfaceStyle: dark ? .dark : .light)
      let request = SnackbarRenderRequest(message: SnackbarMessage(text: "Synced"), manager: manager, traits: traits)
      let image = try renderer.render(request)
      RenderTestSupport.save(image, "named-colour-\(dark ? "dark" : "light")")
      let layout = try renderer.layout(request)
      return image[Int((layout.containerFrame.maxX - 3) * 2), Int(layout.containerFrame.midY * 2)]
    }
    #expect(try containerPixel(dark: false) == RGBAPixel(red: 0x1A, green: 0x1A, blue: 0x8B))
    #expect(try containerPixel(dark: true) == RGBAPixel(red: 0xC0, green: 0xD0, blue: 0xF0))
  }
}
