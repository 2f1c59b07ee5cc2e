#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

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
  /// - Throws: ``FileSystemError`` (``FileSystemError/Operation/write``) naming the destination (for example,
  ///   the disk is full).
  package func write(_ bytes: [UInt8]) throws(FileSystemError) {
    // withUnsafeBytes only rethrows untyped errors, so the failure comes out as a value.
    let failure = bytes.withUnsafeBytes { buffer -> SystemError? in
      do throws(SystemError) {
        try writer.writeAll(buffer, to: descriptor)
        return nil
      } catch {
        return error
      }
    }
    if let failure { throw FileSystemError(.write, destination, failure) }
  }

  /// Writes `bytes` over what the file holds at `offset` (pwrite(2)): a header whose counts are
  /// known only at the end, such as an animation's number of frames. The bytes must already
  /// have been written once, so the file's size does not change.
  /// - Throws: ``FileSystemError`` (``FileSystemError/Operation/write``) naming the destination.
  package func overwrite(_ bytes: [UInt8], at offset: Int) throws(FileSystemError) {
    let failure = bytes.withUnsafeBytes { buffer -> SystemError? in
      guard let base = buffer.baseAddress else { return nil }
      var done = 0
      while done < buffer.count {
        let count = pwrite(descriptor, base + done, buffer.count - done, off_t(offset + done))
        if count < 0 {
          if errno == EINTR { continue }
          return .last
        }
        done += count
      }
      return nil
    }
    if let failure { throw FileSystemError(.write, destination, failure) }
  }
}
