import SnackbarFiles

/// fontconfig's cache files in the renderer's font cache, checked before fontconfig maps them.
///
/// fontconfig maps a cache file and follows the offsets in it after only light checks (magic,
/// version, size, the directory's modification time): one flipped bit in an offset made it read
/// far outside the mapping and die of SIGSEGV, in every later process too. It also opens the
/// file with a plain open(2), which waits forever on a FIFO. So after a load that gave exactly
/// the pinned fonts, the SHA-256 of each cache file, with its name and size, is written to a
/// digest beside the cache folder (``digestName``, replaced atomically); before fontconfig is
/// called, every entry of the cache folder must be a regular file, and every cache file must be
/// no larger than ``largestFileSize`` and match the digest. Anything else is removed (unlinkat,
/// never through a link) and fontconfig scans the fonts again: a mismatch costs a scan, never a
/// crash.
///
/// The digest finds damage, not forgery: it lives in the same cache, so whoever can write the
/// cache can write both. `snackbar doctor --cache` compares the files with a fresh scan.
enum FontconfigCacheFiles {
  /// The digest's name, in the cache's root beside fontconfig's folder (which then holds only
  /// what fontconfig writes).
  static let digestName = Array("cache.sha256".utf8)
  /// The largest cache file read: the pinned fonts' is 58 KB.
  static let largestFileSize = 16 << 20
  /// The largest digest read: a line is about 110 bytes.
  static let largestDigestSize = 64 << 10
  /// The most entries the cache folder may hold (fontconfig writes one file per font directory,
  /// and a lock and a temporary file while it writes).
  static let largestListing = 256
  private static let header = "fontconfig cache digest 1"

  /// A file as found: when any of this changes, the file was replaced.
  struct Identity: Hashable, Sendable {
    let name: [UInt8]
    let inode: UInt64
    let size: Int64
    let modificationNanoseconds: Int64
  }

  /// What is in a cache folder: the cache files that match the digest, and every entry that
  /// cannot be trusted, with the reason.
  struct Inspection: Sendable {
    /// Cache files that match the digest.
    var verified: [Identity] = []
    /// Entries that are not what fontconfig wrote: names and reasons.
    var rejected: [(name: [UInt8], reason: String)] = []
  }

  /// Whether fontconfig maps a file of this name: `<hash>-<architecture>.cache-<version>`, as
  /// `1a2b…-le64.cache-8`. Its lock and temporary files (`….cache-8.LCK`, `.NEW`, `.TMP-…`) are
  /// not.
  static func isCacheFileName(_ name: [UInt8]) -> Bool {
    let marker = Array(".cache-".utf8)
    var start = name.count - marker.count
    while start > 0, !name[start..<start + marker.count].elementsEqual(marker) { start -= 1 }
    guard start > 0 else { return false }
    let version = name[(start + marker.count)...]
    return !version.isEmpty && version.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
  }

  /// Removes from `cache` every entry fontconfig could be harmed by (see the type's summary);
  /// returns the cache files kept, or `nil` when the folder cannot be listed (then the cache is
  /// not used).
  static func verify(_ cache: CacheFolder, digestFolder: CacheFolder) -> Set<Identity>? {
    guard let inspection = inspect(cache, digestFolder: digestFolder) else { return nil }
    for entry in inspection.rejected { cache.remove(entry.name) }
    return Set(inspection.verified)
  }

  /// Looks at every entry of `cache` without changing anything; `nil` when it cannot be listed.
  static func inspect(_ cache: CacheFolder, digestFolder: CacheFolder) -> Inspection? {
    guard let names = try? cache.entries(limit: largestListing) else { return nil }
    let digest = readDigest(in: digestFolder)
    var inspection = Inspection()
    for name in names {
      guard let status = try? cache.status(of: name) else { continue }  // Removed meanwhile.
      guard status.kind == .regular else {
        inspection.rejected.append((name, "\(status.kind.name), which fontconfig could block on or follow"))
        continue
      }
      // Lock and temporary files are fontconfig's own while it writes; it never maps them.
      guard isCacheFileName(name) else { continue }
      guard let digest else {
        inspection.rejected.append((name, "no valid digest vouches for it"))
        continue
      }
      guard let expected = digest[name], expected.size == status.size else {
        inspection.rejected.append((name, "not recorded in the digest with this size"))
        continue
      }
      do {
        let bytes = try cache.readFile(name, maximumSize: largestFileSize)
        guard SHA256.hexDigest(bytes) == expected.sha256 else {
          inspection.rejected.append((name, "its SHA-256 does not match the digest"))
          continue
        }
        inspection.verified.append(identity(name, status))
      } catch {
        inspection.rejected.append((name, error.reason.cacheEntryDescription))
      }
    }
    return inspection
  }

  /// Writes a new digest of the cache files in `cache` when they are not the `verified` ones
  /// (fontconfig scanned and wrote a file); when they are, nothing is read. Failures are ignored
  /// (the next process rescans).
  static func record(_ cache: CacheFolder, digestFolder: CacheFolder, verified: Set<Identity>) {
    guard let names = try? cache.entries(limit: largestListing) else { return }
    let files = names.filter(isCacheFileName).sorted { $0.lexicographicallyPrecedes($1) }.compactMap {
      name -> Identity? in
      guard let status = try? cache.status(of: name), status.kind == .regular else { return nil }
      return identity(name, status)
    }
    guard Set(files) != verified else { return }
    var lines = [header]
    for file in files {
      // Read through the same checks as any cache read; a file replaced since its status was
      // taken is left out, and the next process rescans it.
      guard let bytes = try? cache.readFile(file.name, maximumSize: largestFileSize), bytes.count == file.size else {
        continue
      }
      lines.append("\(SHA256.hexDigest(bytes)) \(bytes.count) \(String(decoding: file.name, as: UTF8.self))")
    }
    try? digestFolder.replaceFile(digestName, with: Array((lines.joined(separator: "\n") + "\n").utf8))
  }

  /// The digest's entries by file name; `nil` when it is missing, too large or malformed.
  static func readDigest(in folder: CacheFolder) -> [[UInt8]: (size: Int64, sha256: String)]? {
    guard let bytes = try? folder.readFile(digestName, maximumSize: largestDigestSize),
      let text = String(validating: bytes, as: UTF8.self)
    else { return nil }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.first == Substring(header), lines.last == "" else { return nil }
    lines.removeFirst()
    lines.removeLast()
    var entries: [[UInt8]: (size: Int64, sha256: String)] = [:]
    for line in lines {
      let fields = line.split(separator: " ", omittingEmptySubsequences: false)
      guard fields.count == 3, fields[0].count == 64,
        fields[0].allSatisfy({ $0.isHexDigit && !$0.isUppercase }),
        let size = Int64(fields[1]), size >= 0, isCacheFileName(Array(fields[2].utf8)),
        entries[Array(fields[2].utf8)] == nil
      else { return nil }
      entries[Array(fields[2].utf8)] = (size, String(fields[0]))
    }
    return entries
  }

  private static func identity(_ name: [UInt8], _ status: FileStatus) -> Identity {
    Identity(
      name: name, inode: status.inode, size: status.size, modificationNanoseconds: status.modificationNanoseconds)
  }
}
