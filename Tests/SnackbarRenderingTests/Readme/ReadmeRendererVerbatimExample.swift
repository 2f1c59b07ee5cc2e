import Foundation
import MaterialSnackbar
import SnackbarAssetCatalogs
import SnackbarLayout
import SnackbarRendering

// README, "The renderer", verbatim so that it keeps compiling (ReadmeCodeBlocksTests checks it is
// here). Not run as printed: it writes archived.png into the current directory.
// ReadmeRendererExampleTests runs the same code with the output in a temporary directory.
enum ReadmeRendererVerbatimExample {
  static func rendererExample() throws {
    let message = SnackbarMessage(text: "Photo archived")
    message.action = SnackbarMessageAction(title: "Undo")
    let renderer = try SnackbarRenderer()  // loads the pinned fonts; one renderer per thread
    var request = SnackbarRenderRequest(
      message: message, traits: SnackbarTraitCollection(displayScale: 2), sizing: .fittingWidth(359))
    request.framing = .backdrop(color: SnackbarColor(white: 0.8), inset: 16)
    try renderer.write(request, to: URL(fileURLWithPath: "archived.png"))  // atomic
    let layout = try renderer.layout(request)  // the frames, as values or as JSON
    _ = layout
  }
}

/// MaterialSnackbarCompat's article "Porting reference", "Named colours and asset catalogs": reads
/// an asset catalog from a path relative to the current directory, which a test cannot rely on;
/// RenderNamedColorTests runs the same steps.
enum ReadmeNamedColorsVerbatimExample {
  static func registerPalette() throws {
    let palette = try SnackbarAssetCatalog(contentsOf: URL(fileURLWithPath: "Design/Assets.xcassets"))
    palette.register()  // UIColor(named: "SnackbarSurface") finds it now, in every module
    let manager = SnackbarManager()
    manager.snackbarMessageViewBackgroundColor = palette.colors["SnackbarSurface"]
  }
}
