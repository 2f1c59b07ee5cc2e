import Foundation
import MaterialSnackbar
import SnackbarFlow
import SnackbarFlowTestSupport
import SnackbarPlayer
import SnackbarRendering

/// Flows (issue 11): a 10-s scenario played at 30 fps on an iPhone 15 at 3x (301 frames of
/// 1179x2556) and encoded as an APNG. Target: under 1.5 s on one core. For comparison, the cost
/// of drawing frames whole, which the player avoids by drawing the screen once and then only the
/// snackbar's region.
enum FlowBenchmarks {
  static func run() throws {
    print("== Flows (10 s at 30 fps, iphone-15 @3x, 1179x2556; target 1.5 s to APNG)")
    // Issue 11's scenario run on to 10 s, with a keyboard and a progress message updated.
    let scenario = try FlowScenarios.issueWithKeyboardAndProgress()
    let renderer = try SnackbarRenderer()
    let player = try SnackbarScenarioPlayer(scenario: scenario, renderer: renderer)
    let recording = try player.record()
    let played = recording.played
    print(
      "frames: \(played.frameCount) (\(played.drawnFrameCount) drawn, \(played.skippedFrameCount) unchanged), "
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
    let run = SnackbarPlayback(scenario: scenario, host: host)
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
