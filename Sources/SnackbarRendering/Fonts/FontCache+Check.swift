import Foundation
import SnackbarFiles

/// `snackbar doctor --cache` for the font cache: the link directory of the pinned fonts must hold
/// exactly their links, every entry of fontconfig's folder must pass the checks a render makes
/// (``FontconfigCacheFiles``), and the cache file of the link directory must be the one a fresh
/// scan writes, byte for byte.
///
/// The last check is what the digest cannot do against a forged file: fontconfig writes the same
/// bytes for the same folder (its path and modification time are in the file, nothing else
/// varies), so the check lets fontconfig scan the link directory into a private temporary
/// folder, and never maps the stored file.
extension FontCache {
  /// What the check of the font cache found.
  struct Check: Sendable {
    /// Cache files that matched their digest.
    var checked = 0
    /// Of those, the ones a fresh scan wrote again identically.
    var matchedScan = 0
    /// Whether the link directory of the pinned fonts exists and holds exactly their links.
    var linksIntact = false
    /// Entries that fail, by path, with the reason.
    var rejected: [(path: BytePath, reason: String)] = []
  }

  /// Checks the cache for `fonts`; with `repair`, removes what fails (the next render scans).
  /// A cache that does not exist holds nothing to check.
  /// - Throws: ``FileSystemError`` when a folder cannot be opened or listed.
  func check(fonts: [ResolvedFont], repair: Bool) throws(FileSystemError) -> Check {
    var check = Check()
    let root: CacheFolder
    do {
      root = try CacheFolder.open(base, creating: false).folder(layout, creating: false)
    } catch  where error.reason == .missing {
      return check
    } catch {
      guard case .notADirectory(let kind) = error.reason else { throw error }
      check.rejected.append((self.root, "\(kind.name) in place of the font cache's folder"))
      if repair { (try? CacheFolder.open(base, creating: false))?.remove(layout) }
      return check
    }
    var links: FontCacheLinks?
    if let key = Self.key(for: fonts) {
      let name = Array("fonts-\(key)".utf8)
      let expected = FontCacheLinks(directory: root.path.appending(name), name: name, files: linkFiles(for: fonts))
      if expected.isIntact(in: root) {
        check.linksIntact = true
        links = expected
      } else if (try? root.status(of: name)) != nil {
        check.rejected.append((expected.directory, "does not hold exactly the links to the pinned fonts"))
        if repair { root.remove(name) }
      }
    }
    let cache: CacheFolder
    do {
      cache = try root.folder(Self.fontconfigCacheName, creating: false)
    } catch  where error.reason == .missing {
      return check
    } catch {
      guard case .notADirectory(let kind) = error.reason else { throw error }
      check.rejected.append((fontconfigCacheDirectory, "\(kind.name) in place of fontconfig's cache folder"))
      if repair { root.remove(Self.fontconfigCacheName) }
      return check
    }
    guard let inspection = FontconfigCacheFiles.inspect(cache, digestFolder: root) else {
      throw FileSystemError(.list, cache.path, reason: .tooManyEntries(limit: FontconfigCacheFiles.largestListing))
    }
    for entry in inspection.rejected {
      check.rejected.append((cache.path.appending(entry.name), entry.reason))
      if repair { cache.remove(entry.name) }
    }
    check.checked = inspection.verified.count
    guard let links, !inspection.verified.isEmpty else { return check }
    for (name, reason) in compareWithFreshScan(links, cache: cache, verified: inspection.verified) {
      if let reason {
        check.rejected.append((cache.path.appending(name), reason))
        if repair { cache.remove(name) }
      } else {
        check.matchedScan += 1
      }
    }
    return check
  }

  /// Scans `links` into a new temporary folder and compares each file fontconfig writes there
  /// with the verified file of that name in `cache`: `nil` when equal, else the reason.
  private func compareWithFreshScan(
    _ links: FontCacheLinks, cache: CacheFolder, verified: [FontconfigCacheFiles.Identity]
  ) -> [(name: [UInt8], reason: String?)] {
    guard let temporary = try? FileSystem.makeTemporaryDirectory(prefix: "snackbar-doctor-") else { return [] }
    guard let scratch = try? CacheFolder.open(temporary, creating: false) else { return [] }
    defer { (try? CacheFolder.open(temporary.parent, creating: false))?.remove(temporary.lastComponent) }
    guard FontConfiguration.writeFreshCache(of: links.directory, into: temporary),
      let written = try? scratch.entries(limit: FontconfigCacheFiles.largestListing)
    else { return [] }
    var results: [(name: [UInt8], reason: String?)] = []
    for name in written
    where FontconfigCacheFiles.isCacheFileName(name) && verified.contains(where: { $0.name == name }) {
      let fresh = try? scratch.readFile(name, maximumSize: FontconfigCacheFiles.largestFileSize)
      let stored = try? cache.readFile(name, maximumSize: FontconfigCacheFiles.largestFileSize)
      results.append((name, fresh != nil && fresh == stored ? nil : "it differs from a fresh scan of the pinned fonts"))
    }
    return results
  }
}
