import Foundation
import SnackbarFiles
import SnackbarImage
import SnackbarRendering
import SnackbarTestSupport

@testable import SnackbarCLI

/// What one in-process run of `snackbar` printed and returned.
struct CLIRun {
  let status: Int32
  let output: [String]
  let errors: [String]

  var outputText: String { output.joined(separator: "\n") }
  var errorText: String { errors.joined(separator: "\n") }
}

/// Lines written to the two streams; locked, since the output sinks must be Sendable.
private final class CapturedLines: @unchecked Sendable {
  private let lock = NSLock()
  private var output: [String] = []
  private var errors: [String] = []

  func appendOutput(_ line: String) { lock.withLock { output.append(line) } }
  func appendError(_ line: String) { lock.withLock { errors.append(line) } }
  var snapshot: (output: [String], errors: [String]) { lock.withLock { (output, errors) } }
}

/// Runs `snackbar arguments…` in this process, capturing both streams.
func snackbar(_ arguments: [String]) -> CLIRun {
  snackbar(commandLine: arguments.map { CommandLineArgument($0) })
}

/// Runs `snackbar` with arguments given byte for byte (paths that are not UTF-8).
func snackbar(commandLine arguments: [CommandLineArgument]) -> CLIRun {
  let lines = CapturedLines()
  let output = CLIOutput(standardOutput: lines.appendOutput, standardError: lines.appendError)
  let status = SnackbarCLIMain.run(commandLine: arguments, output: output)
  let captured = lines.snapshot
  return CLIRun(status: status, output: captured.output, errors: captured.errors)
}

/// A fresh directory under the system's temporary directory, removed by ``cleanUp()``: the shared
/// ``TemporaryDirectory`` with paths as strings, as the command line takes them, and test images.
struct ScratchDirectory: Sendable {
  private let temporary: TemporaryDirectory

  var url: URL { temporary.url }

  init() throws { temporary = try TemporaryDirectory() }

  func path(_ relative: String) -> String { temporary.path(relative).path }

  func cleanUp() { temporary.cleanUp() }

  /// Every file below the directory, relative paths, sorted.
  func files() -> [String] { temporary.files() }

  /// Writes a solid `width` x `height` PNG and returns its path.
  func writePNG(_ name: String, width: Int = 8, height: Int = 6, fill: RGBAPixel) throws -> String {
    let image = try RGBAImage(width: width, height: height, fill: fill)
    let url = self.url.appendingPathComponent(name)
    try AtomicFile.write(try PNGCodec.encode(image), to: url)
    return url.path
  }
}

/// A PNG file's size from its header.
func pngSize(_ path: String) throws -> (width: Int, height: Int) {
  let image = try PNGCodec.decode(contentsOf: URL(fileURLWithPath: path))
  return (image.width, image.height)
}
