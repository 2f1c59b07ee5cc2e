import SnackbarFiles
import SnackbarRendering

/// One `render` or `screen` command line, parsed: what to draw and which files to write.
///
/// Parsing and running are separate steps so `snackbar batch` runs each of its lines through
/// the very parse and the very encode-and-write code of `render` and `screen`: a line's files
/// are byte-identical to that command's by construction.
struct DrawingJob: Sendable {
  /// What to draw.
  let request: SnackbarRenderRequest
  /// The image's path (`--output`).
  let output: BytePath
  /// The image's format (`--format`, or the one `--output`'s extension names).
  let format: SnackbarOutputFormat
  /// Where the layout JSON goes (`--layout-json`), if anywhere.
  let layoutPath: BytePath?
  /// The files the job reads (`--text-file`, `--background`), which no output may be.
  var inputs: [CommandFile] = []

  /// Every file the job writes, with the option that named it.
  var outputFiles: [CommandFile] {
    var files = [CommandFile(role: "--output", path: output)]
    if let layoutPath { files.append(CommandFile(role: "--layout-json", path: layoutPath)) }
    return files
  }

  /// Checks the outputs (writable, not the same file as each other or an input), before any
  /// drawing.
  /// - Throws: ``CLIError`` from ``OutputCheck/check(_:inputs:)``.
  func checkOutputs() throws(CLIError) {
    try OutputCheck.check(outputFiles, inputs: inputs)
  }

  /// The bytes of every output: the image and, with `--layout-json`, the layout as JSON.
  /// - Throws: ``CLIError`` for a request the renderer refuses (see ``renderError(_:)``).
  func encodedFiles(with renderer: SnackbarRenderer) throws(CLIError) -> [(bytes: [UInt8], path: BytePath)] {
    var files: [(bytes: [UInt8], path: BytePath)] = []
    do {
      files.append((try renderer.render(request, format: format), output))
      if let layoutPath {
        files.append((Array((try renderer.layout(request).jsonString() + "\n").utf8), layoutPath))
      }
    } catch {
      throw renderError(error)
    }
    return files
  }

  /// Checks the outputs, renders and writes them all or nothing with `renderer`; `durability`
  /// and `whenInPlace` as in ``OutputFiles/write(_:durability:whenInPlace:)``.
  /// - Throws: ``CLIError`` naming what failed; nothing is written then.
  func write(
    with renderer: SnackbarRenderer, durability: OutputTransaction.Durability, whenInPlace: () -> Void = {}
  ) throws(CLIError) {
    try checkOutputs()
    try OutputFiles.write(encodedFiles(with: renderer), durability: durability, whenInPlace: whenInPlace)
  }

  /// The whole command: a renderer, the files, then the image's path on standard output.
  func run(_ cli: CLIOutput) throws(CLIError) {
    try checkOutputs()
    let renderer = try makeRenderer()
    try OutputFiles.write(encodedFiles(with: renderer))
    cli.standardOutput(OutputFiles.shown(output))
  }
}
