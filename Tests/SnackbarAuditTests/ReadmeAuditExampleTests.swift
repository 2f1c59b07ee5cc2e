import Foundation
import MaterialSnackbar
import SnackbarAudit
import SnackbarLayout
import Testing

/// README "The audit", the SnackbarAudit article "The audit" and the catalog's overview: the
/// example as printed, with what its comments promise.
@Suite struct ReadmeAuditExampleTests {
  @Test func theExampleFindsWhatItsCommentsSay() throws {
    let message = SnackbarMessage(text: "Error")
    message.action = SnackbarMessageAction(title: "OK")
    let view = SnackbarMessageView.make(for: message, manager: SnackbarManager())
    let report = try SnackbarAudit.audit(
      messageView: view, sizing: .fittingWidth(359), traits: SnackbarTraitCollection(displayScale: 2),
      measurer: FixedAdvanceTextMeasurer())
    print(report.table())  // warnings target.action, wording.vague, wording.dismissAction; contrast.action (APCA) info
    print(report.jsonString())  // {"contrast": {…}, "findings": [{"element": …, "hint": …, …}]}

    #expect(report.rules == ["target.action", "wording.vague", "wording.dismissAction", "contrast.action"])
    #expect(report.findings.map(\.severity) == [.warning, .warning, .warning, .info])
    #expect(report.jsonString().hasPrefix("{\n  \"contrast\": {"))
  }
}
