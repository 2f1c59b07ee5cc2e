import Foundation
import SnackbarFiles
import SnackbarRendering

/// Where a subcommand writes: the process's standard streams, or buffers in tests; and the
/// standard input it may read (`--text -`), which tests replace with bytes.
///
/// Each call receives one line without its newline, as the commands write them, so the
/// same sinks serve every subcommand. Sendable, because batch's workers write from several
/// threads.
struct CLIOutput: Sendable {
  /// Results: paths written, listings, event logs.
  let standardOutput: @Sendable (String) -> Void
  /// Usage and errors.
  let standardError: @Sendable (String) -> Void
  /// What `--text -` reads: the process's standard input for ``process``; empty for any other
  /// output unless given, so a test (or the fuzz harness drawing `--text -`) never waits on the
  /// test runner's own standard input.
  var standardInput: StandardInput = .empty

  /// The process's standard output and standard error, written a whole line per write(2), so
  /// lines from several threads never interleave. A closed standard output (the reader of a
  /// pipe has gone: `snackbar batch … | head`) stops the process as SIGPIPE would, but through
  /// ``ProcessSignals``, which removes unfinished outputs and prints the summary first; a closed
  /// standard error loses the message and nothing else.
  static let process = CLIOutput(
    standardOutput: { line in
      // What native libraries printed through stdio (fontconfig's FC_DEBUG with --verbose) goes
      // first, in the order it was printed.
      fflush(nil)
      if writeLine(line, to: STDOUT_FILENO) == EPIPE {
        ProcessSignals.stop(by: SIGPIPE)
      }
    },
    standardError: { line in writeLine(line, to: STDERR_FILENO) }, standardInput: .process)

  /// Writes `line` and a newline to `descriptor`, retrying interrupted and short writes.
  /// - Returns: nil, or the `errno` of the write that failed.
  @discardableResult
  private static func writeLine(_ line: String, to descriptor: Int32) -> Int32? {
    var bytes = Array(line.utf8)
    bytes.append(0x0A)
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if written < 0 {
        if errno == EINTR { continue }
        return errno
      }
      offset += written
    }
    return nil
  }
}
