import Foundation
import SnackbarFiles
import SnackbarTestSupport
import Testing

/// `FileSystem.read(_:limit:kinds:)`: the one bounded read, which never blocks on a FIFO.
@Suite struct FileSystemReadTests {
  @Test func readsAFileUpToTheLimitAndRefusesOneByteMore() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let path = temporary.path("text").path
    try Data("hello".utf8).write(to: URL(fileURLWithPath: path))
    #expect(try FileSystem.read(BytePath(path), limit: 5) == Array("hello".utf8))
    #expect(try FileSystem.read(BytePath(path), limit: 100) == Array("hello".utf8))
    #expect(throws: FileSystemError(.read, path: path, reason: .tooLarge(size: nil, limit: 4))) {
      try FileSystem.read(BytePath(path), limit: 4)
    }
    // A device that never ends costs the limit and one byte, not forever.
    #expect(throws: FileSystemError(.read, path: "/dev/zero", reason: .tooLarge(size: nil, limit: 70_000))) {
      try FileSystem.read(BytePath("/dev/zero"), limit: 70_000)
    }
  }

  @Test func directoriesAndFIFOsAreRefusedUnread() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let directory = temporary.url
    let fifo = directory.appendingPathComponent("fifo").path
    #expect(mkfifo(fifo, 0o600) == 0)
    #expect(throws: FileSystemError(.read, path: fifo, reason: .notARegularFile(.fifo))) {
      try FileSystem.read(BytePath(fifo), limit: 10)
    }
    let folder = #expect(throws: FileSystemError.self) {
      try FileSystem.read(BytePath(directory.path), limit: 10)
    }
    #expect(folder == FileSystemError(.read, path: directory.path, reason: .isADirectory))
    #expect(folder?.reason.description == "it is a directory, not a file")
    let missing = #expect(throws: FileSystemError.self) {
      try FileSystem.read(BytePath("/no/such/file"), limit: 10)
    }
    #expect(missing == FileSystemError(.read, path: "/no/such/file", reason: .system(errno: ENOENT)))
    #expect(missing?.isMissing == true)
    #expect(missing?.description == "cannot read /no/such/file: No such file or directory")
  }

  @Test func theKindsChooseDevicesAndLinks() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let target = temporary.path("target").path
    let link = temporary.path("link").path
    try Data("secret".utf8).write(to: URL(fileURLWithPath: target))
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
    #expect(try FileSystem.read(BytePath(link), limit: 10, kinds: .regularFiles) == Array("secret".utf8))
    #expect(throws: FileSystemError(.read, path: link, reason: .system(errno: ELOOP))) {
      try FileSystem.read(BytePath(link), limit: 10, kinds: .regularFilesNotThroughLinks)
    }
    #expect(throws: FileSystemError(.read, path: "/dev/null", reason: .notARegularFile(.characterDevice))) {
      try FileSystem.read(BytePath("/dev/null"), limit: 10, kinds: .regularFiles)
    }
    #expect(try FileSystem.read(BytePath("/dev/null"), limit: 10).isEmpty)
  }

  @Test func aLimitIsNamedOneWay() {
    #expect(FileSystem.describeLimit(1 << 20) == "1 MiB (1048576 bytes)")
    #expect(FileSystem.describeLimit(64 << 20) == "64 MiB (67108864 bytes)")
    #expect(FileSystem.describeLimit(1000) == "1000 bytes")
  }
}
