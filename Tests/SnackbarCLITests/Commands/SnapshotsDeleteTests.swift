import Foundation
import SnackbarFiles
import SnackbarRendering
import SnackbarSnapshotCore
import SnackbarSnapshotTesting
import Testing

/// `snackbar snapshots --orphans --delete` (issue 24): after a whole run exactly the used goldens
/// remain; a filtered run is refused; nothing outside the snapshot folders is ever touched.
@Suite final class SnapshotsDeleteTests {
  let scratch: ScratchDirectory
  static let run = SnapshotRun(id: "delete-tests", command: "swift-test")

  init() throws { scratch = try ScratchDirectory() }
  deinit { scratch.cleanUp() }

  var snapshots: String { scratch.path("Snapshots") }
  var ledger: String { scratch.path("ledger") }

  /// Writes a small file at `relative`.
  @discardableResult
  func file(_ relative: String, _ content: String = "x") throws -> URL {
    let url = scratch.url.appendingPathComponent(relative)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(content.utf8).write(to: url)
    return url
  }

  /// Logs `relative` paths as used by a run.
  func use(_ relatives: [String], run: SnapshotRun = SnapshotsDeleteTests.run) throws {
    let ledger = SnapshotLedger(directory: URL(fileURLWithPath: self.ledger), run: run)
    for relative in relatives { try ledger.record(scratch.url.appendingPathComponent(relative)) }
  }

  /// A tree of used goldens, orphans, a folder only orphans live in, an empty folder and a
  /// hidden temporary.
  func makeTree() throws {
    try file("Snapshots/Suite/used.png")
    try file("Snapshots/Suite/old-name.png")
    try file("Snapshots/Suite/fingerprint.json", "{}")
    try file("Snapshots/Suite/.used.png.tmp-1234")
    try file("Snapshots/Gone/a.png")
    try file("Snapshots/Gone/fingerprint.json", "{}")
    try file("Snapshots/Gone/Nested/b.txt")
    try file("Snapshots/Kept/c.png")
    try FileManager.default.createDirectory(
      at: scratch.url.appendingPathComponent("Snapshots/Empty"), withIntermediateDirectories: true)
    try use(["Snapshots/Suite/used.png", "Snapshots/Kept/c.png"])
  }

  func delete(_ extra: [String] = [], snapshots: String? = nil) -> CLIRun {
    snackbar(
      ["snapshots", "--orphans", "--delete"] + extra + ["--snapshots", snapshots ?? self.snapshots, "--ledger", ledger])
  }

  @Test func afterAWholeRunExactlyTheUsedGoldensRemain() throws {
    try makeTree()
    let run = delete()
    #expect(run.status == 0, "\(run.errorText)")
    #expect(
      run.output == [
        "\(snapshots)/Gone/Nested/b.txt", "\(snapshots)/Gone/a.png", "\(snapshots)/Suite/old-name.png",
        "\(snapshots)/Gone/Nested/", "\(snapshots)/Gone/fingerprint.json", "\(snapshots)/Gone/",
      ])
    #expect(run.errors == ["deleted 3 orphaned goldens and 2 emptied folders under \(snapshots)"])
    #expect(
      scratch.files().filter { $0.hasPrefix("Snapshots/") } == [
        "Snapshots/Kept/c.png", "Snapshots/Suite/.used.png.tmp-1234", "Snapshots/Suite/fingerprint.json",
        "Snapshots/Suite/used.png",
      ])
    // The empty folder was not emptied by the deletion, so it stays.
    #expect(FileManager.default.fileExists(atPath: scratch.path("Snapshots/Empty")))
    // What remains is no orphan.
    let listing = snackbar(["snapshots", "--orphans", "--snapshots", snapshots, "--ledger", ledger])
    #expect(listing.output.isEmpty)
  }

  @Test func aDryRunPrintsTheSamePathsAndRemovesNothing() throws {
    try makeTree()
    let before = scratch.files()
    let run = delete(["--dry-run"])
    #expect(run.status == 0)
    #expect(run.output.count == 6)
    #expect(
      run.errors == [
        "would delete 3 orphaned goldens and 2 emptied folders under \(snapshots) (dry run: nothing was removed)"
      ])
    #expect(scratch.files() == before)
  }

  @Test func aFilteredRunIsRefusedAndNothingIsDeleted() throws {
    try file("Snapshots/Suite/used.png")
    try file("Snapshots/Suite/other-suites-golden.png")
    try use(["Snapshots/Suite/used.png"], run: SnapshotRun(id: "filtered", command: "swift-test --filter Suite"))
    let before = scratch.files()
    let run = delete()
    #expect(run.status == 2)
    #expect(run.errorText.contains("the latest test run was filtered (swift-test --filter Suite)"))
    #expect(run.output.isEmpty)
    #expect(scratch.files() == before)
  }

  @Test func goldensAreMatchedByIdentityNotSpelling() throws {
    try makeTree()
    // The snapshots folder through a link, the ledger through the real path.
    let link = scratch.url.appendingPathComponent("SnapshotsLink")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: snapshots)
    let run = delete(snapshots: link.path)
    #expect(run.status == 0, "\(run.errorText)")
    #expect(run.output.first == "\(link.path)/Gone/Nested/b.txt")
    #expect(FileManager.default.fileExists(atPath: scratch.path("Snapshots/Suite/used.png")))
    #expect(FileManager.default.fileExists(atPath: scratch.path("Snapshots/Kept/c.png")))
    #expect(!FileManager.default.fileExists(atPath: scratch.path("Snapshots/Suite/old-name.png")))
  }

  @Test func aLinkOutOfTheSnapshotFoldersIsNeverFollowed() throws {
    try file("Snapshots/Suite/used.png")
    let outside = try file("outside/secret.png")
    try file("outside/folder/keep.png")
    // An orphan that links out, and a folder that is a link out.
    try FileManager.default.createSymbolicLink(
      atPath: scratch.path("Snapshots/Suite/link.png"), withDestinationPath: outside.path)
    try FileManager.default.createSymbolicLink(
      atPath: scratch.path("Snapshots/Linked"), withDestinationPath: scratch.path("outside/folder"))
    try use(["Snapshots/Suite/used.png"])
    let run = delete()
    #expect(run.status == 0, "\(run.errorText)")
    #expect(run.output == ["\(snapshots)/Suite/link.png"])
    #expect(FileManager.default.fileExists(atPath: outside.path))
    #expect(FileManager.default.fileExists(atPath: scratch.path("outside/folder/keep.png")))
    #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: scratch.path("Snapshots/Linked"))) != nil)
  }

  @Test func aFolderSwappedForALinkStopsTheRemoval() throws {
    let root = BytePath(scratch.path("Snapshots"))
    try file("outside/x.png")
    try FileManager.default.createDirectory(atPath: scratch.path("Snapshots"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: scratch.path("Snapshots/Suite"), withDestinationPath: scratch.path("outside"))
    #expect(throws: FileSystemError.self) {
      try FileSystem.removeEntry([Array("Suite".utf8), Array("x.png".utf8)], under: root)
    }
    #expect(throws: FileSystemError.self) {
      try FileSystem.removeEntry([Array("..".utf8), Array("outside".utf8), Array("x.png".utf8)], under: root)
    }
    #expect(FileManager.default.fileExists(atPath: scratch.path("outside/x.png")))
  }

  @Test func deleteNeedsOrphansAndDryRunNeedsDelete() {
    let run = snackbar(["snapshots", "--duplicates", "--delete"])
    #expect(run.status == 2)
    #expect(run.errorText.contains("--delete removes orphans: give --orphans too"))
    let dry = snackbar(["snapshots", "--orphans", "--dry-run"])
    #expect(dry.status == 2)
    #expect(dry.errorText.contains("--dry-run goes with --orphans --delete"))
  }
}
