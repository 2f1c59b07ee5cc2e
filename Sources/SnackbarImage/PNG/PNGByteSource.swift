/// Where a PNG's bytes come from, read once, front to back: memory (``PNGMemorySource``) or a file
/// (``PNGFileSource``), which is streamed and never held whole.
protocol PNGByteSource: AnyObject {
  /// Fills `buffer` with the next bytes and returns how many it wrote: `buffer.count`, or fewer
  /// only when the data ends.
  /// - Throws: ``PNGError/unreadableFile(path:reason:)`` when reading fails.
  func read(into buffer: UnsafeMutableRawBufferPointer) throws(PNGError) -> Int
}

/// PNG bytes already in memory.
final class PNGMemorySource: PNGByteSource {
  private let bytes: [UInt8]
  private var offset = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
    let count = min(buffer.count, bytes.count - offset)
    guard count > 0, let destination = buffer.baseAddress else { return 0 }
    bytes.withUnsafeBytes { source in
      guard let base = source.baseAddress else { return }
      destination.copyMemory(from: base + offset, byteCount: count)
    }
    offset += count
    return count
  }
}
