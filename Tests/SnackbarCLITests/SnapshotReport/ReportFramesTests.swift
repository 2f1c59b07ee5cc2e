import Foundation
import SnackbarFlow
import SnackbarImage
import SnackbarRendering
import SnackbarSnapshotCore
import SnackbarSnapshotTesting
import Testing

@testable import SnackbarCLI

/// The report's frame scrubber for a failing flow (issue 24): a real failing `.timeline()`
/// assertion's frames artifacts become a slider over the differing moments; a hostile index is a
/// note, never markup.
@Suite final class ReportFramesTests {
  let scratch: ScratchDirectory
  let fixture: AcceptFixture

  init() throws {
    scratch = try ScratchDirectory()
    fixture = AcceptFixture(scratch: scratch, suite: "ReportFramesTests")
  }

  deinit { scratch.cleanUp() }

  static func undo(tapAt time: Double) throws -> SnackbarScenario {
    try SnackbarScenario(
      host: .device(name: "iphone-se"), until: 2,
      steps: [
        SnackbarScenarioStep(at: 0, .show(SnackbarScenarioMessage(text: "Photo archived", action: "Undo"))),
        SnackbarScenarioStep(at: time, .tap(.action)),
      ])
  }

  func verify(tapAt time: Double) throws -> [SnapshotFailure] {
    verifySnapshot(
      of: try Self.undo(tapAt: time), as: .timeline(), named: "undo", snapshotDirectory: fixture.goldens,
      configuration: fixture.configuration(record: "missing"), testName: "testUndo()")
  }

  func report() throws -> (run: CLIRun, html: String) {
    let output = scratch.url.appendingPathComponent("report.html")
    let run = snackbar(["report", fixture.artifacts.path, "--output", output.path])
    return (run, (try? String(contentsOf: output, encoding: .utf8)) ?? "")
  }

  @Test func aFailingFlowGetsAScrubberOverItsDifferingMoments() throws {
    _ = try verify(tapAt: 1)
    let failures = try verify(tapAt: 1.5)
    let frames = try #require(failures.first?.artifact("frames"))
    let (run, html) = try report()
    #expect(run.status == 0, "\(run.errorText)")
    #expect(html.contains("data-frames=\"failure-1\""))
    let items = html.components(separatedBy: "<li data-y=\"").count - 1
    #expect(items > 0)
    #expect(html.contains("max=\"\(items - 1)\""))
    #expect(html.contains("1.5 s · willDisappear"), "\(html.prefix(200))")
    #expect(html.contains("The event logs differ at "))
    let size = try #require(ReportFileReader.pngSize(frames))
    #expect(html.contains("width=\"\(size.width)\" height=\"\(size.height)\" style=\"--w:\(size.width)\""))
    #expect(ReportHTML.nestingProblems(html).isEmpty)
  }

  /// A flow's two goldens fail together: each keeps its own record and files (the log's under
  /// `undo.events`), so the report shows two failures and `accept` puts the filmstrip into
  /// `undo.png` and the log into `undo.txt`. Under one name the log's record overwrote the
  /// filmstrip's, and the page showed the images under the text golden's record.
  @Test func aFlowsFilmstripAndLogAreTwoFailuresThatAcceptSeparately() throws {
    _ = try verify(tapAt: 1)
    let failures = try verify(tapAt: 1.5)
    #expect(failures.count == 2)
    let suite = fixture.artifacts.appendingPathComponent("ReportFramesTests")
    let names = Set((try? FileManager.default.contentsOfDirectory(atPath: suite.path)) ?? [])
    #expect(
      names.isSuperset(of: [
        "undo.failure.json", "undo.actual.png", "undo.events.failure.json", "undo.events.actual.txt",
      ]), "\(names.sorted())")
    let imageRecord = try SnapshotFailureRecord.read(from: suite.appendingPathComponent("undo.failure.json"))
    let logRecord = try SnapshotFailureRecord.read(from: suite.appendingPathComponent("undo.events.failure.json"))
    #expect(imageRecord.golden.hasSuffix("/undo.png"))
    #expect(logRecord.golden.hasSuffix("/undo.txt"))

    let (run, html) = try report()
    #expect(run.status == 0, "\(run.errorText)")
    #expect(html.occurrences(of: "<section class=\"failure\"") == 2)

    let accepted = fixture.accept([fixture.artifacts.path, "--all"])
    #expect(accepted.status == 0, "\(accepted.errorText)")
    #expect(try verify(tapAt: 1.5).isEmpty)
    let log = try String(contentsOf: fixture.golden("undo", pathExtension: "txt"), encoding: .utf8)
    #expect(log.contains("1.5"))
    #expect(try PNGCodec.decode(try #require(fixture.bytes(fixture.golden("undo")))).width > 0)
  }

  @Test func aHostileIndexIsANoteAndItsTextIsEscaped() throws {
    let folder = fixture.artifacts.appendingPathComponent("Suite", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let image = try RGBAImage(width: 10, height: 20, fill: RGBAPixel(white: 200))
    try Data(try PNGCodec.encode(image)).write(to: folder.appendingPathComponent("flow.frames.png"))
    try Data(try PNGCodec.encode(image)).write(to: folder.appendingPathComponent("flow.actual.png"))
    let hostile =
      #"{"moments": 3, "frames": [{"t": 0.5, "events": ["<script>alert(1)</script>\u001B[2J"], "#
      + #""differingPixels": 4, "y": 0, "height": 10}], "logChangedAt": ["<b>"]}"#
    try Data(hostile.utf8).write(to: folder.appendingPathComponent("flow.frames.json"))
    var (run, html) = try report()
    #expect(run.status == 0, "\(run.errorText)")
    #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    #expect(!html.contains("<script>alert"))
    #expect(!html.contains("\u{1B}"))
    #expect(html.contains("&lt;b&gt; s"))

    // A row past the image's end, a fractional number, and a repeated key: notes, no scrubber.
    for broken in [
      #"{"moments": 3, "frames": [{"t": 0.5, "differingPixels": 4, "y": 15, "height": 10}]}"#,
      #"{"moments": 3, "frames": [{"t": 0.5, "differingPixels": 4.5, "y": 0, "height": 10}]}"#,
      #"{"moments": 3, "moments": 4, "frames": [{"t": 0.5, "differingPixels": 4, "y": 0, "height": 10}]}"#,
    ] {
      try Data(broken.utf8).write(to: folder.appendingPathComponent("flow.frames.json"))
      (run, html) = try report()
      #expect(run.status == 0)
      #expect(!html.contains("data-frames="), "\(broken)")
      #expect(html.contains("The differing moments cannot be shown: flow.frames.json"), "\(broken)")
    }
  }
}

/// The frame scrubber's script in a real browser (issue 24): run by `make test-browser`, as
/// the report's other browser test is.
extension ReportPageBrowserTests {
  @Test(
    .enabled(
      if: Chromium.executable != nil,
      "needs Debian's chromium on PATH: `make test-browser` installs it (apt-get) and runs this test"))
  func theFrameScrubberShowsOneMomentAtATime() throws {
    let chromium = try #require(Chromium.executable)
    let scratch = try ScratchDirectory()
    defer { scratch.cleanUp() }
    let fixture = AcceptFixture(scratch: scratch, suite: "ReportPageBrowserTests")
    for time in [1.0, 1.5] {
      _ = verifySnapshot(
        of: try ReportFramesTests.undo(tapAt: time), as: .timeline(), named: "undo", snapshotDirectory: fixture.goldens,
        configuration: fixture.configuration(record: "missing"), testName: "testUndo()")
    }
    let output = scratch.url.appendingPathComponent("report.html")
    let run = snackbar(["report", fixture.artifacts.path, "--output", output.path])
    try #require(run.status == 0, "\(run.errorText)")
    let (status, dom) = try Chromium.dumpDOM(chromium, page: output, scratch: scratch.url)
    try #require(status == 0, "chromium failed")
    // The script revealed the slider, showed the first moment and clipped the view to its row.
    #expect(dom.contains("<div class=\"scrub\">"), "\(dom.suffix(3000))")
    #expect(dom.contains("aria-current=\"true\""))
    #expect(dom.contains("1 of ") && dom.contains(": 1.5 s · willDisappear"))
    #expect(dom.contains("class=\"frameview\" style=\"height: calc("))
  }
}
