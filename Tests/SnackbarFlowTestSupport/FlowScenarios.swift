import Foundation
import MaterialSnackbar
import SnackbarFlow

/// The scenarios that the flow, player, play and golden tests and the flow benchmark share, and
/// the reading of scenario text they all do, so that "issue 11's scenario" is one text.
package enum FlowScenarios {
  /// The scenario of issue 11, exactly as written there (and in SnackbarFlow's article "Flows"):
  /// an undo, an error, then a sheet that suspends messages until 4.0 s.
  package static let issueJSON = """
    {"device": "iphone-15", "theme": "mdc", "until": 9.0,
     "steps": [
       {"at": 0.0, "show": {"text": "Photo archived", "action": "Undo", "category": "archive"}},
       {"at": 1.0, "tap": "action"},
       {"at": 1.5, "show": {"text": "Upload failed", "action": "Retry", "icon": "error"}},
       {"at": 2.0, "suspend": {"token": "sheet"}},
       {"at": 2.2, "show": {"text": "Saved to Photos"}},
       {"at": 4.0, "release": "sheet"}]}
    """

  /// Reads scenario JSON text (issue 11's by default) with the strict reader, as a file is read.
  package static func scenario(_ json: String = issueJSON) throws -> SnackbarScenario {
    try SnackbarScenario(jsonData: Data(json.utf8))
  }

  /// Issue 11's scenario run on to 10 s, with a keyboard coming up at 6.0 s and a progress
  /// message shown at 6.5 s and updated at 7.5 s: every kind of frame a flow draws.
  package static func issueWithKeyboardAndProgress() throws -> SnackbarScenario {
    var scenario = try scenario()
    scenario.until = 10
    scenario.steps += [
      SnackbarScenarioStep(at: 6.0, .keyboard(336)),
      SnackbarScenarioStep(
        at: 6.5,
        .show(SnackbarScenarioMessage(text: "Uploading 1 of 5…", progress: .determinate(0.2), showsCloseButton: true))),
      SnackbarScenarioStep(at: 7.5, .update(text: "Uploading 3 of 5…", progress: .determinate(0.6))),
    ]
    try scenario.validate()
    return scenario
  }
}
