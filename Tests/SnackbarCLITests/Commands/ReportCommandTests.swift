import Foundation
import SnackbarImage
import SnackbarRendering
import SnackbarSnapshotTesting
import Testing

/// `snackbar report` (issue 10): one self-contained HTML page of the failed snapshots.
@Suite final class ReportCommandTests {
  let scratch: ScratchDirectory
  let fixture: ReportFixture

  init() throws {
    scratch = try ScratchDirectory()
    fixture = ReportFixture(scratch: scratch)
  }

  deinit { scratch.cleanUp() }

  static let red = RGBAPixel(red: 255, green: 0, blue: 0)
  static let green = RGBAPixel(red: 0, green: 255, blue: 0)

  @Test func realFailuresShowThreeInlineImagesAndTheNumbers() throws {
    let golden = try RGBAImage(width: 16, height: 8, fill: Self.red)
    var actual = golden
    actual[3, 2] = Self.green
    actual[5, 4] = Self.green
    let failure = try #require(fixture.failSnapshot(named: "toast", golden: golden, actual: actual, as: .image()))
    #expect(failure.kind == .mismatch)

    let (run, html) = try fixture.report()
    #expect(run.status == 0, "\(run.errorText)")
    #expect(run.output == [fixture.output.path])
    #expect(run.errorText.contains("1 failed snapshot in"))
    let images = try ReportHTML.images(html)
    #expect(images.map(\.id) == ["failure-1-reference", "failure-1-actual", "failure-1-difference"])
    // The data URIs are the files, byte for byte.
    let folder = fixture.artifacts.appendingPathComponent("ReportCommandTests")
    for (image, suffix) in zip(images, ["reference.png", "actual.png", "difference.png"]) {
      let file = [UInt8](try Data(contentsOf: folder.appendingPathComponent("toast.\(suffix)")))
      #expect(image.bytes == file, "\(image.id)")
    }
    #expect(html.contains("<span class=\"kind\">pixel mismatch</span>ReportCommandTests/toast"))
    #expect(html.contains("<dt>Differing pixels</dt><dd>2 of 128 (1.56%)</dd>"))
    #expect(html.contains("<dt>Max channel delta</dt><dd>255 of 255</dd>"))
    #expect(html.contains("<dt>Differing within</dt><dd>x 3...5, y 2...4 (3×3)</dd>"))
    #expect(html.contains("<dt>Sizes</dt><dd>reference 16×8, actual 16×8</dd>"))
    #expect(html.contains("width=\"16\" height=\"8\" style=\"--w:16\""))
    #expect(html.contains("data-compare=\"failure-1\""))
    // The failure message, escaped (it quotes the snapshot's name).
    #expect(html.contains("Snapshot &quot;toast&quot; in realFailuresShowThreeInlineImagesAndTheNumbers()"))
    #expect(ReportHTML.nestingProblems(html) == [])
  }

  @Test func textFailuresShowTheirDiffEscaped() throws {
    let failure = fixture.failSnapshot(
      named: "layout", golden: "one\ntwo <b>\n", actual: "one\nthree & \"four\"\n", as: .lines)
    #expect(failure?.kind == .mismatch)
    let (run, html) = try fixture.report()
    #expect(run.status == 0)
    #expect(html.contains("<span class=\"kind\">content mismatch</span>"))
    #expect(html.contains("<span class=\"del\">-two &lt;b&gt;</span>"))
    #expect(html.contains("<span class=\"add\">+three &amp; &quot;four&quot;</span>"))
    #expect(html.contains("<span class=\"hunk\">--- reference</span>"))
    #expect(!html.contains("<b>"))
    #expect(try ReportHTML.images(html).isEmpty)
    #expect(ReportHTML.nestingProblems(html) == [])
  }

  @Test func namesAreEscapedEverywhere() throws {
    let folder = "Evil<&\"'>Tests"
    let image = try RGBAImage(width: 4, height: 4, fill: Self.red)
    try fixture.png("\(folder)/x.reference.png", image)
    try fixture.png("\(folder)/x.actual.png", image)
    try fixture.imageRecord(
      folder: folder, name: "x", reference: image, actual: image, roles: ["reference", "actual"],
      message: "<script>alert('boom')</script> & more")
    let (run, html) = try fixture.report()
    #expect(run.status == 0)
    #expect(!html.contains(folder))
    #expect(!html.contains("<script>alert"))
    #expect(html.contains("Evil&lt;&amp;&quot;&#39;&gt;Tests/x"))
    #expect(html.contains("&lt;script&gt;alert(&#39;boom&#39;)&lt;/script&gt; &amp; more"))
    #expect(html.contains("alt=\"Reference (golden) of Evil&lt;&amp;&quot;&#39;&gt;Tests/x, 4×4 pixels\""))
    #expect(ReportHTML.nestingProblems(html) == [])
  }

  @Test func withoutARecordTheImagesStillShow() throws {
    try fixture.png("Suite/a.reference.png", try RGBAImage(width: 4, height: 3, fill: Self.red))
    try fixture.png("Suite/a.actual.png", try RGBAImage(width: 4, height: 3, fill: Self.green))
    try fixture.text("Suite/b.failure.json", "{ not json")
    try fixture.png("Suite/b.actual.png", try RGBAImage(width: 2, height: 2, fill: Self.green))
    let (run, html) = try fixture.report()
    #expect(run.status == 0)
    #expect(try ReportHTML.images(html).map(\.id) == ["failure-1-reference", "failure-1-actual", "failure-2-actual"])
    #expect(html.contains("No failure record (a.failure.json) beside these artifacts, so no numbers: the files only."))
    #expect(html.contains("b.failure.json is not a snapshot failure record"))
    #expect(!html.contains("<dl class=\"facts\">"))
  }

  @Test func leftoversOfAnEarlierFailureAreNotShown() throws {
    // An earlier mismatch left a reference and a difference; the golden has since been deleted,
    // and the record of this run's failure lists only the actual image.
    let image = try RGBAImage(width: 4, height: 3, fill: Self.green)
    try fixture.png("Suite/a.reference.png", image)
    try fixture.png("Suite/a.difference.png", image)
    try fixture.png("Suite/a.actual.png", image)
    try fixture.record(
      folder: "Suite", name: "a", kind: .missingReference, roles: ["actual"], message: "Snapshot \"a\": no golden")
    let (_, html) = try fixture.report()
    #expect(try ReportHTML.images(html).map(\.id) == ["failure-1-actual"])
    #expect(html.contains("<span class=\"kind\">missing golden</span>"))
    #expect(!html.contains("data-compare=\""))
  }

  @Test func anEmptyDirectorySaysThereAreNoFailures() throws {
    try FileManager.default.createDirectory(at: fixture.artifacts, withIntermediateDirectories: true)
    try fixture.text("notes.txt", "not an artifact")
    try fixture.text(".x.actual.png.tmp-123456", "a half-written temporary file")
    let (run, html) = try fixture.report()
    #expect(run.status == 0)
    #expect(run.errorText.contains("0 failed snapshots"))
    #expect(html.contains("<h1>No snapshot failures</h1>"))
    #expect(html.contains("No failed snapshots"))
    #expect(!html.contains("<img"))
    #expect(ReportHTML.nestingProblems(html) == [])
  }

  @Test func aMissingOrWrongDirectoryExitsTwoAndWritesNothing() throws {
    let missing = snackbar(["report", scratch.path("nowhere"), "--output", fixture.output.path])
    #expect(missing.status == 2)
    #expect(missing.errorText.contains("no artifacts directory at \(scratch.path("nowhere"))"))
    try fixture.text("file", "x")
    let file = fixture.artifacts.appendingPathComponent("file").path
    let notADirectory = snackbar(["report", file, "--output", fixture.output.path])
    #expect(notADirectory.status == 2)
    #expect(notADirectory.errorText.contains("\(file) is a file, not an artifacts directory"))
    #expect(!FileManager.default.fileExists(atPath: fixture.output.path))
  }

  @Test func badArgumentsAndAnUnwritableOutputExitTwo() throws {
    try FileManager.default.createDirectory(at: fixture.artifacts, withIntermediateDirectories: true)
    let noOutput = snackbar(["report", fixture.artifacts.path])
    #expect(noOutput.status == 2)
    #expect(noOutput.errorText.contains("--output is required"))
    let twoDirectories = snackbar(["report", "a", "b", "--output", fixture.output.path])
    #expect(twoDirectories.status == 2)
    // /proc refuses new files even for root.
    let unwritable = snackbar(["report", fixture.artifacts.path, "--output", "/proc/snackbar-report/r.html"])
    #expect(unwritable.status == 2)
    #expect(unwritable.errorText.contains("report not written"))
    #expect(unwritable.errorText.contains("/proc/snackbar-report"))
  }
}
