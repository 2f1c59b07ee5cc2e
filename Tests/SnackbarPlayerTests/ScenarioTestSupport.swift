import Foundation
import MaterialSnackbar
import SnackbarFlow
import SnackbarPlayer
import SnackbarRendering

/// The player the scenario tests use (their scenarios are `FlowScenarios`'s).
enum ScenarioTestSupport {
  /// A player at scale 1 (a quarter of the pixels of @2x, so tests stay quick).
  static func player(
    _ scenario: SnackbarScenario, fps: Int = 30, scale: Int = 1, renderer: SnackbarRenderer
  ) throws -> SnackbarScenarioPlayer {
    try SnackbarScenarioPlayer(
      scenario: scenario, options: SnackbarScenarioPlayer.Options(framesPerSecond: fps, scale: scale),
      renderer: renderer)
  }
}
