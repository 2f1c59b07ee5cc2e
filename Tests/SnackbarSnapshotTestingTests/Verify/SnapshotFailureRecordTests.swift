import Foundation
import SnackbarImage
import SnackbarLayout
import SnackbarRendering
import SnackbarRenderingStack
import SnackbarSnapshotTestSupport
import Testing

@testable import SnackbarSnapshotCore
@testable import SnackbarSnapshotTesting

/// The `<name>.failure.json` written beside a failure's artifacts (issue 10): the failure
/// message's numbers as fields, for `snackbar report`.
@Suite final class SnapshotFailureRecordTests: Sendable {
  let temporary: TemporaryDirectory
  let testFile: String

  init() throws {
    temporary = try TemporaryDirectory()
    try Data("// test package\n".utf8).write(to: temporary.path("Package.swift"))
    testFile = temporary.path("Tests/DemoTests/BannerTests.swift").path
  }

  deinit { temporary.cleanUp() }

  var artifacts: URL { temporary.path("artifacts") }
  var recordURL: URL { artifacts.appendingPathComponent("BannerTests/banner.failure.json") }

  func verify<Value, Format>(
    _ value: Value, as snapshotting: Snapshotting<Value, Format>, record: SnapshotRecordMode? = nil,
    fingerprint: SnapshotFingerprintSource? = nil
  ) -> SnapshotFailure? {
    verifySnapshot(
      of: { value }, as: snapshotting, named: "banner", record: record, snapshotDirectory: nil,
      configuration: isolatedConfiguration(artifacts: artifacts, fingerprint: fingerprint),
      filePath: testFile, testName: "testBanner()")
  }

  @Test func theRecordLocatesItsGoldenInThePackageAndKeepsTheRunsStack() throws {
    let stack = RenderingFingerprint(libraries: ["pango": "1.52.1"], fonts: ["Roboto.ttf": "ab"])
    let source = SnapshotFingerprintSource { stack }
    _ = verify(try TestImages.gradient(), as: .image(), fingerprint: source)
    let changed = TestImages.with(try TestImages.gradient(), changes: [(1, 1, RGBAPixel(white: 0))])
    #expect(verify(changed, as: .image(), fingerprint: source)?.kind == .mismatch)
    let record = try SnapshotFailureRecord.read(from: recordURL)
    // The path `snackbar accept` resolves in another checkout, and the stack it compares.
    #expect(record.goldenInPackage == "Snapshots/BannerTests/banner.png")
    #expect(record.renderingStack == stack)
    // A fingerprint source of another kind says nothing about the renderer's stack.
    _ = verify(try TestImages.gradient(), as: .image(), record: .all, fingerprint: FakeFingerprint.source(["a": "1"]))
    _ = verify(changed, as: .image(), fingerprint: FakeFingerprint.source(["a": "1"]))
    #expect(try SnapshotFailureRecord.read(from: recordURL).renderingStack == nil)
  }

  @Test func anUndecodableGoldenIsKeptAsTheReferenceArtifact() throws {
    let golden = temporary.path("Snapshots/BannerTests/banner.png")
    try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("not a PNG".utf8).write(to: golden)
    #expect(verify(try TestImages.gradient(), as: .image(), record: .never)?.kind == .unreadableReference)
    let record = try SnapshotFailureRecord.read(from: recordURL)
    #expect(record.kind == .unreadableGolden)
    #expect(record.artifacts["reference"] == "banner.reference.png")
    let reference = artifacts.appendingPathComponent("BannerTests/banner.reference.png")
    #expect(FileManager.default.contents(atPath: reference.path) == Data("not a PNG".utf8))
  }

  @Test func pixelMismatchWritesTheMessagesNumbers() throws {
    let golden = try TestImages.gradient()
    _ = verify(golden, as: .image())
    let changed = TestImages.with(
      golden, changes: [(3, 2, RGBAPixel(red: 0, green: 0, blue: 0)), (5, 4, RGBAPixel(white: 255))])
    let failure = try #require(verify(changed, as: .image()))
    #expect(failure.kind == .mismatch)

    let record = try SnapshotFailureRecord.read(from: recordURL)
    #expect(record.kind == .pixelMismatch)
    #expect(record.suite == "BannerTests")
    #expect(record.name == "banner")
    #expect(record.test == "testBanner()")
    #expect(record.golden == temporary.path("Snapshots/BannerTests/banner.png").path)
    #expect(record.message == failure.message)
    #expect(
      record.artifacts == [
        "reference": "banner.reference.png", "actual": "banner.actual.png", "difference": "banner.difference.png",
      ])
    let image = try #require(record.image)
    let comparison = try #require(failure.imageComparison)
    #expect(image.differingPixels == 2)
    #expect(failure.message.contains("2 of 128 pixels"))
    #expect(image.comparedPixels == 128)
    #expect(image.maxChannelDelta == Int(comparison.maxChannelDelta))
    #expect(image.maxDeltaE == comparison.maxDeltaE)
    #expect(image.differingBounds == PixelRect(x: 3, y: 2, width: 3, height: 3))
    #expect(image.referenceSize == PixelSize(width: 16, height: 8))
    #expect(image.tolerance == "\(ImageTolerance.exact)")
  }

  @Test func sizeMismatchMissingGoldenAndTextAreTold() throws {
    _ = verify(try TestImages.solid(8, 6), as: .image())
    _ = try #require(verify(try TestImages.solid(9, 6), as: .image()))
    let size = try SnapshotFailureRecord.read(from: recordURL)
    #expect(size.kind == .sizeMismatch)
    #expect(size.image?.actualSize == PixelSize(width: 9, height: 6))

    try FileManager.default.removeItem(at: temporary.path("Snapshots"))
    _ = try #require(verify(try TestImages.solid(), as: .image(), record: .never))
    let missing = try SnapshotFailureRecord.read(from: recordURL)
    #expect(missing.kind == .missingGolden)
    #expect(missing.artifacts == ["actual": "banner.actual.png"])
    #expect(missing.image == nil)

    _ = verify("one\ntwo\n", as: .lines)
    _ = try #require(verify("one\nthree\n", as: .lines))
    // The text golden's record sits beside the image's, named after its file, and leaves the
    // image's alone.
    let text = try SnapshotFailureRecord.read(
      from: recordURL.deletingLastPathComponent().appendingPathComponent("banner.txt.failure.json"))
    #expect(text.kind == .contentMismatch)
    #expect(text.artifacts["diff"] == "banner.txt.diff")
    #expect(try SnapshotFailureRecord.read(from: recordURL).kind == .missingGolden)
    #expect(text.message.contains("+three"))
  }

  @Test func stackMismatchListsWhatDiffers() throws {
    _ = verify(try TestImages.solid(), as: .image(), fingerprint: FakeFingerprint.source(["pango": "1.50"]))
    let failure = verify(
      try TestImages.solid(8, 6, RGBAPixel(white: 10)), as: .image(),
      fingerprint: FakeFingerprint.source(["pango": "1.52"]))
    #expect(failure?.kind == .mismatch)
    let record = try SnapshotFailureRecord.read(from: recordURL)
    #expect(record.kind == .stackMismatch)
    #expect(record.renderingStackDifferences == ["pango: 1.50 (recorded) vs 1.52 (here)"])
    #expect(record.image?.differingPixels == 48)
  }

  @Test func recordingWritesNoRecord() throws {
    let failure = try #require(verify(try TestImages.solid(), as: .image()))
    #expect(failure.kind == .recorded)
    #expect(!FileManager.default.fileExists(atPath: recordURL.path))
    #expect(SnapshotFailureRecord(failure, suite: "S", name: "n", test: "t") == nil)
  }

  @Test func anUnwritableRecordIsANoteNotALostFailure() throws {
    _ = verify(try TestImages.solid(), as: .image())
    // A directory where the record goes: rename(2) cannot replace it.
    try FileManager.default.createDirectory(
      at: recordURL.appendingPathComponent("blocker"), withIntermediateDirectories: true)
    let failure = try #require(verify(try TestImages.solid(8, 6, RGBAPixel(white: 0)), as: .image()))
    #expect(failure.kind == .mismatch)
    #expect(failure.message.contains("Note: failure record not written to \(recordURL.path)"))
  }

  @Test func readingRejectsForeignAndFutureFilesClearly() throws {
    let url = temporary.path("x.failure.json")
    try Data("{\"hello\": 1}".utf8).write(to: url)
    let invalid = #expect(throws: SnapshotFailureRecordError.self) { try SnapshotFailureRecord.read(from: url) }
    #expect(invalid?.description.contains("\(url.path) is not a snapshot failure record") == true)

    try Data("{\"version\": 7}".utf8).write(to: url)
    let future = #expect(throws: SnapshotFailureRecordError.self) { try SnapshotFailureRecord.read(from: url) }
    #expect(future == .unsupportedVersion(path: url.path, version: 7))

    let missing = temporary.path("none.failure.json")
    let unreadable = #expect(throws: SnapshotFailureRecordError.self) { try SnapshotFailureRecord.read(from: missing) }
    #expect(unreadable?.description.contains(missing.path) == true)
  }

  /// Records are read back as untrusted input (issue 19): strictly, bounded, and with numbers only
  /// an image comparison can produce, so `snackbar report` can compute with them.
  @Test func readingIsStrictBoundedAndRangeChecked() throws {
    let golden = try TestImages.gradient()
    _ = verify(golden, as: .image())
    _ = try #require(verify(TestImages.with(golden, changes: [(3, 2, RGBAPixel(white: 255))]), as: .image()))
    let written = try String(contentsOf: recordURL, encoding: .utf8)
    let url = temporary.path("x.failure.json")
    func reason(_ text: String) throws -> String {
      try Data(text.utf8).write(to: url)
      let error = #expect(throws: SnapshotFailureRecordError.self) { try SnapshotFailureRecord.read(from: url) }
      guard case .invalid(_, let reason)? = error else { return "\(String(describing: error))" }
      return reason
    }
    // Written records read back unchanged.
    try Data(written.utf8).write(to: url)
    #expect(try SnapshotFailureRecord.read(from: url) == SnapshotFailureRecord.read(from: recordURL))

    /// `written` with the number of `key`, the first after `anchor`, replaced by `number`.
    func replacing(_ key: String, after anchor: String, with number: String) throws -> String {
      let start = try #require(written.range(of: anchor)).upperBound
      let value = try #require(written[start...].range(of: "\"\(key)\" : ")).upperBound
      let end = try #require(written[value...].firstIndex { !$0.isNumber && $0 != "." })
      return written.replacingCharacters(in: value..<end, with: number)
    }
    #expect(
      try reason(replacing("x", after: "\"differingBounds\"", with: "9223372036854775807")).hasSuffix(
        "image.differingBounds.x: expected a pixel coordinate or length (images are at most 16384 a side), in "
          + "0...16384 (got 9223372036854775807)"))
    #expect(
      try reason(replacing("x", after: "\"differingBounds\"", with: "1.5")).contains(
        "image.differingBounds.x: expected an integer"))
    #expect(
      try reason(written.replacingOccurrences(of: "\"version\" : 1", with: "\"version\" : 1, \"kind\" : \"x\""))
        .contains("key \"kind\" given twice"))
    #expect(
      try reason(replacing("maxChannelDelta", after: "\"image\"", with: "256")).contains(
        "image.maxChannelDelta: expected a channel difference, in 0...255 (got 256)"))
    let large = "{\"version\": 1, \"x\": \"" + String(repeating: " ", count: 1 << 20) + "\"}"
    #expect(try reason(large).contains("larger than 1 MiB (1048576 bytes), the limit for a failure record"))

    let fifo = temporary.path("fifo.failure.json")
    #expect(mkfifo(fifo.path, 0o644) == 0)
    let special = #expect(throws: SnapshotFailureRecordError.self) { try SnapshotFailureRecord.read(from: fifo) }
    #expect(special?.description.contains("FIFO") == true, "\(String(describing: special))")
  }
}
