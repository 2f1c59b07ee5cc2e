/// An error the CLI reports on standard error, with its exit status.
enum CLIError: Error, CustomStringConvertible {
  /// Bad input: an unknown option, a missing value, a value out of range. Exit status 2.
  case usage(String)
  /// The input was fine but the work failed (a font is missing, the output is unwritable).
  /// Exit status 2 as well: the caller has to change something.
  case failed(String)

  /// The exit status for bad input and failures.
  static let usageStatus: Int32 = 2

  var description: String {
    switch self {
    case .usage(let message), .failed(let message): return message
    }
  }

  /// The process exit status for this error.
  var exitStatus: Int32 { Self.usageStatus }
}
