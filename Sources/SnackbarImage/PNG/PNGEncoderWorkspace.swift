import CZlib

/// The memory ``PNGEncoder`` needs for one image, kept from one encode to the next: a chunk of
/// filtered scanlines, room for the deflate output and zlib's stream state.
///
/// Allocating them for every image cost more than the allocations suggest. When the encoder
/// still filtered a whole image first, the filtered scanlines of a 774x160 render were 484 KiB,
/// above glibc's threshold for mapping memory directly, so each encode mapped fresh pages,
/// faulted on every one and unmapped them again; in a 3,000-line `snackbar batch`, 112 page
/// faults per image and about a sixth of the CPU time. The deflate room is still sized for the
/// whole image's worst case (only what the stream writes is touched). A renderer keeps one
/// workspace, so a run of renders reuses the same pages.
///
/// A workspace is used by one encode at a time (a renderer is not `Sendable` either).
package final class PNGEncoderWorkspace {
  /// The filter-type bytes and filtered rows of the chunk being compressed (about
  /// ``PNGEncoder/chunkBytes``, or one row of a wider image).
  var filtered: [UInt8] = []
  /// Room for the zlib stream of the last image.
  var compressed: [UInt8] = []

  /// zlib's stream, at a fixed address: zlib records the address it was set up at and refuses
  /// another, so the state cannot live in a Swift property that may move.
  private let stream: UnsafeMutablePointer<z_stream>
  private var isStreamReady = false

  package init() {
    stream = .allocate(capacity: 1)
    stream.initialize(to: z_stream())
  }

  deinit {
    if isStreamReady { deflateEnd(stream) }
    stream.deinitialize(count: 1)
    stream.deallocate()
  }

  /// Deflate room larger than this is let go after the image: one tall screen in a batch of
  /// small snackbars (a 3x tablet screen needs 22 MB of room) should not hold its memory in every
  /// worker for the rest of the run. The chunk of filtered rows never comes near it.
  static let largestKeptBufferBytes = 8 << 20

  /// Frees ``compressed`` when it exceeds ``largestKeptBufferBytes``.
  func releaseLargeBuffers() {
    if compressed.capacity > Self.largestKeptBufferBytes { compressed = [] }
  }

  /// Makes `buffer` `count` bytes long for writing every byte: within its capacity it shrinks or
  /// grows in place (new bytes zeroed; growing is rare once a run's largest image is seen);
  /// beyond it, a new buffer is left uninitialised, since the caller writes every byte.
  static func resize(_ buffer: inout [UInt8], to count: Int) {
    if buffer.count > count {
      buffer.removeLast(buffer.count - count)
    } else if buffer.count < count {
      if buffer.capacity >= count {
        buffer.append(contentsOf: repeatElement(0, count: count - buffer.count))
      } else {
        buffer = [UInt8](unsafeUninitializedCapacity: count) { $1 = count }
      }
    }
  }

  /// The raw deflate stream with ``PNGEncoder``'s settings, ready for a new input: set up on first
  /// use, then reset, which gives the same output as a new stream without reallocating zlib's
  /// window and hash tables.
  /// - Throws: ``PNGError/encodingFailed(reason:)`` when zlib cannot set it up.
  func deflateStream() throws(PNGError) -> UnsafeMutablePointer<z_stream> {
    if isStreamReady {
      let status = deflateReset(stream)
      guard status == Z_OK else { throw .encodingFailed(reason: "zlib deflateReset failed with status \(status)") }
      return stream
    }
    let status = deflateInit2_(
      stream, PNGEncoder.compressionLevel, Z_DEFLATED, -PNGEncoder.windowBits, PNGEncoder.memoryLevel,
      Z_DEFAULT_STRATEGY, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
    guard status == Z_OK else { throw .encodingFailed(reason: "zlib deflateInit2 failed with status \(status)") }
    isStreamReady = true
    return stream
  }
}
