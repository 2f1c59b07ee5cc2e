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

  /// Files are read whole whatever their size: empty, around the 64 KiB read size, large, and
  /// files whose reported size is 0 though they have content (procfs) or that are pipes.
  @Test func readsWholeFilesOfAnySize() throws {
    let directory = try RenderingTestSupport.makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    for size in [0, 1, 65_535, 65_536, 65_537, 300_001] {
      let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 9) }
      let url = directory.appendingPathComponent("file-\(size)")
      try Data(bytes).write(to: url)
      #expect(try FileSystem.readFile(BytePath(url.path)) == bytes, "size \(size)")
    }
    let status = try FileSystem.readFile(BytePath("/proc/self/status"))
    #expect(String(decoding: status, as: UTF8.self).hasPrefix("Name:"))
    #expect(String(decoding: status, as: UTF8.self).hasSuffix("\n"))
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
