import Foundation
import SnackbarRendering

/// Writes a command's output files all or nothing.
///
/// Everything is rendered and encoded before the first write, so bad input never leaves a file
/// behind; each file is then written atomically, and when a later one fails the earlier ones this
/// call created are removed again, so a failed command leaves the disk as it found it.
enum OutputFiles {
  /// Writes each `(bytes, url)` in order.
  /// - Throws: ``CLIError/failed(_:)`` naming the path that could not be written.
  static func write(_ files: [(bytes: [UInt8], url: URL)]) throws(CLIError) {
    var created: [URL] = []
    for file in files {
      let existed = FileManager.default.fileExists(atPath: file.url.path)
      do {
        try AtomicFile.write(file.bytes, to: file.url)
      } catch {
        for url in created { try? FileManager.default.removeItem(at: url) }
        throw .failed(error.description)
      }
      if !existed { created.append(file.url) }
    }
  }
}

/// A renderer, or a clear error (a missing font names the Debian package to install).
func makeRenderer() throws(CLIError) -> SnackbarRenderer {
  do {
    return try SnackbarRenderer()
  } catch {
    throw .failed(error.description)
  }
}

/// Renders `request` to PNG bytes and, when `layoutPath` is set, its layout as JSON, then writes
/// both (all or nothing) and prints the PNG's path.
func renderAndWrite(
  _ request: SnackbarRenderRequest, to output: URL, layoutPath: String?, using renderer: SnackbarRenderer,
  _ cli: CLIOutput
) throws(CLIError) {
  var files: [(bytes: [UInt8], url: URL)] = []
  do {
    if let layoutPath {
      let layout = try renderer.layout(request)
      files.append((Array((layout.jsonString() + "\n").utf8), URL(fileURLWithPath: layoutPath)))
    }
    files.insert((try renderer.renderPNG(request), output), at: 0)
  } catch {
    throw renderError(error)
  }
  try OutputFiles.write(files)
  cli.standardOutput(output.path)
}

/// A render failure as a CLI error: bad input (sizes, icons, text) is a usage error; the rest
/// (fonts, Cairo, encoding) a failure. Both exit 2.
func renderError(_ error: SnackbarRenderError) -> CLIError {
  switch error {
  case .invalidRequest, .layout, .text, .unknownIcon, .imageTooLarge: return .usage(error.description)
  case .font, .drawing, .encoding, .writing: return .failed(error.description)
  }
}
