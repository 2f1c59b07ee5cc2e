import SnackbarFiles
import SnackbarRendering

/// A file a command reads or writes, with what named it on the command line (`--output`,
/// `REFERENCE`), so messages can say which argument to change.
struct CommandFile: Sendable {
  /// The option or positional argument that gave the path.
  let role: String
  /// The path as given, byte for byte.
  let path: BytePath
}
