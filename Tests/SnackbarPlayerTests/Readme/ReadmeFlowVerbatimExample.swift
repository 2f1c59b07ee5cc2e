import Foundation
import SnackbarFiles
import SnackbarFlow
import SnackbarPlayer
import SnackbarRendering

// SnackbarPlayer's article "Playing a flow", verbatim so that it keeps compiling
// (ReadmeCodeBlocksTests checks it is here).
// Not run as printed: it reads flow.json from and writes into the current directory.
// ReadmeFlowExampleTests runs the same code with its files in a temporary directory.
enum ReadmeFlowVerbatimExample {
  static func playerExample() throws {
    let scenario = try SnackbarScenario(contentsOf: URL(fileURLWithPath: "flow.json"))
    let player = try SnackbarScenarioPlayer(scenario: scenario, renderer: try SnackbarRenderer())
    let recording = try player.record()  // every frame drawn, only what changed encoded
    try Data(recording.animation).write(to: URL(fileURLWithPath: "animation.png"), options: .atomic)  // APNG
    try recording.filmstrip.writePNG(to: URL(fileURLWithPath: "filmstrip.png"))
    print(recording.eventLog)  // events.jsonl: one JSON object per line
  }
}
