import Foundation
import SnackbarBasics
import SnackbarJSON
import SnackbarRendering

/// The `snackbar accept` command line of one failure, as the report shows it for copying.
enum ReportAcceptCommand {
  /// `snackbar accept ARTIFACTS_DIR --name Suite/name`, every word shell-quoted where it needs
  /// it (names and folders come from anyone's test run). The name goes only with `--name` (as
  /// `--name=NAME` when it starts with `-`), so it can never be read as a second artifacts
  /// folder; `--` comes before a folder that starts with `--`, so it is read as a path, not an
  /// option. `nil` when a word holds a character the page could only show escaped (a control
  /// character, a bidirectional override): a command a reader copies must be the one that runs.
  static func line(for entry: ReportEntry) -> String? {
    let root = entry.root.relativePath
    let title = entry.title
    guard [root, title].allSatisfy({ !$0.isEmpty && EchoedText.escaped($0) == $0 }) else { return nil }
    let name = title.hasPrefix("-") ? ["--name=" + title] : ["--name", title]
    let folder = root.hasPrefix("--") ? ["--", root] : [root]
    let words = root.hasPrefix("--") ? name + folder : folder + name
    return "snackbar accept " + words.map(InstallPlan.shellWord).joined(separator: " ")
  }
}
