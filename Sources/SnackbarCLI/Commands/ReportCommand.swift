import Foundation
import SnackbarSnapshotCore

/// `snackbar report`: one self-contained HTML page of the failed snapshots in an artifacts
/// directory, for reviewers to open from a CI artifact.
enum ReportCommand {
  static let help = """
    USAGE: snackbar report [ARTIFACTS_DIR] --output REPORT.html

    Writes one HTML page listing every failed snapshot in ARTIFACTS_DIR (the directory snapshot
    tests write <Suite>/<name>.reference.png, .actual.png, .difference.png, .diff and
    .failure.json into): reference, actual and difference side by side at their pixel size
    (zoomable, never smoothed; wrapping when wider than the window), a control to flip or slide between reference and actual, the
    numbers from the failure message, and text snapshots' diffs. Images are inline (data: URIs):
    the page loads nothing from anywhere, so it can be opened from a CI artifact offline.

    ARTIFACTS_DIR defaults to $SNAPSHOT_ARTIFACTS, else .build/snapshot-artifacts. Tests create it
    only when a snapshot fails, so on CI run this only if it exists.

    OPTIONS:
      --output REPORT.html  where to write the page (atomically; required)

    EXIT STATUS: 0 written (also when there are no failures: the page says so), 2 bad input
    (no such directory, not a directory, unreadable) or the page could not be written.
    """

  /// The command with string arguments (tests).
  static func run(_ arguments: [String], _ output: CLIOutput) throws(CLIError) -> Int32 {
    try run(arguments.map { CommandLineArgument($0) }, output)
  }

  static func run(_ arguments: [CommandLineArgument], _ output: CLIOutput) throws(CLIError) -> Int32 {
    let parsed = try ParsedArguments(arguments, valueOptions: [], pathOptions: ["output"])
    guard parsed.pathPositionals.count <= 1 else {
      throw .usage("expected at most one ARTIFACTS_DIR; got \(parsed.pathPositionals.count) arguments")
    }
    // The page and the artifacts are handled through URL, which cannot hold bytes that are not
    // UTF-8: such paths are refused, never mangled.
    let outputPath = try parsed.requiredPath("output")
    guard let outputText = outputPath.utf8String else {
      throw .usage("--output must be a UTF-8 path for the report, got \"\(outputPath)\"")
    }
    var directory = defaultArtifactsDirectory
    if let path = parsed.pathPositionals.first {
      guard let text = path.utf8String else {
        throw .usage("ARTIFACTS_DIR must be a UTF-8 path, got \"\(path)\"; rename the folder")
      }
      directory = URL(fileURLWithPath: text, isDirectory: true)
    }
    let destination = URL(fileURLWithPath: outputText)
    let summary: ReportPage.Summary
    do {
      let entries = try ReportArtifactScanner.scan(directory)
      summary = try ReportPage(artifactsDirectory: directory, entries: entries).write(to: destination)
    } catch {
      throw .failed(error.description)
    }
    output.standardOutput(destination.path)
    let failures = summary.failures == 1 ? "1 failed snapshot" : "\(summary.failures) failed snapshots"
    output.standardError("\(failures) in \(directory.path); \(summary.byteCount) bytes written")
    return 0
  }

  /// `$SNAPSHOT_ARTIFACTS` (read as the tests read it), else where snapshot tests put artifacts
  /// by default, relative to the current directory (the package root).
  static var defaultArtifactsDirectory: URL {
    SnapshotEnvironment.process.artifactsDirectory
      ?? URL(fileURLWithPath: ".build/snapshot-artifacts", isDirectory: true)
  }
}
