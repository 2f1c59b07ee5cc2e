import Foundation
import SnackbarSnapshotTestSupport
import Testing

@testable import SnackbarSnapshotCore

@Suite struct SnapshotOrphansTests {
  /// An unfiltered run, whatever command runs these tests (a filtered `swift test` would make
  /// the process's own run refuse orphan listings).
  static let run = SnapshotRun(id: "orphan-tests", command: "swift-test")

  @Test func listsGoldensNoLedgerMentions() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let snapshots = temporary.path("Snapshots")
    for file in ["A/used.png", "A/unused.png", "A/fingerprint.json", "A/.used.png.tmp-x", "B/deep/old.txt"] {
      let url = snapshots.appendingPathComponent(file)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data("x".utf8).write(to: url)
    }
    let ledger = SnapshotLedger(directory: temporary.path("ledger"), run: Self.run)
    try ledger.record(snapshots.appendingPathComponent("A/used.png"))
    let orphans = try SnapshotOrphans.find(snapshotsDirectory: snapshots, ledgerDirectory: ledger.directory)
    #expect(orphans.map(\.lastPathComponent) == ["unused.png", "old.txt"])
  }

  @Test func olderFormatLedgersFromSeveralProcessesAreOneRun() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let ledgerDirectory = temporary.path("ledger")
    try FileManager.default.createDirectory(at: ledgerDirectory, withIntermediateDirectories: true)
    try Data("/s/a.png\n/s/b.png\n".utf8).write(to: ledgerDirectory.appendingPathComponent("1.txt"))
    try Data("/s/c.png\n".utf8).write(to: ledgerDirectory.appendingPathComponent("2.txt"))
    #expect(try SnapshotLedger.usedPaths(in: ledgerDirectory) == ["/s/a.png", "/s/b.png", "/s/c.png"])
    try SnapshotLedger.reset(directory: ledgerDirectory)
    #expect(try SnapshotLedger.usedPaths(in: ledgerDirectory).isEmpty)
  }

  @Test func concurrentAppendsKeepWholeLines() async throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let ledger = SnapshotLedger(directory: temporary.path("ledger"))
    await withTaskGroup(of: Void.self) { group in
      for index in 0..<200 {
        group.addTask { try? ledger.record(URL(fileURLWithPath: "/goldens/\(index).png")) }
      }
    }
    let used = try SnapshotLedger.usedPaths(in: ledger.directory)
    #expect(used == Set((0..<200).map { "/goldens/\($0).png" }))
  }

  @Test func refusesWithoutALedger() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    try FileManager.default.createDirectory(at: temporary.path("Snapshots"), withIntermediateDirectories: true)
    #expect(throws: SnapshotOrphansError.noLedger(path: temporary.path("none").path)) {
      try SnapshotOrphans.find(snapshotsDirectory: temporary.path("Snapshots"), ledgerDirectory: temporary.path("none"))
    }
    #expect(throws: SnapshotOrphansError.self) {
      try SnapshotOrphans.find(snapshotsDirectory: temporary.path("missing"), used: ["x"])
    }
  }

  @Test func ledgerSettingResolution() {
    let root = URL(fileURLWithPath: "/pkg")
    let environment = SnapshotEnvironment([:])
    #expect(
      SnapshotLedger.resolve(.automatic, environment: environment, packageRoot: root)?.directory.path
        == "/pkg/.build/snapshot-ledger")
    #expect(
      SnapshotLedger.resolve(
        .automatic, environment: SnapshotEnvironment(["SNAPSHOT_LEDGER": "off"]), packageRoot: root) == nil)
    #expect(
      SnapshotLedger.resolve(
        .automatic, environment: SnapshotEnvironment(["SNAPSHOT_LEDGER": "/l"]), packageRoot: root)?
        .directory.path == "/l")
    #expect(SnapshotLedger.resolve(.disabled, environment: environment, packageRoot: root) == nil)
  }

  @Test func orphansComeFromTheLatestRunOnly() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let snapshots = temporary.path("Snapshots")
    let old = snapshots.appendingPathComponent("A/old-name.png")
    let new = snapshots.appendingPathComponent("A/new-name.png")
    try FileManager.default.createDirectory(at: old.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("x".utf8).write(to: old)
    try Data("x".utf8).write(to: new)
    // An earlier run (another process, an hour ago) used the golden under its old name.
    let ledgerDirectory = temporary.path("ledger")
    try FileManager.default.createDirectory(at: ledgerDirectory, withIntermediateDirectories: true)
    let earlier = ledgerDirectory.appendingPathComponent("4242.txt")
    try Data((old.standardizedFileURL.path + "\n").utf8).write(to: earlier)
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: earlier.path)
    // This run renamed the test: only the new name is used.
    try SnapshotLedger(directory: ledgerDirectory, run: Self.run).record(new)
    let orphans = try SnapshotOrphans.find(snapshotsDirectory: snapshots, ledgerDirectory: ledgerDirectory)
    #expect(orphans.map(\.lastPathComponent) == ["old-name.png"])
  }
}
