import SnackbarAudit
import SnackbarFiles
import SnackbarJSON
import SnackbarLayout
import SnackbarRendering

/// One job of a batch on its way to a worker: a line turned into its command's arguments, or
/// the error that line already has (so every line's outcome comes back through the pool, in one
/// place, with its number).
enum BatchItem: Sendable {
  case job(line: Int, command: any DrawingCommand.Type, arguments: [CommandLineArgument])
  case invalid(line: Int, failure: BatchFailure)

  /// What happened to one line.
  enum Outcome: Sendable {
    /// Written, not yet flushed to disk: the image's path as `render` prints it, and for each
    /// file written (the image, the layout JSON) its file system's device with paths on it to
    /// flush it through (the file's folder, then the file); the batch flushes each device once.
    /// With `batch --audit`, `report` is the audit's, and `output` the image's path as the line
    /// wrote it (what a baseline and the configuration's ignores know the job by).
    case written(
      line: Int, shownPath: String, flushTargets: [(device: UInt64, paths: [BytePath])],
      report: SnackbarAuditReport?, output: String)
    /// Not written: the message names the line and what to change.
    case failed(line: Int, failure: BatchFailure)
  }

  /// Runs the line on a worker: the command's own parse, then its own check, encode and write,
  /// exactly as `render` or `screen` would for the same arguments, but without an fsync per
  /// file (``OutputTransaction/Durability/deferred``): that cost more than drawing the image.
  /// With `audits`, the snackbar the line draws is audited first (a line whose audit fails
  /// writes nothing), on the worker, with its renderer's text measurer. `whenInPlace` runs as the
  /// line's files land (``OutputTransaction/commit(whenInPlace:)``).
  /// `options` are the audit's thresholds (the configuration's `options`).
  func perform(
    with renderer: SnackbarRenderer, audits: Bool = false, options: SnackbarAuditOptions = SnackbarAuditOptions(),
    whenInPlace: () -> Void = {}
  ) -> Outcome {
    switch self {
    case .invalid(let line, let failure):
      return .failed(line: line, failure: failure)
    case .job(let line, let command, let arguments):
      do {
        // Standard input is never the line's: ``BatchLineArguments`` refuses `"text": "-"`, as
        // the job list may be standard input.
        let job = try command.job(arguments, standardInput: .empty)
        let report = audits ? try AuditJob.audit(job.request, with: renderer, options: options).0 : nil
        try job.write(with: renderer, durability: .deferred, whenInPlace: whenInPlace)
        let flushTargets = job.outputFiles.map { file in
          // The folder exists and holds the file: the write just renamed it there.
          (device: (try? FileSystem.status(of: file.path.parent))?.device ?? 0, paths: [file.path.parent, file.path])
        }
        return .written(
          line: line, shownPath: OutputFiles.shown(job.output), flushTargets: flushTargets, report: report,
          output: job.output.description)
      } catch {
        return .failed(line: line, failure: BatchFailure(line: line, command: command.configuration.name, error))
      }
    }
  }
}
