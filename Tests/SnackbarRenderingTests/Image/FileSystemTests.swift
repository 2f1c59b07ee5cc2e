import Foundation
import SnackbarRendering
import Testing

@Suite struct FileSystemTests {
  @Test func readsFilesByTheirExactBytes() throws {
    let directory = try RenderingTestSupport.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = BytePath(directory.path).appending([0xFF, 0x2E, 0x62, 0x69, 0x6E])
    let transaction = OutputTransaction()
    try transaction.stage([1, 2, 3], at: path)
    try transaction.commit()
    #expect(try FileSystem.readFile(path) == [1, 2, 3])
    // The name went to the kernel as given: the U+FFFD spelling names no file.
    #expect(try FileSystem.status(of: BytePath(directory.path).appending("\u{FFFD}.bin")) == nil)
    #expect(try FileSystem.status(of: path)?.kind == .regular)
  }

  @Test func readErrorsAreTheSystemsWords() {
    #expect(throws: SystemError(code: EISDIR)) { try FileSystem.readFile(BytePath("/")) }
    let missing = #expect(throws: SystemError.self) { try FileSystem.readFile(BytePath("/no/such/file")) }
    #expect(missing?.description == "No such file or directory")
    #expect(throws: SystemError(code: EINVAL)) { try FileSystem.readFile(BytePath(bytes: [0x61, 0, 0x62])) }
  }

  @Test func canonicalPathsResolveLinksDotsAndMissingTails() throws {
    let directory = try RenderingTestSupport.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
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
}
