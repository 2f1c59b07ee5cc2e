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

  /// A link at the destination that stands for a file (a regular file, or nothing yet) is what
  /// the rename replaces: it is never followed.
  @Test(arguments: ["real.png", "missing"])
  func aLinkToAFileIsReplacedNotFollowed(pointingTo target: String) throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let directory = temporary.url
    try Data([1]).write(to: directory.appendingPathComponent("real.png"))
    let link = directory.appendingPathComponent("link.png")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target)
    let checked = try OutputTarget.check(BytePath(link.path))
    #expect(checked.destination == BytePath(link.path))
    #expect(checked.path == BytePath(link.path))
    #expect(checked.existing?.kind == .symbolicLink)
  }

  /// A link to a FIFO, a device or a folder is refused as what it points to, never waited on
  /// (`/dev/stdout` is such a link), and a link in /dev is never replaced, whatever it points to.
  @Test func aLinkToASpecialFileOrInDevIsRefused() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let directory = temporary.url
    #expect(mkfifo(directory.appendingPathComponent("fifo").path, 0o600) == 0)
    let cases: [(target: String, reason: FileSystemError.Reason)] = [
      ("fifo", .notARegularFile(.fifo)), ("/dev/null", .notARegularFile(.characterDevice)),
      (directory.path, .isADirectory),
    ]
    for (index, (target, reason)) in cases.enumerated() {
      let link = directory.appendingPathComponent("link-\(index).png").path
      try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
      #expect(throws: FileSystemError(.write, path: link, reason: reason)) { try OutputTarget.check(BytePath(link)) }
    }
    let standardOutput = #expect(throws: FileSystemError.self) { try OutputTarget.check(BytePath("/dev/stdout")) }
    #expect(standardOutput?.description.contains("it is a link in /dev, which the system owns") == true)
  }
}
