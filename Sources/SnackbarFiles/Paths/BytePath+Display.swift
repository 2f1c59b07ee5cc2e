import SnackbarBasics

extension BytePath: CustomStringConvertible {
  /// The path for messages, by the package's one escaping rule (``EchoedText``): valid UTF-8 as
  /// it is, every other byte, and control characters, as `\xFF`, so `out\xFF.png` tells the
  /// reader exactly which file is meant and a name with a newline or an escape sequence cannot
  /// break a message in two or act on the terminal.
  package var description: String {
    EchoedText.escaped(bytes: bytes)
  }
}
