import Foundation
import SnackbarFiles
import SnackbarRendering
import SnackbarSnapshotCore

/// `snackbar report`: one self-contained HTML page of the failed snapshots in an artifacts
/// directory, for reviewers to open from a CI artifact.
enum ReportCommand: SnackbarCommand {
  static let configuration = CommandConfiguration(
    name: "report", abstract: "write one HTML page of the failed snapshots in an artifacts directory, for CI")

  static let help = CommandHelp([
    .text(
      """
      USAGE: snackbar report [ARTIFACTS_DIR…] --output REPORT.html

      Writes one HTML page listing every failed snapshot in ARTIFACTS_DIR (the directory snapshot
      tests write <Suite>/<name>.reference.png, .actual.png, .difference.png, .diff and
      .failure.json into): reference, actual and difference side by side at their pixel size
      (zoomable, never smoothed; wrapping when wider than the window), a control to flip or slide between reference and actual, the
      numbers from the failure message, and text snapshots' diffs. Images are inline (data: URIs):
      the page loads nothing from anywhere, so it can be opened from a CI artifact offline. Each
      failure shows the `snackbar accept` command that takes its actual file as the new golden,
      ready to copy. Several ARTIFACTS_DIRs (one per CI shard) are one run, on one page: a failure
      two of them hold with the same actual file shows once; with different actual files it is an
      error (exit 2) naming both folders, since one run has each snapshot once.

      ARTIFACTS_DIR defaults to $SNAPSHOT_ARTIFACTS, else .build/snapshot-artifacts. Tests create it
      only when a snapshot fails, so on CI run this only if it exists.

      OPTIONS:
      """),
    .options(
      OptionGroup([
        OptionDeclaration(
          "output", .path, valueName: "REPORT.html",
          help: "where to write the page (atomically; required)")
      ])),
    .text(
      """

      A failure record (<name>.failure.json) is read only up to 1 MiB (real ones are a few KB)
      and only with numbers an image comparison can produce; any other record, and one of a
      repeated key, shows on the page as a note naming the file, the key and its line, and the
      images still show. --output may not be an artifact the page reads (under any name).

      EXIT STATUS: 0 written (also when there are no failures: the page says so), 2 bad input
      (no such directory, not a directory, a folder in it unreadable, --output naming an
      artifact) or the page could not be written.
      """),
  ])

  /// The command with string arguments (tests).
  static func run(_ arguments: [String], _ output: CLIOutput) throws(CLIError) -> Int32 {
    try run(arguments.map { CommandLineArgument($0) }, output)
  }

  static func run(_ arguments: [CommandLineArgument], _ output: CLIOutput) throws(CLIError) -> Int32 {
    // Everything the command prints quotes paths and files from the artifacts directory, which
    // anyone's test run can fill: shown by the one escaping rule, errors included.
    do {
      return try write(arguments, output.escapingEchoedText)
    } catch {
      throw error.escaped
    }
  }

  private static func write(_ arguments: [CommandLineArgument], _ output: CLIOutput) throws(CLIError) -> Int32 {
    let parsed = try parse(arguments)
    // The page and the artifacts are handled through URL, which cannot hold bytes that are not
    // UTF-8: such paths are refused, never mangled.
    let outputPath = try parsed.requiredPath("output")
    guard let outputText = outputPath.utf8String else {
      throw .usage("--output must be a UTF-8 path for the report, got \"\(outputPath)\"")
    }
    var directories = [defaultArtifactsDirectory]
    if !parsed.pathPositionals.isEmpty {
      directories = []
      for path in parsed.pathPositionals {
        guard let text = path.utf8String else {
          throw .usage("ARTIFACTS_DIR must be a UTF-8 path, got \"\(path)\"; rename the folder")
        }
        directories.append(URL(fileURLWithPath: text, isDirectory: true))
      }
    }
    let destination = URL(fileURLWithPath: outputText)
    let entries: [ReportEntry]
    do {
      entries = try ReportArtifactScanner.oneRun(directories)
    } catch {
      throw .failed(error.description)
    }
    // The page may not replace a file it reads (through any name, link or hard link): checked
    // before anything is written, as every command checks its outputs.
    let inputs = entries.flatMap { entry in
      entry.files.values.map { CommandFile(role: "the artifact \($0.lastPathComponent)", path: BytePath($0.path)) }
    }
    try OutputCheck.check([CommandFile(role: "--output", path: outputPath)], inputs: inputs)
    let summary: ReportPage.Summary
    do {
      summary = try ReportPage(artifactsDirectories: directories, entries: entries).write(to: destination)
    } catch {
      throw .failed(error.description)
    }
    output.standardOutput(destination.path)
    let failures = summary.failures == 1 ? "1 failed snapshot" : "\(summary.failures) failed snapshots"
    let shown = directories.map(\.path).joined(separator: ", ")
    output.standardError("\(failures) in \(shown); \(summary.byteCount) bytes written")
    return 0
  }

  /// `$SNAPSHOT_ARTIFACTS` (read as the tests read it), else where snapshot tests put artifacts
  /// by default, relative to the current directory (the package root).
  static var defaultArtifactsDirectory: URL {
    SnapshotEnvironment.process.artifactsDirectory
      ?? URL(fileURLWithPath: ".build/snapshot-artifacts", isDirectory: true)
  }
}
