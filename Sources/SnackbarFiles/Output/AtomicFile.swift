import Foundation

/// Writes files so that readers see either the old content or the new content, never a mix.
///
/// The bytes go to a uniquely named temporary file in the destination's directory (same file
/// system, so the final `rename(2)` is atomic), are flushed to disk, then the temporary file is
/// renamed over the destination. On any failure the temporary file and the folders created for
/// it are removed and the existing destination is untouched. One file is a one-file
/// ``OutputTransaction``; several files that must change together use a transaction directly.
///
/// Package-wide rather than public: the renderer, the snapshot module and the CLI share it, but it
/// is a general utility, not part of the snackbar API (its errors are public, as
/// ``SnackbarRenderError/writing(_:)`` carries them).
package enum AtomicFile {
  /// Atomically replaces (or creates) the file at `url` with `bytes`, creating missing
  /// intermediate directories.
  /// - Throws: ``FileSystemError`` naming the path and the reason.
  package static func write(_ bytes: [UInt8], to url: URL) throws(FileSystemError) {
    try write(to: url) { sink throws(FileSystemError) in try sink.write(bytes) }
  }

  /// Atomically replaces (or creates) the file at `url` with whatever `produce` writes to the sink
  /// it is given, piece by piece, so a large file never has to be held in memory whole. If
  /// `produce` throws, its error is rethrown as it is and the destination is untouched.
  /// - Throws: ``FileSystemError`` naming the path and the reason, or what `produce` threw.
  package static func write(
    to url: URL, _ produce: (AtomicFileSink) throws(FileSystemError) -> Void
  ) throws(FileSystemError) {
    guard url.isFileURL else { throw FileSystemError(.write, path: url.absoluteString, reason: .notAFileURL) }
    let transaction = OutputTransaction()
    try transaction.stage(at: BytePath(url.standardizedFileURL.path), produce)
    try transaction.commit()
  }
}
