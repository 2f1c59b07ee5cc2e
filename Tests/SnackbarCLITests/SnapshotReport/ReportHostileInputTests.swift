import Foundation
import SnackbarImage
import SnackbarRendering
import SnackbarSnapshotTesting
import Testing

/// `snackbar report` on artifacts a careless or hostile run could leave (issue 19, points 6, 7, 9
/// and 10): numbers that overflow, records of any size, control characters, an output that is one
/// of its own inputs, folders it cannot read.
@Suite final class ReportHostileInputTests {
  let scratch: ScratchDirectory
  let fixture: ReportFixture

  init() throws {
    scratch = try ScratchDirectory()
    fixture = ReportFixture(scratch: scratch)
  }

  deinit { scratch.cleanUp() }

  static let red = RGBAPixel(red: 255, green: 0, blue: 0)
  static let green = RGBAPixel(red: 0, green: 255, blue: 0)

  var recordURL: URL { fixture.artifacts.appendingPathComponent("Suite/a.failure.json") }

  /// A real pixel-mismatch record for `Suite/a` with its two images, returned as text.
  func writeRealRecord() throws -> String {
    let reference = try RGBAImage(width: 8, height: 6, fill: Self.red)
    var actual = reference
    actual[3, 2] = Self.green
    try fixture.png("Suite/a.reference.png", reference)
    try fixture.png("Suite/a.actual.png", actual)
    try fixture.imageRecord(
      folder: "Suite", name: "a", reference: reference, actual: actual, roles: ["reference", "actual"])
    return try String(contentsOf: recordURL, encoding: .utf8)
  }

  /// `text` with the number after `"key" : ` that follows `after` replaced by `number`.
  static func replacingNumber(_ key: String, after anchor: String, in text: String, with number: String) throws
    -> String
  {
    let start = try #require(text.range(of: anchor)).upperBound
    let keyRange = try #require(text[start...].range(of: "\"\(key)\" : "))
    let end = text[keyRange.upperBound...].firstIndex { !$0.isNumber && $0 != "-" } ?? text.endIndex
    return text.replacingCharacters(in: keyRange.upperBound..<end, with: number)
  }

  /// Files in the output's folder, hidden ones included.
  func outputFolderFiles() -> [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: fixture.output.deletingLastPathComponent().path)) ?? []
  }

  /// Whether `text` holds a control character other than line feed and tab, or a bidi override.
  static func hasRawControl(_ text: String) -> Bool {
    text.unicodeScalars.contains {
      ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}"
    }
  }

  @Test(arguments: [
    ("differingBounds", "x", "9223372036854775807"), ("differingBounds", "width", "9223372036854775807"),
    ("differingBounds", "y", "-9223372036854775808"), ("changedBounds", "height", "9223372036854775807"),
    ("referenceSize", "width", "16385"), ("image", "comparedPixels", "-1"), ("image", "maxChannelDelta", "256"),
  ])
  func numbersNoImageCanHaveAreRefusedWithoutTrapping(object: String, key: String, number: String) throws {
    let text = try Self.replacingNumber(key, after: "\"\(object)\"", in: try writeRealRecord(), with: number)
    try fixture.text("Suite/a.failure.json", text)
    let (run, html) = try fixture.report()
    #expect(run.status == 0, "\(run.errors)")
    // The images still show; the numbers do not, and a note says why, naming the key and the place.
    #expect(try ReportHTML.images(html).map(\.id) == ["failure-1-reference", "failure-1-actual"])
    #expect(!html.contains("<dl class=\"facts\">"))
    #expect(html.contains("a.failure.json is not a snapshot failure record"), "\(html.prefix(4000))")
    #expect(html.contains(".\(key): "))
    #expect(html.contains("line "))
    #expect(!outputFolderFiles().contains { $0.hasPrefix(".report.html.tmp") })
  }

  @Test func integersBeyondSixtyFourBitsAreRefusedNotRounded() throws {
    let text = try Self.replacingNumber(
      "differingPixels", after: "\"image\"", in: try writeRealRecord(), with: "18446744073709551616")
    try fixture.text("Suite/a.failure.json", text)
    let (run, html) = try fixture.report()
    #expect(run.status == 0)
    #expect(html.contains("image.differingPixels: expected an integer"), "\(html.prefix(4000))")
  }

  @Test func theLargestImageStillReads() throws {
    var text = try writeRealRecord()
    for key in ["width", "height"] {
      text = try Self.replacingNumber(key, after: "\"referenceSize\"", in: text, with: "16384")
      text = try Self.replacingNumber(key, after: "\"actualSize\"", in: text, with: "16384")
    }
    text = try Self.replacingNumber("comparedPixels", after: "\"image\"", in: text, with: "268435456")
    text = try Self.replacingNumber("x", after: "\"differingBounds\"", in: text, with: "16383")
    try fixture.text("Suite/a.failure.json", text)
    let (run, html) = try fixture.report()
    #expect(run.status == 0)
    #expect(html.contains("<dt>Sizes</dt><dd>reference 16384×16384, actual 16384×16384</dd>"), "\(html.prefix(5000))")
    #expect(html.contains("<dt>Differing within</dt><dd>x 16383...16383"))
  }

  @Test func anOversizedRecordIsRefusedNamingTheFileAndTheLimit() throws {
    // A valid record with a 2 MiB message: a real one is a few KB.
    let text = try writeRealRecord()
    let message = String(repeating: "m", count: 2 << 20)
    let start = try #require(text.range(of: "\"message\" : \"")).upperBound
    let end = try #require(text[start...].firstIndex(of: "\""))
    try fixture.text("Suite/a.failure.json", text.replacingCharacters(in: start..<end, with: message))
    let (run, html) = try fixture.report()
    #expect(run.status == 0)
    #expect(html.count < 200_000, "the page quotes the oversized record")
    #expect(html.contains("a.failure.json"))
    #expect(html.contains("1 MiB"), "\(html.prefix(4000))")
  }

  @Test func repeatedKeysAreRefusedWithTheirPlace() throws {
    let text = try writeRealRecord()
    let duplicated = text.replacingOccurrences(of: "\"kind\" : ", with: "\"kind\" : \"sizeMismatch\", \"kind\" : ")
    try fixture.text("Suite/a.failure.json", duplicated)
    let (run, html) = try fixture.report()
    #expect(run.status == 0)
    #expect(html.contains("&quot;kind&quot; given twice"), "\(html.prefix(4000))")
  }

  @Test func controlCharactersNeverReachThePageRaw() throws {
    let evil = "title\u{1B}]0;owned\u{07} erase\r\u{1B}[2K nul\u{0} bidi\u{202E}x c1\u{9B}"
    let reference = try RGBAImage(width: 4, height: 4, fill: Self.red)
    try fixture.png("Suite/a.reference.png", reference)
    try fixture.png("Suite/a.actual.png", reference)
    try fixture.imageRecord(
      folder: "Suite", name: "a", reference: reference, actual: reference, roles: ["reference", "actual"],
      message: "line one\n\tindented \(evil)")
    // A text snapshot's diff with the same characters.
    try fixture.text("Suite/t.reference.txt", "one\n")
    try fixture.text("Suite/t.actual.txt", "two \(evil)\n")
    try fixture.text("Suite/t.diff", "--- reference\n+++ actual\n@@ -1 +1 @@\n-one\n+two \(evil)\n")
    let (run, html) = try fixture.report()
    #expect(run.status == 0, "\(run.errors)")
    #expect(!Self.hasRawControl(html))
    #expect(html.contains("title\\x1B]0;owned\\x07 erase\\x0D\\x1B[2K nul\\x00 bidi\\u{202E}x c1\\xC2\\x9B"))
    // Line breaks and tabs of a message or a diff are text, not controls.
    #expect(html.contains("line one\n\tindented"))
    #expect(ReportHTML.nestingProblems(html) == [])
  }

  @Test func pathsOnTheTerminalAreEscaped() throws {
    let folder = scratch.url.appendingPathComponent("art\u{1B}]0;x\u{07}ifacts\nforged")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let output = scratch.url.appendingPathComponent("out\rput.html")
    let run = snackbar(["report", folder.path, "--output", output.path])
    #expect(run.status == 0, "\(run.errors)")
    for line in run.output + run.errors {
      #expect(!Self.hasRawControl(line) && !line.contains("\n"), "\(line.debugDescription)")
    }
    #expect(run.errorText.contains("art\\x1B]0;x\\x07ifacts\\x0Aforged"))
  }

  @Test(arguments: ["Suite/a.actual.png", "Suite/a.reference.png", "Suite/a.failure.json"])
  func anOutputNamingAnArtifactIsRefused(artifact: String) throws {
    _ = try writeRealRecord()
    let target = fixture.artifacts.appendingPathComponent(artifact)
    let before = try Data(contentsOf: target)
    let run = snackbar(["report", fixture.artifacts.path, "--output", target.path])
    #expect(run.status == 2)
    #expect(run.errorText.contains("--output names the same file as"), "\(run.errors)")
    #expect(try Data(contentsOf: target) == before)
  }

  @Test func anOutputReachingAnArtifactThroughALinkIsRefused() throws {
    _ = try writeRealRecord()
    let target = fixture.artifacts.appendingPathComponent("Suite/a.actual.png")
    let before = try Data(contentsOf: target)
    let symbolic = scratch.url.appendingPathComponent("symbolic.html")
    try FileManager.default.createSymbolicLink(at: symbolic, withDestinationURL: target)
    let hard = scratch.url.appendingPathComponent("hard.html")
    try FileManager.default.linkItem(at: target, to: hard)
    for output in [symbolic, hard] {
      let run = snackbar(["report", fixture.artifacts.path, "--output", output.path])
      #expect(run.status == 2, "\(output.lastPathComponent)")
      #expect(run.errorText.contains("--output names the same file as"), "\(run.errors)")
    }
    #expect(try Data(contentsOf: target) == before)
  }

  @Test func anOutputBesideTheArtifactsIsFine() throws {
    _ = try writeRealRecord()
    let output = fixture.artifacts.appendingPathComponent("report.html")
    let run = snackbar(["report", fixture.artifacts.path, "--output", output.path])
    #expect(run.status == 0, "\(run.errors)")
    // And a second run reads past its own page, which is no artifact.
    #expect(snackbar(["report", fixture.artifacts.path, "--output", output.path]).status == 0)
  }

  @Test(.enabled(if: UnprivilegedThread.isAvailable, "needs setfsuid(2) when run as root"))
  func anUnreadableFolderIsAnErrorNamingIt() async throws {
    _ = try writeRealRecord()
    try fixture.png("Locked/b.actual.png", try RGBAImage(width: 2, height: 2, fill: Self.green))
    let locked = fixture.artifacts.appendingPathComponent("Locked").path
    try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: locked)
    defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked) }
    let output = fixture.output
    try FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o777], ofItemAtPath: output.deletingLastPathComponent().path)
    let artifacts = fixture.artifacts.path
    let run = try await UnprivilegedThread.run { snackbar(["report", artifacts, "--output", output.path]) }
    #expect(run.status == 2)
    #expect(run.errorText.contains(locked), "\(run.errors)")
    #expect(!FileManager.default.fileExists(atPath: output.path))
  }
}
