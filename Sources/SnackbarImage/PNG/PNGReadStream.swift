import CSpng

/// The bytes libspng decodes: the header already read and checked (``PNGHeader``), then the rest
/// of the source, each piece accounted for by a ``PNGChunkTracker`` before libspng sees it.
///
/// libspng's read callback can only say "failed" or "ended"; the stream keeps the reason
/// (``failure``) so the decoder can throw it instead of libspng's generic I/O error.
final class PNGReadStream {
  /// The parsed header.
  let header: PNGHeader
  /// The chunk structure seen so far.
  private(set) var tracker: PNGChunkTracker
  /// Why the last read failed: the data ended (``PNGError/truncated``), a limit, or a read error.
  private(set) var failure: PNGError?
  private let source: any PNGByteSource
  private var prefix: [UInt8]
  private var prefixOffset = 0

  /// Reads and checks the header from `source`.
  /// - Throws: what ``PNGHeader/parse(_:)`` throws, or a read error.
  init(source: any PNGByteSource) throws(PNGError) {
    var prefix = [UInt8](repeating: 0, count: PNGHeader.length)
    // `withUnsafeMutableBytes` rethrows untyped errors, so the typed result is carried out of it.
    let result = prefix.withUnsafeMutableBytes { buffer in
      Result { () throws(PNGError) in try source.read(into: buffer) }
    }
    let count = try result.get()
    prefix.removeSubrange(count...)
    header = try PNGHeader.parse(prefix)
    tracker = PNGChunkTracker(header: header)
    self.source = source
    self.prefix = prefix
  }

  /// Fills `buffer` completely with the next bytes, or fails: libspng's read contract is all or
  /// nothing. Returns an `spng_errno` code: `SPNG_OK`, `SPNG_IO_EOF` or `SPNG_IO_ERROR`.
  func read(into buffer: UnsafeMutableRawBufferPointer) -> Int32 {
    guard failure == nil, let base = buffer.baseAddress else { return SPNG_IO_ERROR.rawValue }
    var written = 0
    if prefixOffset < prefix.count {
      written = min(buffer.count, prefix.count - prefixOffset)
      prefix.withUnsafeBytes { bytes in
        guard let source = bytes.baseAddress else { return }
        base.copyMemory(from: source + prefixOffset, byteCount: written)
      }
      prefixOffset += written
    }
    do {
      if written < buffer.count {
        written += try source.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[written...]))
      }
      guard written == buffer.count else {
        failure = .truncated
        return SPNG_IO_EOF.rawValue
      }
      try tracker.consume(UnsafeRawBufferPointer(buffer))
      return SPNG_OK.rawValue
    } catch {
      failure = error
      return SPNG_IO_ERROR.rawValue
    }
  }
}

extension PNGReadStream {
  /// Reads the rest of the chunk libspng stopped in, through the tracker, so that a bad CRC there
  /// becomes ``failure``: when libspng fails inside a chunk, damage is the likelier cause.
  /// Stops at the first failure (the data ending, a limit, a read error).
  func readToChunkEnd() {
    var scratch = [UInt8](repeating: 0, count: 8_192)
    while failure == nil, tracker.bytesToChunkEnd > 0 {
      let count = min(scratch.count, tracker.bytesToChunkEnd)
      _ = scratch.withUnsafeMutableBytes { buffer in
        read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[..<count]))
      }
    }
  }
}

/// `spng_rw_fn`: `user` is an unretained ``PNGReadStream``.
func pngStreamRead(
  _ context: OpaquePointer?, _ user: UnsafeMutableRawPointer?, _ destination: UnsafeMutableRawPointer?, _ length: Int
) -> Int32 {
  guard let user, let destination else { return SPNG_IO_ERROR.rawValue }
  let stream = Unmanaged<PNGReadStream>.fromOpaque(user).takeUnretainedValue()
  return stream.read(into: UnsafeMutableRawBufferPointer(start: destination, count: length))
}
