/// What the overview lists for a command: the name it is called by and one line saying what it does.
struct CommandConfiguration: Sendable {
  let name: String
  let abstract: String
}

/// One `snackbar` subcommand: its name and summary, its help (whose option groups are the
/// options it accepts) and its body. ``SnackbarCLIMain`` dispatches to these and nothing else.
protocol SnackbarCommand: SendableMetatype {
  static var configuration: CommandConfiguration { get }
  /// Built when asked, so running one command builds no other command's help.
  static var help: CommandHelp { get }
  /// Runs with the arguments after the command's name; returns the exit status.
  static func run(_ arguments: [CommandLineArgument], _ output: CLIOutput) throws(CLIError) -> Int32
}

extension SnackbarCommand {
  /// Every option the command accepts: those its help declares.
  static var options: [OptionDeclaration] { help.options }

  /// `arguments` parsed strictly against ``options``.
  static func parse(_ arguments: [CommandLineArgument]) throws(CLIError) -> ParsedArguments {
    try ParsedArguments(arguments, declaring: options)
  }
}

/// A command a batch line may run (`render`, `screen`): a command whose arguments make one
/// drawing job, parsed by the same declarations on the command line and on a batch line.
protocol DrawingCommand: SnackbarCommand {
  /// The job `arguments` ask for, checked but not yet drawn; `--text -` reads `standardInput`.
  static func job(_ arguments: [CommandLineArgument], standardInput: StandardInput) throws(CLIError) -> DrawingJob
}

extension DrawingCommand {
  static func run(_ arguments: [CommandLineArgument], _ output: CLIOutput) throws(CLIError) -> Int32 {
    try job(arguments, standardInput: output.standardInput).run(output)
    return 0
  }
}
