import SnackbarFiles
import SnackbarRendering

/// One command-line argument as the process received it: bytes, which need not be UTF-8.
///
/// `CommandLine.arguments` decodes each argument as UTF-8 and replaces what is not with U+FFFD,
/// so a file named `out\xFF.png` on the command line would be written as `out\xEF\xBF\xBD.png`.
/// Arguments stay bytes until ``ParsedArguments`` knows which are paths (kept as bytes) and which
/// are text (which must then be UTF-8).
struct CommandLineArgument: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The argument's bytes, without the terminating NUL.
  let bytes: [UInt8]

  /// An argument of exactly `bytes`.
  init(bytes: some Sequence<UInt8>) {
    self.bytes = Array(bytes)
  }

  /// The UTF-8 bytes of `string`.
  init(_ string: String) {
    bytes = Array(string.utf8)
  }

  init(stringLiteral value: String) {
    self.init(value)
  }

  /// The argument as text; nil when it is not valid UTF-8.
  var text: String? { String(validating: bytes, as: UTF8.self) }

  /// The argument as a path, byte for byte.
  var path: BytePath { BytePath(bytes: bytes) }

  /// The argument for messages, with bytes that are not UTF-8 escaped (`out\xFF.png`).
  var description: String { path.description }

  /// The process's arguments after the program name, byte for byte, from the C `argv`.
  static func processArguments() -> [CommandLineArgument] {
    (0..<Int(CommandLine.argc)).dropFirst().compactMap { index in
      guard let argument = CommandLine.unsafeArgv[index] else { return nil }
      var length = 0
      while argument[length] != 0 { length += 1 }
      return CommandLineArgument(
        bytes: UnsafeBufferPointer(start: argument, count: length).map { UInt8(bitPattern: $0) })
    }
  }
}
