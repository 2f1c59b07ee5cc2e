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
    #expect(throws: FileSystemError(.read, path: link, reason: .system(errno: ELOOP))) {
      try ReadOnlyFile(BytePath(link), followingLinks: false)
    }
  }

  /// A file below an untrusted folder: reached only through real folders and only when it is a
  /// regular file itself, so a link anywhere on the way cannot lead outside.
  @Test func aFileBelowAFolderIsReachedWithoutFollowingALink() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let root = temporary.url.appendingPathComponent("root").path
    let outside = temporary.url.appendingPathComponent("outside").path
    try FileManager.default.createDirectory(atPath: root + "/a/b", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
    try Data("inside".utf8).write(to: URL(fileURLWithPath: root + "/a/b/file"))
    try Data("secret".utf8).write(to: URL(fileURLWithPath: outside + "/file"))
    try FileManager.default.createSymbolicLink(atPath: root + "/a/out", withDestinationPath: outside)
    try FileManager.default.createSymbolicLink(atPath: root + "/a/b/link", withDestinationPath: outside + "/file")
    let base = BytePath(root)
    func read(_ components: [String]) throws -> [UInt8] {
      try ReadOnlyFile(components.map { Array($0.utf8) }, under: base).readBytes(upTo: 100)
    }
    #expect(try read(["a", "b", "file"]) == Array("inside".utf8))
    #expect(
      throws: FileSystemError(
        .read, path: root + "/a/out/file", folder: root + "/a/out", reason: .notADirectory(.symbolicLink))
    ) {
      try read(["a", "out", "file"])
    }
    #expect(throws: FileSystemError(.read, path: root + "/a/b/link", reason: .notARegularFile(.symbolicLink))) {
      try read(["a", "b", "link"])
    }
    for bad in [["a", "..", "b", "file"], [], ["a", ""], ["a/b", "file"], [".", "a", "b", "file"]] {
      #expect(throws: FileSystemError.self, "\(bad)") { try read(bad) }
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
