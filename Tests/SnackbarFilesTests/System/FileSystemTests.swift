import Foundation
import SnackbarFiles
import SnackbarTestSupport
import Testing

@Suite struct FileSystemTests {
  @Test func readsFilesByTheirExactBytes() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let directory = temporary.url
    let path = BytePath(directory.path).appending([0xFF, 0x2E, 0x62, 0x69, 0x6E])
    let transaction = OutputTransaction()
    try transaction.stage([1, 2, 3], at: path)
    try transaction.commit()
    #expect(try ReadOnlyFile(path).readBytes(upTo: 10) == [1, 2, 3])
    // The name went to the kernel as given: the U+FFFD spelling names no file.
    #expect(try FileSystem.status(of: BytePath(directory.path).appending("\u{FFFD}.bin")) == nil)
    #expect(try FileSystem.status(of: path)?.kind == .regular)
  }

  @Test func canonicalPathsResolveLinksDotsAndMissingTails() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let directory = temporary.url
    let real = FileSystem.canonicalPath(BytePath(directory.path))
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("real"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: directory.appendingPathComponent("link").path, withDestinationPath: "real")
    let viaLink = FileSystem.canonicalPath(BytePath(directory.path + "/link/new/../a.png"))
    #expect(viaLink == real.appending("real/a.png"))
    #expect(FileSystem.canonicalPath(BytePath(directory.path + "/./real//a.png")) == real.appending("real/a.png"))
    #expect(FileSystem.canonicalPath(BytePath("relative.png")).isAbsolute)
  }

  /// A link whose target does not exist yet (a folder an earlier output or batch line creates)
  /// names that target, so the same file under the two names is found before either is written.
  @Test func canonicalPathsFollowLinksToWhatIsNotThereYet() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let directory = temporary.url
    let real = FileSystem.canonicalPath(BytePath(directory.path))
    try FileManager.default.createSymbolicLink(
      atPath: directory.appendingPathComponent("later").path, withDestinationPath: "new")
    try FileManager.default.createSymbolicLink(
      atPath: directory.appendingPathComponent("file").path, withDestinationPath: "new/a.png")
    try FileManager.default.createSymbolicLink(
      atPath: directory.appendingPathComponent("absolute").path, withDestinationPath: directory.path + "/new")
    try FileManager.default.createSymbolicLink(
      atPath: directory.appendingPathComponent("loop").path, withDestinationPath: "loop")
    let expected = real.appending("new/a.png")
    #expect(FileSystem.canonicalPath(BytePath(directory.path + "/later/a.png")) == expected)
    #expect(FileSystem.canonicalPath(BytePath(directory.path + "/file")) == expected)
    #expect(FileSystem.canonicalPath(BytePath(directory.path + "/absolute/x/../a.png")) == expected)
    #expect(FileSystem.canonicalPath(BytePath(directory.path + "/loop/a.png")) == real.appending("loop/a.png"))
  }
}
