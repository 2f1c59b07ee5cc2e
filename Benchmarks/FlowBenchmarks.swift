import Foundation
import MaterialSnackbar
import SnackbarFlow
import SnackbarRendering

/// Flows (issue 11): a 10-s scenario played at 30 fps on an iPhone 15 at 3x (301 frames of
/// 1179x2556) and encoded as an APNG. Target: under 1.5 s on one core. For comparison, the cost
/// of drawing frames whole, which the player avoids by drawing the screen once and then only the
/// snackbar's region.
enum FlowBenchmarks {
  /// Issue 11's scenario, run to 10 s, with an update of a progress message and a keyboard.
  static let scenarioJSON = """
    {"device": "iphone-15", "theme": "mdc", "until": 10.0,
     "steps": [
       {"at": 0.0, "show": {"text": "Photo archived", "action": "Undo", "category": "archive"}},
       {"at": 1.0, "tap": "action"},
       {"at": 1.5, "show": {"text": "Upload failed", "action": "Retry", "icon": "error"}},
       {"at": 2.0, "suspend": {"token": "sheet"}},
       {"at": 2.2, "show": {"text": "Saved to Photos"}},
       {"at": 4.0, "release": "sheet"},
       {"at": 6.0, "keyboard": 336},
       {"at": 6.5, "show": {"text": "Uploading 1 of 5…", "progress": 0.2, "close": true}},
       {"at": 7.5, "update": {"text": "Uploading 3 of 5…", "progress": 0.6}}]}
    """

  static func run() throws {
    print("== Flows (10 s at 30 fps, iphone-15 @3x, 1179x2556; target 1.5 s to APNG)")
    let scenario = try SnackbarScenario(jsonData: Data(scenarioJSON.utf8))
    let renderer = try SnackbarRenderer()
    let player = try SnackbarScenarioPlayer(scenario: scenario, renderer: renderer)
    let recording = try player.record()
    let playback = recording.playback
    print(
      "frames: \(playback.frameCount) (\(playback.drawnFrameCount) drawn, \(playback.skippedFrameCount) unchanged), "
        + "APNG \(recording.animation.count / 1024) KiB, \(recording.events.count) events, "
        + "filmstrip \(recording.filmstrip.width)x\(recording.filmstrip.height)")

    try Benchmark(name: "play 10 s to APNG + filmstrip + event log", iterations: 7, unitsPerIteration: 1, unit: "flow")
      .run {
        _ = try player.record()
      }
    try Benchmark(name: "play 10 s, events and key frames only", iterations: 7, unitsPerIteration: 1, unit: "flow")
      .run {
        _ = try player.play()
      }

    // The naive way for comparison: every frame of the first second drawn whole.
    let host = try scenario.makeHost()
    let run = SnackbarScenarioRun(scenario: scenario, host: host)
    var requests: [SnackbarRenderRequest] = []
    for frame in 0..<30 {
      run.advance(to: Double(frame) / 30)
      let screen = run.screen
      guard let view = screen.messageView else { continue }
      var request = SnackbarRenderRequest(
        messageView: view, traits: host.traitCollection, sizing: .host(host, placement: run.manager))
      request.animation = screen.phase
      requests.append(request)
    }
    try Benchmark(
      name: "for comparison: \(requests.count) frames drawn whole (no encoding)", iterations: 3,
      unitsPerIteration: requests.count, unit: "frame"
    ).run {
      for request in requests { _ = try renderer.render(request) }
    }
  }
}
