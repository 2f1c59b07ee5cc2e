import SnackbarFiles
import SnackbarRendering

/// Text written to a staged file in 64-KiB pieces; the first write error is kept and the rest
/// of the text dropped, so the writer can be called from code that cannot throw (the pool's
/// result handler, the page's sink) and the error surfaces once, at ``finish()``.
final class MatrixOutputWriter {
  private let sink: AtomicFileSink
  private var buffer: [UInt8] = []
  private var error: FileSystemError?

  init(_ sink: AtomicFileSink) {
    self.sink = sink
  }

  func write(_ text: String) {
    guard error == nil else { return }
    buffer += text.utf8
    guard buffer.count >= 1 << 16 else { return }
    flush()
  }

  /// Writes what is left; rethrows the first error.
  func finish() throws(FileSystemError) {
    if error == nil { flush() }
    if let error { throw error }
  }

  private func flush() {
    do throws(FileSystemError) { try sink.write(buffer) } catch { self.error = error }
    buffer.removeAll(keepingCapacity: true)
  }
}
