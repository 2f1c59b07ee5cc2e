import Foundation

/// Where a subcommand writes: the process's standard streams, or buffers in tests; and the
/// standard input it may read (`--text -`), which tests replace with bytes.
///
/// Each call receives one line without its newline, as the commands write them, so the
/// same sinks serve every subcommand. Sendable, because the manager's handlers (which the timeline
/// logs from) must be.
struct CLIOutput: Sendable {
  /// Results: paths written, listings, timelines.
  let standardOutput: @Sendable (String) -> Void
  /// Usage and errors.
  let standardError: @Sendable (String) -> Void
  /// What `--text -` reads: the process's standard input for ``process``; empty for any other
  /// output unless given, so a test (or the fuzz harness drawing `--text -`) never waits on the
  /// test runner's own standard input.
  var standardInput: StandardInput = .empty

  /// The process's standard output and standard error.
  static let process = CLIOutput(
    standardOutput: { print($0) },
    standardError: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }, standardInput: .process)
}
