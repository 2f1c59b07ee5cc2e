import Foundation
import SnackbarImage
import SnackbarRendering
import SnackbarSnapshotCore
import SnackbarSnapshotTesting
import Testing

@Suite final class SnapshotsCommandTests {
  let scratch: ScratchDirectory

  /// An unfiltered run, whatever command runs these tests (a filtered `swift test` would make
  /// the process's own run refuse orphan listings).
  static let run = SnapshotRun(id: "cli-tests", command: "swift-test")

  init() throws { scratch = try ScratchDirectory() }
  deinit { scratch.cleanUp() }

  @Test func listsGoldensTheLedgerDoesNotMention() throws {
    let used = try scratch.writePNG("Snapshots/Suite/used.png", fill: RGBAPixel(white: 0))
    let unused = try scratch.writePNG("Snapshots/Suite/unused.png", fill: RGBAPixel(white: 0))
    try Data("{}".utf8).write(to: URL(fileURLWithPath: scratch.path("Snapshots/Suite/fingerprint.json")))
    let ledger = SnapshotLedger(directory: URL(fileURLWithPath: scratch.path("ledger")), run: Self.run)
    try ledger.record(URL(fileURLWithPath: used))

    let run = snackbar([
      "snapshots", "--orphans", "--snapshots", scratch.path("Snapshots"), "--ledger", scratch.path("ledger"),
    ])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output == [URL(fileURLWithPath: unused).standardizedFileURL.path])
    #expect(run.errorText.contains("1 orphaned golden"))
  }

  @Test func nothingOrphanedPrintsNothing() throws {
    let used = try scratch.writePNG("Snapshots/used.png", fill: RGBAPixel(white: 0))
    try SnapshotLedger(directory: URL(fileURLWithPath: scratch.path("ledger")), run: Self.run)
      .record(URL(fileURLWithPath: used))
    let run = snackbar([
      "snapshots", "--orphans", "--snapshots=\(scratch.path("Snapshots"))", "--ledger=\(scratch.path("ledger"))",
    ])
    #expect(run.status == 0)
    #expect(run.output.isEmpty)
    #expect(run.errorText.contains("0 orphaned goldens"))
  }

  @Test func aGoldenOnlyAnEarlierRunUsedIsListed() throws {
    let renamed = try scratch.writePNG("Snapshots/Suite/old-name.png", fill: RGBAPixel(white: 0))
    let current = try scratch.writePNG("Snapshots/Suite/new-name.png", fill: RGBAPixel(white: 0))
    let ledger = URL(fileURLWithPath: scratch.path("ledger"))
    try FileManager.default.createDirectory(at: ledger, withIntermediateDirectories: true)
    let earlier = ledger.appendingPathComponent("4242.txt")
    try Data((URL(fileURLWithPath: renamed).standardizedFileURL.path + "\n").utf8).write(to: earlier)
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: earlier.path)
    try SnapshotLedger(directory: ledger, run: Self.run).record(URL(fileURLWithPath: current))

    let run = snackbar(["snapshots", "--orphans", "--snapshots", scratch.path("Snapshots"), "--ledger", ledger.path])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output == [URL(fileURLWithPath: renamed).standardizedFileURL.path])
  }

  @Test func orphansAreRefusedAfterAFilteredRun() throws {
    let used = try scratch.writePNG("Snapshots/used.png", fill: RGBAPixel(white: 0))
    let filtered = SnapshotRun(id: "filtered", command: "/usr/bin/swift-test --filter ToastTests")
    try SnapshotLedger(directory: URL(fileURLWithPath: scratch.path("ledger")), run: filtered)
      .record(URL(fileURLWithPath: used))
    let run = snackbar([
      "snapshots", "--orphans", "--snapshots", scratch.path("Snapshots"), "--ledger", scratch.path("ledger"),
    ])
    #expect(run.status == 2)
    #expect(run.errorText.contains("the latest test run was filtered (/usr/bin/swift-test --filter ToastTests)"))
    #expect(run.output.isEmpty)
  }

  @Test func duplicatesListGoldensTwoTestsShareAcrossProcesses() throws {
    let ledger = URL(fileURLWithPath: scratch.path("ledger"))
    let shared = try scratch.writePNG("Snapshots/Suite/shared.png", fill: RGBAPixel(white: 0))
    let alone = try scratch.writePNG("Snapshots/Suite/alone.png", fill: RGBAPixel(white: 0))
    // This process, and another process of the same run (as XCTest and Swift Testing are).
    try SnapshotLedger(directory: ledger, run: Self.run).record(URL(fileURLWithPath: shared), test: "Suite/light()")
    try SnapshotLedger(directory: ledger, run: Self.run).record(URL(fileURLWithPath: alone), test: "Suite/alone()")
    let sharedPath = URL(fileURLWithPath: shared).standardizedFileURL.path
    try Data("# snapshot ledger: run cli-tests, process 1\n\(sharedPath)\tSuiteXC testDark()\n".utf8)
      .write(to: ledger.appendingPathComponent("cli-tests.1.txt"))

    let run = snackbar(["snapshots", "--duplicates", "--ledger", ledger.path])
    #expect(run.status == 1)
    #expect(run.output == [sharedPath, "  Suite/light()", "  SuiteXC testDark()"])
    #expect(run.errorText.contains("1 golden asserted by more than one test"))
    #expect(snackbar(["snapshots", "--duplicates", "--orphans"]).status == 2)
  }

  // MARK: hostile and careless input (issue 19, points 9 and 10)

  @Test func aSnapshotsFolderReachedThroughALinkListsOnlyRealOrphans() throws {
    let used = try scratch.writePNG("real/Snapshots/Suite/used.png", fill: RGBAPixel(white: 0))
    let unused = try scratch.writePNG("real/Snapshots/Suite/unused.png", fill: RGBAPixel(white: 0))
    try FileManager.default.createSymbolicLink(
      atPath: scratch.path("linked"), withDestinationPath: scratch.path("real/Snapshots"))
    let ledger = SnapshotLedger(directory: URL(fileURLWithPath: scratch.path("ledger")), run: Self.run)
    try ledger.record(URL(fileURLWithPath: used))

    let run = snackbar([
      "snapshots", "--orphans", "--snapshots", scratch.path("linked"), "--ledger", scratch.path("ledger"),
    ])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output == [scratch.path("linked/Suite/unused.png")], "\(run.output)")
    // And the other way round: the ledger holds the link's spelling, the folder is given directly.
    try SnapshotLedger.reset(directory: URL(fileURLWithPath: scratch.path("ledger")))
    try ledger.record(URL(fileURLWithPath: scratch.path("linked/Suite/used.png")))
    let direct = snackbar([
      "snapshots", "--orphans", "--snapshots", scratch.path("real/Snapshots"), "--ledger", scratch.path("ledger"),
    ])
    #expect(direct.output == [URL(fileURLWithPath: unused).standardizedFileURL.path], "\(direct.output)")
  }

  @Test func aGoldenUsedUnderAHardLinkIsNotAnOrphan() throws {
    let used = try scratch.writePNG("Snapshots/Suite/used.png", fill: RGBAPixel(white: 0))
    try FileManager.default.createDirectory(atPath: scratch.path("elsewhere"), withIntermediateDirectories: true)
    try FileManager.default.linkItem(atPath: used, toPath: scratch.path("elsewhere/same.png"))
    let ledger = SnapshotLedger(directory: URL(fileURLWithPath: scratch.path("ledger")), run: Self.run)
    try ledger.record(URL(fileURLWithPath: scratch.path("elsewhere/same.png")))
    let run = snackbar([
      "snapshots", "--orphans", "--snapshots", scratch.path("Snapshots"), "--ledger", scratch.path("ledger"),
    ])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.isEmpty, "\(run.output)")
  }

  @Test func namesFromTheFolderAndTheLedgerAreEscaped() throws {
    let evil = try scratch.writePNG("Snapshots/Suite/evil\u{1B}]0;x\u{07}.png", fill: RGBAPixel(white: 0))
    let ledgerDirectory = URL(fileURLWithPath: scratch.path("ledger"))
    try SnapshotLedger(directory: ledgerDirectory, run: Self.run).record(
      URL(fileURLWithPath: evil), test: "Suite/one\u{1B}[2J()")
    try SnapshotLedger(directory: ledgerDirectory, run: Self.run).record(
      URL(fileURLWithPath: evil), test: "Suite/two\r()")
    _ = try scratch.writePNG("Snapshots/Suite/orphan\r\u{1B}[2K.png", fill: RGBAPixel(white: 0))
    let orphans = snackbar([
      "snapshots", "--orphans", "--snapshots", scratch.path("Snapshots"), "--ledger", ledgerDirectory.path,
    ])
    let duplicates = snackbar(["snapshots", "--duplicates", "--ledger", ledgerDirectory.path])
    #expect(orphans.status == 0)
    #expect(orphans.output == [scratch.path("Snapshots/Suite/orphan\\x0D\\x1B[2K.png")], "\(orphans.output)")
    #expect(duplicates.status == 1)
    for line in orphans.output + orphans.errors + duplicates.output + duplicates.errors {
      #expect(!line.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }, "\(line.debugDescription)")
    }
    #expect(duplicates.output.contains("  Suite/one\\x1B[2J()"), "\(duplicates.output)")
  }

  @Test func aFilteredRunsCommandIsEscaped() throws {
    let used = try scratch.writePNG("Snapshots/used.png", fill: RGBAPixel(white: 0))
    let filtered = SnapshotRun(id: "filtered", command: "swift-test --filter \u{1B}]0;owned\u{07}")
    try SnapshotLedger(directory: URL(fileURLWithPath: scratch.path("ledger")), run: filtered)
      .record(URL(fileURLWithPath: used))
    let run = snackbar([
      "snapshots", "--orphans", "--snapshots", scratch.path("Snapshots"), "--ledger", scratch.path("ledger"),
    ])
    #expect(run.status == 2)
    #expect(run.errorText.contains("--filter \\x1B]0;owned\\x07"), "\(run.errors)")
  }

  @Test func anOversizedLedgerFileIsRefusedNamingTheLimit() throws {
    let ledger = URL(fileURLWithPath: scratch.path("ledger"))
    try FileManager.default.createDirectory(at: ledger, withIntermediateDirectories: true)
    let file = ledger.appendingPathComponent("cli-tests.1.txt")
    #expect(
      FileManager.default.createFile(
        atPath: file.path, contents: Data("# snapshot ledger: run cli-tests, process 1\n".utf8)))
    // Sparse: 65 MiB that take no disk.
    let handle = try FileHandle(forWritingTo: file)
    try handle.truncate(atOffset: 65 << 20)
    try handle.close()
    let run = snackbar(["snapshots", "--duplicates", "--ledger", ledger.path])
    #expect(run.status == 2)
    #expect(run.errorText.contains(file.path), "\(run.errors)")
    #expect(run.errorText.contains("64 MiB"), "\(run.errors)")
  }

  /// A FIFO named like a ledger file is no ledger file: skipped unread (reading it would hang).
  @Test func aLedgerFileThatIsAFIFOIsSkippedNotAHang() throws {
    let ledger = URL(fileURLWithPath: scratch.path("ledger"))
    try FileManager.default.createDirectory(at: ledger, withIntermediateDirectories: true)
    #expect(mkfifo(ledger.appendingPathComponent("cli-tests.1.txt").path, 0o644) == 0)
    let run = snackbar(["snapshots", "--duplicates", "--ledger", ledger.path])
    #expect(run.status == 2)
    #expect(run.errorText.contains("no snapshot ledger"), "\(run.errors)")
  }

  /// A ledger in the right format that used none of the goldens (another package's, or one
  /// planted in a restored cache) would make every golden an orphan: --delete refuses.
  @Test func aRunThatUsedNoneOfTheGoldensDeletesNothing() throws {
    let golden = try scratch.writePNG("Snapshots/Suite/a.png", fill: RGBAPixel(white: 0))
    let ledger = URL(fileURLWithPath: scratch.path("ledger"))
    try SnapshotLedger(directory: ledger, run: Self.run).record(URL(fileURLWithPath: "/elsewhere/Snapshots/x.png"))
    let run = snackbar([
      "snapshots", "--orphans", "--delete", "--snapshots", scratch.path("Snapshots"), "--ledger", ledger.path,
    ])
    #expect(run.status == 2)
    #expect(run.errorText.contains("used none of the 1 goldens"), "\(run.errors)")
    #expect(FileManager.default.fileExists(atPath: golden))
  }

  /// A note beside the ledger, newer than the run: it used to be taken as the latest run, with
  /// no golden used, and `--orphans --delete` deleted every golden.
  @Test func aNoteInTheLedgerFolderDeletesNothing() throws {
    let used = try scratch.writePNG("Snapshots/Suite/used.png", fill: RGBAPixel(white: 0))
    let unused = try scratch.writePNG("Snapshots/Suite/unused.png", fill: RGBAPixel(white: 0))
    let ledger = URL(fileURLWithPath: scratch.path("ledger"))
    try SnapshotLedger(directory: ledger, run: Self.run).record(URL(fileURLWithPath: used))
    for file in try FileManager.default.contentsOfDirectory(atPath: ledger.path) {
      try FileManager.default.setAttributes(
        [.modificationDate: Date(timeIntervalSinceNow: -600)], ofItemAtPath: ledger.appendingPathComponent(file).path)
    }
    try Data("TODO: re-record the dark theme\n".utf8).write(to: ledger.appendingPathComponent("notes.txt"))
    let run = snackbar([
      "snapshots", "--orphans", "--delete", "--snapshots", scratch.path("Snapshots"), "--ledger", ledger.path,
    ])
    #expect(run.status == 0, "\(run.errors)")
    #expect(FileManager.default.fileExists(atPath: used))
    #expect(!FileManager.default.fileExists(atPath: unused))
  }

  @Test(.enabled(if: UnprivilegedThread.isAvailable, "needs setfsuid(2) when run as root"))
  func anUnreadableFolderUnderTheSnapshotsIsAnErrorNamingIt() async throws {
    let used = try scratch.writePNG("Snapshots/Open/used.png", fill: RGBAPixel(white: 0))
    _ = try scratch.writePNG("Snapshots/Locked/hidden.png", fill: RGBAPixel(white: 0))
    let ledger = scratch.path("ledger")
    try SnapshotLedger(directory: URL(fileURLWithPath: ledger), run: Self.run).record(URL(fileURLWithPath: used))
    let locked = scratch.path("Snapshots/Locked")
    try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: locked)
    defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked) }
    let snapshots = scratch.path("Snapshots")
    let run = try await UnprivilegedThread.run {
      snackbar(["snapshots", "--orphans", "--snapshots", snapshots, "--ledger", ledger])
    }
    #expect(run.status == 2, "\(run.output)")
    #expect(run.errorText.contains(locked), "\(run.errors)")
  }

  @Test(.enabled(if: UnprivilegedThread.isAvailable, "needs setfsuid(2) when run as root"))
  func anUnreadableLedgerFolderIsAnErrorNotAMissingLedger() async throws {
    let used = try scratch.writePNG("Snapshots/used.png", fill: RGBAPixel(white: 0))
    let ledger = scratch.path("ledger")
    try SnapshotLedger(directory: URL(fileURLWithPath: ledger), run: Self.run).record(URL(fileURLWithPath: used))
    try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: ledger)
    defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: ledger) }
    let run = try await UnprivilegedThread.run { snackbar(["snapshots", "--duplicates", "--ledger", ledger]) }
    #expect(run.status == 2)
    #expect(run.errorText.contains("cannot read snapshot ledger \(ledger)"), "\(run.errors)")
  }
}
