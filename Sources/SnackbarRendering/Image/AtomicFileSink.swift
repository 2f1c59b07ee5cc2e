/// Where a producer writes a staged file's content, piece by piece (see
/// ``OutputTransaction/stage(at:_:)``), so a large file never has to be held in memory whole.
///
/// Valid only while the producer runs; do not keep it.
package struct AtomicFileSink {
  let descriptor: Int32
  /// The path the user gave, for messages: never the temporary file's name.
  let destination: BytePath
  let writer: FileWriter

  /// Appends `bytes` to the file being written.
  /// - Throws: ``AtomicFileError/writeFailed(path:reason:)`` naming the destination (for example,
  ///   the disk is full).
  package func write(_ bytes: [UInt8]) throws(AtomicFileError) {
    // withUnsafeBytes only rethrows untyped errors, so the failure comes out as a value.
    let failure = bytes.withUnsafeBytes { buffer -> SystemError? in
      do throws(SystemError) {
        try writer.writeAll(buffer, to: descriptor)
        return nil
      } catch {
        return error
      }
    }
    if let failure { throw .writeFailed(path: destination.description, reason: failure.description) }
  }
}
