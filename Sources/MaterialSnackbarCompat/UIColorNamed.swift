import SnackbarBasics

#if !canImport(UIKit)
  import Foundation
  import MaterialSnackbar
  import SnackbarAssetCatalogs

  extension SnackbarColor {
    /// UIKit's `UIColor(named:)`: the colour of that name from an asset catalog, or nil for an
    /// unknown name, as UIKit returns.
    ///
    /// Colours come from the asset catalogs the program registers (`SnackbarAssetCatalog(contentsOf:)
    /// .register()`, or `SnackbarNamedColors.register(_:)`), then from the `*.xcassets` folders
    /// in the main bundle's resources, read on the first miss. The colour keeps its light, dark
    /// and high-contrast variants and is resolved when drawn, so the light and dark renders of
    /// one view differ as on iOS. An asset catalog in the bundle that cannot be read gives no colours
    /// (UIKit, too, returns nil rather than failing); register it yourself to see the error.
    public init?(named name: String) {
      self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// UIKit's `UIColor(named:in:compatibleWith:)`: as ``init(named:)``, looking in `bundle`'s
    /// `*.xcassets` folders after the registered colours (the main bundle's when `bundle` is
    /// nil), and resolved for `traitCollection` when one is given.
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
      guard
        let color = SnackbarNamedColors.color(named: name)
          ?? BundleAssetCatalogs.color(named: name, in: bundle ?? .main)
      else { return nil }
      self = traitCollection.map { color.resolvedColor(with: $0) } ?? color
    }
  }

  /// The colours of each bundle's asset catalogs, read once per bundle.
  private enum BundleAssetCatalogs {
    private static let loaded = SnackbarLocked<[String: [String: SnackbarColor]]>([:])

    static func color(named name: String, in bundle: Bundle) -> SnackbarColor? {
      guard let resources = bundle.resourceURL else { return nil }
      let key = resources.path
      if let colors = loaded.read({ $0[key] }) { return colors[name] }
      var colors: [String: SnackbarColor] = [:]
      for url in SnackbarAssetCatalog.catalogs(in: resources) {
        if let assetCatalog = try? SnackbarAssetCatalog(contentsOf: url) {
          colors.merge(assetCatalog.colors) { first, _ in first }
        }
      }
      loaded.withLock { $0[key] = colors }
      return colors[name]
    }
  }
#endif
