import Foundation
import SnackbarSnapshotTestSupport
import Testing

@testable import SnackbarSnapshotCore

/// The ledger's runs: which files belong together, which run is the latest, what it says.
@Suite struct SnapshotLedgerTests {
  let temporary: TemporaryDirectory
  var directory: URL { temporary.path("ledger") }

  init() throws { temporary = try TemporaryDirectory() }

  @Test func recordsTheTestAndTheRunsCommand() throws {
    defer { temporary.cleanUp() }
    let run = SnapshotRun(id: "run-1", command: "/opt/swift/usr/bin/swift-test --parallel")
    let ledger = SnapshotLedger(directory: directory, run: run)
    #expect(ledger.fileURL.lastPathComponent == "run-1.\(getpid()).txt")
    try ledger.record(URL(fileURLWithPath: "/p/Snapshots/A/x.png"), test: "Mod.A/x()/A.swift:3:4")
    try ledger.record(URL(fileURLWithPath: "/p/Snapshots/A/y.png"))
    let latest = try #require(try SnapshotLedger.latestRun(in: directory))
    #expect(latest.id == "run-1")
    #expect(latest.command == "/opt/swift/usr/bin/swift-test --parallel")
    #expect(!latest.isFiltered)
    #expect(
      latest.uses == [
        SnapshotLedgerRun.Use(path: "/p/Snapshots/A/x.png", test: "Mod.A/x()/A.swift:3:4"),
        SnapshotLedgerRun.Use(path: "/p/Snapshots/A/y.png", test: nil),
      ])
  }

  @Test func theFirstRecordOfARunRemovesEarlierRuns() throws {
    defer { temporary.cleanUp() }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for name in ["earlier.17.txt", "4242.txt"] {
      try Data("# snapshot ledger: run earlier, process 17\n/old.png\n".utf8)
        .write(to: directory.appendingPathComponent(name))
    }
    // Files that are not ledgers stay, whatever their names: the folder may be one the user
    // shares (`SNAPSHOT_LEDGER=.`).
    for name in ["notes.md", "notes.txt"] {
      try Data("/old.png\n".utf8).write(to: directory.appendingPathComponent(name))
    }
    try SnapshotLedger(directory: directory, run: SnapshotRun(id: "later")).record(URL(fileURLWithPath: "/new.png"))
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    #expect(names == ["later.\(getpid()).txt", "notes.md", "notes.txt"])
    #expect(try SnapshotLedger.usedPaths(in: directory) == ["/new.png"])
  }

  /// `.build` is what CI caches restore: a `snapshot-ledger` link planted there must not lead
  /// the removal of other runs' files (or the appends) into the folder it names.
  @Test func aPlantedLinkAtTheDefaultFolderIsReplacedNotFollowed() throws {
    defer { temporary.cleanUp() }
    let package = temporary.path("package")
    let elsewhere = temporary.path("elsewhere")
    try FileManager.default.createDirectory(
      at: package.appendingPathComponent(".build"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    let victim = elsewhere.appendingPathComponent("other.1.txt")
    try Data("# snapshot ledger: run other, process 1\n/kept.png\n".utf8).write(to: victim)
    let folder = SnapshotLedger.defaultDirectory(packageRoot: package)
    try FileManager.default.createSymbolicLink(at: folder, withDestinationURL: elsewhere)

    try SnapshotLedger(directory: folder, run: SnapshotRun(id: "now")).record(URL(fileURLWithPath: "/new.png"))

    #expect(FileManager.default.fileExists(atPath: victim.path))
    #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path) == ["other.1.txt"])
    let kind = try FileManager.default.attributesOfItem(atPath: folder.path)[.type] as? FileAttributeType
    #expect(kind == .typeDirectory)
    #expect(try SnapshotLedger.usedPaths(in: folder) == ["/new.png"])
  }

  /// A link (or FIFO) under this process's own file name is removed, never written through.
  @Test func aLinkInPlaceOfTheProcesssFileIsNotWrittenThrough() throws {
    defer { temporary.cleanUp() }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let target = temporary.path("target.txt")
    try Data("precious\n".utf8).write(to: target)
    let ledger = SnapshotLedger(directory: directory, run: SnapshotRun(id: "linked"))
    try FileManager.default.createSymbolicLink(at: ledger.fileURL, withDestinationURL: target)
    try ledger.record(URL(fileURLWithPath: "/new.png"))
    #expect(try String(contentsOf: target, encoding: .utf8) == "precious\n")
    #expect(try SnapshotLedger.usedPaths(in: directory) == ["/new.png"])
  }

  /// Golden paths and test names are arbitrary bytes: a line break or tab in either stays in
  /// its field instead of forging ledger lines.
  @Test func pathsWithLineBreaksAndTabsRoundTrip() throws {
    defer { temporary.cleanUp() }
    let ledger = SnapshotLedger(directory: directory, run: SnapshotRun(id: "odd"))
    let path = "/p/Snap\nshots/a\tb\\c\r.png"
    try ledger.record(URL(fileURLWithPath: path), test: "T\n/evil.png\tforged")
    try ledger.record(URL(fileURLWithPath: "/p/plain.png"), test: "T")
    let latest = try #require(try SnapshotLedger.latestRun(in: directory))
    #expect(
      latest.uses == [
        SnapshotLedgerRun.Use(path: path, test: "T\n/evil.png\tforged"),
        SnapshotLedgerRun.Use(path: "/p/plain.png", test: "T"),
      ])
    #expect(SnapshotLedger.unescaped(SnapshotLedger.escaped("a\\n\\\n")) == "a\\n\\\n")
  }

  @Test func theLatestRunIsTheOneWrittenLast() throws {
    defer { temporary.cleanUp() }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    // Two processes of run "b" and one of run "a"; "a" was written an hour before.
    let files = [("a.1.txt", "/a.png\n", -3600.0), ("b.2.txt", "/b.png\n", -60), ("b.3.txt", "/c.png\n", -120)]
    for (name, content, age) in files {
      let url = directory.appendingPathComponent(name)
      try Data(("# snapshot ledger: run x, process 1\n" + content).utf8).write(to: url)
      try FileManager.default.setAttributes(
        [.modificationDate: Date(timeIntervalSinceNow: age)], ofItemAtPath: url.path)
    }
    let latest = try #require(try SnapshotLedger.latestRun(in: directory))
    #expect(latest.id == "b")
    #expect(latest.usedPaths == ["/b.png", "/c.png"])
  }

  /// A note, a stray `.txt` newer than the run, or a link is no run: taking its lines for uses
  /// made every golden an orphan, and `--orphans --delete` deleted them all.
  @Test func onlyLedgerFilesAreRead() throws {
    defer { temporary.cleanUp() }
    try SnapshotLedger(directory: directory, run: SnapshotRun(id: "real")).record(URL(fileURLWithPath: "/p/a.png"))
    let run = directory.appendingPathComponent("real.\(getpid()).txt")
    try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -600)], ofItemAtPath: run.path)
    try Data("remember to re-record\n/p/b.png\n".utf8).write(to: directory.appendingPathComponent("notes.txt"))
    try Data("# snapshot ledger: run linked, process 9\n/p/c.png\n".utf8).write(to: temporary.path("elsewhere.txt"))
    try FileManager.default.createSymbolicLink(
      at: directory.appendingPathComponent("linked.9.txt"), withDestinationURL: temporary.path("elsewhere.txt"))
    let latest = try #require(try SnapshotLedger.latestRun(in: directory))
    #expect(latest.id == "real")
    #expect(latest.usedPaths == ["/p/a.png"])
  }

  /// A run dated in the future (a cache restored from a machine whose clock was ahead) cannot be
  /// told from the latest, and a ledger line that is no absolute path is no use: both refused.
  @Test func aRunDatedInTheFutureOrALineThatIsNoPathIsRefused() throws {
    defer { temporary.cleanUp() }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let future = directory.appendingPathComponent("future.1.txt")
    try Data("# snapshot ledger: run future, process 1\n/p/a.png\n".utf8).write(to: future)
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: 86_400)], ofItemAtPath: future.path)
    #expect(throws: SnapshotLedgerError.self) { try SnapshotLedger.latestRun(in: directory) }
    #expect(try SnapshotLedger.latestRun(in: directory, now: Date(timeIntervalSinceNow: 86_400))?.id == "future")
    try FileManager.default.removeItem(at: future)
    try Data("# snapshot ledger: run odd, process 1\nnot a path\n".utf8)
      .write(to: directory.appendingPathComponent("odd.1.txt"))
    #expect {
      try SnapshotLedger.latestRun(in: directory)
    } throws: { error in
      "\(error)".contains("line 2 is not a golden's absolute path")
    }
  }

  @Test func sharedGoldensAreFoundAcrossTheRunsProcesses() throws {
    defer { temporary.cleanUp() }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let header = "# snapshot ledger: run r, process 1\n"
    try Data((header + "/s.png\tA/light()\n/t.png\tA/t()\n/s.png\tA/light()\n").utf8)
      .write(to: directory.appendingPathComponent("r.1.txt"))
    try Data((header + "/s.png\tBTests.swift testDark()\n").utf8).write(
      to: directory.appendingPathComponent("r.2.txt"))
    let latest = try #require(try SnapshotLedger.latestRun(in: directory))
    #expect(latest.sharedGoldens.map(\.path) == ["/s.png"])
    #expect(latest.sharedGoldens.first?.tests == ["A/light()", "BTests.swift testDark()"])
  }

  @Test func runIDsComeFromFileNames() {
    #expect(SnapshotLedger.runID(fileName: "swift-test-12-345.678.txt") == "swift-test-12-345")
    #expect(SnapshotLedger.runID(fileName: "678.txt") == "")
  }

  @Test func runNamesAreSafeFileNamePrefixes() {
    #expect(SnapshotRun(id: "ci job/42.1").id == "ci-job-42-1")
    #expect(SnapshotRun(id: "").id == "-")
  }

  @Test(arguments: [
    ("/opt/swift/usr/bin/swift-test", false),
    ("/opt/swift/usr/bin/swift-test --parallel", false),
    ("/opt/swift/usr/bin/swift-test --filter ToastTests", true),
    ("/opt/swift/usr/bin/swift-test --skip=Slow", true),
    ("/opt/swift/usr/bin/swift-test --skip-build", false),
  ])
  func aRunKnowsWhetherItWasFiltered(command: String, filtered: Bool) {
    #expect(SnapshotRun(id: "r", command: command).isFiltered == filtered)
  }

  @Test func theRunComesFromTheEnvironmentOrTheParentProcess() {
    #expect(SnapshotRun.current(environment: SnapshotEnvironment(["SNAPSHOT_RUN_ID": "nightly 7"])).id == "nightly-7")
    let derived = SnapshotRun.current(environment: SnapshotEnvironment([:]))
    #expect(derived == SnapshotRun.current(environment: SnapshotEnvironment([:])))
    #if os(Linux)
      // Under `swift test` the parent is swift-test; run by hand, the process is its own run.
      #expect(derived.id.hasPrefix("swift-test-\(getppid())-") || derived.id.hasPrefix("process-\(getpid())"))
    #endif
  }
}
