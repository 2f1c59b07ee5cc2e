import SnackbarBasics
import SnackbarFiles
import SnackbarJSON
import SnackbarRendering

/// Checks a command's outputs before any work is done, so that bad paths fail fast and nothing is
/// written: every output can be written atomically, and no output is the same file as another
/// output or as an input (`--output same.png --layout-json same.png` would write JSON over the
/// PNG; `diff ref.png act.png --output ref.png` would overwrite its own input).
enum OutputCheck {
  /// - Throws: ``CLIError/failed(_:)`` for an output that cannot be written,
  ///   ``CLIError/usage(_:)`` naming both arguments for two that are the same file.
  static func check(_ outputs: [CommandFile], inputs: [CommandFile] = []) throws(CLIError) {
    for output in outputs {
      do {
        _ = try OutputTarget.check(output.path)
      } catch {
        throw .failed(EchoedText.escaped(error.description))
      }
    }
    let outputLocations = outputs.map(Location.init)
    let inputLocations = inputs.map(Location.init)
    for (index, output) in outputLocations.enumerated() {
      for other in outputLocations[..<index] where output.isSameFile(as: other) {
        throw .usage(
          "\(other.file.role) and \(output.file.role) name the same file (\(Self.paths(other, output))); "
            + "give each output its own path")
      }
      for input in inputLocations where output.isSameFile(as: input) {
        throw .usage(
          "\(output.file.role) names the same file as \(input.file.role) (\(Self.paths(input, output))); "
            + "writing it would overwrite an input, so give another path")
      }
    }
  }

  /// The path both name, or both paths when they are spelled differently.
  private static func paths(_ first: Location, _ second: Location) -> String {
    let (a, b) = (first.file.path, second.file.path)
    return a == b ? a.description : "\(a) and \(b)"
  }

  /// Where a path leads: its canonical path, and the file there if there is one.
  private struct Location {
    let file: CommandFile
    let canonical: BytePath
    let status: FileStatus?

    init(_ file: CommandFile) {
      self.file = file
      canonical = FileSystem.canonicalPath(file.path)
      status = try? FileSystem.status(of: file.path)
    }

    /// Same canonical path, or the same existing file under two names (a hard link).
    func isSameFile(as other: Location) -> Bool {
      if canonical == other.canonical { return true }
      guard let status, let otherStatus = other.status else { return false }
      return status.isSameFile(as: otherStatus)
    }
  }
}
