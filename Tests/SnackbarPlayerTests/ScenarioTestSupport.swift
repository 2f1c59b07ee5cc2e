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

/// The renderer the player tests draw with, made as the renderer's own tests make theirs.
enum RenderTestSupport {
  /// One renderer per thread: Pango font maps are not thread-safe and Swift Testing runs tests
  /// in parallel, so each test that needs one makes its own (they share the loaded fonts).
  static func makeRenderer() throws -> SnackbarRenderer {
    try SnackbarRenderer(fontEnvironment: try FontEnvironment.load(locator: FontLocator(environment: [:])))
  }
}
