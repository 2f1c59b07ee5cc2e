import Foundation
import SnackbarFlow
import SnackbarRendering

/// `snackbar play`: a scenario file played on a real manager in virtual time, written as an
/// animation, a filmstrip and an event log.
enum PlayCommand {
  static let help = """
    USAGE: snackbar play SCENARIO.json --output DIR [--fps N] [--scale N] [--frames]

    Plays the scenario's steps on a SnackbarManager in virtual time and writes what a user would
    see and what the manager did:
      DIR/animation.png    an animated PNG: the host screen at every frame, identical frames
                           merged, each frame storing only the rectangle that changed
      DIR/filmstrip.png    one still per moment at which the manager did something, with the time
                           and the events: the picture to read in a review
      DIR/events.jsonl     one JSON object per event: {"t": seconds, "event": NAME, "message": …}
      DIR/frames/NNNNN.png every frame as a PNG (with --frames only)

    The scenario format (device, theme, until, steps) is in the README's "Flows" section.

    OPTIONS:
      --output DIR          where to write (created if missing; files are replaced atomically)
      --fps N               frames per second, 1...120 (default 30)
      --scale N             the frames' display scale 1, 2 or 3 (default: the scenario's, else the
                            device's own)
      --frames              also write every frame

    EXIT STATUS: 0 written, 2 bad input or failure (bad input writes nothing).
    """

  /// The file names inside the output directory.
  static let animationName = "animation.png"
  static let filmstripName = "filmstrip.png"
  static let eventsName = "events.jsonl"
  static let framesDirectory = "frames"

  /// The command with string arguments (tests).
  static func run(_ arguments: [String], _ output: CLIOutput) throws(CLIError) -> Int32 {
    try run(arguments.map { CommandLineArgument($0) }, output)
  }

  static func run(_ arguments: [CommandLineArgument], _ output: CLIOutput) throws(CLIError) -> Int32 {
    let parsed = try ParsedArguments(
      arguments, valueOptions: ["fps", "scale"], pathOptions: ["output"], flagOptions: ["frames"])
    guard parsed.pathPositionals.count == 1, let scenarioPath = parsed.pathPositionals.first else {
      throw .usage(
        parsed.pathPositionals.isEmpty
          ? "give the scenario file: snackbar play SCENARIO.json --output DIR" : "give one scenario file")
    }
    // The scenario is read through URL, which cannot hold bytes that are not UTF-8: refuse such a
    // path rather than read another file. The output directory stays bytes.
    guard let path = scenarioPath.utf8String else {
      throw .usage("SCENARIO.json must be a UTF-8 path, got \"\(scenarioPath)\"")
    }
    let directory = try parsed.requiredPath("output")
    let fps = try wholeNumber(parsed, "fps", in: 1...SnackbarScenarioPlayer.Options.maximumFramesPerSecond) ?? 30
    let scale = try wholeNumber(parsed, "scale", in: 1...3)
    let scenario: SnackbarScenario
    do {
      scenario = try SnackbarScenario(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw .usage("\(path): \(error)")
    }
    let recording = try record(scenario, path: path, fps: fps, scale: scale, frames: parsed.flag("frames"))
    try write(recording, to: directory, output)
    output.standardError(
      "played \(path): \(recording.playback.frameCount) frames at \(fps) fps "
        + "(\(recording.playback.drawnFrameCount) drawn, \(recording.playback.skippedFrameCount) unchanged), "
        + "\(recording.events.count) events")
    return 0
  }

  /// `--name` as a whole number in `range`, if given.
  private static func wholeNumber(
    _ parsed: ParsedArguments, _ name: String, in range: ClosedRange<Int>
  ) throws(CLIError) -> Int? {
    guard let value = try parsed.number(name, in: Double(range.lowerBound)...Double(range.upperBound)) else {
      return nil
    }
    guard value == value.rounded() else { throw .usage("--\(name) must be a whole number, got \(value)") }
    return Int(value)
  }

  /// Plays and encodes everything in memory, so bad input fails before anything is written.
  private static func record(
    _ scenario: SnackbarScenario, path: String, fps: Int, scale: Int?, frames: Bool
  ) throws(CLIError) -> SnackbarFlowRecording {
    let renderer = try makeRenderer()
    let player: SnackbarScenarioPlayer
    do {
      player = try SnackbarScenarioPlayer(
        scenario: scenario, options: SnackbarScenarioPlayer.Options(framesPerSecond: fps, scale: scale),
        renderer: renderer)
    } catch {
      throw .usage("\(path): \(error)")
    }
    do {
      return try player.record(framePNGs: frames)
    } catch {
      throw renderError(error)
    }
  }

  /// Writes the files, all or nothing, and prints their paths.
  private static func write(
    _ recording: SnackbarFlowRecording, to directory: BytePath, _ output: CLIOutput
  ) throws(CLIError) {
    let filmstrip: [UInt8]
    do {
      filmstrip = try PNGCodec.encode(recording.filmstrip)
    } catch {
      throw .failed("encoding the filmstrip: \(error)")
    }
    var files: [(bytes: [UInt8], path: BytePath)] = [
      (recording.animation, directory.appending(animationName)),
      (filmstrip, directory.appending(filmstripName)),
      (Array(recording.eventLog.utf8), directory.appending(eventsName)),
    ]
    let frames = directory.appending(framesDirectory)
    for (index, png) in recording.framePNGs.enumerated() {
      files.append((png, frames.appending(frameName(index))))
    }
    try OutputFiles.write(files)
    for file in files.prefix(3) { output.standardOutput(OutputFiles.shown(file.path)) }
    if !recording.framePNGs.isEmpty { output.standardOutput(OutputFiles.shown(frames)) }
  }

  /// `00042.png`: five digits, enough for 10 minutes at 120 fps.
  static func frameName(_ index: Int) -> String {
    let digits = String(index)
    return String(repeating: "0", count: max(0, 5 - digits.count)) + digits + ".png"
  }
}
