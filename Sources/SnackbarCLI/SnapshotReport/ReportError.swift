import SnackbarBasics
import SnackbarJSON
import SnackbarRendering

/// Why `snackbar report` could not write its page. Each case names the path and says what to do;
/// paths are shown by the one escaping rule (``EchoedText``), as a folder in the artifacts can
/// have any name.
enum ReportError: Error, Equatable, CustomStringConvertible {
  /// Nothing exists at the artifacts path.
  case artifactsDirectoryMissing(path: String)
  /// The artifacts path is a file, not a directory.
  case artifactsPathNotADirectory(path: String)
  /// The directory (or one below it) cannot be listed.
  case artifactsDirectoryUnreadable(path: String, reason: String)
  /// The page could not be written.
  case outputNotWritten(String)
  /// Two artifacts directories (shards) hold one failure with different actual files.
  case conflictingShards(title: String, directories: [String])

  var description: String {
    switch self {
    case .artifactsDirectoryMissing(let path):
      return
        "no artifacts directory at \(EchoedText.escaped(path)): snapshot tests write it only when a snapshot fails; "
        + "pass the directory SNAPSHOT_ARTIFACTS pointed to (default .build/snapshot-artifacts)"
    case .artifactsPathNotADirectory(let path):
      return
        "\(EchoedText.escaped(path)) is a file, not an artifacts directory; pass the directory that holds <Suite>/<name>.actual.png"
    case .artifactsDirectoryUnreadable(let path, let reason):
      return
        "cannot list the artifacts directory \(EchoedText.escaped(path)): \(EchoedText.escaped(reason)); check its "
        + "permissions"
    case .outputNotWritten(let reason):
      return "report not written: \(EchoedText.escaped(reason))"
    case .conflictingShards(let title, let directories):
      return
        "\(EchoedText.escaped(title)) failed in \(directories.map(EchoedText.escaped).joined(separator: " and ")) "
        + "with different actual files; one run has each snapshot once, so these folders are not one run: "
        + "report them separately, or leave out the stale one"
    }
  }
}
