import SnackbarBasics
import SnackbarImage
import SnackbarJSON
import SnackbarRendering

/// Reads a command's input images by their paths' exact bytes, with messages that name the
/// argument, the path and the reason.
enum InputFiles {
  /// The PNG image in `file`, decoded as it is read: memory is bounded by the decoder's limits
  /// (`PNGLimits`) whatever the file's size, and a FIFO, a socket or a device is refused
  /// before a byte is read, never waited on.
  /// - Throws: ``CLIError/failed(_:)`` naming the argument and the path when it cannot be read or
  ///   is not a valid PNG.
  static func readPNG(_ file: CommandFile) throws(CLIError) -> RGBAImage {
    do {
      return try PNGCodec.decode(file: file.path)
    } catch .unreadableFile(_, let reason) {
      throw .failed("cannot read \(file.role) \(file.path): \(EchoedText.escaped(reason))")
    } catch .invalidFile(_, let underlying) {
      // A decoder's message may quote bytes of the file (a chunk's name).
      throw .failed("cannot decode \(file.role) \(file.path): \(EchoedText.escaped(underlying.description))")
    } catch {
      throw .failed("cannot decode \(file.role) \(file.path): \(EchoedText.escaped(error.description))")
    }
  }
}
