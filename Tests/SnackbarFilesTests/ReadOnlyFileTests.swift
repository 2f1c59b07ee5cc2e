import Foundation
import SnackbarFiles
import SnackbarTestSupport
import Testing

/// The one way the package opens a named file to read: never blocking on a FIFO, refusing what
/// is not a file before a byte is read, and read in pieces or up to a bound.
@Suite struct ReadOnlyFileTests {
  @Test func aFileIsReadInPiecesToItsEnd() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let directory = temporary.url
    let path = directory.appendingPathComponent("data").path
    try Data((0..<100).map { UInt8($0) }).write(to: URL(fileURLWithPath: path))
    let file = try ReadOnlyFile(BytePath(path))
    #expect(file.status.kind == .regular && file.status.size == 100)
    var read: [UInt8] = []
    var piece = [UInt8](repeating: 0, count: 30)
    while true {
      let count = try piece.withUnsafeMutableBytes { try file.read(into: $0) }
      if count == 0 { break }
      read += piece[..<count]
    }
    #expect(read == (0..<100).map { UInt8($0) })
  }

  @Test func specialFilesAreRefusedWithoutBlocking() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let directory = temporary.url
    let fifo = directory.appendingPathComponent("fifo").path
    #expect(mkfifo(fifo, 0o600) == 0)
    // A blocking open would wait here for a writer that never comes.
    #expect(throws: FileSystemError(.read, path: fifo, reason: .notARegularFile(.fifo))) {
      try ReadOnlyFile(BytePath(fifo))
    }
    #expect(throws: FileSystemError(.read, path: directory.path, reason: .isADirectory)) {
      try ReadOnlyFile(BytePath(directory.path))
    }
    #expect(throws: FileSystemError(.read, path: "/dev/zero", reason: .notARegularFile(.characterDevice))) {
      try ReadOnlyFile(BytePath("/dev/zero"), regularFilesOnly: true)
    }
    let link = directory.appendingPathComponent("link").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/zero")
    #expect(throws: FileSystemError(.read, path: link, reason: .system(SystemError(code: ELOOP)))) {
      try ReadOnlyFile(BytePath(link), followingLinks: false)
    }
  }

  @Test func boundedReadsStopAtTheBoundWhateverTheFile() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let directory = temporary.url
    #expect(try ReadOnlyFile(BytePath("/dev/zero")).readBytes(upTo: 70_000).count == 70_000)
    let path = directory.appendingPathComponent("text").path
    try Data("hello".utf8).write(to: URL(fileURLWithPath: path))
    #expect(try ReadOnlyFile(BytePath(path)).readBytes(upTo: 3) == Array("hel".utf8))
    let whole = try ReadOnlyFile(BytePath(path)).readBytes(upTo: 1 << 30)
    #expect(whole == Array("hello".utf8))
    #expect(whole.capacity < 1 << 16, "the bound is not allocated")
  }
}
