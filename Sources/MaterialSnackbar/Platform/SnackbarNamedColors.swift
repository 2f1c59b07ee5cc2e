import Foundation
import SnackbarBasics

/// The named colours a program has registered, as an app's asset catalog holds them:
/// `UIColor(named:)` in `MaterialSnackbarCompat` looks them up here.
///
/// `SnackbarAssetCatalog` (in `SnackbarAssetCatalogs`) reads an
/// `.xcassets` folder and registers its colours; a program may also register colours of its
/// own. A name registered again takes the newer colour. Safe from any thread.
public enum SnackbarNamedColors {
  private static let colors = SnackbarLocked<[String: SnackbarColor]>([:])

  /// Adds `colors` by name, replacing colours already registered under the same names.
  public static func register(_ colors: [String: SnackbarColor]) {
    Self.colors.withLock { $0.merge(colors) { _, newer in newer } }
  }

  /// The colour registered as `name`, or nil, as `UIColor(named:)` returns for an unknown name.
  public static func color(named name: String) -> SnackbarColor? {
    colors.read { $0[name] }
  }

  /// The registered names, sorted.
  public static var names: [String] {
    colors.read { $0.keys.sorted() }
  }

  /// Forgets every registered colour.
  public static func removeAll() {
    colors.withLock { $0.removeAll() }
  }
}
