import Foundation
import SnackbarSnapshotTesting

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

  static func run(_ arguments: [String], _ output: CLIOutput) throws(CLIError) -> Int32 {
    let parsed = try ParsedArguments(arguments, valueOptions: ["output"])
    guard parsed.positionals.count <= 1 else {
      throw .usage("expected at most one ARTIFACTS_DIR; got \(parsed.positionals.count) arguments")
    }
    let destination = URL(fileURLWithPath: try parsed.required("output"))
    let directory =
      parsed.positionals.first.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? defaultArtifactsDirectory
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
