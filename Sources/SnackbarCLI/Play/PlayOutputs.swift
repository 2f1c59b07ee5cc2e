import SnackbarBasics
import SnackbarFiles
import SnackbarJSON
import SnackbarRendering

/// What `snackbar play` writes into its output folder, and the checks made before anything is
/// drawn: each file can be written, the frames folder can be replaced as a unit, and no output is
/// the scenario (by path, by a link such as `filmstrip.png` pointing at it, or by a hard link), nor
/// a folder the scenario is in.
struct PlayOutputs {
  /// `--output`.
  let directory: BytePath
  /// Whether the filmstrip is written (not with `--no-filmstrip`).
  let filmstrip: Bool
  /// Whether every frame is written (`--frames`).
  let frames: Bool

  var animationPath: BytePath { directory.appending(PlayCommand.animationName) }
  var filmstripPath: BytePath { directory.appending(PlayCommand.filmstripName) }
  var eventsPath: BytePath { directory.appending(PlayCommand.eventsName) }
  var auditPath: BytePath { directory.appending(PlayCommand.auditName) }
  var framesPath: BytePath { directory.appending(PlayCommand.framesDirectory) }

  /// The files, as the output check names them.
  var files: [CommandFile] {
    [CommandFile(role: "--output's \(PlayCommand.animationName)", path: animationPath)]
      + (filmstrip ? [CommandFile(role: "--output's \(PlayCommand.filmstripName)", path: filmstripPath)] : [])
      + [
        CommandFile(role: "--output's \(PlayCommand.eventsName)", path: eventsPath),
        CommandFile(role: "--output's \(PlayCommand.auditName)", path: auditPath),
      ]
  }

  /// What is printed after a successful write, in this order.
  var printed: [BytePath] {
    files.map(\.path) + (frames ? [framesPath] : [])
  }

  /// Checks every output against the file system and against `scenario`.
  /// - Throws: ``CLIError/failed(_:)`` for an output that cannot be written,
  ///   ``CLIError/usage(_:)`` for one that is the scenario or would remove it.
  func check(scenario: CommandFile) throws(CLIError) {
    try OutputCheck.check(files, inputs: [scenario])
    guard frames else { return }
    do {
      _ = try OutputTarget.checkFolder(framesPath)
    } catch {
      throw .failed(error.description)
    }
    // Replacing the folder removes everything in it: the scenario must not be there, and nothing
    // play did not write (a `--output ~` with a folder of one's own named frames).
    let folder = FileSystem.canonicalPath(framesPath)
    let input = FileSystem.canonicalPath(scenario.path)
    if input.bytes.starts(with: folder.bytes + [UInt8(ascii: "/")]) {
      throw .usage(
        "SCENARIO \(scenario.path) is inside \(framesPath), which --frames replaces as a whole; "
          + "move the scenario or give another --output")
    }
    guard let names = try? FileSystem.directoryEntries(framesPath) else { return }
    if let foreign = names.first(where: { !Self.isFrameName($0) }) {
      throw .usage(
        "\(framesPath) holds \"\(EchoedText.escaped(bytes: foreign))\", which play did not write; --frames replaces "
          + "the folder as a whole, so move that out or give another --output")
    }
  }

  /// Whether `name` is one play writes in the frames folder: digits, then `.png`.
  static func isFrameName(_ name: [UInt8]) -> Bool {
    let suffix = Array(".png".utf8)
    guard name.count > suffix.count, name.hasSuffix(suffix) else { return false }
    return name.dropLast(suffix.count).allSatisfy { (0x30...0x39).contains($0) }
  }
}

extension Array where Element == UInt8 {
  fileprivate func hasSuffix(_ suffix: [UInt8]) -> Bool {
    count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
  }
}
