import SnackbarRendering

/// One job of a batch on its way to a worker: a line turned into its command's arguments, or
/// the error that line already has (so every line's outcome comes back through the pool, in one
/// place, with its number).
enum BatchItem: Sendable {
  case job(line: Int, command: DrawingCommand, arguments: [CommandLineArgument])
  case invalid(line: Int, message: String)

  /// What happened to one line.
  enum Outcome: Sendable {
    /// Written, not yet flushed to disk; the image's path as `render` prints it, and the
    /// folder it is in with that folder's device (the batch flushes each device once at the end).
    case written(line: Int, shownPath: String, folder: BytePath, device: UInt64)
    /// Not written: the message names the line and what to change.
    case failed(line: Int, message: String)
  }

  /// Runs the line on a worker: the command's own parse, then its own check, encode and write,
  /// exactly as `render` or `screen` would for the same arguments, but without an fsync per
  /// file (``OutputTransaction/Durability/deferred``): that cost more than drawing the image.
  func perform(with renderer: SnackbarRenderer) -> Outcome {
    switch self {
    case .invalid(let line, let message):
      return .failed(line: line, message: message)
    case .job(let line, let command, let arguments):
      do {
        let job = try command.parse(arguments)
        try job.write(with: renderer, durability: .deferred)
        let folder = job.output.parent
        // The folder exists: the write just renamed a file into it.
        let device = (try? FileSystem.status(of: folder))?.device ?? 0
        return .written(line: line, shownPath: OutputFiles.shown(job.output), folder: folder, device: device)
      } catch {
        return .failed(line: line, message: "line \(line) (\(command.name)): \(error.description)")
      }
    }
  }
}
