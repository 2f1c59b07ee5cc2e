import Foundation
import SnackbarFiles
import SnackbarTestSupport
import Testing

/// The checks every output passes before anything is written. Checking only reads, so these
/// tests may name /dev/null safely.
@Suite struct OutputTargetTests {
  @Test func devicesAreRefusedWithTheReason() {
    let error = #expect(throws: FileSystemError.self) { try OutputTarget.check(BytePath("/dev/null")) }
    #expect(error == FileSystemError(.write, path: "/dev/null", reason: .notARegularFile(.characterDevice)))
    #expect(error?.description.contains("written atomically (a temporary file, then a rename)") == true)
  }

  @Test func directoriesAndBadPathsAreRefused() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let directory = temporary.url
    #expect(throws: FileSystemError(.write, path: directory.path, reason: .isADirectory)) {
      try OutputTarget.check(BytePath(directory.path))
    }
    #expect(throws: FileSystemError.self) { try OutputTarget.check(BytePath("")) }
    #expect(throws: FileSystemError.self) { try OutputTarget.check(BytePath(directory.path + "/new/")) }
    let file = directory.appendingPathComponent("file")
    try Data([1]).write(to: file)
    #expect(
      throws: FileSystemError(.write, path: file.path + "/a/b.png", folder: file.path, reason: .parentIsNotADirectory)
    ) {
      try OutputTarget.check(BytePath(file.path + "/a/b.png"))
    }
  }

  @Test func missingFoldersAreListedOutermostFirst() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let directory = temporary.url
    let target = try OutputTarget.check(BytePath(directory.path + "/a/b/c.png"))
    #expect(target.existing == nil)
    #expect(target.missingDirectories == [BytePath(directory.path + "/a"), BytePath(directory.path + "/a/b")])
    // Checking creates nothing.
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
  }

  /// A link at the destination is what the rename replaces, whatever it points to (a file, a
  /// FIFO, a device): it is never followed.
  @Test(arguments: ["real.png", "fifo", "/dev/null", "missing"])
  func aLinkIsReplacedNotFollowed(pointingTo target: String) throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let directory = temporary.url
    try Data([1]).write(to: directory.appendingPathComponent("real.png"))
    #expect(mkfifo(directory.appendingPathComponent("fifo").path, 0o600) == 0)
    let link = directory.appendingPathComponent("link.png")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target)
    let checked = try OutputTarget.check(BytePath(link.path))
    #expect(checked.destination == BytePath(link.path))
    #expect(checked.path == BytePath(link.path))
    #expect(checked.existing?.kind == .symbolicLink)
  }
}
