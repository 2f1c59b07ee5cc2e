import Foundation
import SnackbarFlow
import SnackbarImage
import SnackbarPlayer
import SnackbarRendering

/// The gallery's animation: an undo, an error, and a sheet holding a message back, the moments a
/// reader of the gallery should see a manager handle, played at 2x and 30 fps.
enum GalleryFlow {
  /// The scenario, as a `snackbar play` file would hold it.
  static let scenarioJSON = """
    {"device": "iphone-15", "theme": "mdc", "until": 9.0, "scale": 2,
     "steps": [
       {"at": 0.0, "show": {"text": "Photo archived", "action": "Undo", "category": "archive"}},
       {"at": 1.0, "tap": "action"},
       {"at": 1.5, "show": {"text": "Upload failed", "action": "Retry", "icon": "error"}},
       {"at": 2.0, "suspend": {"token": "sheet"}},
       {"at": 2.2, "show": {"text": "Saved to Photos"}},
       {"at": 4.0, "release": "sheet"}]}
    """

  /// The files the gallery writes for the flow.
  static let animationName = "flow-animation.png"
  static let filmstripName = "flow-filmstrip.png"
  static let eventsName = "flow-events.jsonl"

  /// Plays the flow and returns the three files' bytes by name.
  static func files(using renderer: SnackbarRenderer) throws(CLIError) -> [(name: String, bytes: [UInt8])] {
    do {
      let scenario = try SnackbarScenario(jsonData: Data(scenarioJSON.utf8))
      let player = try SnackbarScenarioPlayer(scenario: scenario, renderer: renderer)
      let recording = try player.record(filmstrip: SnackbarFilmstrip(title: "Undo, an error, then a sheet"))
      return [
        (animationName, recording.animation), (filmstripName, try PNGCodec.encode(recording.filmstrip)),
        (eventsName, Array(recording.eventLog.utf8)),
      ]
    } catch {
      throw .failed("the gallery's flow: \(error)")
    }
  }
}
