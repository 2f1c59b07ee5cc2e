import Foundation
import Testing

@testable import SnackbarRendering

/// fontconfig's cache files are checked against their digest before fontconfig maps them:
/// whatever the digest does not vouch for, and anything in the folder that is not a regular
/// file, is removed first. (A crash or a hang of fontconfig itself is tested on child processes,
/// in the CLI tests' `RendererCacheTests`.)
@Suite struct FontconfigCacheFilesTests {
  @Test func cacheFileNamesAreTheOnesFontconfigMaps() {
    for name in ["3ccffdce40e5d8a8dcbb39edb7347446-le64.cache-8", "x.cache-10"] {
      #expect(FontconfigCacheFiles.isCacheFileName(Array(name.utf8)), "\(name)")
    }
    for name in [
      "a-le64.cache-8.LCK", "a-le64.cache-8.NEW", "a-le64.cache-8.TMP-1a2b3c", ".cache-8", "a.cache-", "cache",
    ] {
      #expect(!FontconfigCacheFiles.isCacheFileName(Array(name.utf8)), "\(name)")
    }
  }

  /// A cache written by a real load, then damaged in each way in turn.
  @Test func onlyRegularFilesTheDigestVouchesForAreKept() throws {
    let fonts = try FontCacheTests.pinnedFonts()
    try FontCacheTests.withTemporaryCache { cache, directory in
      _ = try FontConfiguration(fonts: fonts, cache: cache)
      let folder = cache.fontconfigCacheDirectory.description
      let name = try #require(FontCacheTests.cacheFiles(in: cache).first)
      let file = folder + "/" + name
      let digest = cache.root.description + "/cache.sha256"
      let pristine = try Data(contentsOf: URL(fileURLWithPath: file))
      let pristineDigest = try Data(contentsOf: URL(fileURLWithPath: digest))
      func verify() throws -> (kept: [String], left: Set<String>) {
        let root = try cache.openRoot()
        let folder = try root.folder(FontCache.fontconfigCacheName, creating: false)
        let kept = try #require(FontconfigCacheFiles.verify(folder, digestFolder: root))
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: cache.fontconfigCacheDirectory.description))
        return (kept.map { String(decoding: $0.name, as: UTF8.self) }, left)
      }
      func restore() throws {
        try? FileManager.default.removeItem(atPath: file)
        try pristine.write(to: URL(fileURLWithPath: file))
        try pristineDigest.write(to: URL(fileURLWithPath: digest))
      }

      #expect(try verify().kept == [name])
      // Beside it: a FIFO and a link fontconfig might open, a lock file of its own (kept).
      #expect(mkfifo(folder + "/other-le64.cache-8", 0o600) == 0)
      try FileManager.default.createSymbolicLink(atPath: folder + "/x.cache-8.NEW", withDestinationPath: "/dev/zero")
      try Data().write(to: URL(fileURLWithPath: folder + "/" + name + ".LCK"))
      let result = try verify()
      #expect(result.kept == [name])
      #expect(result.left == [name, name + ".LCK"])

      let damages: [(String, () throws -> Void)] = [
        (
          "one flipped bit",
          {
            var damaged = pristine
            damaged[damaged.count / 2] ^= 1
            try damaged.write(to: URL(fileURLWithPath: file))
          }
        ),
        ("no digest", { try FileManager.default.removeItem(atPath: digest) }),
        (
          "a malformed digest",
          { try Data("fontconfig cache digest 1\nnonsense\n".utf8).write(to: URL(fileURLWithPath: digest)) }
        ),
        (
          "a link to the file",
          {
            try pristine.write(to: URL(fileURLWithPath: directory.path + "/copy"))
            try FileManager.default.removeItem(atPath: file)
            try FileManager.default.createSymbolicLink(atPath: file, withDestinationPath: directory.path + "/copy")
          }
        ),
        ("an 8 GB sparse file", { #expect(truncate(file, 8 << 30) == 0) }),
      ]
      for (damage, apply) in damages {
        try restore()
        try apply()
        let result = try verify()
        #expect(result.kept.isEmpty, "\(damage)")
        #expect(!result.left.contains(name), "\(damage): the file is removed, so fontconfig rescans")
      }
    }
  }

  /// The digest is written when fontconfig wrote a cache file, and not rewritten by loads that
  /// only read it.
  @Test func theDigestIsRecordedAfterAScanOnly() throws {
    let fonts = try FontCacheTests.pinnedFonts()
    try FontCacheTests.withTemporaryCache { cache, _ in
      _ = try FontConfiguration(fonts: fonts, cache: cache)
      let digest = cache.root.description + "/cache.sha256"
      let name = try #require(FontCacheTests.cacheFiles(in: cache).first)
      let file = try Data(contentsOf: URL(fileURLWithPath: cache.fontconfigCacheDirectory.appending(name).description))
      let text = try String(decoding: Data(contentsOf: URL(fileURLWithPath: digest)), as: UTF8.self)
      #expect(text == "fontconfig cache digest 1\n\(SHA256.hexDigest(file)) \(file.count) \(name)\n")
      let inode = try FontCacheTests.inode(digest)
      _ = try FontConfiguration(fonts: fonts, cache: cache)
      #expect(try FontCacheTests.inode(digest) == inode, "a load that read the cache leaves the digest alone")
    }
  }
}
