import Foundation
import SnackbarBasics
import SnackbarFiles
import SnackbarJSON
import SnackbarRendering

/// Writes a command's output files all or nothing.
///
/// Commands check their outputs first (``OutputCheck``), then render and encode everything, then
/// stage every file in one ``OutputTransaction`` and commit: the files are renamed into place only
/// when all are complete. On a failure the temporary files and the folders created for them are
/// removed, and existing outputs keep their old content.
enum OutputFiles {
  /// What every writing command's help says about its outputs.
  static let help = """
    OUTPUTS: written all or nothing. Each goes to a temporary file beside it, and all are renamed into
    place only when every one is complete; on failure (exit 2) existing files keep their content and
    folders created for the outputs are removed. An output must be a regular file or a new path (not a
    directory or a device such as /dev/null) and may not be the same file as another output or an
    input. Paths may hold any bytes; text options must be UTF-8.
    """

  /// Writes each `(bytes, path)` in one transaction, each file flushed to disk before it is
  /// renamed into place unless `durability` defers that to the caller (a batch); `whenInPlace` as
  /// in ``OutputTransaction/commit(whenInPlace:)``.
  /// - Throws: ``CLIError/failed(_:)`` naming the path that could not be written.
  static func write(
    _ files: [(bytes: [UInt8], path: BytePath)], durability: OutputTransaction.Durability = .eachFile,
    whenInPlace: () -> Void = {}
  ) throws(CLIError) {
    let transaction = OutputTransaction(durability: durability)
    do {
      for file in files { try transaction.stage(file.bytes, at: file.path) }
      try transaction.commit(whenInPlace: whenInPlace)
    } catch {
      transaction.abort()
      throw .failed(EchoedText.escaped(error.description))
    }
  }

  /// `path` as printed after a successful write: absolute, with bytes that are not UTF-8 escaped.
  static func shown(_ path: BytePath) -> String {
    FileSystem.absolutePath(path).description
  }
}

/// A renderer, or a clear error (a missing font names the Debian package to install).
func makeRenderer() throws(CLIError) -> SnackbarRenderer {
  do {
    return try SnackbarRenderer()
  } catch {
    throw .failed(EchoedText.escaped(error.description))
  }
}

/// A render failure as a CLI error: bad input (sizes, icons, text) is a usage error; the rest
/// (fonts, Cairo, encoding) a failure. Both exit 2. The renderer's messages quote what they were
/// given (an icon's name, a language, a path), so they are escaped for the terminal.
func renderError(_ error: SnackbarRenderError) -> CLIError {
  let message = EchoedText.escaped(error.description)
  switch error {
  case .invalidRequest, .layout, .text, .unknownIcon, .imageTooLarge, .filmstripTooLarge: return .usage(message)
  case .font, .drawing, .encoding, .writing: return .failed(message)
  }
}
