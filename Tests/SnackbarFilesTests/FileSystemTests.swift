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
    #expect(try FileSystem.readFile(path) == [1, 2, 3])
    // The name went to the kernel as given: the U+FFFD spelling names no file.
    #expect(try FileSystem.status(of: BytePath(directory.path).appending("\u{FFFD}.bin")) == nil)
    #expect(try FileSystem.status(of: path)?.kind == .regular)
  }

  /// Files are read whole whatever their size (empty, around the 64 KiB chunk, large), into an
  /// array with no more room than the allocator rounds up to: a file of the size it reports is
  /// read in place, never copied into a larger buffer.
  @Test func readsWholeFilesOfAnySizeWithoutSpareRoom() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let directory = temporary.url
    for size in [0, 1, 65_535, 65_536, 65_537, 300_001] {
      let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 9) }
      let url = directory.appendingPathComponent("file-\(size)")
      try Data(bytes).write(to: url)
      let read = try FileSystem.readFile(BytePath(url.path))
      #expect(read == bytes, "size \(size)")
      #expect(read.capacity <= size + 4_096, "size \(size): capacity \(read.capacity)")
    }
  }

  /// Files that report no size are read to their end in chunks: a procfs file, and a pipe whose
  /// writer sends more than a chunk in pieces.
  @Test func readsFilesThatReportNoSize() throws {
    let status = try FileSystem.readFile(BytePath("/proc/self/status"))
    #expect(String(decoding: status, as: UTF8.self).hasPrefix("Name:"))
    #expect(String(decoding: status, as: UTF8.self).hasSuffix("\n"))

    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let directory = temporary.url
    let fifo = directory.appendingPathComponent("fifo").path
    try #require(mkfifo(fifo, 0o600) == 0)
    let sent = (0..<200_001).map { UInt8(truncatingIfNeeded: $0 &* 13) }
    let writer = Thread {
      let descriptor = open(fifo, O_WRONLY)
      guard descriptor >= 0 else { return }
      defer { close(descriptor) }
      sent.withUnsafeBytes { bytes in
        var offset = 0
        while offset < bytes.count {
          let piece = min(7_000, bytes.count - offset)
          let written = write(descriptor, bytes.baseAddress.map { $0 + offset }, piece)
          if written <= 0 { return }
          offset += written
        }
      }
    }
    writer.start()
    #expect(try FileSystem.readFile(BytePath(fifo)) == sent)
  }

  @Test func readErrorsAreTheSystemsWords() {
    #expect(throws: SystemError(code: EISDIR)) { try FileSystem.readFile(BytePath("/")) }
    let missing = #expect(throws: SystemError.self) { try FileSystem.readFile(BytePath("/no/such/file")) }
    #expect(missing?.description == "No such file or directory")
    #expect(throws: SystemError(code: EINVAL)) { try FileSystem.readFile(BytePath(bytes: [0x61, 0, 0x62])) }
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
