import Foundation
import SnackbarRenderingStack

extension RenderingFingerprint {
  /// This machine's stack as far as it can be read, for comparing with recorded stacks.
  ///
  /// Like ``current(environment:)``, but nothing has to be in place: a pinned font that is
  /// missing or unreadable is left out of ``fonts`` (a comparison then reports it as absent here)
  /// instead of failing, ``packages`` is `nil` without `dpkg-query`, and the fonts are not loaded
  /// into fontconfig. Not cached: `snackbar doctor` calls it once, after the user may have just
  /// installed packages.
  package static func survey(
    locator: FontLocator = FontLocator(), packageQueryTool: String = DebianPackages.defaultQueryTool
  ) -> RenderingFingerprint {
    let found: [ResolvedFont]
    if let all = try? locator.resolve() {
      found = all
    } else {
      found = PinnedFont.all.compactMap { font in try? locator.resolve([font]).first }
    }
    var fonts: [String: String] = [:]
    for resolved in found {
      fonts[resolved.font.fileName] = try? SHA256.hexDigest(ofFileAtPath: resolved.path)
    }
    let libraries = LibraryVersions.current()
    return RenderingFingerprint(
      libraries: libraries, fonts: fonts,
      packages: installedPackages(libraries: libraries, fonts: found, queryTool: packageQueryTool),
      fontOptions: pinnedFontOptions)
  }

  /// The packages to record for `libraries` and `fonts` (see `RenderingPackages`), or `nil`
  /// when `dpkg-query` cannot be run.
  static func installedPackages(
    libraries: [String: String], fonts: [ResolvedFont], queryTool: String = DebianPackages.defaultQueryTool
  ) -> [String: String]? {
    guard let installed = DebianPackages.installedVersions(of: RenderingPackages.all, queryTool: queryTool) else {
      return nil
    }
    return RenderingPackages.recorded(libraries: libraries, fonts: fonts, installed: installed)
  }

  /// The renderer's font options, read from a font context over an empty font configuration:
  /// the options do not depend on the fonts, so this works on a machine without them.
  static let pinnedFontOptions: [String: String]? = {
    guard let configuration = try? FontConfiguration(fonts: []) else { return nil }
    return try? FontEnvironment(fonts: [], configuration: configuration).makeFontContext().fontOptions
  }()
}
