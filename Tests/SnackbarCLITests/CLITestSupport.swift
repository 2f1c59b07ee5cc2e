import Foundation
import SnackbarRendering

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

/// A fresh directory under the system's temporary directory, removed by ``cleanUp()``.
struct ScratchDirectory: Sendable {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("snackbar-cli-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  func path(_ relative: String) -> String { url.appendingPathComponent(relative).path }

  func cleanUp() { try? FileManager.default.removeItem(at: url) }

  /// Every file below the directory, relative paths, sorted.
  func files() -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: url.path) else { return [] }
    var result: [String] = []
    while let item = enumerator.nextObject() as? String {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: url.appendingPathComponent(item).path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        result.append(item)
      }
    }
    return result.sorted()
  }

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
