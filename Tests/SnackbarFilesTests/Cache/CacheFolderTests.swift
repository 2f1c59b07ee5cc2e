import Foundation
import SnackbarTestSupport
import Testing

@testable import SnackbarFiles

/// The primitives the caches read and write through: nothing below the base folder is reached
/// through a link, nothing but a regular file within its bound is read, nothing is written
/// through what is at a destination.
@Suite struct CacheFolderTests {
  /// A temporary base folder, the cache folder `cache` in it, and a folder `outside` holding
  /// `decoy`, which no call may change.
  struct Fixture {
    let temporary: TemporaryDirectory
    let cache: CacheFolder
    var directory: URL { temporary.url }
    var outside: String { directory.appendingPathComponent("outside").path }
    var decoy: String { outside + "/decoy" }

    init() throws {
      temporary = try TemporaryDirectory()
      let directory = temporary.url
      try FileManager.default.createDirectory(atPath: directory.path + "/outside", withIntermediateDirectories: true)
      try Data("decoy".utf8).write(to: URL(fileURLWithPath: directory.path + "/outside/decoy"))
      cache = try CacheFolder.open(BytePath(directory.path), creating: false).folder(Self.name("cache"), creating: true)
    }

    static func name(_ text: String) -> [UInt8] { Array(text.utf8) }

    func path(_ name: String) -> String { cache.path.description + "/" + name }

    func decoyText() throws -> String {
      try String(decoding: Data(contentsOf: URL(fileURLWithPath: decoy)), as: UTF8.self)
    }

    func remove() { temporary.cleanUp() }
  }

  /// The reason `body` fails with; nil when it does not fail.
  static func reason(_ body: () throws -> Any) -> FileSystemError.Reason? {
    do {
      _ = try body()
      return nil
    } catch {
      return (error as? FileSystemError)?.reason
    }
  }

  /// Every error names the entry, under the cache folder, and the cache check words each reason as
  /// `snackbar doctor --cache` always has.
  @Test func errorsNameTheEntryAndKeepTheCacheChecksWording() throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    #expect(mkfifo(fixture.path("fifo"), 0o600) == 0)
    let error = #expect(throws: FileSystemError.self) {
      try fixture.cache.readFile(Fixture.name("fifo"), maximumSize: 9)
    }
    #expect(error == FileSystemError(.read, path: fixture.path("fifo"), reason: .notARegularFile(.fifo)))
    #expect(error?.reason.cacheEntryDescription == "a FIFO (named pipe) in place of the cache's own entry")
    #expect(FileSystemError.Reason.missing.cacheEntryDescription == "missing")
    #expect(
      FileSystemError.Reason.tooLarge(size: 3, limit: 2).cacheEntryDescription
        == "3 bytes, larger than any valid entry (2)")
    #expect(FileSystemError.Reason.tooManyEntries(limit: 4).cacheEntryDescription == "more than 4 entries")
    #expect(
      FileSystemError.Reason.isADirectory.cacheEntryDescription == "a directory in place of the cache's own entry")
  }

  @Test func readsOnlyRegularFilesWithinTheirBound() throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    try Data([1, 2, 3]).write(to: URL(fileURLWithPath: fixture.path("file")))
    #expect(try fixture.cache.readFile(Fixture.name("file"), maximumSize: 3) == [1, 2, 3])
    #expect(
      Self.reason { try fixture.cache.readFile(Fixture.name("file"), maximumSize: 2) } == .tooLarge(size: 3, limit: 2))
    #expect(Self.reason { try fixture.cache.readFile(Fixture.name("none"), maximumSize: 9) } == .missing)
    try FileManager.default.createSymbolicLink(atPath: fixture.path("link"), withDestinationPath: fixture.decoy)
    #expect(
      Self.reason { try fixture.cache.readFile(Fixture.name("link"), maximumSize: 99) }
        == .notARegularFile(.symbolicLink))
    try FileManager.default.createSymbolicLink(atPath: fixture.path("zero"), withDestinationPath: "/dev/zero")
    #expect(
      Self.reason { try fixture.cache.readFile(Fixture.name("zero"), maximumSize: 99) }
        == .notARegularFile(.symbolicLink))
    // Opening a FIFO for reading would wait for a writer; it is never opened.
    #expect(mkfifo(fixture.path("fifo"), 0o600) == 0)
    #expect(
      Self.reason { try fixture.cache.readFile(Fixture.name("fifo"), maximumSize: 99) } == .notARegularFile(.fifo))
    // 8 GB of nothing: refused by its size, before anything is allocated.
    #expect(FileManager.default.createFile(atPath: fixture.path("sparse"), contents: nil))
    #expect(truncate(fixture.path("sparse"), 8 << 30) == 0)
    #expect(
      Self.reason { try fixture.cache.readFile(Fixture.name("sparse"), maximumSize: 1 << 20) }
        == .tooLarge(size: 8 << 30, limit: 1 << 20))
  }

  @Test func replacingRenamesOverTheEntryItself() throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    try FileManager.default.createSymbolicLink(atPath: fixture.path("link"), withDestinationPath: fixture.decoy)
    #expect(mkfifo(fixture.path("fifo"), 0o600) == 0)
    try FileManager.default.createDirectory(atPath: fixture.path("folder/inner"), withIntermediateDirectories: true)
    for name in ["link", "fifo", "folder", "new"] {
      try fixture.cache.replaceFile(Fixture.name(name), with: Array(name.utf8))
      #expect(try fixture.cache.status(of: Fixture.name(name)).kind == .regular, "\(name)")
      #expect(try fixture.cache.readFile(Fixture.name(name), maximumSize: 9) == Array(name.utf8))
    }
    #expect(try fixture.decoyText() == "decoy")
    let names = try FileManager.default.contentsOfDirectory(atPath: fixture.cache.path.description)
    #expect(Set(names) == ["link", "fifo", "folder", "new"], "no temporary file is left")
  }

  @Test func foldersAreNeverReachedThroughALink() throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    try FileManager.default.createSymbolicLink(atPath: fixture.path("masks"), withDestinationPath: fixture.outside)
    #expect(
      Self.reason { try fixture.cache.folder(Fixture.name("masks"), creating: false) } == .notADirectory(.symbolicLink))
    // Creating replaces the link with a folder of the cache's own.
    let made = try fixture.cache.folder(Fixture.name("masks"), creating: true)
    try made.replaceFile(Fixture.name("decoy"), with: Array("mask".utf8))
    #expect(try fixture.decoyText() == "decoy")
    #expect(try fixture.cache.status(of: Fixture.name("masks")).kind == .directory)
    // A FIFO in a folder's place is not opened (which would block) but replaced.
    #expect(mkfifo(fixture.path("pipe"), 0o600) == 0)
    #expect(Self.reason { try fixture.cache.folder(Fixture.name("pipe"), creating: false) } == .notADirectory(.fifo))
    #expect(try fixture.cache.folder(Fixture.name("pipe"), creating: true).path == fixture.cache.path.appending("pipe"))
  }

  @Test func removalNeverFollowsALink() throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    try FileManager.default.createDirectory(atPath: fixture.path("tree/deeper"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: fixture.path("tree/out"), withDestinationPath: fixture.outside)
    try FileManager.default.createSymbolicLink(
      atPath: fixture.path("tree/deeper/decoy"), withDestinationPath: fixture.decoy)
    #expect(mkfifo(fixture.path("tree/deeper/fifo"), 0o600) == 0)
    #expect(fixture.cache.remove(Fixture.name("tree")))
    #expect(Self.reason { try fixture.cache.status(of: Fixture.name("tree")) } == .missing)
    #expect(try fixture.decoyText() == "decoy")
    #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.outside) == ["decoy"])
  }

  @Test func listingsAreBoundedAndLinksAreReadNotFollowed() throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    for index in 0..<5 { try fixture.cache.makeLink(Fixture.name("link\(index)"), to: Array(fixture.decoy.utf8)) }
    #expect(try fixture.cache.entries(limit: 5).count == 5)
    #expect(Self.reason { try fixture.cache.entries(limit: 4) } == .tooManyEntries(limit: 4))
    #expect(try fixture.cache.linkTarget(Fixture.name("link0")) == Array(fixture.decoy.utf8))
    try fixture.cache.replaceFile(Fixture.name("file"), with: [1])
    #expect(Self.reason { try fixture.cache.linkTarget(Fixture.name("file")) } == .notASymbolicLink(.regular))
  }

  /// The base folder is the user's (`$XDG_CACHE_HOME/material-snackbar`): made with its parents,
  /// and followed when it is a link.
  @Test func theBaseFolderIsMadeWithItsParentsAndMayBeALink() throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    let base = BytePath(fixture.directory.path).appending("a/b\nc/material-snackbar")
    #expect(Self.reason { try CacheFolder.open(base, creating: false) } == .missing)
    let made = try CacheFolder.open(base, creating: true)
    #expect(made.path == base)
    #expect(FileManager.default.fileExists(atPath: fixture.directory.path + "/a/b\nc/material-snackbar"))
    try FileManager.default.createSymbolicLink(
      atPath: fixture.directory.path + "/linked", withDestinationPath: fixture.outside)
    let linked = try CacheFolder.open(BytePath(fixture.directory.path + "/linked"), creating: false)
    #expect(try linked.status(of: Fixture.name("decoy")).kind == .regular)
  }
}
