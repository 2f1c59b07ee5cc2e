import SnackbarRenderingStack

/// The Debian packages whose contents decide the pixels, and how they relate to the fingerprint's
/// library versions and fonts.
///
/// Only these are recorded in ``RenderingFingerprint/packages``: build tools and headers (`-dev`)
/// do not change pixels, and neither do libraries used only for lossless work (zlib, libpng).
package enum RenderingPackages {
  /// A fingerprint library name (``RenderingFingerprint/libraries``) to the packages that ship it.
  /// Pango comes in three packages from one source, fontconfig's library with its configuration
  /// package; apt needs all of them at one version. Pixman (Cairo's rasteriser) has no runtime
  /// version in the fingerprint, so its package version is the only record of it.
  package static let libraryPackages: [String: [String]] = [
    "cairo": ["libcairo2"],
    "pango": ["libpango-1.0-0", "libpangocairo-1.0-0", "libpangoft2-1.0-0"],
    "harfbuzz": ["libharfbuzz0b"],
    "fontconfig": ["libfontconfig1", "fontconfig-config"],
    "freetype": ["libfreetype6"],
    "pixman": ["libpixman-1-0"],
  ]

  /// Packages Pango uses for layout that have no entry in the fingerprint's libraries: FriBidi
  /// orders right-to-left text, libthai (with libdatrie and its dictionary) breaks Thai lines.
  package static let layoutPackages = ["libfribidi0", "libthai0", "libthai-data", "libdatrie1"]

  /// The packages of the pinned fonts, in ``PinnedFont/all``'s order, without repeats.
  package static var fontPackages: [String] {
    var seen: Set<String> = []
    return PinnedFont.all.map(\.package).filter { seen.insert($0).inserted }
  }

  /// Every package the fingerprint may record, sorted.
  package static var all: [String] {
    (libraryPackages.values.flatMap { $0 } + layoutPackages + fontPackages).sorted()
  }

  /// The fingerprint library whose version `package` ships, if any.
  package static func library(shippedBy package: String) -> String? {
    libraryPackages.first { $0.value.contains(package) }?.key
  }

  /// The versions to record for a stack with `libraries` (runtime versions) and `fonts` (the files
  /// in use), given the installed versions `installed`.
  ///
  /// A package is recorded only when it is what actually renders: a library package whose
  /// upstream version differs from the loaded library's (a custom build in `/usr/local`) is left
  /// out, and so is a font package when its file was taken from `SNACKBAR_FONTS_DIR` instead of
  /// the path Debian installs it to. The font hashes still record such fonts.
  static func recorded(
    libraries: [String: String], fonts: [ResolvedFont], installed: [String: String]
  ) -> [String: String] {
    var recorded: [String: String] = [:]
    for (library, packages) in libraryPackages {
      for package in packages {
        guard let version = installed[package] else { continue }
        if let runtime = libraries[library], !DebianPackages.version(version, shipsUpstream: runtime) { continue }
        recorded[package] = version
      }
    }
    for package in layoutPackages {
      if let version = installed[package] { recorded[package] = version }
    }
    for resolved in fonts where resolved.path == resolved.font.debianPath {
      if let version = installed[resolved.font.package] { recorded[resolved.font.package] = version }
    }
    return recorded
  }
}
