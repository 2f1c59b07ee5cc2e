import Foundation
import SnackbarFiles
import SnackbarTestSupport
import Testing

@Suite struct OutputTransactionTests {
  /// Names in `directory`, including hidden temporary files, sorted.
  static func contents(_ directory: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
  }

  static func bytes(_ url: URL) throws -> [UInt8] { [UInt8](try Data(contentsOf: url)) }

  @Test func nothingIsInPlaceUntilTheCommitRenamesEverything() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let directory = temporary.url
    let old = directory.appendingPathComponent("old.bin")
    try Data([7]).write(to: old)
    let transaction = OutputTransaction()
    try transaction.stage([1], at: BytePath(old.path))
    try transaction.stage([2, 2], at: BytePath(directory.path + "/sub/new.bin"))
    #expect(try Self.bytes(old) == [7])
    #expect(!FileManager.default.fileExists(atPath: directory.path + "/sub/new.bin"))
    #expect(transaction.destinations == [BytePath(old.path), BytePath(directory.path + "/sub/new.bin")])
    try transaction.commit()
    #expect(try Self.bytes(old) == [1])
    #expect(try Self.bytes(directory.appendingPathComponent("sub/new.bin")) == [2, 2])
    #expect(try Self.contents(directory) == ["old.bin", "sub"])
    #expect(try Self.contents(directory.appendingPathComponent("sub")) == ["new.bin"])
  }

  /// A producer that fails in its own way (a drawing that fails) sends its error out as it is,
  /// typed, and leaves nothing staged: no file error is made up to carry it.
  @Test func aProducerFailureTravelsAsItself() throws {
    struct DrawingFailed: Error, Equatable {}
    enum Failure: Error, Equatable {
      case file(FileSystemError)
      case drawing(DrawingFailed)
    }
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let directory = temporary.url
    let transaction = OutputTransaction()
    try transaction.stage([1], at: BytePath(directory.path + "/kept.bin"))
    #expect(throws: Failure.drawing(DrawingFailed())) {
      try transaction.stage(at: BytePath(directory.path + "/drawn.png"), fileErrors: Failure.file) {
        (sink) throws(Failure) in
        do throws(FileSystemError) { try sink.write([1, 2, 3]) } catch { throw .file(error) }
        throw .drawing(DrawingFailed())
      }
    }
    // The transaction's own file errors come out through `fileErrors`.
    try Data().write(to: directory.appendingPathComponent("file"))
    let fileFailure = #expect(throws: Failure.self) {
      try transaction.stage(at: BytePath(directory.path + "/file/below.png"), fileErrors: Failure.file) {
        (_) throws(Failure) in
      }
    }
    guard case .file(let error)? = fileFailure else {
      Issue.record("expected the transaction's file error, got \(String(describing: fileFailure))")
      return
    }
    #expect(error.path == directory.path + "/file/below.png")
    try transaction.commit()
    #expect(try Self.contents(directory) == ["file", "kept.bin"])
  }

  /// Deferred durability changes when the bytes reach the disk, not what readers see: nothing is
  /// in place before the commit, everything after, and one flush of the file system then succeeds.
  @Test func deferredDurabilityKeepsTheAllOrNothingCommit() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let directory = temporary.url
    let transaction = OutputTransaction(durability: .deferred)
    try transaction.stage([3, 4], at: BytePath(directory.path + "/a.bin"))
    try transaction.stage([5], at: BytePath(directory.path + "/b.bin"))
    #expect(try Self.contents(directory).allSatisfy { $0.hasPrefix(".") })
    try transaction.commit()
    #expect(try Self.bytes(directory.appendingPathComponent("a.bin")) == [3, 4])
    #expect(try Self.bytes(directory.appendingPathComponent("b.bin")) == [5])
    #expect(try Self.contents(directory) == ["a.bin", "b.bin"])
    try FileSystem.synchronizeFileSystem(containing: [BytePath(directory.path)])
    // A folder or file that cannot be opened is skipped for the next; none at all falls back
    // to sync(2), so the flush still happens.
    try FileSystem.synchronizeFileSystem(
      containing: [BytePath(directory.path + "/missing"), BytePath(directory.path + "/a.bin")])
    try FileSystem.synchronizeFileSystem(containing: [BytePath(directory.path + "/missing")])
  }

  @Test func abortRemovesTemporaryFilesAndCreatedFolders() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let directory = temporary.url
    let old = directory.appendingPathComponent("old.bin")
    try Data([7]).write(to: old)
    let transaction = OutputTransaction()
    try transaction.stage([1], at: BytePath(old.path))
    try transaction.stage([2], at: BytePath(directory.path + "/a/b/new.bin"))
    #expect(try Self.contents(directory).count == 3, "old.bin, its temporary file, a")
    transaction.abort()
    #expect(try Self.contents(directory) == ["old.bin"])
    #expect(try Self.bytes(old) == [7])
  }

  @Test func aDroppedTransactionAborts() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let directory = temporary.url
    do {
      let transaction = OutputTransaction()
      try transaction.stage([1], at: BytePath(directory.path + "/new/x.bin"))
    }
    #expect(try Self.contents(directory).isEmpty)
  }

  /// A full disk while staging: the error names the file as the caller gave it, not the temporary
  /// file the bytes were going to, and the folder created for it is removed again.
  @Test func aFailedStageNamesTheDestination() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let directory = temporary.url
    let transaction = OutputTransaction(writer: .failing(ENOSPC))
    let path = directory.path + "/sub/b.bin"
    let error = #expect(throws: FileSystemError.self) { try transaction.stage([1], at: BytePath(path)) }
    #expect(error?.description == "cannot write \(path): No space left on device")
    transaction.abort()
    #expect(try Self.contents(directory).isEmpty)
  }

  /// A rename that fails during the commit (the destination became a folder after staging) puts
  /// back the files already renamed: the outputs are all old.
  @Test func aFailedRenameRestoresTheFilesAlreadyRenamed() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let directory = temporary.url
    let first = directory.appendingPathComponent("first.bin")
    try Data([7]).write(to: first)
    let second = directory.appendingPathComponent("second.bin")
    let transaction = OutputTransaction()
    try transaction.stage([1], at: BytePath(first.path))
    try transaction.stage([2], at: BytePath(directory.path + "/new/fresh.bin"))
    try transaction.stage([3], at: BytePath(second.path))
    try FileManager.default.createDirectory(at: second, withIntermediateDirectories: false)
    try Data([9]).write(to: second.appendingPathComponent("keep"))

    let error = #expect(throws: FileSystemError.self) { try transaction.commit() }
    #expect(error?.operation == .replace)
    #expect(error?.path == second.path)
    #expect(try Self.bytes(first) == [7])
    #expect(try Self.contents(directory) == ["first.bin", "second.bin"])
    #expect(try Self.contents(second) == ["keep"])
  }

  @Test func replacedFilesKeepTheirPermissions() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let directory = temporary.url
    let real = directory.appendingPathComponent("real.bin")
    try Data([7]).write(to: real)
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: real.path)
    let transaction = OutputTransaction()
    try transaction.stage([1, 2], at: BytePath(real.path))
    try transaction.commit()
    #expect(try Self.bytes(real) == [1, 2])
    let permissions = try FileManager.default.attributesOfItem(atPath: real.path)[.posixPermissions] as? NSNumber
    #expect(permissions?.intValue == 0o640)
    #expect(try Self.contents(directory) == ["real.bin"])
  }

  /// A link where an output goes (planted in a repository's goldens, say) is replaced by the new
  /// file, never written through: what it points to keeps its bytes. A link to a FIFO is refused
  /// at staging, as the FIFO itself is, and never opened, so the write cannot block.
  @Test func aLinkAtTheDestinationIsReplacedNeverWrittenThrough() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let directory = temporary.url
    let secret = directory.appendingPathComponent("secret")
    try Data([7]).write(to: secret)
    #expect(mkfifo(directory.appendingPathComponent("fifo").path, 0o600) == 0)
    let golden = directory.appendingPathComponent("golden.png")
    let piped = directory.appendingPathComponent("piped.png")
    try FileManager.default.createSymbolicLink(atPath: golden.path, withDestinationPath: "secret")
    try FileManager.default.createSymbolicLink(atPath: piped.path, withDestinationPath: "fifo")
    let transaction = OutputTransaction()
    try transaction.stage([1, 2], at: BytePath(golden.path))
    #expect(throws: FileSystemError(.write, path: piped.path, reason: .notARegularFile(.fifo))) {
      try transaction.stage([3], at: BytePath(piped.path))
    }
    try transaction.commit()
    #expect(try Self.bytes(secret) == [7])
    #expect(try Self.bytes(golden) == [1, 2])
    #expect(try FileSystem.status(of: BytePath(golden.path), followingLinks: false)?.kind == .regular)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: piped.path) == "fifo")
    #expect(try Self.contents(directory) == ["fifo", "golden.png", "piped.png", "secret"])
  }

  /// A failed commit puts a replaced link back as it was.
  @Test func aFailedCommitPutsAReplacedLinkBack() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let directory = temporary.url
    try Data([7]).write(to: directory.appendingPathComponent("secret"))
    let link = directory.appendingPathComponent("link.png")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "secret")
    let blocked = directory.appendingPathComponent("blocked.bin")
    let transaction = OutputTransaction()
    try transaction.stage([1], at: BytePath(link.path))
    try transaction.stage([2], at: BytePath(blocked.path))
    try FileManager.default.createDirectory(at: blocked, withIntermediateDirectories: false)
    try Data([9]).write(to: blocked.appendingPathComponent("keep"))
    #expect(throws: FileSystemError.self) { try transaction.commit() }
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "secret")
    #expect(try Self.contents(directory) == ["blocked.bin", "link.png", "secret"])
  }

  @Test func aFileNamedWithAnyBytesIsCreatedWithExactlyThoseBytes() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let directory = temporary.url
    let name: [UInt8] = Array("out".utf8) + [0xFF] + Array(".png".utf8)
    let transaction = OutputTransaction()
    try transaction.stage([1], at: BytePath(directory.path).appending(name))
    try transaction.commit()
    #expect(try ReadOnlyFile(BytePath(directory.path).appending(name)).readBytes(upTo: 10) == [1])
    #expect(try FileSystem.status(of: BytePath(directory.path + "/out\u{FFFD}.png")) == nil)
  }
}
