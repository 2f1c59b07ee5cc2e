import SnackbarRendering

/// One job of a batch on its way to a worker: a line turned into its command's arguments, or
/// the error that line already has (so every line's outcome comes back through the pool, in one
/// place, with its number).
enum BatchItem: Sendable {
  case job(line: Int, command: DrawingCommand, arguments: [CommandLineArgument])
  case invalid(line: Int, message: String)

  /// What happened to one line.
  enum Outcome: Sendable {
    /// Written; the PNG's path as `render` prints it.
    case written(line: Int, shownPath: String)
    /// Not written: the message names the line and what to change.
    case failed(line: Int, message: String)
  }

  /// Runs the line on a worker: the command's own parse, then its own check, encode and write,
  /// exactly as `render` or `screen` would for the same arguments.
  func perform(with renderer: SnackbarRenderer) -> Outcome {
    switch self {
    case .invalid(let line, let message):
      return .failed(line: line, message: message)
    case .job(let line, let command, let arguments):
      do {
        let job = try command.parse(arguments)
        try job.write(with: renderer)
        return .written(line: line, shownPath: OutputFiles.shown(job.output))
      } catch {
        return .failed(line: line, message: "line \(line) (\(command.name)): \(error.description)")
      }
    }
  }
}
