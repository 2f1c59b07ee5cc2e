import Foundation
import SnackbarFiles
import SnackbarTestSupport
import Testing

@testable import SnackbarRendering

/// Shadow masks on disk: read back exactly, and anything that is not a whole file for exactly
/// the key asked for is a miss, never a wrong shadow.
@Suite struct ShadowMaskDiskStoreTests {
  static let key = ShadowMaskKey(
    size: CGSize(width: 359, height: 48), cornerRadius: 4, elevation: 6, scale: 2, style: .standard)
  static let otherKey = ShadowMaskKey(
    size: CGSize(width: 359, height: 49), cornerRadius: 4, elevation: 6, scale: 2, style: .standard)

  func withStore(_ body: (ShadowMaskDiskStore, URL) throws -> Void) throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let directory = temporary.url
    try body(ShadowMaskDiskStore(rendererFolder: BytePath(directory.path), buildName: "masks"), directory)
  }

  @Test func aSavedMaskIsReadBackExactly() throws {
    try withStore { store, _ in
      let mask = try #require(try ShadowMask.render(Self.key))
      #expect(store.load(Self.key) == nil)
      store.save(mask, for: Self.key)
      #expect(store.load(Self.key) == mask)
      #expect(store.load(Self.otherKey) == nil)
    }
  }

  @Test func damagedTruncatedOrForeignFilesAreMisses() throws {
    try withStore { store, _ in
      let mask = try #require(try ShadowMask.render(Self.key))
      let good = ShadowMaskDiskStore.encode(mask, key: Self.key)
      var flipped = good
      flipped[good.count / 2] ^= 0x01
      #expect(ShadowMaskDiskStore.decode(good, key: Self.key) == mask)
      #expect(ShadowMaskDiskStore.decode(flipped, key: Self.key) == nil)
      #expect(ShadowMaskDiskStore.decode(Array(good.dropLast()), key: Self.key) == nil)
      #expect(ShadowMaskDiskStore.decode(good + [0], key: Self.key) == nil)
      #expect(ShadowMaskDiskStore.decode(Array(good.prefix(20)), key: Self.key) == nil)
      #expect(ShadowMaskDiskStore.decode([], key: Self.key) == nil)
      // Another key's file under this key's name (a hash collision) is not this key's mask.
      #expect(ShadowMaskDiskStore.decode(good, key: Self.otherKey) == nil)
      // Any one damaged byte of the header, the checksum, or the first, middle or last pixel.
      let pixelsStart = good.count - mask.alpha.count
      for position in Array(0..<pixelsStart) + [pixelsStart, pixelsStart + mask.alpha.count / 2, good.count - 1] {
        var damaged = good
        damaged[position] ^= 0x10
        #expect(ShadowMaskDiskStore.decode(damaged, key: Self.key) == nil, "byte \(position)")
      }
      // On disk: a damaged file is a miss.
      store.save(mask, for: Self.key)
      try Data(flipped).write(to: URL(fileURLWithPath: store.path(for: Self.key).description))
      #expect(store.load(Self.key) == nil)
    }
  }

  /// A link, a FIFO, a device or a huge sparse file in a mask's place is a miss, read without
  /// blocking or allocating, and saving replaces it instead of writing through it.
  @Test func specialFilesAreMissesAndAreReplaced() throws {
    try withStore { store, directory in
      let mask = try #require(try ShadowMask.render(Self.key))
      let outside = directory.appendingPathComponent("outside").path
      try Data("decoy".utf8).write(to: URL(fileURLWithPath: outside))
      let path = store.path(for: Self.key).description
      let specials: [(String, () throws -> Void)] = [
        (
          "a link elsewhere", { try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: outside) }
        ),
        (
          "a link to /dev/zero",
          { try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/zero") }
        ),
        ("a FIFO", { #expect(mkfifo(path, 0o600) == 0) }),
        (
          "an 8 GB sparse file",
          {
            #expect(FileManager.default.createFile(atPath: path, contents: nil))
            #expect(truncate(path, 8 << 30) == 0)
          }
        ),
      ]
      store.save(mask, for: Self.otherKey)  // Makes the folder.
      for (name, make) in specials {
        try? FileManager.default.removeItem(atPath: path)
        try make()
        #expect(store.load(Self.key) == nil, "\(name)")
        store.save(mask, for: Self.key)
        #expect(store.load(Self.key) == mask, "\(name)")
        #expect(try String(decoding: Data(contentsOf: URL(fileURLWithPath: outside)), as: UTF8.self) == "decoy")
      }
    }
  }

  /// The store's folders are never reached through a link: a linked build or layout folder is a
  /// miss, and saving replaces the link with a folder of its own.
  @Test func linkedFoldersAreNotFollowed() throws {
    try withStore { store, directory in
      let mask = try #require(try ShadowMask.render(Self.key))
      let elsewhere = directory.appendingPathComponent("elsewhere").path
      let layout = store.folder.parent.description
      try FileManager.default.createDirectory(atPath: layout, withIntermediateDirectories: true)
      try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
      for folder in [store.folder.description, layout] {
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createSymbolicLink(atPath: folder, withDestinationPath: elsewhere)
        #expect(store.load(Self.key) == nil)
        store.save(mask, for: Self.key)
        #expect(store.load(Self.key) == mask)
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere).isEmpty, "written through \(folder)")
      }
    }
  }

  @Test func anUnwritableFolderOnlyCostsTheSaving() throws {
    try withStore { _, directory in
      // A regular file where the store's folder would be.
      let blocked = directory.appendingPathComponent("file")
      try Data([1]).write(to: blocked)
      let store = ShadowMaskDiskStore(rendererFolder: BytePath(blocked.path), buildName: "masks")
      let mask = try #require(try ShadowMask.render(Self.key))
      store.save(mask, for: Self.key)
      #expect(store.load(Self.key) == nil)
    }
  }

  /// A cache over a store reads the stored mask on a memory miss instead of rendering: a
  /// deliberately different mask stored under the key comes back (as a stale file never can,
  /// since the folder names the program that wrote it).
  @Test func theCacheReadsTheStoreBeforeRendering() throws {
    try withStore { store, _ in
      let rendered = try #require(try ShadowMask.render(Self.key))
      let first = ShadowMaskCache(capacity: 2, diskStore: store)
      #expect(try first.mask(for: Self.key) == rendered)
      #expect(store.load(Self.key) == rendered)
      let marker = ShadowMask(width: 2, height: 1, originX: 0, originY: 0, alpha: [7, 9])
      store.save(marker, for: Self.key)
      #expect(try ShadowMaskCache(capacity: 2, diskStore: store).mask(for: Self.key) == marker)
      #expect(try ShadowMaskCache(capacity: 2).mask(for: Self.key) == rendered)
    }
  }

  @Test func theProcessStoreLivesInTheRendererCacheAndCanBeTurnedOff() throws {
    let store = try #require(ShadowMaskDiskStore.forThisProcess(environment: ["XDG_CACHE_HOME": "/cache"]))
    #expect(store.folder.description.hasPrefix("/cache/material-snackbar/shadow-masks-2/"))
    #expect(store.folder.description.count == "/cache/material-snackbar/shadow-masks-2/".count + 32)
    #expect(
      ShadowMaskDiskStore.forThisProcess(environment: ["XDG_CACHE_HOME": "/cache", "SNACKBAR_SHADOW_DISK_CACHE": "0"])
        == nil)
    #expect(ShadowMaskDiskStore.forThisProcess(environment: [:]) == nil)
    #expect(
      ShadowMaskDiskStore.forThisProcess(environment: ["HOME": "/home/a"])?.folder.description.hasPrefix(
        "/home/a/.cache/material-snackbar/shadow-masks-2/") == true)
  }

  /// The first mask a new build stores prunes the other builds' folders down to the most recently
  /// used ones, and the folders of earlier layouts; other files, later layouts and the font cache
  /// stay.
  @Test func aNewFolderPrunesOldBuildsAndLayouts() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let directory = temporary.url
    let files = FileManager.default
    let renderer = directory.appendingPathComponent("material-snackbar")
    let layout = renderer.appendingPathComponent(ShadowMaskDiskStore.layoutName)
    let count = ShadowMaskDiskStore.keptFolderCount + 4
    for index in 0..<count {
      let old = layout.appendingPathComponent("build-\(index)")
      try files.createDirectory(at: old, withIntermediateDirectories: true)
      try Data([1]).write(to: old.appendingPathComponent("x.mask"))
      // build-0 is the oldest, a day before build-1, and so on.
      let date = Date(timeIntervalSinceNow: -Double(count - index) * 86_400)
      try files.setAttributes([.modificationDate: date], ofItemAtPath: old.path)
    }
    try Data([2]).write(to: layout.appendingPathComponent("stray-file"))
    for kept in ["shadow-masks-1/abc", "shadow-masks-3/def", "fontconfig-1/cache"] {
      try files.createDirectory(at: renderer.appendingPathComponent(kept), withIntermediateDirectories: true)
    }
    let store = ShadowMaskDiskStore(rendererFolder: BytePath(renderer.path), buildName: "current")
    let mask = try #require(try ShadowMask.render(Self.key))
    store.save(mask, for: Self.key)
    #expect(store.load(Self.key) == mask)
    let left = Set(try files.contentsOfDirectory(atPath: layout.path))
    let newest = (count - ShadowMaskDiskStore.keptFolderCount + 1..<count).map { "build-\($0)" }
    #expect(left == Set(newest + ["current", "stray-file"]))
    // An earlier layout goes; a later one (a newer library's) and the font cache stay.
    #expect(
      Set(try files.contentsOfDirectory(atPath: renderer.path)) == [
        ShadowMaskDiskStore.layoutName, "shadow-masks-3", "fontconfig-1",
      ])
    // Saving again into the existing folder prunes nothing more.
    try files.createDirectory(at: layout.appendingPathComponent("build-late"), withIntermediateDirectories: true)
    try files.setAttributes(
      [.modificationDate: Date.distantPast], ofItemAtPath: layout.appendingPathComponent("build-late").path)
    store.save(mask, for: Self.otherKey)
    #expect(files.fileExists(atPath: layout.appendingPathComponent("build-late").path))
  }

  /// Starting a process marks its program's folder as used, so another build's pruning keeps it
  /// even when this program only reads its masks.
  @Test func theProcessStoreMarksItsFolderUsed() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let directory = temporary.url
    let environment = ["XDG_CACHE_HOME": directory.path]
    let folder = try #require(ShadowMaskDiskStore.forThisProcess(environment: environment)).folder.description
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let old = Date(timeIntervalSinceNow: -30 * 86_400)
    try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: folder)
    _ = ShadowMaskDiskStore.forThisProcess(environment: environment)
    let modified = try #require(
      try FileManager.default.attributesOfItem(atPath: folder)[.modificationDate] as? Date)
    #expect(modified.timeIntervalSinceNow > -3_600)
  }
}
