import Foundation
import SnackbarFiles
import SnackbarFlow
import SnackbarFlowTestSupport
import SnackbarImage
import SnackbarPlayer
import SnackbarRendering
import SnackbarTestSupport
import Testing

/// The player example of SnackbarPlayer's article "Playing a flow", verbatim but for the paths (and at scale 1, 10 fps, so it is
/// quick), so that it keeps working.
@Suite("README flow example")
struct ReadmeFlowExampleTests {
  @Test func playerExampleWritesAnAnimationAFilmstripAndALog() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let directory = temporary.url
    let file = directory.appendingPathComponent("flow.json")
    try Data(FlowScenarios.issueJSON.utf8).write(to: file)

    let scenario = try SnackbarScenario(contentsOf: file)
    let player = try SnackbarScenarioPlayer(
      scenario: scenario, options: SnackbarScenarioPlayer.Options(framesPerSecond: 10, scale: 1),
      renderer: try SnackbarRenderer())
    let recording = try player.record()  // every frame drawn, only what changed encoded
    let animation = directory.appendingPathComponent("animation.png")
    try Data(recording.animation).write(to: animation, options: .atomic)  // APNG
    try recording.filmstrip.writePNG(to: directory.appendingPathComponent("filmstrip.png"))

    #expect(try APNGDecoder.decode(recording.animation).frames.count > 5)
    #expect(try PNGCodec.decode(contentsOf: directory.appendingPathComponent("filmstrip.png")).width > 393)
    #expect(recording.eventLog.hasPrefix(#"{"t": 0.0, "event": "willPresent", "message": "Photo archived"}"#))
  }
}
