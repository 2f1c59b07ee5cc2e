import Foundation
import MaterialSnackbar
import SnackbarAssetCatalogs
import SnackbarBasics
import SnackbarFiles
import SnackbarJSON
import SnackbarLayout
import SnackbarRendering

/// `--assets PATH.xcassets` and the colour options that may name its colours, so that a design
/// team draws with its real palette: the colours keep their light, dark and high-contrast
/// variants and are resolved against `--appearance` and `--contrast` when drawn.
enum PaletteOptions {
  static let options = OptionGroup([
    OptionDeclaration(
      "assets", .path, valueName: "PATH",
      help: """
        an Xcode asset catalog (.xcassets folder) whose named colours the
        colour options may name; read without following links
        """),
    OptionDeclaration(
      "container-color", .text, valueName: "C",
      help: "the container colour: #RGB, #RRGGBB, #RRGGBBAA or a name from --assets"),
    OptionDeclaration("text-color", .text, valueName: "C", help: "the message text colour (same forms)"),
    OptionDeclaration("action-color", .text, valueName: "C", help: "the action title colour (same forms)"),
    OptionDeclaration(
      "contrast", .text, valueName: "LEVEL", validation: .choices(["normal", "high"]),
      help: """
        normal | high: Increase Contrast, for a named colour's high-contrast
        variant (default normal)
        """),
  ])

  /// Applies the colour options to `manager` and `--contrast` to `traits`.
  static func apply(
    _ arguments: ParsedArguments, to manager: SnackbarManager, traits: SnackbarTraitCollection
  ) throws(CLIError) -> SnackbarTraitCollection {
    var traits = traits
    traits.accessibilityContrast = try arguments.choice("contrast") == "high" ? .high : .normal
    let assetCatalog = try arguments.path("assets").map { (path) throws(CLIError) in
      try AssetCatalogCache.assetCatalog(at: path)
    }
    func color(_ option: String) throws(CLIError) -> SnackbarColor? {
      guard let text = arguments.value(option) else { return nil }
      if text.hasPrefix("#") { return try parseColor(text, option: option) }
      guard let assetCatalog else {
        throw .usage("--\(option): \"\(EchoedText.escaped(text))\" is not a colour (#RRGGBB); names need --assets")
      }
      guard let named = assetCatalog.colors[text] else {
        let path = EchoedText.escaped(assetCatalog.url.path)
        throw .usage("--\(option): no colour named \"\(EchoedText.escaped(text))\" in \(path)")
      }
      return named
    }
    if let container = try color("container-color") { manager.snackbarMessageViewBackgroundColor = container }
    if let text = try color("text-color") { manager.messageTextColor = text }
    if let action = try color("action-color") {
      manager.setButtonTitleColor(action, for: .normal)
      manager.setButtonTitleColor(action, for: .highlighted)
    }
    return traits
  }
}

/// Asset catalogs read once per process: the lines of a batch that name one asset catalog share it.
private enum AssetCatalogCache {
  private static let assetCatalogs = SnackbarLocked<[BytePath: SnackbarAssetCatalog]>([:])

  static func assetCatalog(at path: BytePath) throws(CLIError) -> SnackbarAssetCatalog {
    if let cached = assetCatalogs.read({ $0[path] }) { return cached }
    guard let string = path.utf8String else { throw .usage("--assets must be a UTF-8 path, got \"\(path)\"") }
    let assetCatalog: SnackbarAssetCatalog
    do {
      assetCatalog = try SnackbarAssetCatalog(contentsOf: URL(fileURLWithPath: string))
    } catch {
      throw .usage("--assets: \(error.description)")
    }
    assetCatalogs.withLock { $0[path] = assetCatalog }
    return assetCatalog
  }
}
