import Dispatch
import Foundation
import MaterialSnackbar
import SnackbarBasics
import SnackbarFiles
import SnackbarTestSupport
import Testing

@testable import SnackbarRendering

/// The renderer's own fontconfig cache (start-up time, issue 12): it must hold exactly what a scan
/// of the pinned files gives, be reused, and never be trusted when it is stale, corrupt or cannot
/// be written. Checked through fontconfig's state and the cache's files, never by timing.
@Suite struct FontCacheTests {
  /// The pinned fonts at their Debian paths.
  static func pinnedFonts() throws -> [ResolvedFont] {
    try FontLocator(environment: [:]).resolve()
  }

  /// A cache in a new temporary directory, removed by `body`'s caller.
  static func withTemporaryCache(_ body: (FontCache, URL) throws -> Void) throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let directory = temporary.url
    try body(FontCache(root: BytePath(directory.appendingPathComponent("cache-root").path)), directory)
  }

  /// fontconfig's cache files in `cache`, by name.
  static func cacheFiles(in cache: FontCache) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: cache.fontconfigCacheDirectory.description)) ?? []
    return names.filter { $0.contains(".cache-") }.sorted()
  }

  /// The inode of the file at `path`: fontconfig replaces a cache file (rename of a new file) every
  /// time it scans, so an unchanged inode means nothing was scanned.
  static func inode(_ path: String) throws -> UInt64 {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    return try #require((attributes[.systemFileNumber] as? NSNumber)?.uint64Value)
  }

  @Test func privateConfigurationReadsNoSystemFile() throws {
    let fonts = try Self.pinnedFonts()
    try Self.withTemporaryCache { cache, _ in
      let scanned = try FontConfiguration(fonts: fonts)
      let cached = try FontConfiguration(fonts: fonts, cache: cache)
      for configuration in [scanned, cached] {
        #expect(configuration.configurationFiles.isEmpty, "read \(configuration.configurationFiles)")
        #expect(configuration.systemDirectories.isEmpty, "\(configuration.systemDirectories)")
        #expect(configuration.systemFontCount == 0)
      }
      #expect(scanned.cacheDirectories.isEmpty)
      #expect(cached.cacheDirectories == [cache.fontconfigCacheDirectory.description])
    }
  }

  @Test func cachedFontsAreTheScannedFontsWithTheirOwnPaths() throws {
    let fonts = try Self.pinnedFonts()
    let scanned = try FontConfiguration(fonts: fonts)
    #expect(Set(scanned.fontFiles) == Set(fonts.map(\.path)))
    try Self.withTemporaryCache { cache, _ in
      let built = try FontConfiguration(fonts: fonts, cache: cache)
      #expect(Self.cacheFiles(in: cache).count == 1, "the first load writes the cache")
      let read = try FontConfiguration(fonts: fonts, cache: cache)
      for configuration in [built, read] {
        #expect(configuration.fontFiles == scanned.fontFiles, "paths are the files', not the links'")
        #expect(configuration.hasSameFonts(as: scanned))
      }
    }
  }

  @Test func secondLoadReadsTheCacheInsteadOfScanning() throws {
    let fonts = try Self.pinnedFonts()
    try Self.withTemporaryCache { cache, _ in
      _ = try FontConfiguration(fonts: fonts, cache: cache)
      let file = try #require(Self.cacheFiles(in: cache).first)
      let path = cache.fontconfigCacheDirectory.appending(file).description
      let before = try Self.inode(path)
      let second = try FontConfiguration(fonts: fonts, cache: cache)
      #expect(try Self.inode(path) == before, "a second load must not rescan (and rewrite) the cache")
      #expect(Self.cacheFiles(in: cache) == [file])
      #expect(second.hasSameFonts(as: try FontConfiguration(fonts: fonts)))
    }
  }

  @Test func changedFontFileIsScannedAgain() throws {
    let pinned = try #require(PinnedFont.all.first { $0.fileName == "MaterialIcons-Regular.ttf" })
    try Self.withTemporaryCache { cache, directory in
      let copy = directory.appendingPathComponent(pinned.fileName)
      try FileManager.default.copyItem(atPath: pinned.debianPath, toPath: copy.path)
      let fonts = [ResolvedFont(font: pinned, path: copy.path)]
      let first = try #require(cache.prepareLinks(for: fonts))
      _ = try FontConfiguration(fonts: fonts, cache: cache)
      // A package upgrade replaces the file: here, the same bytes with another modification time.
      try FileManager.default.setAttributes(
        [.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: copy.path)
      let second = try #require(cache.prepareLinks(for: fonts))
      #expect(second.directory != first.directory, "a changed file must not reuse the old scan")
      let reloaded = try FontConfiguration(fonts: fonts, cache: cache)
      #expect(reloaded.hasSameFonts(as: try FontConfiguration(fonts: fonts)))
      #expect(Self.cacheFiles(in: cache).count == 2)
    }
  }

  @Test func corruptCacheFileIsRebuilt() throws {
    let fonts = try Self.pinnedFonts()
    try Self.withTemporaryCache { cache, _ in
      _ = try FontConfiguration(fonts: fonts, cache: cache)
      let path = cache.fontconfigCacheDirectory.appending(try #require(Self.cacheFiles(in: cache).first)).description
      let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
      // Same size, so only fontconfig's own checks of the content can reject it.
      try Data(repeating: 0x5A, count: size).write(to: URL(fileURLWithPath: path))
      let rebuilt = try FontConfiguration(fonts: fonts, cache: cache)
      #expect(rebuilt.hasSameFonts(as: try FontConfiguration(fonts: fonts)))
      let repaired = try Data(contentsOf: URL(fileURLWithPath: path))
      #expect(repaired != Data(repeating: 0x5A, count: size), "the corrupt cache file was rewritten")
      let inode = try Self.inode(path)
      _ = try FontConfiguration(fonts: fonts, cache: cache)
      #expect(try Self.inode(path) == inode, "the rewritten cache is valid and reused")
    }
  }

  /// A link directory holding anything but exactly the expected links (another file, a FIFO
  /// fontconfig's scan would block on, a link elsewhere) is replaced before fontconfig scans it.
  @Test func aLinkDirectoryHoldingSomethingElseIsRebuilt() throws {
    let fonts = try Self.pinnedFonts()
    let scanned = try FontConfiguration(fonts: fonts)
    try Self.withTemporaryCache { cache, directory in
      let links = try #require(cache.prepareLinks(for: fonts))
      let folder = links.directory.description
      let first = links.linkPath(try #require(links.files.first)).description
      let damages: [(String, () throws -> Void)] = [
        ("another file", { try Data("not a font".utf8).write(to: URL(fileURLWithPath: folder + "/extra.ttf")) }),
        ("a FIFO", { #expect(mkfifo(folder + "/.uuid", 0o600) == 0) }),
        (
          "a FIFO for a link",
          {
            try FileManager.default.removeItem(atPath: first)
            #expect(mkfifo(first, 0o600) == 0)
          }
        ),
        (
          "a link elsewhere",
          {
            try FileManager.default.removeItem(atPath: first)
            try FileManager.default.createSymbolicLink(atPath: first, withDestinationPath: directory.path)
          }
        ),
      ]
      for (name, damage) in damages {
        try damage()
        let repaired = try #require(cache.prepareLinks(for: fonts), "\(name)")
        #expect(repaired == links, "\(name)")
        let entries = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(Set(entries) == Set(links.files.map { String(decoding: $0.name, as: UTF8.self) }), "\(name)")
        let configuration = try FontConfiguration(fonts: fonts, cache: cache)
        #expect(configuration.hasSameFonts(as: scanned), "\(name)")
        #expect(configuration.cacheDirectories == [cache.fontconfigCacheDirectory.description], "\(name)")
      }
    }
  }

  @Test func unwritableCacheDirectoryFallsBackToScanning() throws {
    let fonts = try Self.pinnedFonts()
    try Self.withTemporaryCache { _, directory in
      // A regular file where a parent directory should be: nothing can be created below it,
      // whoever runs the test (root ignores permission bits, so a read-only folder would not do).
      let blocker = directory.appendingPathComponent("file")
      try Data().write(to: blocker)
      let cache = FontCache(root: BytePath(blocker.path + "/material-snackbar"))
      #expect(cache.prepareLinks(for: fonts) == nil)
      let configuration = try FontConfiguration(fonts: fonts, cache: cache)
      #expect(configuration.hasSameFonts(as: try FontConfiguration(fonts: fonts)))
    }
  }

  @Test func concurrentFirstLoadsAgreeOnOneDirectory() throws {
    let fonts = try Self.pinnedFonts()
    try Self.withTemporaryCache { cache, _ in
      let scanned = try FontConfiguration(fonts: fonts)
      let results = SnackbarLocked<[Bool]>([])
      DispatchQueue.concurrentPerform(iterations: 4) { _ in
        let same = (try? FontConfiguration(fonts: fonts, cache: cache))?.hasSameFonts(as: scanned) ?? false
        results.withLock { $0.append(same) }
      }
      #expect(results.withLock { $0 } == [true, true, true, true])
      let entries = try FileManager.default.contentsOfDirectory(atPath: cache.root.description).sorted()
      #expect(entries.filter { $0.hasPrefix("fonts-") }.count == 1)
      #expect(!entries.contains { $0.hasPrefix(".staging") }, "\(entries)")
    }
  }

  @Test func cacheLivesUnderTheUserCacheDirectory() {
    #expect(
      FontCache(environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/h"])?.root
        == BytePath("/x/cache/material-snackbar/fontconfig-1"))
    #expect(
      FontCache(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/h"])?.root
        == BytePath("/h/.cache/material-snackbar/fontconfig-1"))
    #expect(FontCache(environment: ["HOME": "relative"]) == nil)
    #expect(FontCache(environment: [:]) == nil)
  }
}
