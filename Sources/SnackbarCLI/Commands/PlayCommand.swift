import Foundation
import SnackbarFiles
import SnackbarFlow
import SnackbarImage
import SnackbarJSON
import SnackbarPlayer
import SnackbarRendering

/// `snackbar play`: a scenario file played on a real manager in virtual time, written as an
/// animation, a filmstrip and an event log.
///
/// Within budgets whatever the scenario: it is read bounded (16 MiB, 100,000 steps), every output
/// is checked before anything is drawn, the filmstrip is made first from key frames that keep
/// only the snackbar's pixels and is refused as soon as its moments cannot fit on a page, and the
/// frames are then drawn once, each streamed into the staged animation (and, with `--frames`, into
/// a staged folder of PNGs), so memory does not grow with the number of frames.
enum PlayCommand: SnackbarCommand {
  static let configuration = CommandConfiguration(
    name: "play", abstract: "play a scenario file: an animated PNG, a filmstrip and the event log")

  static let help = CommandHelp([
    .text(
      """
      USAGE: snackbar play SCENARIO.json --output DIR [--fps N] [--scale N] [--frames] [--no-filmstrip]

      Plays the scenario's steps on a SnackbarManager in virtual time and writes what a user would
      see and what the manager did:
        DIR/animation.png    an animated PNG: the host screen at every frame, identical frames
                             merged, each frame storing only the rectangle that changed
        DIR/filmstrip.png    one still per moment at which the manager did something, with the time,
                             the steps and the events: the picture to read in a review
        DIR/events.jsonl     one JSON object per event: {"t": seconds, "event": NAME, "message": …}
        DIR/audit.jsonl      one JSON object per snackbar presented, audited as `snackbar audit`
                             does when it appears: {"t": seconds, "message": TEXT, "findings": […]}
        DIR/frames/NNNNN.png every frame as a PNG (with --frames only)

      The scenario format (device, theme, until, steps) is in SnackbarFlow's Flows article (`make docs`).

      OPTIONS:
      """),
    .options(
      OptionGroup([
        OptionDeclaration(
          "output", .path, valueName: "DIR",
          help: "where to write (created if missing; files are replaced atomically)"),
        OptionDeclaration(
          "fps", .text, valueName: "N",
          validation: .range(1...Double(SnackbarScenarioPlayer.Options.maximumFramesPerSecond)),
          help: "frames per second, 1...120 (default 30)"),
        OptionDeclaration(
          "scale", .text, valueName: "N", validation: .range(1...3),
          help: """
            the frames' display scale 1, 2 or 3 (default: the scenario's, else the
            device's own)
            """),
        OptionDeclaration(
          "frames", .flag,
          help: """
            also write every frame; DIR/frames is replaced as a whole, so a shorter
            run leaves none of an earlier run's frames (it may hold only NNNNN.png)
            """),
        OptionDeclaration(
          "no-filmstrip", .flag,
          help: """
            leave the filmstrip out (it is not written; an old one stays): for
            flows with more moments than one page can show
            """),
      ])),
    .text(
      """

      LIMITS: a scenario file of at most 16 MiB and 100,000 steps; at most 600 s, so at most 72,001
      frames; a filmstrip page of at most 16384 pixels a side and 40,000,000 in all (about 125 moments
      with a snackbar on a phone), refused before any frame is drawn; captions show 12 lines of steps
      and of events per moment ("… and N more"). Frames are streamed to staged files, never held.

      EXIT STATUS: 0 written, 2 bad input or failure (nothing is written).
      """),
  ])

  /// The file names inside the output directory.
  static let animationName = "animation.png"
  static let filmstripName = "filmstrip.png"
  static let eventsName = "events.jsonl"
  static let auditName = "audit.jsonl"
  static let framesDirectory = "frames"

  /// The command with string arguments (tests).
  static func run(_ arguments: [String], _ output: CLIOutput) throws(CLIError) -> Int32 {
    try run(arguments.map { CommandLineArgument($0) }, output)
  }

  static func run(_ arguments: [CommandLineArgument], _ output: CLIOutput) throws(CLIError) -> Int32 {
    let parsed = try parse(arguments)
    guard parsed.pathPositionals.count == 1, let scenarioPath = parsed.pathPositionals.first else {
      throw .usage(
        parsed.pathPositionals.isEmpty
          ? "give the scenario file: snackbar play SCENARIO.json --output DIR" : "give one scenario file")
    }
    let outputs = PlayOutputs(
      directory: try parsed.requiredPath("output"), filmstrip: !parsed.flag("no-filmstrip"),
      frames: parsed.flag("frames"))
    let fps = try wholeNumber(parsed, "fps") ?? 30
    let scale = try wholeNumber(parsed, "scale")
    let scenarioFile = CommandFile(role: "SCENARIO", path: scenarioPath)
    let scenario = try readScenario(scenarioFile)
    // Every output before any drawing: a bad --output fails now, not after minutes of frames.
    try outputs.check(scenario: scenarioFile)
    let player = try makePlayer(
      scenario, named: scenarioPath.description,
      options: SnackbarScenarioPlayer.Options(framesPerSecond: fps, scale: scale, keepsKeyFrames: outputs.filmstrip))
    let filmstrip = outputs.filmstrip ? try encodeFilmstrip(player) : nil
    let played = try write(player, filmstrip: filmstrip, to: outputs)
    for path in outputs.printed { output.standardOutput(OutputFiles.shown(path)) }
    output.standardError(
      "played \(scenarioPath): \(played.frameCount) frames at \(fps) fps "
        + "(\(played.drawnFrameCount) drawn, \(played.skippedFrameCount) unchanged), "
        + "\(played.events.count) events")
    return 0
  }

  /// `--name` as a whole number in its declared range, if given.
  private static func wholeNumber(_ parsed: ParsedArguments, _ name: String) throws(CLIError) -> Int? {
    guard let value = try parsed.number(name) else {
      return nil
    }
    guard value == value.rounded() else { throw .usage("--\(name) must be a whole number, got \(value)") }
    return Int(value)
  }

  /// The scenario, read by its bytes and bounded: a folder, a FIFO or a socket is refused without
  /// reading, and a huge file or a device such as /dev/zero stops at the limit.
  static func readScenario(_ file: CommandFile) throws(CLIError) -> SnackbarScenario {
    do {
      return try SnackbarScenario.read(file: file.path)
    } catch {
      switch error {
      case .invalid(let error): throw .usage("\(file.path): \(error)")
      case .unreadable(let error):
        guard case .system = error.reason else { throw .usage("cannot read \(file.path): \(error.reason)") }
        throw .failed("cannot read \(file.path): \(error.reason)")
      }
    }
  }

  /// The scenario's player, or the error `play` and `timeline` give: the renderer's own failure
  /// (a missing font), or what the player refuses (an unknown device, frames larger than an
  /// image may be) after `name`, the scenario's file as shown.
  static func makePlayer(
    _ scenario: SnackbarScenario, named name: String, options: SnackbarScenarioPlayer.Options
  ) throws(CLIError) -> SnackbarScenarioPlayer {
    let renderer = try makeRenderer()
    do {
      return try SnackbarScenarioPlayer(scenario: scenario, options: options, renderer: renderer)
    } catch {
      throw .usage("\(name): \(error)")
    }
  }

  /// The filmstrip as PNG bytes, made before any frame is drawn: a flow whose moments cannot fit
  /// on a page fails here, early, and its key frames are gone before the frames are drawn.
  private static func encodeFilmstrip(_ player: SnackbarScenarioPlayer) throws(CLIError) -> [UInt8] {
    let page: RGBAImage
    do {
      page = try player.recordFilmstrip().image
    } catch {
      throw renderError(error)
    }
    do {
      return try PNGCodec.encode(page)
    } catch {
      throw .failed("encoding the filmstrip: \(error)")
    }
  }

  /// Plays the frames into the staged animation (and frames folder), stages the filmstrip and
  /// the log, and commits: all or nothing.
  private static func write(
    _ player: SnackbarScenarioPlayer, filmstrip: [UInt8]?, to outputs: PlayOutputs
  ) throws(CLIError) -> SnackbarRecording {
    let transaction = OutputTransaction()
    do throws(CLIError) {
      let framesFolder =
        outputs.frames
        ? try written { () throws(FileSystemError) in try transaction.stageFolder(at: outputs.framesPath) } : nil
      var played: SnackbarRecording?
      try drawn { () throws(SnackbarRenderError) in
        try transaction.stage(at: outputs.animationPath, fileErrors: SnackbarRenderError.writing) {
          (sink) throws(SnackbarRenderError) in
          var lastPNG: [UInt8] = []
          let animated = try player.recordAnimation(
            emit: { (bytes) throws(SnackbarRenderError) in
              do throws(FileSystemError) {
                try sink.write(bytes)
              } catch {
                throw .writing(error)
              }
            },
            frame: { (frame) throws(SnackbarRenderError) in
              guard let framesFolder else { return }
              // A repeated frame has the same bytes: encode each picture once.
              if frame.changed != nil || lastPNG.isEmpty {
                do throws(PNGError) {
                  lastPNG = try PNGCodec.encode(frame.image)
                } catch {
                  throw .encoding(error)
                }
              }
              do throws(FileSystemError) {
                try transaction.stage(lastPNG, named: Array(frameName(frame.index).utf8), inFolder: framesFolder)
              } catch {
                throw .writing(error)
              }
            })
          do throws(FileSystemError) {
            try sink.overwrite(animated.animationControl.bytes, at: animated.animationControl.offset)
          } catch {
            throw .writing(error)
          }
          played = animated.played
        }
      }
      guard let played else { preconditionFailure("the animation was staged without a play result") }
      try written { () throws(FileSystemError) in
        if let filmstrip { try transaction.stage(filmstrip, at: outputs.filmstripPath) }
        // Line by line, in pieces: the log of a 100,000-step flow is never held as one text.
        try transaction.stage(at: outputs.eventsPath) { (sink) throws(FileSystemError) in
          var piece: [UInt8] = []
          for event in played.events {
            piece += Array((event.jsonLine + "\n").utf8)
            if piece.count >= 1 << 16 {
              try sink.write(piece)
              piece.removeAll(keepingCapacity: true)
            }
          }
          try sink.write(piece)
        }
      }
      try drawn { () throws(SnackbarRenderError) in
        try transaction.stage(at: outputs.auditPath, fileErrors: SnackbarRenderError.writing) {
          (sink) throws(SnackbarRenderError) in
          try writeAudits(player, to: sink)
        }
      }
      try written { () throws(FileSystemError) in try transaction.commit() }
      return played
    } catch {
      transaction.abort()
      throw error
    }
  }

  /// A step that writes files, its file error as the command's.
  private static func written<Result>(_ step: () throws(FileSystemError) -> Result) throws(CLIError) -> Result {
    do {
      return try step()
    } catch {
      throw .failed(error.description)
    }
  }

  /// A step that draws into files: a file error as ``written(_:)`` words it, any other failure
  /// as the drawing's own.
  private static func drawn<Result>(_ step: () throws(SnackbarRenderError) -> Result) throws(CLIError) -> Result {
    do {
      return try step()
    } catch {
      if case .writing(let writeError) = error { throw .failed(writeError.description) }
      throw renderError(error)
    }
  }

  /// Plays the flow once more, drawing nothing, and writes one audit line per snackbar presented,
  /// when it appears, in pieces: `{"t": 1.0, "message": "Photo archived", "findings": […]}`.
  private static func writeAudits(
    _ player: SnackbarScenarioPlayer, to sink: AtomicFileSink
  ) throws(SnackbarRenderError) {
    var piece: [UInt8] = []
    try player.playPresentations { (presentation) throws(SnackbarRenderError) in
      piece += Array(auditLine(presentation, renderer: player.renderer).utf8)
      if piece.count >= 1 << 16 {
        do throws(FileSystemError) { try sink.write(piece) } catch { throw .writing(error) }
        piece.removeAll(keepingCapacity: true)
      }
    }
    do throws(FileSystemError) { try sink.write(piece) } catch { throw .writing(error) }
  }

  /// One line of audit.jsonl, keys in a fixed order as in events.jsonl. A snackbar that cannot
  /// be audited (it cannot be laid out on the host) has its reason as `error` and null findings.
  static func auditLine(_ presentation: SnackbarPresentation, renderer: SnackbarRenderer) -> String {
    let text = presentation.request.messageView.message?.text ?? ""
    var fields: [(key: String, value: SnackbarJSONValue)] = [
      ("t", .numeral(SnackbarJSONNumber.millionths(presentation.time))), ("message", .string(text)),
    ]
    do {
      let (report, _) = try AuditJob.audit(presentation.request, with: renderer)
      fields.append(("findings", report.findingsJSONValue))
    } catch {
      fields.append(("findings", .null))
      fields.append(("error", .string(error.description)))
    }
    return SnackbarJSONValue.record(fields) + "\n"
  }

  /// `00042.png`: five digits, enough for 10 minutes at 120 fps.
  static func frameName(_ index: Int) -> String {
    let digits = String(index)
    return String(repeating: "0", count: max(0, 5 - digits.count)) + digits + ".png"
  }
}
