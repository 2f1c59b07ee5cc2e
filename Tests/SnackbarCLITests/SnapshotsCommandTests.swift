import Foundation
import SnackbarRendering
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
    try Data("\(sharedPath)\tSuiteXC testDark()\n".utf8).write(to: ledger.appendingPathComponent("cli-tests.1.txt"))

    let run = snackbar(["snapshots", "--duplicates", "--ledger", ledger.path])
    #expect(run.status == 1)
    #expect(run.output == [sharedPath, "  Suite/light()", "  SuiteXC testDark()"])
    #expect(run.errorText.contains("1 golden asserted by more than one test"))
    #expect(snackbar(["snapshots", "--duplicates", "--orphans"]).status == 2)
  }
}
