import Foundation
import SnackbarFiles
import SnackbarImage
import SnackbarRendering
import SnackbarSnapshotCore
import SnackbarSnapshotTesting
import Testing

@testable import SnackbarCLI

/// `snackbar accept` (issue 24): a failure's actual file becomes its golden, only that golden
/// changes, and a re-run passes; every refusal leaves every file as it was.
@Suite final class AcceptCommandTests {
  let scratch: ScratchDirectory
  let fixture: AcceptFixture

  init() throws {
    scratch = try ScratchDirectory()
    fixture = AcceptFixture(scratch: scratch)
    try FileManager.default.createDirectory(at: fixture.goldens, withIntermediateDirectories: true)
  }

  deinit { scratch.cleanUp() }

  @Test func acceptingOneNameReplacesExactlyThatGoldenAndTheRerunPasses() throws {
    let (oldA, newA) = (try AcceptFixture.image(10), try AcceptFixture.image(200))
    let (oldB, newB) = (try AcceptFixture.image(20), try AcceptFixture.image(210))
    try fixture.fail(named: "a", golden: oldA, actual: newA)
    try fixture.fail(named: "b", golden: oldB, actual: newB)
    let before = fixture.snapshotFiles()

    let run = fixture.accept([fixture.artifacts.path, "--name", "AcceptCommandTests/a"])

    #expect(run.status == 0, "\(run.errorText)")
    #expect(
      run.output == ["replaced Snapshots/AcceptCommandTests/a.png with artifacts/AcceptCommandTests/a.actual.png"])
    #expect(run.errors == ["accepted 1 golden"])
    var after = fixture.snapshotFiles()
    let accepted = after.removeValue(forKey: "AcceptCommandTests/a.png")
    #expect(try PNGCodec.decode(#require(accepted)) == newA)
    var expected = before
    expected.removeValue(forKey: "AcceptCommandTests/a.png")
    #expect(after == expected, "only a.png may change")
    // The re-run: a passes against its new golden, b still fails.
    #expect(fixture.verify(newA, named: "a") == nil)
    #expect(fixture.verify(newB, named: "b")?.kind == .mismatch)
  }

  @Test func withoutNamesEveryFailureIsAcceptedAMissingGoldenIsCreatedAndTextToo() throws {
    try fixture.fail(named: "a", golden: try AcceptFixture.image(10), actual: try AcceptFixture.image(200))
    // CI never records: the missing golden is a failure with only an actual artifact.
    #expect(fixture.verify(try AcceptFixture.image(30), named: "new", record: "never")?.kind == .missingReference)
    fixture.verify(text: "one\ntwo\n", named: "log")
    #expect(fixture.verify(text: "one\nthree\n", named: "log")?.kind == .mismatch)

    let run = fixture.accept([fixture.artifacts.path, "--all", "--snapshots", "Snapshots"])

    #expect(run.status == 0, "\(run.errorText)")
    #expect(
      Set(run.output) == [
        "replaced Snapshots/AcceptCommandTests/a.png with artifacts/AcceptCommandTests/a.actual.png",
        "replaced Snapshots/AcceptCommandTests/log.txt with artifacts/AcceptCommandTests/log.txt.actual.txt",
        "created Snapshots/AcceptCommandTests/new.png with artifacts/AcceptCommandTests/new.actual.png",
      ])
    #expect(fixture.verify(try AcceptFixture.image(200), named: "a") == nil)
    #expect(fixture.verify(try AcceptFixture.image(30), named: "new", record: "never") == nil)
    #expect(fixture.verify(text: "one\nthree\n", named: "log") == nil)
  }

  @Test func acceptingTwiceLeavesTheGoldenUnchanged() throws {
    try fixture.fail(named: "a", golden: try AcceptFixture.image(10), actual: try AcceptFixture.image(200))
    #expect(fixture.accept([fixture.artifacts.path, "--name", "a"]).status == 0)
    let run = fixture.accept([fixture.artifacts.path, "--name", "a"])
    #expect(run.status == 0, "\(run.errorText)")
    #expect(run.output.first?.hasPrefix("unchanged Snapshots/AcceptCommandTests/a.png") == true, "\(run.output)")
    #expect(run.errors == ["accepted 0 goldens (1 already accepted, unchanged)"])
  }

  // MARK: - Refusals

  @Test func aGoldenOutsideTheSnapshotFoldersIsRefused() throws {
    try fixture.fail(named: "a", golden: try AcceptFixture.image(10), actual: try AcceptFixture.image(200))
    let before = fixture.snapshotFiles()
    // The goldens are under Snapshots/, but the snapshot folders are said to be elsewhere.
    let elsewhere = scratch.url.appendingPathComponent("Elsewhere", isDirectory: true)
    try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    let run = fixture.accept([fixture.artifacts.path, "--all", "--snapshots", "Elsewhere"])
    #expect(run.status == 2)
    #expect(run.errorText.contains("AcceptCommandTests/a: its golden Snapshots/AcceptCommandTests/a.png is outside"))
    #expect(run.errorText.contains("(Elsewhere)"))
    #expect(fixture.snapshotFiles() == before)
  }

  @Test func aRecordNamingAFileOutsideThePackageOrClimbingOutIsRefused() throws {
    try fixture.fail(named: "a", golden: try AcceptFixture.image(10), actual: try AcceptFixture.image(200))
    let outside = scratch.url.appendingPathComponent("outside.png")
    try AtomicFile.write(Array("keep".utf8), to: outside)
    // A stranger's record naming a file outside the snapshot folders, with the snapshot's name.
    let victim = scratch.url.appendingPathComponent("a.png")
    try AtomicFile.write(Array("keep".utf8), to: victim)
    try fixture.editRecord("a") { $0.golden = victim.path }
    var run = fixture.accept([fixture.artifacts.path, "--all"])
    #expect(run.status == 2)
    #expect(run.errorText.contains("is outside the snapshot folders"), "\(run.errorText)")
    // …a file of another name…
    try fixture.editRecord("a") { $0.golden = outside.path }
    run = fixture.accept([fixture.artifacts.path, "--all"])
    #expect(run.errorText.contains("which is not the snapshot's file a.png"), "\(run.errorText)")
    // …or a path in the package that climbs out of it.
    try fixture.editRecord("a") { $0.goldenInPackage = "Snapshots/../a.png" }
    run = fixture.accept([fixture.artifacts.path, "--all"])
    #expect(run.errorText.contains("its golden Snapshots/../a.png is outside"), "\(run.errorText)")
    #expect(fixture.bytes(victim) == Array("keep".utf8))
    #expect(fixture.bytes(outside) == Array("keep".utf8))
  }

  @Test func aGoldenInThePackageIsFoundWhereverTheRunWas() throws {
    try fixture.fail(named: "a", golden: try AcceptFixture.image(10), actual: try AcceptFixture.image(200))
    // A CI runner's absolute path, and the path in the package that locates the golden here.
    try fixture.editRecord("a") {
      $0.golden = "/home/runner/work/app/Snapshots/AcceptCommandTests/a.png"
      $0.goldenInPackage = "Snapshots/AcceptCommandTests/a.png"
    }
    let run = fixture.accept([fixture.artifacts.path, "--all"])
    #expect(run.status == 0, "\(run.errorText)")
    #expect(try PNGCodec.decode(#require(fixture.bytes(fixture.golden("a")))) == (try AcceptFixture.image(200)))
  }

  @Test func aGoldenLinkedOutOfTheSnapshotFoldersIsRefused() throws {
    try fixture.fail(named: "a", golden: try AcceptFixture.image(10), actual: try AcceptFixture.image(200))
    // The golden becomes a link to a file outside Snapshots/ with the same bytes.
    let outside = scratch.url.appendingPathComponent("secret.png")
    try FileManager.default.moveItem(at: fixture.golden("a"), to: outside)
    try FileManager.default.createSymbolicLink(at: fixture.golden("a"), withDestinationURL: outside)
    let before = fixture.bytes(outside)
    let run = fixture.accept([fixture.artifacts.path, "--all"])
    #expect(run.status == 2)
    #expect(run.errorText.contains("is outside the snapshot folders"), "\(run.errorText)")
    #expect(fixture.bytes(outside) == before)
  }

  @Test func aGoldenChangedSinceTheRunIsRefused() throws {
    try fixture.fail(named: "a", golden: try AcceptFixture.image(10), actual: try AcceptFixture.image(200))
    // Someone re-recorded the golden after the run: the artifacts compare with something else.
    try AtomicFile.write(try PNGCodec.encode(try AcceptFixture.image(99)), to: fixture.golden("a"))
    let before = fixture.snapshotFiles()
    var run = fixture.accept([fixture.artifacts.path, "--name", "a"])
    #expect(run.status == 2)
    #expect(
      run.errorText.contains(
        "the golden Snapshots/AcceptCommandTests/a.png changed since the run (its bytes differ from the reference"),
      "\(run.errorText)")
    #expect(run.errorText.contains("no golden was written"))
    #expect(fixture.snapshotFiles() == before)
    // Deleted since the run.
    try FileManager.default.removeItem(at: fixture.golden("a"))
    run = fixture.accept([fixture.artifacts.path, "--name", "a"])
    #expect(run.errorText.contains("changed since the run (it was deleted)"), "\(run.errorText)")
    #expect(fixture.bytes(fixture.golden("a")) == nil)
  }

  @Test func aGoldenRecordedSinceARunThatFoundNoneIsRefused() throws {
    #expect(fixture.verify(try AcceptFixture.image(30), named: "new", record: "never")?.kind == .missingReference)
    try AtomicFile.write(try PNGCodec.encode(try AcceptFixture.image(31)), to: fixture.golden("new"))
    let run = fixture.accept([fixture.artifacts.path, "--all"])
    #expect(run.status == 2)
    #expect(run.errorText.contains("(the run found no golden; one is there now)"), "\(run.errorText)")
  }

  @Test func aRunOnAnotherStackIsRefusedNamingTheDifferenceUnlessForced() throws {
    // Recorded on one stack, failed on another: fingerprint.json says pango 1.50.12.
    fixture.verify(try AcceptFixture.image(10), named: "a", stack: AcceptFixture.stack(pango: "1.50.12"))
    fixture.verify(try AcceptFixture.image(11), named: "b", stack: AcceptFixture.stack(pango: "1.50.12"))
    let failure = fixture.verify(
      try AcceptFixture.image(200), named: "a", stack: AcceptFixture.stack(pango: "1.52.1"))
    #expect(failure?.kind == .mismatch)
    let before = fixture.snapshotFiles()

    var run = fixture.accept([fixture.artifacts.path, "--all"])
    #expect(run.status == 2)
    #expect(
      run.errorText.contains(
        "the run drew on a different rendering stack than the one Snapshots/AcceptCommandTests/a.png was recorded on: "
          + "library pango: the golden's 1.50.12, the run's 1.52.1"), "\(run.errorText)")
    #expect(run.errorText.contains("pass --force"))
    #expect(fixture.snapshotFiles() == before)

    run = fixture.accept([fixture.artifacts.path, "--all", "--force"])
    #expect(run.status == 0, "\(run.errorText)")
    #expect(run.output.first?.contains("(--force: drawn on another stack: library pango") == true, "\(run.output)")
    #expect(
      run.output.last
        == "updated Snapshots/AcceptCommandTests/fingerprint.json: a.png recorded on the run's rendering stack")
    // The fingerprint now says which stack a.png was drawn on; b.png keeps its own.
    let stored = try #require(fixture.bytes(fixture.goldens.appendingPathComponent("fingerprint.json")))
    let text = String(decoding: stored, as: UTF8.self)
    #expect(text.contains("\"otherStacks\""), "\(text)")
    #expect(text.contains("1.52.1") && text.contains("1.50.12"))
    #expect(
      fixture.verify(try AcceptFixture.image(200), named: "a", stack: AcceptFixture.stack(pango: "1.52.1")) == nil)
  }

  @Test func anActualThatIsALinkOrNotAnImageIsRefused() throws {
    try fixture.fail(named: "a", golden: try AcceptFixture.image(10), actual: try AcceptFixture.image(200))
    let actual = fixture.artifacts.appendingPathComponent("AcceptCommandTests/a.actual.png")
    // A link to a file the artifacts should never carry into the repository.
    let secret = scratch.url.appendingPathComponent("id_rsa")
    try AtomicFile.write(Array("PRIVATE KEY".utf8), to: secret)
    try FileManager.default.removeItem(at: actual)
    try FileManager.default.createSymbolicLink(at: actual, withDestinationURL: secret)
    var run = fixture.accept([fixture.artifacts.path, "--all"])
    #expect(run.status == 2)
    #expect(run.errorText.contains("no actual file among its artifacts"), "\(run.errorText)")
    // A second name for that file.
    try FileManager.default.removeItem(at: actual)
    try FileManager.default.linkItem(at: secret, to: actual)
    run = fixture.accept([fixture.artifacts.path, "--all"])
    #expect(run.status == 2)
    #expect(run.errorText.contains("a.actual.png has 2 names (hard links)"), "\(run.errorText)")
    // Not a PNG.
    try FileManager.default.removeItem(at: actual)
    try AtomicFile.write(Array("PRIVATE KEY".utf8), to: actual)
    run = fixture.accept([fixture.artifacts.path, "--all"])
    #expect(run.status == 2)
    #expect(run.errorText.contains("not a PNG this package decodes"), "\(run.errorText)")
    // An APNG whose default image is the run's actual but whose animation (what a browser shows
    // on the report) is another picture.
    var animation = try APNGEncoder(width: 6, height: 4, ticksPerSecond: 10)
    let shown = try AcceptFixture.image(90)
    try animation.addFrame(canvas: try AcceptFixture.image(200), region: shown.bounds, ticks: 1)
    try animation.addFrame(canvas: shown, region: shown.bounds, ticks: 1)
    try FileManager.default.removeItem(at: actual)
    try AtomicFile.write(animation.encode(), to: actual)
    #expect(try PNGCodec.decode(#require(fixture.bytes(actual))) == (try AcceptFixture.image(200)))
    run = fixture.accept([fixture.artifacts.path, "--all"])
    #expect(run.status == 2)
    #expect(run.errorText.contains("it has an acTL chunk, so a browser may show another picture"), "\(run.errorText)")
    #expect(try PNGCodec.decode(#require(fixture.bytes(fixture.golden("a")))) == (try AcceptFixture.image(10)))
  }

  @Test func aFailureWithoutARecordIsRefused() throws {
    try fixture.fail(named: "a", golden: try AcceptFixture.image(10), actual: try AcceptFixture.image(200))
    try FileManager.default.removeItem(
      at: fixture.artifacts.appendingPathComponent("AcceptCommandTests/a.failure.json"))
    let run = fixture.accept([fixture.artifacts.path, "--all"])
    #expect(run.status == 2)
    #expect(run.errorText.contains("AcceptCommandTests/a: no failure record"), "\(run.errorText)")
  }

  @Test func oneRefusalWritesNothingAtAll() throws {
    try fixture.fail(named: "a", golden: try AcceptFixture.image(10), actual: try AcceptFixture.image(200))
    try fixture.fail(named: "b", golden: try AcceptFixture.image(20), actual: try AcceptFixture.image(210))
    try AtomicFile.write(try PNGCodec.encode(try AcceptFixture.image(99)), to: fixture.golden("b"))
    let before = fixture.snapshotFiles()
    let run = fixture.accept([fixture.artifacts.path, "--all"])
    #expect(run.status == 2)
    #expect(run.errorText.contains("1 failure cannot be accepted, so no golden was written"), "\(run.errorText)")
    #expect(fixture.snapshotFiles() == before)
  }

  @Test func anUnknownOrAmbiguousNameIsAUsageError() throws {
    try fixture.fail(named: "a", golden: try AcceptFixture.image(10), actual: try AcceptFixture.image(200))
    let run = fixture.accept([fixture.artifacts.path, "--name", "nope"])
    #expect(run.status == 2)
    #expect(
      run.errorText.contains("no failed snapshot named \"nope\" in the artifacts (failures: AcceptCommandTests/a)"))
    let missing = fixture.accept(["no-such-folder", "a"])
    #expect(missing.status == 2)
    #expect(missing.errorText.contains("no-such-folder is not an artifacts directory"), "\(missing.errorText)")
  }

  /// Names come only with --name, and everything only with --all: the report's old command
  /// (`accept ARTIFACTS Suite/a`) where `Suite/a` is also a folder of the package used to read
  /// the name as a second artifacts folder and accept every failure.
  @Test func aNameThatIsAFolderNeverWidensWhatIsAccepted() throws {
    try fixture.fail(named: "a", golden: try AcceptFixture.image(10), actual: try AcceptFixture.image(200))
    try fixture.fail(named: "b", golden: try AcceptFixture.image(20), actual: try AcceptFixture.image(210))
    try FileManager.default.createDirectory(
      at: fixture.root.appendingPathComponent("AcceptCommandTests/a", isDirectory: true),
      withIntermediateDirectories: true)
    let before = fixture.snapshotFiles()
    for arguments in [
      [fixture.artifacts.path, "AcceptCommandTests/a"], [fixture.artifacts.path],
      [fixture.artifacts.path, "--name", "a", "--all"],
    ] {
      let run = fixture.accept(arguments)
      #expect(run.status == 2, "\(arguments)")
      #expect(run.errorText.contains("--name") && run.errorText.contains("--all"), "\(run.errorText)")
      #expect(fixture.snapshotFiles() == before, "\(arguments)")
    }
    let run = fixture.accept([fixture.artifacts.path, "--name", "AcceptCommandTests/a"])
    #expect(run.status == 0, "\(run.errorText)")
    #expect(run.output.count == 1)
    #expect(fixture.verify(try AcceptFixture.image(200), named: "a") == nil)
    #expect(fixture.verify(try AcceptFixture.image(210), named: "b")?.kind == .mismatch)
  }

  /// A record is anyone's text: one whose two golden paths disagree, or whose golden is not the
  /// file of its artifacts' suite and name, is refused, so accept writes only what the report
  /// showed.
  @Test func aGoldenOtherThanTheOneShownIsRefused() throws {
    try fixture.fail(named: "a", golden: try AcceptFixture.image(10), actual: try AcceptFixture.image(200))
    let other = fixture.snapshots.appendingPathComponent("Other", isDirectory: true)
    try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
    try Data(try PNGCodec.encode(try AcceptFixture.image(10))).write(to: other.appendingPathComponent("a.png"))
    let before = fixture.snapshotFiles()
    let shown = fixture.golden("a").path
    let edits: [(String, (inout SnapshotFailureRecord) -> Void)] = [
      (
        "not its golden in the package",
        { record in
          record.golden = shown
          record.goldenInPackage = "Snapshots/Other/a.png"
        }
      ),
      (
        "not its golden in the package",
        { record in
          record.golden = other.appendingPathComponent("a.png").path
          record.goldenInPackage = "Snapshots/AcceptCommandTests/a.png"
        }
      ),
      (
        "but its artifacts are those of Snapshots/AcceptCommandTests/a.png",
        { record in
          record.golden = other.appendingPathComponent("a.png").path
          record.goldenInPackage = nil
        }
      ),
      (
        "but its artifacts are those of Snapshots/AcceptCommandTests/a.png",
        { record in
          record.golden = other.appendingPathComponent("a.png").path
          record.goldenInPackage = "Snapshots/Other/a.png"
        }
      ),
    ]
    for (says, edit) in edits {
      try fixture.editRecord("a", edit)
      let run = fixture.accept([fixture.artifacts.path, "--all"])
      #expect(run.status == 2)
      #expect(run.errorText.contains(says), "\(run.errorText)")
      #expect(fixture.snapshotFiles() == before)
    }
    try fixture.editRecord("a") { record in
      record.golden = shown
      record.goldenInPackage = "Snapshots/AcceptCommandTests/a.png"
    }
    let run = fixture.accept([fixture.artifacts.path, "--all"])
    #expect(run.status == 0, "\(run.errorText)")
    #expect(fixture.verify(try AcceptFixture.image(200), named: "a") == nil)
  }

  // MARK: - Shards

  @Test func severalArtifactFoldersAreOneRun() throws {
    let shard1 = scratch.url.appendingPathComponent("shard-1", isDirectory: true)
    let shard2 = scratch.url.appendingPathComponent("shard-2", isDirectory: true)
    try fixture.fail(
      named: "a", golden: try AcceptFixture.image(10), actual: try AcceptFixture.image(200), artifacts: shard1)
    try fixture.fail(
      named: "b", golden: try AcceptFixture.image(20), actual: try AcceptFixture.image(210), artifacts: shard2)
    let run = fixture.accept([shard1.path, shard2.path, "--name", "a", "--name", "b"])
    #expect(run.status == 0, "\(run.errorText)")
    #expect(run.output.count == 2)
    #expect(fixture.verify(try AcceptFixture.image(200), named: "a") == nil)
    #expect(fixture.verify(try AcceptFixture.image(210), named: "b") == nil)
  }

  @Test func twoShardsWithDifferentActualsForOneGoldenAreRefused() throws {
    let shard1 = scratch.url.appendingPathComponent("shard-1", isDirectory: true)
    let shard2 = scratch.url.appendingPathComponent("shard-2", isDirectory: true)
    try fixture.fail(
      named: "a", golden: try AcceptFixture.image(10), actual: try AcceptFixture.image(200), artifacts: shard1)
    let second = fixture.verify(try AcceptFixture.image(201), named: "a", artifacts: shard2)
    #expect(second?.kind == .mismatch)
    let run = fixture.accept([shard1.path, shard2.path, "--all"])
    #expect(run.status == 2)
    #expect(
      run.errorText.contains("hold different actual files for Snapshots/AcceptCommandTests/a.png"), "\(run.errorText)")
  }
}
