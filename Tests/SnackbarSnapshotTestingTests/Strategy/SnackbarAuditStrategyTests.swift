import Foundation
import MaterialSnackbar
import SnackbarImage
import SnackbarRenderAudit
import SnackbarRendering
import SnackbarSnapshotCore
import SnackbarSnapshotTestSupport
import Testing

@testable import SnackbarSnapshotTesting

/// The `.audit` strategies end to end, through `verifySnapshot` in a temporary package: record,
/// re-run, a colour change that drops contrast, and what the golden says.
@Suite final class SnackbarAuditStrategyTests: Sendable {
  let temporary: TemporaryDirectory
  let testFile: String

  init() throws {
    temporary = try TemporaryDirectory()
    try Data("// test package\n".utf8).write(to: temporary.path("Package.swift"))
    testFile = temporary.path("Tests/DemoTests/ToastTests.swift").path
  }

  deinit {
    temporary.cleanUp()
  }

  var goldenDirectory: URL { temporary.path("Snapshots/ToastTests") }

  func verify<Value, Format>(
    _ value: Value, as strategy: Snapshotting<Value, Format>, named name: String
  ) -> SnapshotFailure? {
    verifySnapshot(
      of: { value }, as: strategy, named: name, record: nil, snapshotDirectory: nil,
      configuration: isolatedConfiguration(artifacts: temporary.path("artifacts")), filePath: testFile,
      testName: "testToast()")
  }

  static func message(_ text: String = "Photo archived", action: String? = "Undo") -> SnackbarMessage {
    let message = SnackbarMessage(text: text)
    message.action = action.map { SnackbarMessageAction(title: $0) }
    return message
  }

  /// A manager whose message text is dark grey on MDC's #323232 container: about 1.3:1.
  static func lowContrastManager() -> SnackbarManager {
    let manager = SnackbarManager()
    manager.messageTextColor = SnackbarColor(rgb: 0x4A4A4A)
    return manager
  }

  @Test func recordsThenMatchesThenFailsWhenAColorChangeDropsContrast() throws {
    let message = Self.message()
    let recorded = try #require(verify(message, as: .audit(), named: "archived"))
    #expect(recorded.kind == .recorded)
    let golden = goldenDirectory.appendingPathComponent("archived.txt")
    let text = try String(contentsOf: golden, encoding: .utf8)
    #expect(text.hasPrefix(SnackbarAuditSnapshotText.title + "\n"))
    #expect(!text.contains("contrast.text"))
    #expect(verify(message, as: .audit(), named: "archived") == nil)

    let failure = try #require(verify(message, as: .audit(manager: Self.lowContrastManager()), named: "archived"))
    #expect(failure.kind == .mismatch)
    #expect(failure.message.contains("+error contrast.text (message)"))
    #expect(failure.message.contains("-  message: #FFFFFF on #323232"))
    let diff = try #require(failure.artifact("diff"))
    let patch = try String(contentsOf: diff, encoding: .utf8)
    #expect(patch.contains("--- reference"))
    #expect(patch.contains("+  measured: 1."))
    // The golden is left as it was.
    #expect(try String(contentsOf: golden, encoding: .utf8) == text)
  }

  @Test func theGoldenNamesWhatWasAuditedAndWhatVoiceOverIsGiven() throws {
    let text = try Snapshotting<SnackbarMessage, String>.audit(theme: .material3Light).snapshot(Self.message())
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[1] == "sizing: fitting width 359")
    #expect(lines[2].hasPrefix("traits: @2x, ltr, light, content size L"))
    #expect(lines[3] == "behind the container: #CCCCCC")
    // An action: no timeout, and focus moves into the snackbar.
    #expect(lines[4] == "timeout: none")
    #expect(lines[5] == "VoiceOver: takes focus")
    #expect(lines[6] == "  1. label \"Photo archived\", hint \"Double-tap to dismiss\", traits static text")
    #expect(lines[7] == "  2. actionButton \"Undo\", traits button")
    #expect(lines[8].hasPrefix("findings: 0 error, "))
    // The M3 inverse surface and its text, as the anchors' derived example gives them.
    #expect(text.contains("\ncontrast:\n  message: #F5EFF7 on #322F35, 11.65:1 (needs 4.5:1), Lc -93.5 (level 75)\n"))
    #expect(text.contains("\n  action: #D0BCFF on #322F35, 7.73:1 (needs 4.5:1), Lc -67.1 (level 60)\n"))
    #expect(text.hasSuffix(")\n"))
  }

  @Test func aTimedMessageIsAnnouncedAndVagueWordingIsAFinding() throws {
    let message = Self.message("Error", action: nil)
    message.importance = .error
    let text = try Snapshotting<SnackbarMessage, String>.audit().snapshot(message)
    #expect(text.contains("\ntimeout: 4 s\n"))
    #expect(text.contains("\nVoiceOver: announces \"Error\" (assertive)\n"))
    #expect(text.contains("\nwarning wording.vague (message)\n  measured: "))
    // Without the vague word, no wording finding.
    let clear = try Snapshotting<SnackbarMessage, String>.audit().snapshot(
      Self.message("Couldn't send the photo. Check your connection.", action: nil))
    #expect(!clear.contains("wording.vague"))
  }

  @Test func textFromTheMessageHasItsControlCharactersEscaped() throws {
    let message = Self.message("Saved\u{1B}[31m\nline two\u{202E}", action: nil)
    message.accessibilityLabel = "Saved\tnow"
    let text = try Snapshotting<SnackbarMessage, String>.audit().snapshot(message)
    #expect(!text.contains("\u{1B}"))
    #expect(!text.contains("\u{202E}"))
    #expect(!text.contains("\t"))
    #expect(text.contains("label \"Saved\\x09now\""))
    // The drawn text (quoted in a finding) keeps its line break and override, escaped.
    #expect(text.contains("\\x0Aline two\\u{202E}”"))
  }

  @Test func aScreenIsMeasuredOverItsScreenColor() throws {
    let screen = SnackbarScreen(
      message: Self.message(), device: .iPhone15, screenBackground: SnackbarColor(rgb: 0x00897B))
    let text = try Snapshotting<SnackbarScreen, String>.audit().snapshot(screen)
    #expect(text.contains("\nsizing: host 393x852"))
    #expect(text.contains("\nbehind the container: #00897B\n"))
    #expect(text.contains("traits: @3x"))
  }

  @Test func aMessageViewIsAuditedWithItsOwnStyling() throws {
    let view = SnackbarMessageView.make(for: Self.message(), manager: Self.lowContrastManager())
    let text = try Snapshotting<SnackbarMessageView, String>.audit().snapshot(view)
    #expect(text.contains("\nerror contrast.text (message)\n"))
  }

  // MARK: - The audit beside image failures

  @Test func anImageMismatchWritesTheAuditBesideItsArtifactsAndAPassRemovesIt() throws {
    let message = Self.message()
    #expect(verify(message, as: .image(), named: "archived")?.kind == .recorded)
    let failure = try #require(verify(message, as: .image(manager: Self.lowContrastManager()), named: "archived"))
    #expect(failure.kind == .mismatch)
    let audit = try #require(failure.artifact("audit"))
    #expect(audit.lastPathComponent == "archived.audit.json")
    #expect(failure.message.contains("audit:"))
    let json = try String(contentsOf: audit, encoding: .utf8)
    // The audit of the actual snackbar, as `snackbar audit --json` prints it.
    let expected = try SnackbarRendererCache.renderer().audit(
      SnackbarRenderRequest(message: message, manager: Self.lowContrastManager()).framed(.snapshotDefault))
    #expect(json == expected.report.jsonString() + "\n")
    #expect(json.contains("contrast.text"))
    let record = try SnapshotFailureRecord.read(
      from: temporary.path("artifacts/ToastTests/archived.\(SnapshotFailureRecord.fileSuffix)"))
    #expect(record.artifacts["audit"] == "archived.audit.json")

    #expect(verify(message, as: .image(), named: "archived") == nil)
    #expect(!FileManager.default.fileExists(atPath: audit.path))
  }

  @Test func aPassingImageAuditsNothing() throws {
    let counter = Snapshotting<SnackbarRenderRequest, RGBAImage>.image().addingFailureArtifacts(suffixes: ["x"]) { _ in
      Issue.record("failure artifacts made for a passing snapshot")
      return []
    }
    let request = SnackbarRenderRequest(message: Self.message())
    #expect(verify(request, as: counter, named: "plain")?.kind == .recorded)
    #expect(verify(request, as: counter, named: "plain") == nil)
  }
}

extension SnackbarRenderRequest {
  fileprivate func framed(_ framing: SnackbarFraming) -> SnackbarRenderRequest {
    var copy = self
    copy.framing = framing
    return copy
  }
}
