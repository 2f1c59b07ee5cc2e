import Foundation
import SnackbarFiles
import SnackbarTestSupport
import Testing

/// `FileSystem.readPrefix(of:upTo:)`: bounded reads that never block on a FIFO.
@Suite struct FileSystemPrefixTests {
  @Test func readsAtMostTheCountAndAllOfAShorterFile() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let directory = temporary.url
    let path = directory.appendingPathComponent("text").path
    try Data("hello".utf8).write(to: URL(fileURLWithPath: path))
    #expect(try FileSystem.readPrefix(of: BytePath(path), upTo: 3) == Array("hel".utf8))
    #expect(try FileSystem.readPrefix(of: BytePath(path), upTo: 100) == Array("hello".utf8))
    #expect(try FileSystem.readPrefix(of: BytePath("/dev/zero"), upTo: 70_000).count == 70_000)
  }

  @Test func directoriesAndFIFOsAreRefusedUnread() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let directory = temporary.url
    let fifo = directory.appendingPathComponent("fifo").path
    #expect(mkfifo(fifo, 0o600) == 0)
    #expect(throws: FileSystemError(.read, path: fifo, reason: .notARegularFile(.fifo))) {
      try FileSystem.readPrefix(of: BytePath(fifo), upTo: 10)
    }
    let folder = #expect(throws: FileSystemError.self) {
      try FileSystem.readPrefix(of: BytePath(directory.path), upTo: 10)
    }
    #expect(folder == FileSystemError(.read, path: directory.path, reason: .isADirectory))
    #expect(folder?.reason.description == "it is a directory, not a file")
    #expect(throws: FileSystemError(.read, path: "/no/such/file", reason: .system(SystemError(code: ENOENT)))) {
      try FileSystem.readPrefix(of: BytePath("/no/such/file"), upTo: 10)
    }
  }
}
