import Foundation
import SnackbarJSON
import SnackbarRendering

/// The `snackbar accept` command line of one failure, as the report shows it for copying.
enum ReportAcceptCommand {
  /// `snackbar accept ARTIFACTS_DIR Suite/name`, every word shell-quoted where it needs it
  /// (names and folders come from anyone's test run), and `--` first when a word starts with
  /// `--`, so it is read as a path, not an option. `nil` when a word holds a character the
  /// page could only show escaped (a control character, a bidirectional override): a command a
  /// reader copies must be the one that runs.
  static func line(for entry: ReportEntry) -> String? {
    let words = [entry.root.relativePath, entry.title]
    guard words.allSatisfy({ !$0.isEmpty && EchoedText.escaped($0) == $0 }) else { return nil }
    let separator = words.contains { $0.hasPrefix("--") } ? " --" : ""
    return "snackbar accept\(separator) " + words.map(InstallPlan.shellWord).joined(separator: " ")
  }
}
