import Foundation
import SnackbarImage
import SnackbarRendering
import SnackbarSnapshotCore
import SnackbarSnapshotTestSupport
import Testing

@testable import SnackbarSnapshotTesting

/// End-to-end behaviour of `verifySnapshot` in a temporary package: record modes, goldens,
/// artifacts. Failures are returned, not reported, so these tests can assert on them.
@Suite final class VerifySnapshotTests: Sendable {
  let temporary: TemporaryDirectory
  let testFile: String

  init() throws {
    temporary = try TemporaryDirectory()
    try Data("// test package\n".utf8).write(to: temporary.path("Package.swift"))
    testFile = temporary.path("Tests/DemoTests/BannerTests.swift").path
  }

  // One temporary directory per test (Swift Testing makes an instance per test), removed here so
  // early exits from `#require` leave nothing behind.
  deinit {
    temporary.cleanUp()
  }

  var goldenDirectory: URL { temporary.path("Snapshots/BannerTests") }
  var artifacts: URL { temporary.path("artifacts") }

  func golden(_ name: String, _ pathExtension: String = "png") -> URL {
    goldenDirectory.appendingPathComponent("\(name).\(pathExtension)")
  }

  func verify(
    _ image: RGBAImage,
    named name: String = "banner",
    record: SnapshotRecordMode? = nil,
    environment: [String: String] = [:],
    tolerance: ImageTolerance = .exact,
    fingerprint: SnapshotFingerprintSource? = nil
  ) -> SnapshotFailure? {
    verifySnapshot(
      of: { image }, as: .image(tolerance: tolerance), named: name, record: record, snapshotDirectory: nil,
      configuration: isolatedConfiguration(environment, artifacts: artifacts, fingerprint: fingerprint),
      filePath: testFile, testName: "testBanner()")
  }

  // MARK: - Record modes

  @Test func missingModeRecordsANewGoldenAndFails() throws {
    let image = try TestImages.gradient()
    let failure = try #require(verify(image))
    #expect(failure.kind == .recorded)
    #expect(failure.goldenURL?.path == golden("banner").path)
    #expect(failure.message.contains("recorded snapshot at \(golden("banner").path)"))
    #expect(failure.message.contains("Re-run to assert"))
    #expect(try PNGCodec.decode(contentsOf: golden("banner")) == image)
    // The second run asserts against it and passes.
    #expect(verify(image) == nil)
  }

  @Test func neverModeWithMissingGoldenFailsNamingThePathAndHowToRecord() throws {
    let failure = try #require(verify(try TestImages.gradient(), record: .never))
    #expect(failure.kind == .missingReference)
    #expect(failure.message.contains("no golden at \(golden("banner").path)"))
    #expect(failure.message.contains("SNAPSHOT_RECORD=missing"))
    #expect(!FileManager.default.fileExists(atPath: golden("banner").path))
    let actual = try #require(failure.artifact("actual"))
    #expect(actual.path == artifacts.appendingPathComponent("BannerTests/banner.actual.png").path)
    #expect(FileManager.default.fileExists(atPath: actual.path))
  }

  @Test func ciDefaultsToNever() throws {
    let failure = try #require(verify(try TestImages.gradient(), environment: ["CI": "true"]))
    #expect(failure.kind == .missingReference)
    #expect(failure.message.contains("the default on CI"))
    #expect(!FileManager.default.fileExists(atPath: golden("banner").path))
  }

  @Test func allModeRecordsEvenWhenMatching() throws {
    let image = try TestImages.gradient()
    _ = verify(image)
    let unchanged = try #require(verify(image, record: .all))
    #expect(unchanged.kind == .recorded)
    #expect(unchanged.message.contains("(unchanged)"))
    let changed = TestImages.with(image, changes: [(0, 0, RGBAPixel(white: 1))])
    let rerecorded = try #require(verify(changed, record: .all))
    #expect(rerecorded.kind == .recorded)
    #expect(try PNGCodec.decode(contentsOf: golden("banner")) == changed)
  }

  @Test func failedModeRecordsOnlyMismatches() throws {
    let image = try TestImages.gradient()
    _ = verify(image)
    let before = try attributes(golden("banner"))
    #expect(verify(image, record: .failed) == nil)
    #expect(try attributes(golden("banner")) == before)

    // Within tolerance: a pass, and the golden is not churned.
    var nudged = image[1, 1]
    nudged.red = nudged.red == 255 ? 254 : nudged.red + 1
    let nearly = TestImages.with(image, changes: [(1, 1, nudged)])
    #expect(verify(nearly, record: .failed, tolerance: ImageTolerance(perChannel: 1)) == nil)
    #expect(try attributes(golden("banner")) == before)

    let changed = TestImages.with(image, changes: [(2, 2, RGBAPixel(white: 0))])
    let failure = try #require(verify(changed, record: .failed))
    #expect(failure.kind == .recorded)
    #expect(failure.message.contains("did not match"))
    #expect(try PNGCodec.decode(contentsOf: golden("banner")) == changed)
  }

  @Test func failedModeRecordsMissingGoldens() throws {
    let failure = try #require(verify(try TestImages.gradient(), record: .failed))
    #expect(failure.kind == .recorded)
    #expect(FileManager.default.fileExists(atPath: golden("banner").path))
  }

  @Test func environmentOverridesTheArgument() throws {
    let image = try TestImages.gradient()
    let locked = try #require(verify(image, record: .all, environment: ["SNAPSHOT_RECORD": "never"]))
    #expect(locked.kind == .missingReference)
    #expect(locked.message.contains("SNAPSHOT_RECORD=never"))
    let forced = try #require(verify(image, record: .never, environment: ["SNAPSHOT_RECORD": "all", "CI": "1"]))
    #expect(forced.kind == .recorded)
  }

  @Test func invalidRecordEnvironmentFailsWithoutTouchingFiles() throws {
    let failure = try #require(verify(try TestImages.gradient(), environment: ["SNAPSHOT_RECORD": "true"]))
    #expect(failure.kind == .configuration)
    #expect(failure.message.contains("SNAPSHOT_RECORD=true is not a record mode"))
    #expect(temporary.files().filter { $0 != "Package.swift" }.isEmpty)
  }

  @Test func recordingWritesAtomically() throws {
    let image = try TestImages.gradient()
    _ = verify(image)
    let firstInode = try inode(golden("banner"))
    _ = verify(TestImages.with(image, changes: [(0, 0, RGBAPixel(white: 3))]), record: .all)
    // A new inode: the file was replaced by rename, never truncated and rewritten in place.
    #expect(try inode(golden("banner")) != firstInode)
    #expect(temporary.files(under: "Snapshots/BannerTests") == ["banner.png"])
  }

  // MARK: - Mismatches and artifacts

  @Test func mismatchWritesArtifactsAndStatesTheNumbers() throws {
    let image = try TestImages.gradient()
    _ = verify(image)
    let goldenBytes = try Data(contentsOf: golden("banner"))
    let changed = TestImages.with(image, changes: [(3, 2, RGBAPixel(white: 255)), (5, 4, RGBAPixel(white: 0))])
    let failure = try #require(verify(changed))
    #expect(failure.kind == .mismatch)
    #expect(failure.message.contains("does not match its golden \(golden("banner").path)"))
    #expect(failure.message.contains("2 of 128 pixels (1.56%) differ beyond tolerance"))
    #expect(failure.message.contains("max channel delta"))
    #expect(failure.message.contains("max ΔE00"))
    #expect(failure.message.contains("x 3...5, y 2...4 (3x3)"))
    #expect(try Data(contentsOf: golden("banner")) == goldenBytes)
    let expected = ["reference", "actual", "difference"].map { role in
      artifacts.appendingPathComponent("BannerTests/banner.\(role).png").path
    }
    #expect(failure.artifacts.map(\.url.path) == expected)
    for path in expected {
      #expect(failure.message.contains(path))
      #expect(FileManager.default.fileExists(atPath: path))
    }
    #expect(try PNGCodec.decode(contentsOf: URL(fileURLWithPath: expected[1])) == changed)
    #expect(try Data(contentsOf: URL(fileURLWithPath: expected[0])) == goldenBytes)
    let difference = try PNGCodec.decode(contentsOf: URL(fileURLWithPath: expected[2]))
    #expect(difference[3, 2] == DifferenceImage.differingColor)
  }

  @Test func artifactsDirectoryComesFromTheEnvironment() throws {
    let image = try TestImages.gradient()
    _ = verify(image)
    let elsewhere = temporary.path("from-env")
    let failure = try #require(
      verifySnapshot(
        of: { TestImages.with(image, changes: [(0, 0, RGBAPixel(white: 9))]) }, as: .image(), named: "banner",
        record: nil, snapshotDirectory: nil,
        configuration: SnapshotConfiguration(
          environment: SnapshotEnvironment(["SNAPSHOT_ARTIFACTS": elsewhere.path]), fingerprint: nil, ledger: .disabled),
        filePath: testFile, testName: "testBanner()"))
    #expect(failure.artifact("actual")?.path == elsewhere.appendingPathComponent("BannerTests/banner.actual.png").path)
  }

  @Test func sizeMismatchNamesBothSizes() throws {
    _ = verify(try TestImages.solid(10, 4))
    let failure = try #require(
      verify(try TestImages.solid(12, 4), tolerance: ImageTolerance(allowedDifferingFraction: 1)))
    #expect(failure.kind == .mismatch)
    #expect(failure.message.contains("reference is 10x4, actual is 12x4"))
    #expect(failure.artifact("difference") != nil)
  }

  @Test func toleranceApplies() throws {
    let image = try TestImages.solid(10, 10, RGBAPixel(white: 80))
    _ = verify(image)
    let drifted = try TestImages.solid(10, 10, RGBAPixel(white: 81))
    #expect(verify(drifted, tolerance: ImageTolerance(perChannel: 1)) == nil)
    #expect(verify(drifted, tolerance: .perceptuallyIdentical) == nil)
    #expect(verify(drifted) != nil)
  }

  @Test func lossyEncodingIsAbsorbedByTheRoundTrip() throws {
    // PNG round-trips exactly (straight alpha both ways, issue 9), so a lossy storage is made
    // here, dropping each channel's lowest bit, in place of the premultiplied PNG reader that once
    // quantised this translucent red.
    let exact = Diffing<RGBAImage>.image()
    let lossy = Diffing<RGBAImage>(
      toData: { image in
        try exact.toData(RGBAImage(width: image.width, height: image.height, bytes: image.bytes.map { $0 & 0xFE }))
      },
      fromData: exact.fromData, compare: exact.compare)
    let image = try TestImages.solid(4, 4, RGBAPixel(red: 255, green: 1, blue: 1, alpha: 3))
    #expect(try PNGCodec.decode(PNGCodec.encode(image)) == image)
    #expect(try lossy.fromData(lossy.toData(image)) != image)
    func verifyLossy() -> SnapshotFailure? {
      verifySnapshot(
        of: { image }, as: Snapshotting(pathExtension: "png", diffing: lossy), named: "banner", record: nil,
        snapshotDirectory: nil, configuration: isolatedConfiguration(artifacts: artifacts), filePath: testFile,
        testName: "testBanner()")
    }
    #expect(verifyLossy()?.kind == .recorded)
    #expect(verifyLossy() == nil)
  }

  @Test func textSnapshotsWriteTextArtifacts() throws {
    func verifyText(_ text: String) -> SnapshotFailure? {
      verifySnapshot(
        of: { text }, as: .lines, named: "layout", record: nil, snapshotDirectory: nil,
        configuration: isolatedConfiguration(artifacts: artifacts), filePath: testFile, testName: "t")
    }
    #expect(verifyText("a\nb\n")?.kind == .recorded)
    #expect(try String(contentsOf: golden("layout", "txt"), encoding: .utf8) == "a\nb\n")
    #expect(verifyText("a\nb\n") == nil)
    let failure = try #require(verifyText("a\nc\n"))
    #expect(failure.message.contains("-b\n  +c"))
    #expect(
      failure.artifacts.map(\.url.lastPathComponent) == [
        "layout.txt.reference.txt", "layout.txt.actual.txt", "layout.txt.diff",
      ])
  }

  /// An image and a text snapshot of one name (a render and its layout report): the image's
  /// failure keeps its record when the text passes, and each failing keeps its own.
  @Test func anImageAndATextSnapshotOfOneNameEachKeepTheirRecord() throws {
    func verifyText(_ text: String) -> SnapshotFailure? {
      verifySnapshot(
        of: { text }, as: .lines, named: "banner", record: nil, snapshotDirectory: nil,
        configuration: isolatedConfiguration(artifacts: artifacts), filePath: testFile, testName: "t")
    }
    let suite = artifacts.appendingPathComponent("BannerTests")
    let imageRecord = suite.appendingPathComponent("banner.failure.json")
    let textRecord = suite.appendingPathComponent("banner.txt.failure.json")
    #expect(verify(try TestImages.gradient())?.kind == .recorded)
    #expect(verifyText("a\n")?.kind == .recorded)
    #expect(verify(try TestImages.solid(16, 8))?.kind == .mismatch)
    #expect(verifyText("a\n") == nil)
    #expect(FileManager.default.fileExists(atPath: imageRecord.path), "the passing text removed the image's record")
    #expect(verifyText("b\n")?.kind == .mismatch)
    #expect(try SnapshotFailureRecord.read(from: imageRecord).golden.hasSuffix("banner.png"))
    #expect(try SnapshotFailureRecord.read(from: textRecord).golden.hasSuffix("banner.txt"))
    #expect(verify(try TestImages.gradient()) == nil)
    #expect(!FileManager.default.fileExists(atPath: imageRecord.path))
    #expect(FileManager.default.fileExists(atPath: textRecord.path), "the passing image removed the text's record")
  }

  /// A golden from a pull request is untrusted: a FIFO does not hang the run, a link is not
  /// followed (its target would become the reference artifact CI uploads), and a huge file is
  /// not read whole.
  @Test func aGoldenThatIsAFIFOALinkOrHugeIsUnreadableNotRead() throws {
    try FileManager.default.createDirectory(at: goldenDirectory, withIntermediateDirectories: true)
    let secret = temporary.path("secret.png")
    try Data("SECRET".utf8).write(to: secret)
    try FileManager.default.createSymbolicLink(atPath: golden("linked").path, withDestinationPath: secret.path)
    #expect(mkfifo(golden("fifo").path, 0o600) == 0)
    #expect(FileManager.default.createFile(atPath: golden("huge").path, contents: nil))
    #expect(truncate(golden("huge").path, off_t(SnapshotFileLimits.goldenBytes + 1)) == 0)
    for (name, says) in [("linked", "symbolic link"), ("fifo", "FIFO"), ("huge", "larger than 64 MiB")] {
      let failure = try #require(verify(try TestImages.gradient(), named: name))
      #expect(failure.kind == .unreadableReference, "\(name)")
      #expect(failure.message.contains(says), "\(name): \(failure.message)")
      let reference = artifacts.appendingPathComponent("BannerTests/\(name).reference.png")
      #expect(!FileManager.default.fileExists(atPath: reference.path), "\(name)")
    }
  }

  @Test func passingComparisonDoesNotEncodeTheValue() throws {
    let encodings = Counter()
    let base = Diffing<String>.lines()
    let counting = Snapshotting<String, String>(
      pathExtension: "txt",
      diffing: Diffing(
        toData: { text in
          encodings.increment()
          return try base.toData(text)
        },
        fromData: base.fromData, compare: base.compare))
    func run(_ text: String) -> SnapshotFailure? {
      verifySnapshot(
        of: { text }, as: counting, named: "counted", record: nil, snapshotDirectory: nil,
        configuration: isolatedConfiguration(artifacts: artifacts), filePath: testFile, testName: "t")
    }
    #expect(run("same\n")?.kind == .recorded)
    #expect(encodings.value == 1)
    #expect(run("same\n") == nil)
    #expect(encodings.value == 1)
    #expect(run("changed\n")?.kind == .mismatch)
    #expect(encodings.value == 2)
  }

  @Test func passingRemovesTheArtifactsOfAnEarlierFailure() throws {
    let image = try TestImages.gradient()
    _ = verify(image)
    let failure = try #require(verify(TestImages.with(image, changes: [(1, 1, RGBAPixel(white: 0))])))
    #expect(failure.artifacts.count == 3)
    #expect(failure.artifacts.allSatisfy { FileManager.default.fileExists(atPath: $0.url.path) })
    let folder = try #require(failure.artifacts.first).url.deletingLastPathComponent()
    func records() throws -> [String] {
      try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".failure.json") }
    }
    #expect(try records().count == 1)
    // Another snapshot's artifacts in the same folder are not this one's to remove.
    let neighbour = artifacts.appendingPathComponent("BannerTests/banner-dark.actual.png")
    try Data("x".utf8).write(to: neighbour)
    #expect(verify(image) == nil)
    #expect(failure.artifacts.allSatisfy { !FileManager.default.fileExists(atPath: $0.url.path) })
    #expect(try records().isEmpty)
    #expect(FileManager.default.fileExists(atPath: neighbour.path))
  }

  @Test func sizeMismatchDifferenceImageIsReferenceActualAndOverlayAndExplained() throws {
    _ = verify(try TestImages.solid(10, 4))
    let failure = try #require(verify(try TestImages.solid(12, 4)))
    let difference = try PNGCodec.decode(contentsOf: try #require(failure.artifact("difference")))
    // reference (10) | actual (12) | overlay (12), 4-pixel gaps.
    #expect(difference.width == 10 + 4 + 12 + 4 + 12)
    #expect(failure.message.contains("reference | actual | overlay"))
    #expect(failure.message.contains("cyan"))
  }

  @Test func differenceImageIsExplainedInTheMessage() throws {
    let image = try TestImages.gradient()
    _ = verify(image)
    let failure = try #require(verify(TestImages.with(image, changes: [(1, 1, RGBAPixel(white: 0))])))
    #expect(failure.message.contains("magenta"))
    #expect(failure.message.contains("amplified"))
  }

  @Test func sameNameInTwoTestsIsAnErrorNamingBoth() throws {
    let image = try TestImages.gradient()
    func verify(in test: String) -> SnapshotFailure? {
      verifySnapshot(
        of: { image }, as: .image(), named: "shared", record: nil, snapshotDirectory: nil,
        configuration: isolatedConfiguration(artifacts: artifacts), filePath: testFile, testName: test)
    }
    #expect(verify(in: "testLight()")?.kind == .recorded)
    #expect(verify(in: "testLight()") == nil)
    let failure = try #require(verify(in: "testDark()"))
    #expect(failure.message.contains("testLight()"))
    #expect(failure.message.contains("testDark()"))
    #expect(failure.message.contains(golden("shared").path))
  }

  @Test func ciNeverRecordsWhateverTheArgumentSays() throws {
    let failure = try #require(verify(try TestImages.gradient(), record: .all, environment: ["CI": "true"]))
    #expect(failure.kind == .missingReference)
    #expect(!FileManager.default.fileExists(atPath: golden("banner").path))
  }

  // MARK: - Unreadable goldens

  @Test(arguments: [
    ("not a png", "not a PNG"),
    ("", "not a PNG: the data is empty"),
  ])
  func invalidGoldenFailsNamingTheFile(content: String, reason: String) throws {
    try FileManager.default.createDirectory(at: goldenDirectory, withIntermediateDirectories: true)
    try Data(content.utf8).write(to: golden("banner"))
    let failure = try #require(verify(try TestImages.gradient()))
    #expect(failure.kind == .unreadableReference)
    #expect(failure.message.contains("the golden \(golden("banner").path) cannot be read"))
    #expect(failure.message.contains(reason))
    #expect(failure.artifact("actual") != nil)
  }

  @Test func truncatedGoldenFailsNamingTheFile() throws {
    let image = try TestImages.gradient()
    _ = verify(image)
    let bytes = try Data(contentsOf: golden("banner"))
    try bytes.prefix(bytes.count / 2).write(to: golden("banner"))
    let failure = try #require(verify(image))
    #expect(failure.kind == .unreadableReference)
    #expect(failure.message.contains(golden("banner").path))
    #expect(failure.message.lowercased().contains("truncated") || failure.message.contains("corrupt"))
    // Re-recording repairs it.
    #expect(verify(image, record: .failed)?.kind == .recorded)
    #expect(verify(image) == nil)
  }

  @Test func throwingValueFails() throws {
    struct Broken: Error, CustomStringConvertible {
      var description: String { "renderer exploded" }
    }
    let failure = try #require(
      verifySnapshot(
        of: { () throws -> RGBAImage in throw Broken() }, as: .image(), named: "x", record: nil, snapshotDirectory: nil,
        configuration: isolatedConfiguration(artifacts: artifacts), filePath: testFile, testName: "t"))
    #expect(failure.kind == .snapshotFailed)
    #expect(failure.message.contains("renderer exploded"))
  }

  // MARK: - Ledger and default location

  @Test func ledgerRecordsUsedGoldensUnderTheDefaultDirectory() throws {
    let image = try TestImages.gradient()
    _ = verifySnapshot(
      of: { image }, as: .image(), named: "logged", record: nil, snapshotDirectory: nil,
      configuration: isolatedConfiguration(artifacts: artifacts, ledger: .automatic), filePath: testFile, testName: "t")
    let ledgerDirectory = temporary.path(".build/snapshot-ledger")
    let used = try SnapshotLedger.usedPaths(in: ledgerDirectory)
    #expect(used == [golden("logged").standardizedFileURL.path])
  }

  private func attributes(_ url: URL) throws -> [String] {
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    return ["\(attributes[.modificationDate] ?? "")", "\(attributes[.systemFileNumber] ?? "")"]
  }

  private func inode(_ url: URL) throws -> String {
    "\(try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] ?? "")"
  }
}
