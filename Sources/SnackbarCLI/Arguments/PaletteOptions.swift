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
  static let valueOptions: Set<String> = ["container-color", "text-color", "action-color", "contrast"]
  static let pathOptions: Set<String> = ["assets"]

  static let help = """
      --assets PATH         an Xcode asset catalog (.xcassets folder) whose named colours the
                            colour options may name; read without following links
      --container-color C   the container colour: #RGB, #RRGGBB, #RRGGBBAA or a name from --assets
      --text-color C        the message text colour (same forms)
      --action-color C      the action title colour (same forms)
      --contrast LEVEL      normal | high: Increase Contrast, for a named colour's high-contrast
                            variant (default normal)
    """

  /// Applies the colour options to `manager` and `--contrast` to `traits`.
  static func apply(
    _ arguments: ParsedArguments, to manager: SnackbarManager, traits: SnackbarTraitCollection
  ) throws(CLIError) -> SnackbarTraitCollection {
    var traits = traits
    switch arguments.value("contrast") ?? "normal" {
    case "normal": traits.accessibilityContrast = .normal
    case "high": traits.accessibilityContrast = .high
    case let other: throw .usage("--contrast must be normal or high, got \"\(EchoedText.escaped(other))\"")
    }
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
