import Foundation

/// The `snackbar` command: renders snackbars headlessly, compares images, reports failed snapshots
/// as a web page, lists unused goldens, checks this machine's rendering stack against the goldens',
/// plays scenario files (drawn, or as an event log) and shows a bundled tour of the queueing rules.
///
/// Every subcommand has `--help` (exit 0, on standard output); errors go to standard error with
/// exit status 2. `snackbar diff` also exits 1 when the images differ, `snackbar doctor` when the
/// rendering stacks do. Arguments arrive as bytes (``CommandLineArgument``), so paths that are not
/// UTF-8 name the files they name.
enum SnackbarCLIMain {
  /// The version the CI formats name the tool by (SARIF's `driver.version`); the package's release.
  static let version = "0.1.0"

  /// One subcommand: its name, a one-line summary for the overview, its help and its body.
  struct Subcommand {
    let name: String
    let summary: String
    /// Builds the help text. A closure, so that running one subcommand does not build every
    /// subcommand's help (each interpolates shared option texts); that was measurable in
    /// `snackbar render`'s start-up.
    let help: () -> String
    /// Runs with the arguments after the subcommand's name; returns the exit status.
    let run: ([CommandLineArgument], CLIOutput) throws(CLIError) -> Int32
  }

  /// The subcommands, in the order the overview lists them.
  static var subcommands: [Subcommand] {
    [
      Subcommand(
        name: "render", summary: "draw one snackbar to a PNG (optionally in the upstream snapshot framing)",
        help: { RenderCommand.help }, run: RenderCommand.run),
      Subcommand(
        name: "screen", summary: "draw a whole device screen with the snackbar placed by the manager's rules",
        help: { ScreenCommand.help }, run: ScreenCommand.run),
      Subcommand(
        name: "audit",
        summary:
          "check a snackbar for contrast, targets, clipping, timing and wording (exit 0 ok, 1 findings, 2 bad input)",
        help: { AuditCommand.help }, run: AuditCommand.run),
      Subcommand(
        name: "batch", summary: "run many render and screen jobs from a JSON Lines file, on every core",
        help: { BatchCommand.help }, run: BatchCommand.run),
      Subcommand(
        name: "matrix", summary: "render and audit every string of string catalogs in every locale and variant",
        help: { MatrixCommand.help }, run: MatrixCommand.run),
      Subcommand(
        name: "gallery", summary: "render a showcase of every feature, a contact sheet and an index",
        help: { GalleryCommand.help }, run: GalleryCommand.run),
      Subcommand(
        name: "diff", summary: "compare two PNGs (exit 0 match, 1 differ, 2 bad input)", help: { DiffCommand.help },
        run: DiffCommand.run),
      Subcommand(
        name: "report", summary: "write one HTML page of the failed snapshots in an artifacts directory, for CI",
        help: { ReportCommand.help }, run: ReportCommand.run),
      Subcommand(
        name: "accept", summary: "replace failed snapshots' goldens with what the tests produced",
        help: { AcceptCommand.help }, run: AcceptCommand.run),
      Subcommand(
        name: "review", summary: "serve the report on 127.0.0.1 with Accept and Skip buttons per failure",
        help: { ReviewCommand.help }, run: ReviewCommand.run),
      Subcommand(
        name: "snapshots", summary: "list golden snapshots that no test used (--orphans), or delete them (--delete)",
        help: { SnapshotsCommand.help }, run: SnapshotsCommand.run),
      Subcommand(
        name: "doctor",
        summary: "compare this machine's rendering stack with the goldens' (exit 0 same, 1 differ, 2 bad input)",
        help: { DoctorCommand.help }, run: DoctorCommand.run),
      Subcommand(
        name: "timeline", summary: "print a scenario's event log, played in virtual time (default: a bundled tour)",
        help: { TimelineCommand.help }, run: TimelineCommand.run),
      Subcommand(
        name: "play", summary: "play a scenario file: an animated PNG, a filmstrip and the event log",
        help: { PlayCommand.help }, run: PlayCommand.run),
    ]
  }

  /// The overview `snackbar --help` prints.
  static var usage: String {
    let lines = subcommands.map { "  " + $0.name.padding(toLength: 11, withPad: " ", startingAt: 0) + $0.summary }
    return """
      USAGE: snackbar [--verbose] <subcommand> [options]

      SUBCOMMANDS:
      \(lines.joined(separator: "\n"))

      Run `snackbar <subcommand> --help` for a subcommand's options. --verbose lets fontconfig print
      its own diagnostics (FC_DEBUG, on standard output); without it they are kept off.
      Exit status: 0 success, 1 images or stacks differ (diff, doctor) or findings (audit), 2 bad input
      or failure.
      """
  }

  /// Whether the command line starts with `--verbose`, the one option before the subcommand:
  /// the native libraries' own diagnostics are then let through (see `main.swift`).
  static func isVerbose(_ arguments: [CommandLineArgument]) -> Bool {
    arguments.first?.bytes == Array("--verbose".utf8)
  }

  /// Runs the command line `arguments` (without the program name) and returns the exit status.
  static func run(arguments: [String], output: CLIOutput = .process) -> Int32 {
    run(commandLine: arguments.map { CommandLineArgument($0) }, output: output)
  }

  /// Runs the command line `arguments` (without the program name), byte for byte, and returns the
  /// exit status.
  static func run(commandLine arguments: [CommandLineArgument], output: CLIOutput = .process) -> Int32 {
    let arguments = isVerbose(arguments) ? Array(arguments.dropFirst()) : arguments
    guard let argument = arguments.first else {
      output.standardError(usage)
      return CLIError.usageStatus
    }
    let name = argument.description
    if name == "--help" || name == "-h" || name == "help" {
      output.standardOutput(usage)
      return 0
    }
    guard let command = subcommands.first(where: { $0.name == name }) else {
      output.standardError("snackbar: unknown subcommand \"\(name)\"\n\n\(usage)")
      return CLIError.usageStatus
    }
    let rest = Array(arguments.dropFirst())
    // Help wins over everything else, so `--help` works even beside invalid options.
    if rest.contains("--help") || rest.contains("-h") {
      output.standardOutput(command.help())
      return 0
    }
    do {
      return try command.run(rest, output)
    } catch {
      output.standardError("snackbar \(name): \(error.description)")
      if case .usage = error {
        output.standardError("Run `snackbar \(name) --help` for its options.")
      }
      return error.exitStatus
    }
  }
}
