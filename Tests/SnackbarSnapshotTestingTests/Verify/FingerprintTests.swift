import Foundation
import SnackbarImage
import SnackbarRendering
import SnackbarRenderingStack
import SnackbarSnapshotTestSupport
import Synchronization
import Testing

@testable import SnackbarSnapshotCore
@testable import SnackbarSnapshotTesting

@Suite final class FingerprintTests: Sendable {
  let temporary: TemporaryDirectory
  let testFile: String
  let recordedStack = FakeFingerprint.source(["pango": "1.50", "font Roboto.ttf": "aaa"])
  let otherStack = FakeFingerprint.source(["pango": "1.52", "font Roboto.ttf": "aaa"])

  init() throws {
    temporary = try TemporaryDirectory()
    try Data().write(to: temporary.path("Package.swift"))
    testFile = temporary.path("Tests/T/StackTests.swift").path
  }

  // One temporary directory per test (Swift Testing makes an instance per test), removed here so
  // early exits from `#require` leave nothing behind.
  deinit {
    temporary.cleanUp()
  }

  var fingerprintFile: URL { temporary.path("Snapshots/StackTests/fingerprint.json") }

  func verify(
    _ image: RGBAImage, fingerprint: SnapshotFingerprintSource?, environment: [String: String] = [:],
    record: SnapshotRecordMode? = nil
  ) -> SnapshotFailure? {
    verifySnapshot(
      of: { image }, as: .image(), named: "shot", record: record, snapshotDirectory: nil,
      configuration: isolatedConfiguration(
        environment, artifacts: temporary.path("artifacts"), fingerprint: fingerprint),
      filePath: testFile, testName: "t")
  }

  /// A reference and a version with a few anti-aliasing-like changes: small, local.
  func images() throws -> (RGBAImage, RGBAImage) {
    let reference = try TestImages.solid(20, 20, RGBAPixel(white: 200))
    let actual = TestImages.with(reference, changes: [(3, 3, RGBAPixel(white: 190))])
    return (reference, actual)
  }

  @Test func recordingWritesTheFingerprintBesideTheGoldens() throws {
    let (reference, _) = try images()
    #expect(verify(reference, fingerprint: recordedStack)?.kind == .recorded)
    let stored = try JSONDecoder().decode(FakeFingerprint.self, from: Data(contentsOf: fingerprintFile))
    #expect(stored == FakeFingerprint(versions: ["pango": "1.50", "font Roboto.ttf": "aaa"]))
  }

  @Test func mismatchOnADifferentStackSaysSoAndListsTheDifferences() throws {
    let (reference, actual) = try images()
    _ = verify(reference, fingerprint: recordedStack)
    let failure = try #require(verify(actual, fingerprint: otherStack))
    #expect(failure.kind == .mismatch)
    #expect(failure.message.contains("different rendering stack"))
    #expect(failure.message.contains("pango: 1.50 (recorded) vs 1.52 (here)"))
    #expect(failure.renderingStackDifferences == ["pango: 1.50 (recorded) vs 1.52 (here)"])
    #expect(!failure.message.contains("Roboto"))
  }

  @Test func mismatchOnADifferentStackPointsAtTheDoctor() throws {
    let (reference, actual) = try images()
    _ = verify(reference, fingerprint: recordedStack)
    let failure = try #require(verify(actual, fingerprint: otherStack))
    // The tool that says what differs and prints the apt-get lines, not an unpinned installer
    // that lives inside the dependency's checkout.
    #expect(failure.message.contains("swift run snackbar doctor"))
    #expect(!failure.message.contains("scripts/bootstrap"))
  }

  @Test func mismatchOnTheSameStackIsAPlainPixelFailure() throws {
    let (reference, actual) = try images()
    _ = verify(reference, fingerprint: recordedStack)
    let failure = try #require(verify(actual, fingerprint: recordedStack))
    #expect(!failure.message.contains("different rendering stack"))
    #expect(failure.renderingStackDifferences.isEmpty)
  }

  @Test func missingFingerprintIsMentioned() throws {
    let (reference, actual) = try images()
    _ = verify(reference, fingerprint: nil)
    let failure = try #require(verify(actual, fingerprint: otherStack))
    #expect(failure.message.contains("no rendering fingerprint at \(fingerprintFile.path)"))
  }

  @Test func tolerantModeRelaxesOnlyForADifferentStack() throws {
    let (reference, actual) = try images()
    _ = verify(reference, fingerprint: recordedStack)
    let tolerant = ["SNAPSHOT_TOLERANT_STACK": "1"]
    #expect(verify(actual, fingerprint: otherStack, environment: tolerant) == nil)
    // Same stack: no relaxation, the change is a real failure.
    #expect(verify(actual, fingerprint: recordedStack, environment: tolerant) != nil)
    // A large change still fails on a different stack, with the relaxed tolerance stated.
    let broken = try TestImages.solid(20, 20, RGBAPixel(red: 255, green: 0, blue: 0))
    let failure = try #require(verify(broken, fingerprint: otherStack, environment: tolerant))
    #expect(failure.message.contains("tolerance relaxed for a different rendering stack"))
  }

  @Test func ciNeverRelaxes() throws {
    let (reference, actual) = try images()
    _ = verify(reference, fingerprint: recordedStack)
    let failure = try #require(
      verify(actual, fingerprint: otherStack, environment: ["SNAPSHOT_TOLERANT_STACK": "1", "CI": "true"]))
    #expect(failure.kind == .mismatch)
    #expect(failure.message.contains("SNAPSHOT_TOLERANT_STACK is ignored because CI is set"))
  }

  @Test func rerecordingEveryGoldenOnANewStackLeavesOneFingerprint() throws {
    let (reference, actual) = try images()
    _ = verify(reference, fingerprint: recordedStack)
    let failure = try #require(verify(actual, fingerprint: otherStack, record: .all))
    #expect(failure.kind == .recorded)
    // The only golden moved: the file describes the new stack alone, in the original format.
    #expect(!failure.message.contains("Note:"))
    let bytes = try Data(contentsOf: fingerprintFile)
    #expect(try JSONDecoder().decode(FakeFingerprint.self, from: bytes).versions["pango"] == "1.52")
    #expect([UInt8](bytes) == (try otherStack.current()))
  }

  @Test func oldFormatFileIsReadAndMigratedOnlyForTheReRecordedGolden() throws {
    let (reference, actual) = try images()
    // A directory recorded before per-golden fingerprints: one fingerprint for all.
    let old = temporary.path("Snapshots/StackTests")
    try FileManager.default.createDirectory(at: old, withIntermediateDirectories: true)
    try Data(try recordedStack.current()).write(to: fingerprintFile)
    for name in ["shot", "other"] {
      try Data(try PNGCodec.encode(reference)).write(to: old.appendingPathComponent("\(name).png"))
    }
    #expect(verify(actual, fingerprint: recordedStack)?.renderingStackDifferences == [])
    // Re-record "shot" on the other stack: "other" keeps the old one, and says so.
    let recorded = try #require(verify(actual, fingerprint: otherStack, record: .failed))
    #expect(recorded.kind == .recorded)
    #expect(recorded.message.contains("keeps the stack of each golden"))
    let text = try String(contentsOf: fingerprintFile, encoding: .utf8)
    #expect(text.contains("\"otherStacks\""))
    #expect(text.contains("\"shot.png\""))
    // Old readers decoding one fingerprint still get the directory's main stack.
    #expect(try JSONDecoder().decode(FakeFingerprint.self, from: Data(text.utf8)).versions["pango"] == "1.50")
    let other = try #require(
      verifySnapshot(
        of: { actual }, as: .image(), named: "other", record: nil, snapshotDirectory: nil,
        configuration: isolatedConfiguration(artifacts: temporary.path("artifacts"), fingerprint: otherStack),
        filePath: testFile, testName: "t"))
    #expect(other.renderingStackDifferences == ["pango: 1.50 (recorded) vs 1.52 (here)"])
    // Re-recording "other" too brings the file back to one fingerprint.
    _ = verifySnapshot(
      of: { actual }, as: .image(), named: "other", record: .failed, snapshotDirectory: nil,
      configuration: isolatedConfiguration(artifacts: temporary.path("artifacts"), fingerprint: otherStack),
      filePath: testFile, testName: "t")
    #expect([UInt8](try Data(contentsOf: fingerprintFile)) == (try otherStack.current()))
  }

  @Test func rerecordingOneGoldenKeepsTheOtherGoldensFingerprints() throws {
    let (reference, actual) = try images()
    func verify(_ name: String, _ image: RGBAImage, on stack: SnapshotFingerprintSource, record: SnapshotRecordMode?)
      -> SnapshotFailure?
    {
      verifySnapshot(
        of: { image }, as: .image(), named: name, record: record, snapshotDirectory: nil,
        configuration: isolatedConfiguration(artifacts: temporary.path("artifacts"), fingerprint: stack),
        filePath: testFile, testName: "t")
    }
    // Both goldens recorded on one stack; then one is re-recorded on another.
    #expect(verify("kept", reference, on: recordedStack, record: nil)?.kind == .recorded)
    #expect(verify("redone", reference, on: recordedStack, record: nil)?.kind == .recorded)
    #expect(verify("redone", actual, on: otherStack, record: .failed)?.kind == .recorded)
    // The untouched golden still says where it came from: on its own stack a change is a plain
    // pixel failure, on the other stack it is a different-stack failure.
    let keptHere = try #require(verify("kept", actual, on: recordedStack, record: nil))
    #expect(keptHere.renderingStackDifferences.isEmpty)
    let keptThere = try #require(verify("kept", actual, on: otherStack, record: nil))
    #expect(keptThere.renderingStackDifferences == ["pango: 1.50 (recorded) vs 1.52 (here)"])
    // And the re-recorded one knows its new stack.
    let redone = try #require(verify("redone", reference, on: otherStack, record: nil))
    #expect(redone.renderingStackDifferences.isEmpty)
  }

  @Test func unreadableStoredFingerprintIsReportedNotFatal() throws {
    let (reference, actual) = try images()
    _ = verify(reference, fingerprint: recordedStack)
    try Data("{".utf8).write(to: fingerprintFile)
    let failure = try #require(verify(actual, fingerprint: otherStack))
    #expect(failure.kind == .mismatch)
    #expect(failure.message.contains("rendering fingerprint not checked"))
  }

  @Test func currentFingerprintIsComputedOnce() throws {
    let counter = Counter()
    let source = SnapshotFingerprintSource { () -> FakeFingerprint in
      counter.increment()
      return FakeFingerprint(versions: ["a": "1"])
    }
    _ = try source.current()
    _ = try source.current()
    #expect(counter.value == 1)
  }

  @Test func renderingFingerprintConforms() throws {
    let recorded = RenderingFingerprint(libraries: ["cairo": "1.16"], fonts: ["Roboto.ttf": "abc"])
    let here = RenderingFingerprint(libraries: ["cairo": "1.18"], fonts: ["Roboto.ttf": "abc"])
    let source = SnapshotFingerprintSource { here }
    let stored = try JSONEncoder().encode(recorded)
    #expect(try source.differences([UInt8](stored)) == ["cairo: 1.16 (recorded) vs 1.18 (here)"])
  }
}

/// A thread-safe counter for closures that must run once.
final class Counter: Sendable {
  private let count = Mutex(0)

  func increment() { count.withLock { $0 += 1 } }

  var value: Int { count.withLock { $0 } }
}
