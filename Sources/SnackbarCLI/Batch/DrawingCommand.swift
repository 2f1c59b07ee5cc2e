/// A command a batch line may run: `render` or `screen`, with the options its parser accepts
/// and the parser itself, the same ones the command line uses.
struct DrawingCommand: Sendable {
  /// The command's name, the line's `"command"` value.
  let name: String
  /// Options that take a value (`--text T`).
  let valueOptions: Set<String>
  /// Options that take a path (`--output FILE`).
  let pathOptions: Set<String>
  /// Options that take no value (`--close`).
  let flagOptions: Set<String>
  /// The command's own parser: arguments to the job it would run. Standard input is never the
  /// line's: ``BatchLineArguments`` refuses `"text": "-"`, as the job list may be standard input.
  let parse: @Sendable ([CommandLineArgument]) throws(CLIError) -> DrawingJob

  /// The path options a command writes; no two batch lines may name the same file in them.
  static let outputFields: Set<String> = ["output", "layout-json"]

  /// The commands a batch line may name.
  static let all: [DrawingCommand] = [
    DrawingCommand(
      name: "render", valueOptions: RenderCommand.valueOptions, pathOptions: RenderCommand.pathOptions,
      flagOptions: RenderCommand.flagOptions,
      parse: { (arguments) throws(CLIError) in try RenderCommand.parse(arguments, standardInput: .empty) }),
    DrawingCommand(
      name: "screen", valueOptions: ScreenCommand.valueOptions, pathOptions: ScreenCommand.pathOptions,
      flagOptions: ScreenCommand.flagOptions,
      parse: { (arguments) throws(CLIError) in try ScreenCommand.parse(arguments, standardInput: .empty) }),
  ]

  /// Every field a line of this command may have, sorted, for messages.
  var fieldNames: [String] {
    (["command"] + valueOptions.union(pathOptions).union(flagOptions)).sorted()
  }
}
