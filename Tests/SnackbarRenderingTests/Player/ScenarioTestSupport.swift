import Foundation
import MaterialSnackbar
import SnackbarFlow
import SnackbarRendering

/// Scenarios and players shared by the scenario tests.
enum ScenarioTestSupport {
  /// The scenario of issue 11, exactly as written there.
  static let issueJSON = """
    {"device": "iphone-15", "theme": "mdc", "until": 9.0,
     "steps": [
       {"at": 0.0, "show": {"text": "Photo archived", "action": "Undo", "category": "archive"}},
       {"at": 1.0, "tap": "action"},
       {"at": 1.5, "show": {"text": "Upload failed", "action": "Retry", "icon": "error"}},
       {"at": 2.0, "suspend": {"token": "sheet"}},
       {"at": 2.2, "show": {"text": "Saved to Photos"}},
       {"at": 4.0, "release": "sheet"}]}
    """

  static func scenario(_ json: String = issueJSON) throws -> SnackbarScenario {
    try SnackbarScenario(jsonData: Data(json.utf8))
  }

  /// A player at scale 1 (a quarter of the pixels of @2x, so tests stay quick).
  static func player(
    _ scenario: SnackbarScenario, fps: Int = 30, scale: Int = 1, renderer: SnackbarRenderer
  ) throws -> SnackbarScenarioPlayer {
    try SnackbarScenarioPlayer(
      scenario: scenario, options: SnackbarScenarioPlayer.Options(framesPerSecond: fps, scale: scale),
      renderer: renderer)
  }
}
