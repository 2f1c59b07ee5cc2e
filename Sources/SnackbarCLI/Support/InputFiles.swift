import SnackbarJSON
import SnackbarRendering

/// Reads a command's input files by their exact bytes, with messages that name the argument, the
/// path and the system's reason.
enum InputFiles {
  /// The content of `file`.
  /// - Throws: ``CLIError/failed(_:)``, e.g. "cannot read REFERENCE ref.png: Is a directory".
  static func read(_ file: CommandFile) throws(CLIError) -> [UInt8] {
    do {
      return try FileSystem.readFile(file.path)
    } catch {
      throw .failed("cannot read \(file.role) \(file.path): \(EchoedText.escaped(error.description))")
    }
  }

  /// The PNG image in `file`.
  /// - Throws: ``CLIError/failed(_:)`` naming the argument and the path when it cannot be read or
  ///   is not a valid PNG.
  static func readPNG(_ file: CommandFile) throws(CLIError) -> RGBAImage {
    let bytes = try read(file)
    do {
      return try PNGCodec.decode(bytes)
    } catch {
      // A decoder's message may quote bytes of the file (a chunk's name).
      throw .failed("cannot decode \(file.role) \(file.path): \(EchoedText.escaped(error.description))")
    }
  }
}
