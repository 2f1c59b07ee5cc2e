import SnackbarBasics
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

extension MatrixOutputWriter {
  /// Writes the two text files `first` and `second` through `transaction` with what `fill` gives
  /// their writers, flushes the file system holding `flushing()` (the images written meanwhile,
  /// nil for none) and commits: all or nothing. An error `fill` throws is rethrown once the
  /// transaction is aborted, so the folder is left as it was.
  static func commit(
    _ transaction: OutputTransaction, _ first: BytePath, _ second: BytePath, flushing: () -> [BytePath]?,
    fill: (MatrixOutputWriter, MatrixOutputWriter) throws(CLIError) -> Void
  ) throws(CLIError) {
    try commit(transaction, [first, second], flushing: flushing) { writers throws(CLIError) in
      try fill(writers[0], writers[1])
    }
  }

  /// ``commit(_:_:_:flushing:fill:)`` for any number of streamed text files, `fill` getting their
  /// writers in the same order, and `staging()`'s whole files (made once the streamed ones are
  /// filled, such as a JUnit document whose counts come first) staged before the commit.
  static func commit(
    _ transaction: OutputTransaction, _ paths: [BytePath], flushing: () -> [BytePath]?,
    staging: () -> [(bytes: [UInt8], path: BytePath)] = { [] },
    fill: ([MatrixOutputWriter]) throws(CLIError) -> Void
  ) throws(CLIError) {
    let folder = paths.first?.parent ?? BytePath(".")
    do throws(CLIError) {
      try stage(transaction, paths[...], writers: []) { writers throws(CLIError) in
        try fill(writers)
        for writer in writers { try finishing(writer.finish) }
      }
      try finishing { () throws(FileSystemError) in
        for file in staging() { try transaction.stage(file.bytes, at: file.path) }
        if let paths = flushing() {
          do throws(FileSystemError) {
            try FileSystem.synchronizeFileSystem(containing: paths)
          } catch {
            throw FileSystemError(.write, folder, reason: error.reason)
          }
        }
        try transaction.commit()
      }
    } catch {
      transaction.abort()
      throw error
    }
  }

  /// Stages each of `paths` in turn, nested, then calls `body` with their writers; a file error
  /// as ``finishing(_:)`` words it, `body`'s own as it is.
  private static func stage(
    _ transaction: OutputTransaction, _ paths: ArraySlice<BytePath>, writers: [MatrixOutputWriter],
    body: ([MatrixOutputWriter]) throws(CLIError) -> Void
  ) throws(CLIError) {
    guard let path = paths.first else { return try body(writers) }
    try transaction.stage(at: path, fileErrors: fileFailure) { sink throws(CLIError) in
      try stage(transaction, paths.dropFirst(), writers: writers + [MatrixOutputWriter(sink)], body: body)
    }
  }

  /// A file error as the command's.
  static func fileFailure(_ error: FileSystemError) -> CLIError {
    .failed(EchoedText.escaped(error.description))
  }

  /// Finishes a page with `finish`, its file error as the command's.
  static func finishing(_ finish: () throws(FileSystemError) -> Void) throws(CLIError) {
    do throws(FileSystemError) {
      try finish()
    } catch {
      throw fileFailure(error)
    }
  }
}
