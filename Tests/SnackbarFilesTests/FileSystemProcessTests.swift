import Foundation
import SnackbarFiles
import SnackbarTestSupport
import Testing

/// What other modules take from the files module instead of calling Foundation or C: temporary
/// folders, streamed inputs, scratch files, access checks.
@Suite struct FileSystemProcessTests {
  @Test func aTemporaryFolderIsNewEmptyAndPrivate() throws {
    let first = try FileSystem.makeTemporaryDirectory(prefix: "snackbar-files-test-")
    let second = try FileSystem.makeTemporaryDirectory(prefix: "snackbar-files-test-")
    defer {
      FileSystem.removeFolderOfFiles(first)
      FileSystem.removeFolderOfFiles(second)
    }
    #expect(first != second)
    #expect(first.parent == FileSystem.temporaryDirectory)
    #expect(String(decoding: first.lastComponent, as: UTF8.self).hasPrefix("snackbar-files-test-"))
    let status = try #require(try FileSystem.status(of: first))
    #expect(status.kind == .directory)
    #expect(status.permissions == 0o700)
    #expect(try FileSystem.directoryEntries(first).isEmpty)
  }

  @Test func anInputIsStreamedAndAFolderIsRefused() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let path = BytePath(temporary.path("jobs.txt").path)
    try Data("one\ntwo\n".utf8).write(to: temporary.path("jobs.txt"))
    let descriptor = try InputDescriptor.open(path)
    defer { InputDescriptor.close(descriptor) }
    #expect(InputDescriptor.status(descriptor)?.kind == .regular)
    var buffer = [UInt8](repeating: 0, count: 5)
    let first = try buffer.withUnsafeMutableBytes { (raw) throws(FileSystemError) in
      try InputDescriptor.read(descriptor, into: raw, path: path)
    }
    #expect(first == 5 && buffer == Array("one\nt".utf8))
    #expect(throws: FileSystemError(.read, path: temporary.url.path, reason: .system(errno: EISDIR))) {
      try InputDescriptor.open(BytePath(temporary.url.path))
    }
  }

  @Test func aScratchFileGivesBackWhatWasWritten() throws {
    let scratch = ScratchFile(shownAs: "the test's scratch file")
    let piece = [UInt8](repeating: 0x61, count: 100_000)
    scratch.write(piece)
    scratch.write([0x62])
    var read: [UInt8] = []
    var pieces = 0
    try scratch.readBack { chunk in
      read += chunk
      pieces += 1
    }
    #expect(read == piece + [0x62])
    #expect(pieces == 2)
  }

  @Test func accessIsAskedOfTheSystem() {
    #expect(FileSystem.isExecutableFile(BytePath("/bin/sh")))
    #expect(!FileSystem.isExecutableFile(BytePath("/bin")))
    #expect(!FileSystem.isExecutableFile(BytePath("/no/such/tool")))
    #expect(FileSystem.isReadable(BytePath("/dev/null")))
    #expect(!FileSystem.isReadable(BytePath("/no/such/file")))
  }
}
