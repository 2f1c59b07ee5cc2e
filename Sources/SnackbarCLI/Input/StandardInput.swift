import SnackbarFiles
import SnackbarRendering

/// Where a subcommand reads standard input from (`--text -`): the process's, or bytes in tests,
/// so no test touches the real standard input.
struct StandardInput: Sendable {
  /// Reads at most the given number of bytes, until end of input.
  let readPrefix: @Sendable (_ maximumBytes: Int) throws(FileSystemError) -> [UInt8]

  /// The process's standard input (file descriptor 0).
  static let process = StandardInput { (maximumBytes) throws(FileSystemError) in
    try FileSystem.readStandardInputPrefix(upTo: maximumBytes)
  }

  /// An input at its end: reads nothing.
  static let empty = StandardInput { (_) throws(FileSystemError) in [] }
}
