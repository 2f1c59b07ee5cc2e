import Foundation
import MaterialSnackbar
import SnackbarFlow
import SnackbarFlowTestSupport
import Testing

/// A show step's `noIcon` and colour keys: the options `--no-icon`, `--container-color`,
/// `--text-color` and `--action-color` of the drawing commands.
@Suite struct SnackbarScenarioStyleKeysTests {
  static let json = """
    {"until": 5, "steps": [
      {"at": 0, "show": {"text": "Failed", "importance": "error", "noIcon": true, "containerColor": "#B3261E",
                         "textColor": "#FFF", "actionColor": "#FFD8E4CC", "action": "Retry"}},
      {"at": 1, "show": {"text": "Saved"}}]}
    """

  @Test func theKeysAreRead() throws {
    let parsed = try FlowScenarios.scenario(Self.json)
    guard case .show(let spec) = parsed.steps[0].action else {
      Issue.record("not a show step")
      return
    }
    #expect(!spec.showsLeadingIcon)
    #expect(spec.containerColor == SnackbarColor(rgb: 0xB3261E))
    #expect(spec.textColor == .white)
    #expect(spec.actionColor == SnackbarColor(rgb: 0xFFD8E4, alpha: 0xCC / 255))
    #expect(spec.makeMessage().displayedLeadingIcon == nil)
  }

  @Test func theColorsStyleTheirMessageAndTheNextShowResetsThem() throws {
    let run = SnackbarPlayback(scenario: try FlowScenarios.scenario(Self.json), host: phoneHost())
    run.advance(to: 0.5)
    let failed = try #require(run.manager.currentSnackbar)
    #expect(failed.snackbarMessageViewBackgroundColor == SnackbarColor(rgb: 0xB3261E))
    #expect(failed.messageTextColor == .white)
    #expect(failed.actionButton?.titleColor(for: .normal) == SnackbarColor(rgb: 0xFFD8E4, alpha: 0xCC / 255))
    #expect(failed.leadingIcon == nil)
    run.advance(to: 1.5)
    // The next show step applies the scenario's theme again, as a theme key does.
    #expect(run.manager.currentSnackbar?.message?.text == "Saved")
    #expect(run.manager.snackbarMessageViewBackgroundColor == nil)
  }

  @Test(arguments: [
    (#"{"until": 5, "steps": [{"at": 0, "show": {"text": "a", "containerColor": "red"}}]}"#, "show.containerColor"),
    (#"{"until": 5, "steps": [{"at": 0, "show": {"text": "a", "textColor": 3}}]}"#, "show.textColor"),
    (##"{"until": 5, "steps": [{"at": 0, "show": {"text": "a", "actionColor": "#12345"}}]}"##, "show.actionColor"),
    (#"{"until": 5, "steps": [{"at": 0, "show": {"text": "a", "noIcon": "yes"}}]}"#, "show.noIcon"),
    (#"{"until": 5, "steps": [{"at": 0, "show": {"text": "a", "noIcon": true, "icon": "info"}}]}"#, "show.noIcon"),
  ])
  func badValuesNameTheirKey(json: String, key: String) throws {
    let error = try #require(scenarioError(json))
    #expect(error.key == key, "\(error)")
    #expect(error.line != nil, "\(error)")
  }
}
