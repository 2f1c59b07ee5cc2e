import Foundation
import SnackbarFiles

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `snackbar batch` takes from the process besides its arguments, injectable so tests
/// feed standard input, pretend to be a terminal and drive the clock without sleeping.
struct BatchEnvironment: Sendable {
  /// The descriptor `-` reads.
  var standardInput: Int32
  /// Whether standard error is a terminal (a live progress line) or not (a line a second).
  var isTerminal: Bool
  /// Seconds on a monotonic clock.
  var clock: @Sendable () -> Double
  /// Writes to standard error as is, without a newline: the live line's `\\r` redraws.
  var writeRaw: @Sendable (String) -> Void

  /// The process's standard input and standard error and the system's monotonic clock.
  static var process: BatchEnvironment {
    BatchEnvironment(
      standardInput: STDIN_FILENO, isTerminal: isatty(STDERR_FILENO) == 1,
      clock: { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 },
      writeRaw: { FileSystem.writeStandardError(Array($0.utf8)) })
  }
}
