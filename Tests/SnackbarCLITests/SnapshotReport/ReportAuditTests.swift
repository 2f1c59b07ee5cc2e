import Foundation
import MaterialSnackbar
import SnackbarFiles
import SnackbarImage
import SnackbarRendering
import SnackbarSnapshotTesting
import Testing

@testable import SnackbarCLI

/// `snackbar report` shows audit findings beside failures: the audit an image strategy writes
/// (`<name>.audit.json`) as badges, and what changed in a failed `.audit` text snapshot. The
/// files are untrusted: bounded, strictly parsed, escaped.
@Suite final class ReportAuditTests {
  let scratch: ScratchDirectory
  let fixture: ReportFixture

  init() throws {
    scratch = try ScratchDirectory()
    fixture = ReportFixture(scratch: scratch)
  }

  deinit { scratch.cleanUp() }

  static func message() -> SnackbarMessage {
    let message = SnackbarMessage(text: "Photo archived")
    message.action = SnackbarMessageAction(title: "Undo")
    return message
  }

  /// Dark grey text on MDC's #323232: about 1.3:1.
  static func lowContrast() -> SnackbarManager {
    let manager = SnackbarManager()
    manager.messageTextColor = SnackbarColor(rgb: 0x4A4A4A)
    return manager
  }

  @Test func anImageFailureShowsTheActualSnackbarsFindingsAsBadges() throws {
    let failure = try #require(
      fixture.failSnapshot(
        named: "archived", golden: SnackbarRenderRequest(message: Self.message()),
        actual: SnackbarRenderRequest(message: Self.message(), manager: Self.lowContrast()), as: .image()))
    #expect(failure.artifact("audit") != nil)
    let (run, html) = try fixture.report()
    #expect(run.status == 0)
    #expect(html.contains("<h3>Audit of the actual snackbar</h3>"))
    #expect(html.contains("<li class=\"badge error\">error contrast.text · message · 1."))
    #expect(ReportHTML.nestingProblems(html).isEmpty)
  }

  @Test func aFailedAuditSnapshotShowsWhichFindingsAreNewGoneOrChanged() throws {
    let golden = SnackbarMessage(text: "Couldn't send the photo. Check your connection.")
    let actual = SnackbarMessage(text: "Error")
    actual.action = SnackbarMessageAction(title: "OK")
    let goldenManager = SnackbarManager()
    // About 2.1:1: the golden already has a contrast error, which the actual makes worse.
    goldenManager.messageTextColor = SnackbarColor(rgb: 0x646464)
    let strategy = Snapshotting<SnackbarRenderRequest, String>.audit
    _ = try #require(
      fixture.failSnapshot(
        named: "send", golden: SnackbarRenderRequest(message: golden, manager: goldenManager),
        actual: SnackbarRenderRequest(message: actual, manager: Self.lowContrast()), as: strategy))
    let (_, html) = try fixture.report()
    #expect(html.contains("<h3>Audit findings, reference to actual</h3>"))
    #expect(html.contains("<span class=\"change\">new</span> warning wording.vague · message · "))
    #expect(html.contains("<span class=\"change\">new</span> warning wording.dismissAction · action · "))
    // The same rule on the same element, measured differently: one "changed" badge with both.
    #expect(html.contains("<span class=\"change\">changed</span> error contrast.text · message · "))
    #expect(html.contains("error contrast.text · message · 2.17:1 → 1.45:1</li>"))
    // The diff is still there, below.
    #expect(html.contains("<pre class=\"diff\">"))
    #expect(ReportHTML.nestingProblems(html).isEmpty)
  }

  @Test func otherTextSnapshotsGetNoAuditSection() throws {
    _ = fixture.failSnapshot(named: "plain", golden: "a\n", actual: "b\n", as: .lines)
    let (_, html) = try fixture.report()
    #expect(!html.contains("class=\"audit\""))
  }

  // MARK: - Untrusted files

  func imageFailure(audit: [UInt8]) throws -> String {
    let image = try RGBAImage(width: 4, height: 4, fill: RGBAPixel(white: 200))
    try fixture.png("Suite/a.reference.png", image)
    try fixture.png("Suite/a.actual.png", image)
    try AtomicFile.write(audit, to: fixture.artifacts.appendingPathComponent("Suite/a.audit.json"))
    return try fixture.report().html
  }

  @Test func valuesFromTheAuditFileAreEscaped() throws {
    let json = """
      {"findings": [{"rule": "<script>alert(1)</script>", "severity": "error", "element": "a&b",
      "measured": "\\u001B[31m1.2:1\\u202E", "message": "m", "hint": "h", "threshold": "t"}], "contrast": {}}
      """
    let html = try imageFailure(audit: Array(json.utf8))
    #expect(!html.contains("<script>alert"))
    #expect(html.contains("error &lt;script&gt;alert(1)&lt;/script&gt; · a&amp;b · \\x1B[31m1.2:1\\u{202E}"))
    #expect(!html.contains("\u{1B}"))
  }

  @Test func aBadAuditFileIsANoteNotACrash() throws {
    let cases: [(String, [UInt8])] = [
      ("not valid JSON", Array("{\"findings\": [".utf8)),
      ("not valid JSON", Array("{\"findings\": [], \"findings\": []}".utf8)),
      ("no \"findings\" array", Array("{\"findings\": 3}".utf8)),
      ("without a known severity", Array("{\"findings\": [{\"severity\": \"fatal\", \"rule\": \"r\"}]}".utf8)),
      ("larger than", [UInt8](repeating: 0x20, count: ReportAuditFindings.maximumBytes + 1)),
    ]
    for (expected, bytes) in cases {
      let html = try imageFailure(audit: bytes)
      #expect(html.contains("<p class=\"note\">The audit a.audit.json cannot be shown: "), "\(expected)")
      #expect(html.contains(HTMLText.escape(expected)), "\(expected)")
      #expect(!html.contains("class=\"audit\""))
    }
  }

  @Test func manyFindingsAreCutAndCounted() throws {
    let finding = """
      {"rule": "contrast.text", "severity": "info", "element": "message", "measured": "\(String(repeating: "9", count: 500))"}
      """
    let json = "{\"findings\": [" + Array(repeating: finding, count: 100).joined(separator: ",") + "]}"
    let html = try imageFailure(audit: Array(json.utf8))
    #expect(html.components(separatedBy: "<li class=\"badge info\">").count - 1 == ReportAuditFindings.maximumShown)
    #expect(html.contains("… and 36 more in a.audit.json."))
    #expect(!html.contains(String(repeating: "9", count: ReportAuditFindings.maximumFieldLength)))
  }

  // MARK: - Parsing

  @Test func theAuditTextOfTheStrategyParses() throws {
    let message = SnackbarMessage(text: "Error")
    message.importance = .error
    let text = try Snapshotting<SnackbarMessage, String>.audit().snapshot(message)
    let findings = try #require(ReportAuditFindings.parse(snapshot: text))
    #expect(findings.map(\.identity).contains("warning wording.vague (message)"))
    #expect(findings.allSatisfy { !$0.measured.isEmpty })
    #expect(ReportAuditFindings.parse(snapshot: "Snackbar layout snapshot\nerror a (b)\n") == nil)
    #expect(ReportArtifactRole.parse("a.audit.json")?.role == .audit)
  }

  @Test func changesMatchByRuleElementAndSeverity() {
    func finding(_ rule: String, _ measured: String) -> ReportAuditFinding {
      ReportAuditFinding(severity: .error, rule: rule, element: "message", measured: measured)
    }
    let changes = ReportAuditFindings.changes(
      reference: [finding("a", "1"), finding("b", "2"), finding("c", "3")],
      actual: [finding("a", "1"), finding("b", "5"), finding("d", "4")])
    #expect(changes.unchanged == 1)
    #expect(changes.added == [finding("d", "4")])
    #expect(changes.removed == [finding("c", "3")])
    #expect(changes.changed.map { [$0.0, $0.1] } == [[finding("b", "2"), finding("b", "5")]])
  }
}
