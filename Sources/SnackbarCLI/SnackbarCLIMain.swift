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

  /// The subcommands, in the order the overview lists them.
  static let commands: [any SnackbarCommand.Type] = [
    RenderCommand.self, ScreenCommand.self, AuditCommand.self, BatchCommand.self, MatrixCommand.self,
    GalleryCommand.self, DiffCommand.self, ReportCommand.self, AcceptCommand.self, ReviewCommand.self,
    SnapshotsCommand.self, DoctorCommand.self, TimelineCommand.self, PlayCommand.self,
  ]

  /// The overview `snackbar --help` prints.
  static var usage: String {
    let lines = commands.map { $0.configuration }.map {
      "  " + $0.name.padding(toLength: 11, withPad: " ", startingAt: 0) + $0.abstract
    }
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
    guard let command = commands.first(where: { $0.configuration.name == name }) else {
      output.standardError("snackbar: unknown subcommand \"\(name)\"\n\n\(usage)")
      return CLIError.usageStatus
    }
    let rest = Array(arguments.dropFirst())
    // Help wins over everything else, so `--help` works even beside invalid options.
    if rest.contains("--help") || rest.contains("-h") {
      output.standardOutput(command.help.text)
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
