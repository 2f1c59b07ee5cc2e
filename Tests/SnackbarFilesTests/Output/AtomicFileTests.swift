import Foundation
import SnackbarFiles
import SnackbarTestSupport
import Testing

@Suite struct AtomicFileTests {
  /// Names in `directory`, including hidden temporary files.
  static func contents(of directory: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
  }

  @Test func createsIntermediateDirectoriesAndReplaces() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let directory = temporary.url
    let url = directory.appendingPathComponent("a/b/c/file.bin")
    try AtomicFile.write([1, 2, 3], to: url)
    #expect(try Data(contentsOf: url) == Data([1, 2, 3]))
    try AtomicFile.write([9], to: url)
    #expect(try Data(contentsOf: url) == Data([9]))
    try AtomicFile.write([], to: url)
    #expect(try Data(contentsOf: url).isEmpty)
    #expect(try Self.contents(of: url.deletingLastPathComponent()) == ["file.bin"])
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    let permissions = (attributes[.posixPermissions] as? NSNumber)?.intValue ?? 0
    #expect(permissions & 0o044 != 0, "file should be readable by others like a normal file")
  }

  @Test func unwritableDirectoryGivesClearErrorAndLeavesNothing() throws {
    // /proc refuses new files even for root, unlike a chmod-ed directory.
    let url = URL(fileURLWithPath: "/proc/snackbar-atomic-test/out.png")
    let error = #expect(throws: FileSystemError.self) { try AtomicFile.write([1, 2, 3], to: url) }
    #expect(error?.description.contains("/proc/snackbar-atomic-test") == true, "\(String(describing: error))")
    #expect(!FileManager.default.fileExists(atPath: url.path))

    let existing = URL(fileURLWithPath: "/proc/self/out.png")
    let second = #expect(throws: FileSystemError.self) { try AtomicFile.write([1], to: existing) }
    #expect(second?.description.contains("/proc/self") == true, "\(String(describing: second))")
  }

  @Test func directoryDestinationIsRefusedAndLeftAlone() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let directory = temporary.url
    let destination = directory.appendingPathComponent("target")
    try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
    try Data([7]).write(to: destination.appendingPathComponent("keep"))
    #expect(throws: FileSystemError(.write, path: destination.path, reason: .isADirectory)) {
      try AtomicFile.write([1, 2, 3], to: destination)
    }
    #expect(try Self.contents(of: directory) == ["target"])
    #expect(try Data(contentsOf: destination.appendingPathComponent("keep")) == Data([7]))
  }

  /// A full disk is reported for the file the caller named, not for the temporary file the bytes
  /// were going to (issue 9, point 11).
  @Test func fullDiskNamesTheDestination() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let directory = temporary.url
    let url = directory.appendingPathComponent("new/out.png")
    let error = FileWriter.$current.withValue(.failing(ENOSPC)) {
      #expect(throws: FileSystemError.self) { try AtomicFile.write([1, 2, 3], to: url) }
    }
    #expect(error == FileSystemError(.write, path: url.path, reason: .system(errno: ENOSPC)))
    #expect(error?.description == "cannot write \(url.path): No space left on device")
    // The folder created for it is gone again.
    #expect(try Self.contents(of: directory).isEmpty)
  }

  @Test func aProducerErrorIsRethrownAndLeavesTheOldFileAndNoTemporary() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let directory = temporary.url
    let url = directory.appendingPathComponent("page.html")
    try AtomicFile.write([1, 2], to: url)
    let failure = FileSystemError(.write, path: "elsewhere", reason: .system(errno: ECANCELED))
    #expect(throws: failure) {
      try AtomicFile.write(to: url) { sink throws(FileSystemError) in
        try sink.write([9, 9, 9])
        throw failure
      }
    }
    #expect(try Data(contentsOf: url) == Data([1, 2]))
    #expect(try Self.contents(of: directory) == ["page.html"])
  }

  @Test func parentThatIsAFileIsReported() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let directory = temporary.url
    let blocker = directory.appendingPathComponent("blocker")
    try Data([1]).write(to: blocker)
    let url = blocker.appendingPathComponent("deeper/file.png")
    let error = #expect(throws: FileSystemError.self) { try AtomicFile.write([1], to: url) }
    #expect(error == FileSystemError(.write, path: url.path, folder: blocker.path, reason: .parentIsNotADirectory))
    #expect(error?.description == "cannot write \(url.path): \(blocker.path) is a file, not a directory")
    #expect(try Data(contentsOf: blocker) == Data([1]))
    #expect(try Self.contents(of: directory) == ["blocker"])
  }

  @Test func rejectsNonFileURLs() throws {
    let url = try #require(URL(string: "https://example.com/x.png"))
    let error = #expect(throws: FileSystemError.self) { try AtomicFile.write([1], to: url) }
    #expect(error == FileSystemError(.write, path: "https://example.com/x.png", reason: .notAFileURL))
    #expect(error?.description == "cannot write https://example.com/x.png: not a file URL")
  }

  /// Large files (the HTML report) are written in pieces, never held whole (issue 10).
  @Test func streamedPiecesArriveInOrder() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let directory = temporary.url
    let url = directory.appendingPathComponent("page.html")
    try AtomicFile.write(to: url) { sink throws(FileSystemError) in
      for piece in 0..<100 { try sink.write(Array(repeating: UInt8(piece), count: 1000)) }
    }
    let bytes = [UInt8](try Data(contentsOf: url))
    #expect(bytes.count == 100_000)
    #expect(bytes[0] == 0 && bytes[999] == 0 && bytes[1000] == 1 && bytes[99_999] == 99)
    #expect(try Self.contents(of: directory) == ["page.html"])
  }

}
