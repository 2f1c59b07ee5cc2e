import SnackbarFiles

/// What `snackbar doctor --cache` found in the renderer's caches under
/// `$XDG_CACHE_HOME/material-snackbar`: the shadow masks of the running build, each rendered again
/// and compared byte for byte, and the font cache, checked as a render checks it and compared with
/// a fresh scan (``ShadowMaskDiskStore/check(repair:)``, ``FontCache/check(fonts:repair:)``).
///
/// The caches are trusted as much as any build cache: whoever can write them can change a
/// shadow's pixels or, with a forged fontconfig cache and its digest, the fonts. A render checks
/// what it can afford (kinds, sizes, checksums, the digest); this check covers the rest.
package struct RendererCacheCheck: Sendable {
  /// An entry that is not what this build would have written.
  package struct Finding: Sendable, Equatable {
    /// The entry.
    package let path: BytePath
    /// Why, in words.
    package let reason: String
  }

  /// The renderer's cache folder.
  package let folder: BytePath
  /// This build's shadow-mask folder.
  package let maskFolder: BytePath?
  /// Masks that are exactly what this build renders.
  package var masksChecked = 0
  /// The font cache's folder.
  package let fontCacheFolder: BytePath
  /// Whether the link directory of the pinned fonts holds exactly their links.
  package var fontLinksIntact = false
  /// fontconfig cache files that matched their digest, and of those, the ones a fresh scan wrote
  /// identically.
  package var fontconfigFilesChecked = 0
  package var fontconfigFilesMatchingScan = 0
  /// Why the font cache was not checked (the pinned fonts cannot be found), if it was not.
  package var fontCacheSkipped: String?
  /// Everything that failed; removed when the check repairs.
  package var findings: [Finding] = []

  /// Checks the caches `environment` names; with `repair`, removes every entry that fails (the
  /// next render rebuilds it). Masks are checked even when `SNACKBAR_SHADOW_DISK_CACHE=0`.
  /// - Throws: ``RendererCacheCheckError`` when no cache folder is named or one cannot be read.
  package static func run(environment: [String: String], repair: Bool) throws(RendererCacheCheckError)
    -> RendererCacheCheck
  {
    guard let folder = FontCache.rendererFolder(environment: environment),
      let fontCache = FontCache(environment: environment)
    else { throw .noCacheFolder }
    var storeEnvironment = environment
    storeEnvironment["SNACKBAR_SHADOW_DISK_CACHE"] = nil
    let store = ShadowMaskDiskStore.forThisProcess(environment: storeEnvironment)
    var check = RendererCacheCheck(folder: folder, maskFolder: store?.folder, fontCacheFolder: fontCache.root)
    do {
      if let store {
        let masks = try store.check(repair: repair)
        check.masksChecked = masks.checked
        check.findings += masks.rejected.map { Finding(path: store.folder.appending($0.name), reason: $0.reason) }
      }
      let fonts: [ResolvedFont]
      do {
        fonts = try FontLocator(environment: environment).resolve()
      } catch {
        check.fontCacheSkipped = error.description
        return check
      }
      let fontCheck = try fontCache.check(fonts: fonts, repair: repair)
      check.fontLinksIntact = fontCheck.linksIntact
      check.fontconfigFilesChecked = fontCheck.checked
      check.fontconfigFilesMatchingScan = fontCheck.matchedScan
      check.findings += fontCheck.rejected.map { Finding(path: $0.path, reason: $0.reason) }
    } catch {
      throw .unreadable(folder, error)
    }
    return check
  }
}

/// Why the caches could not be checked.
package enum RendererCacheCheckError: Error, Sendable, CustomStringConvertible {
  /// Neither `XDG_CACHE_HOME` nor `HOME` names an absolute folder.
  case noCacheFolder
  /// A folder of the cache cannot be opened or listed.
  case unreadable(BytePath, FileSystemError)

  package var description: String {
    switch self {
    case .noCacheFolder:
      return "no cache folder: neither XDG_CACHE_HOME nor HOME is an absolute path"
    case .unreadable(let folder, let error):
      return "cannot read the cache in \(folder): \(error.reason.cacheEntryDescription)"
    }
  }
}
