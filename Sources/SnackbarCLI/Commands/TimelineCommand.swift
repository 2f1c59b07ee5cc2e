import Foundation
import SnackbarFlow
import SnackbarPlayer
import SnackbarRendering

/// `snackbar timeline`: a scenario played as `snackbar play` plays it (read by the same strict
/// reader, checked by the same player) but drawing nothing, and its event log printed: the
/// text `events.jsonl` and a `.timeline()` snapshot's `.txt` golden hold. Without a file it plays
/// ``TimelineTour``, a bundled tour of the manager's queueing rules.
enum TimelineCommand: SnackbarCommand {
  static let configuration = CommandConfiguration(
    name: "timeline", abstract: "print a scenario's event log, played in virtual time (default: a bundled tour)")

  static let help = CommandHelp([
    .text(
      """
      USAGE: snackbar timeline [SCENARIO.json]
             snackbar timeline --print-scenario

      Plays the scenario's steps on a SnackbarManager in virtual time, as `snackbar play` does but
      drawing nothing, and prints what the manager did: its event log, one JSON object per event,
      {"t": seconds, "event": NAME, "message": …}, the text of play's DIR/events.jsonl and of a
      `.timeline()` snapshot's .txt golden. The scenario format is in SnackbarFlow's Flows article (`make docs`).

      Without SCENARIO.json it plays a bundled scenario, a tour of the manager's queueing rules:
        0 s      a plain message times out 4 s after its 0.15 s enter animation
        5, 6 s   a message without a category replaces the one showing
        11 s     three messages at once: the second of category mail replaces the first, and the
                 one of category sync, queued between them, is shown first
        20 s     category sync is suspended: the drafts message is shown, the sync one waits
                 until the token is released at 26 s
        31 s     a message with an action never times out; the user taps the action at 61 s
      Each completion says why it came (timeout, replaced, action) and whether the user did it.

      OPTIONS:
      """),
    .options(
      OptionGroup([
        OptionDeclaration(
          "print-scenario", .flag,
          help: """
            print the bundled scenario instead, to start a scenario of your own:
            snackbar timeline --print-scenario > tour.json
            """)
      ])),
    .text(
      """

      LIMITS: play's (a scenario file of at most 16 MiB and 100,000 steps, at most 600 s).

      EXIT STATUS: 0 printed, 2 bad input or failure.
      """),
  ])

  static func run(_ arguments: [CommandLineArgument], _ output: CLIOutput) throws(CLIError) -> Int32 {
    let parsed = try parse(arguments)
    guard parsed.pathPositionals.count <= 1 else {
      throw .usage("give at most one scenario file: snackbar timeline [SCENARIO.json]")
    }
    if parsed.flag("print-scenario") {
      guard parsed.pathPositionals.isEmpty else {
        throw .usage("--print-scenario prints the bundled scenario; give no scenario file with it")
      }
      for line in TimelineTour.json.split(separator: "\n") { output.standardOutput(String(line)) }
      return 0
    }
    let scenario: SnackbarScenario
    let name: String
    if let path = parsed.pathPositionals.first {
      scenario = try PlayCommand.readScenario(CommandFile(role: "SCENARIO", path: path))
      name = path.description
    } else {
      name = "the bundled scenario"
      do {
        scenario = try SnackbarScenario(jsonBytes: Array(TimelineTour.json.utf8))
      } catch {
        // TimelineCommandTests reads it with the same reader, so this is a build that went wrong.
        throw .failed("\(name): \(error)")
      }
    }
    // Events only: no key frames, no frames, so nothing is drawn.
    let player = try PlayCommand.makePlayer(
      scenario, named: name, options: SnackbarScenarioPlayer.Options(keepsKeyFrames: false))
    let played: SnackbarRecording
    do {
      played = try player.play()
    } catch {
      throw renderError(error)
    }
    // One line per event, each exactly as SnackbarFlowEventLog.jsonLines writes it.
    for event in played.events { output.standardOutput(event.jsonLine) }
    return 0
  }
}
