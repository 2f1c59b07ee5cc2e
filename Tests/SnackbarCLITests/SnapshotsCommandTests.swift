import Foundation
import SnackbarRendering
import SnackbarSnapshotTesting
import Testing

@Suite final class SnapshotsCommandTests {
  let scratch: ScratchDirectory

  init() throws { scratch = try ScratchDirectory() }
  deinit { scratch.cleanUp() }

  @Test func listsGoldensTheLedgerDoesNotMention() throws {
    let used = try scratch.writePNG("Snapshots/Suite/used.png", fill: RGBAPixel(white: 0))
    let unused = try scratch.writePNG("Snapshots/Suite/unused.png", fill: RGBAPixel(white: 0))
    try Data("{}".utf8).write(to: URL(fileURLWithPath: scratch.path("Snapshots/Suite/fingerprint.json")))
    let ledger = SnapshotLedger(directory: URL(fileURLWithPath: scratch.path("ledger")))
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
    try SnapshotLedger(directory: URL(fileURLWithPath: scratch.path("ledger"))).record(URL(fileURLWithPath: used))
    let run = snackbar([
      "snapshots", "--orphans", "--snapshots=\(scratch.path("Snapshots"))", "--ledger=\(scratch.path("ledger"))",
    ])
    #expect(run.status == 0)
    #expect(run.output.isEmpty)
    #expect(run.errorText.contains("0 orphaned goldens"))
  }
}
