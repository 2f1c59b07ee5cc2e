import CZlib
import Foundation

/// Writes 8-bit RGBA PNGs directly with zlib: no premultiplication round trip, no time or text
/// chunks, and a fast compression level.
///
/// Cairo's PNG writer goes through libpng with its default (slow) deflate settings and premultiplied
/// pixels; at @2x a snackbar took about 16 ms to encode that way, most of a render's cost. Writing
/// the straight-alpha ``RGBAImage`` bytes ourselves keeps translucent pixels exact and is an order
/// of magnitude faster. libspng's encoder, measured on the 774x160 benchmark render in
/// release mode, took 7 ms with its Sub/Up filter choice at level 1, 1.6 ms with Sub only and
/// 1.2 ms unfiltered (larger files each time), against about 0.8 ms here. Decoding is libspng's
/// (``PNGDecoder``).
package enum PNGEncoder {
  /// zlib level 3: within a few per cent of the default level's size on filtered UI images, several
  /// times faster.
  static let compressionLevel: Int32 = 3
  /// zlib's memory level 4 (a 2,048-entry hash table instead of `compress2`'s 65,536): for a
  /// filtered snackbar the deflate output is no larger (10,491 bytes against 10,688 for the 774x160
  /// benchmark image) and clearing and probing the smaller table cost about a fifth fewer
  /// instructions (callgrind).
  static let memoryLevel: Int32 = 4
  /// The largest deflate window, 32 KiB (a smaller window made zlib slide it far more often).
  static let windowBits: Int32 = 15

  /// The PNG bytes of `image`: signature, IHDR (8-bit RGBA, no interlace), one IDAT, IEND.
  package static func encode(_ image: RGBAImage) throws(PNGError) -> [UInt8] {
    let rowBytes = image.width * 4
    // `withUnsafeBytes` rethrows untyped errors, so the typed result is carried out of it.
    let result = image.bytes.withUnsafeBytes { pixels -> Result<[UInt8], PNGError> in
      guard let base = pixels.baseAddress else { return .failure(.encodingFailed(reason: "the image has no pixels")) }
      return Result { () throws(PNGError) in
        try encode(width: image.width, height: image.height) { y, _ in UnsafeRawPointer(base + y * rowBytes) }
      }
    }
    return try result.get()
  }

  /// The PNG bytes of a `width` x `height` image whose rows `row` supplies in order, top to bottom.
  ///
  /// `row(y, scratch)` returns a pointer to row `y` as `width * 4` straight RGBA bytes: either memory
  /// it already holds, or `scratch` (room for one row) after writing the row there. The pointer must
  /// stay valid until the next call; two scratch buffers alternate so the previous row survives for
  /// the Up filter. This lets a renderer encode straight from its Cairo surface, converting each row
  /// once, with no intermediate image.
  package static func encode(
    width: Int, height: Int, workspace: PNGEncoderWorkspace = PNGEncoderWorkspace(),
    row: (Int, UnsafeMutableRawPointer) -> UnsafeRawPointer
  ) throws(PNGError) -> [UInt8] {
    let compressedCount = try zlibStream(width: width, height: height, workspace: workspace, row: row)

    var output = PNGCodec.signature
    output.reserveCapacity(compressedCount + 64)
    var header = [UInt8]()
    header.appendBigEndian(UInt32(width))
    header.appendBigEndian(UInt32(height))
    header += [8, 6, 0, 0, 0]  // bit depth 8, colour type RGBA, deflate, adaptive filters, no interlace
    appendChunk("IHDR", header, to: &output)
    workspace.compressed.withUnsafeBufferPointer { compressed in
      appendChunk("IDAT", UnsafeBufferPointer(rebasing: compressed[..<compressedCount]), to: &output)
    }
    appendChunk("IEND", [], to: &output)
    workspace.releaseLargeBuffers()
    return output
  }

  /// Rows filtered per deflate call: about 32 KiB, so a chunk is filtered, checksummed and
  /// compressed while it is still in the cache. Filtering the whole image first made a one-off
  /// render fault in a fresh 484 KiB buffer (121 zero-filled pages) on every process start.
  static let chunkBytes = 32 << 10

  /// The zlib stream (what IDAT holds) of a `width` x `height` image's filtered scanlines, written
  /// into the first bytes of `workspace.compressed`; returns its length. `row` is as for
  /// ``encode(width:height:workspace:row:)``.
  ///
  /// The stream is zlib's two-byte header, a raw deflate stream with the settings above and the
  /// Adler-32 of the filtered bytes: the bytes zlib's own wrapped stream has. The scanlines are
  /// filtered (``filterRows(_:rowBytes:into:scratch:previous:row:)``) and deflated a chunk at a
  /// time with `Z_NO_FLUSH`, which gives the same bytes as one call over the whole image: zlib
  /// waits for enough lookahead before it chooses a match, and ends blocks by its own buffer
  /// sizes, never by how the input arrives.
  ///
  /// zlib's own Adler-32 is scalar and was about a sixth of the encoder's instructions, so zlib
  /// deflates raw (negative window bits) and ``adler32(_:continuing:)`` checksums 16 bytes at a
  /// time.
  static func zlibStream(
    width: Int, height: Int, workspace: PNGEncoderWorkspace,
    row: (Int, UnsafeMutableRawPointer) -> UnsafeRawPointer
  ) throws(PNGError) -> Int {
    let rowBytes = width * 4
    let filteredRowBytes = rowBytes + 1
    let stream = try workspace.deflateStream()
    let header = zlibHeader
    let bound = header.count + Int(deflateBound(stream, uLong(filteredRowBytes * height))) + 4
    // Every byte the stream takes is written before it is read, so new room is not zero-filled.
    if workspace.compressed.count < bound { PNGEncoderWorkspace.resize(&workspace.compressed, to: bound) }
    let rowsPerChunk = max(1, chunkBytes / filteredRowBytes)
    PNGEncoderWorkspace.resize(&workspace.filtered, to: min(height, rowsPerChunk) * filteredRowBytes)
    let scratch = UnsafeMutableRawPointer.allocate(byteCount: 2 * rowBytes, alignment: 16)
    defer { scratch.deallocate() }

    var status = Z_OK
    var checksum: UInt32 = 1
    workspace.compressed.withUnsafeMutableBufferPointer { destination in
      workspace.filtered.withUnsafeMutableBytes { chunk in
        guard let output = destination.baseAddress, let chunkBase = chunk.baseAddress else {
          status = Z_BUF_ERROR
          return
        }
        for (index, byte) in header.enumerated() { output[index] = byte }
        stream.pointee.next_out = output + header.count
        stream.pointee.avail_out = uInt(bound - header.count - 4)
        var previous: UnsafeRawPointer?
        var y = 0
        repeat {
          let rows = min(rowsPerChunk, height - y)
          filterRows(y..<y + rows, rowBytes: rowBytes, into: chunkBase, scratch: scratch, previous: &previous, row: row)
          let filtered = UnsafeRawBufferPointer(start: chunkBase, count: rows * filteredRowBytes)
          checksum = adler32(filtered, continuing: checksum)
          y += rows
          stream.pointee.next_in = chunkBase.assumingMemoryBound(to: Bytef.self)
          stream.pointee.avail_in = uInt(filtered.count)
          status = deflate(stream, y == height ? Z_FINISH : Z_NO_FLUSH)
          // The output has the whole stream's bound, so each call takes all of its input.
          guard status == (y == height ? Z_STREAM_END : Z_OK), stream.pointee.avail_in == 0 else { return }
        } while y < height
      }
    }
    guard status == Z_STREAM_END else { throw .encodingFailed(reason: "zlib deflate failed with status \(status)") }
    var count = header.count + Int(stream.pointee.total_out)
    for shift in [24, 16, 8, 0] {
      workspace.compressed[count] = UInt8(truncatingIfNeeded: checksum >> UInt32(shift))
      count += 1
    }
    return count
  }

  /// The zlib header zlib itself writes for ``compressionLevel`` and ``windowBits``: CMF (deflate,
  /// window size), then FLG (the level's class, no dictionary, and check bits making the pair a
  /// multiple of 31).
  static var zlibHeader: [UInt8] {
    let compressionInfo = UInt16(windowBits - 8) << 12 | UInt16(Z_DEFLATED) << 8
    let levelClass: UInt16 = compressionLevel < 2 ? 0 : compressionLevel < 6 ? 1 : compressionLevel == 6 ? 2 : 3
    var value = compressionInfo | levelClass << 6
    value += 31 - value % 31
    return [UInt8(value >> 8), UInt8(value & 0xFF)]
  }

  /// The Adler-32 (RFC 1950) of `bytes` appended to data whose Adler-32 is `checksum` (1, the
  /// checksum of nothing, to start), 16 bytes at a time.
  ///
  /// For a block of 16-byte chunks, `a` gains the sum of its bytes and `b` gains each byte
  /// times the number of bytes from it to the block's end, plus `a` once per byte. Per lane, `sums`
  /// keeps the running byte sums and `weighted` adds them up after every chunk, so chunk `k` of
  /// `K` counts `K − k` times; a byte at lane `i` then counts `16·(K − k) − i` times. Blocks of at
  /// most 5,552 bytes keep the lane totals within `UInt32` (zlib's NMAX bound).
  static func adler32(_ bytes: UnsafeRawBufferPointer, continuing checksum: UInt32 = 1) -> UInt32 {
    let modulus: UInt64 = 65_521
    var a = UInt64(checksum & 0xFFFF)
    var b = UInt64(checksum >> 16)
    guard let base = bytes.baseAddress else { return checksum }
    let count = bytes.count
    let lanes = SIMD16<UInt32>(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)
    var offset = 0
    while count - offset >= 16 {
      let chunkCount = min(count - offset, 5_552) / 16
      var sums = SIMD16<UInt32>()
      var weighted = SIMD16<UInt32>()
      for chunk in 0..<chunkCount {
        let bytes = base.loadUnaligned(fromByteOffset: offset + chunk * 16, as: SIMD16<UInt8>.self)
        sums &+= SIMD16<UInt32>(truncatingIfNeeded: bytes)
        weighted &+= sums
      }
      let laneWeighted = UInt64((sums &* lanes).wrappedSum())
      b = (b + UInt64(chunkCount * 16) * a + 16 * UInt64(weighted.wrappedSum()) - laneWeighted) % modulus
      a = (a + UInt64(sums.wrappedSum())) % modulus
      offset += chunkCount * 16
    }
    // The last few bytes, fewer than a chunk.
    while offset < count {
      a = (a + UInt64(base.load(fromByteOffset: offset, as: UInt8.self))) % modulus
      b = (b + a) % modulus
      offset += 1
    }
    return UInt32(b << 16 | a)
  }

  /// Writes `rows` of the image, each prefixed by its filter type, one after another at `target`:
  /// Up (all zeros) for a row identical to the one above, which is most rows of a backdrop or a
  /// container body, and Sub otherwise, which suits the horizontal runs of text lines and edges. A
  /// full minimum-sum heuristic over both filters compressed a rendered snackbar only 3 % better
  /// and cost more than the compression itself.
  ///
  /// `previous` is the row above the first one (nil at the top) and becomes the last row, so that
  /// consecutive calls continue the image; `scratch` has room for two rows (see
  /// ``encode(width:height:workspace:row:)``).
  static func filterRows(
    _ rows: Range<Int>, rowBytes: Int, into target: UnsafeMutableRawPointer, scratch: UnsafeMutableRawPointer,
    previous: inout UnsafeRawPointer?, row: (Int, UnsafeMutableRawPointer) -> UnsafeRawPointer
  ) {
    // Unchecked pointers: this loop touches every byte of the image and bounds checks
    // doubled its cost. Sizes come from the image itself, so the arithmetic stays in range.
    for (index, y) in rows.enumerated() {
      let current = row(y, scratch + (y & 1) * rowBytes)
      let filtered = target + index * (rowBytes + 1)
      if let previous, memcmp(previous, current, rowBytes) == 0 {
        filtered.storeBytes(of: 2, as: UInt8.self)  // Up: the rest of the row is zero.
        (filtered + 1).initializeMemory(as: UInt8.self, repeating: 0, count: rowBytes)
      } else {
        filtered.storeBytes(of: 1, as: UInt8.self)  // Sub
        subFilter(current, into: filtered + 1, count: rowBytes)
      }
      previous = current
    }
  }

  /// `target[x] = row[x] - row[x - 4]` (the first pixel unchanged), 16 bytes at a time.
  @inline(__always)
  private static func subFilter(_ row: UnsafeRawPointer, into target: UnsafeMutableRawPointer, count: Int) {
    var x = 0
    while x < min(4, count) {
      target.storeBytes(of: row.load(fromByteOffset: x, as: UInt8.self), toByteOffset: x, as: UInt8.self)
      x &+= 1
    }
    while x &+ 16 <= count {
      let current = row.loadUnaligned(fromByteOffset: x, as: SIMD16<UInt8>.self)
      let left = row.loadUnaligned(fromByteOffset: x &- 4, as: SIMD16<UInt8>.self)
      target.storeBytes(of: current &- left, toByteOffset: x, as: SIMD16<UInt8>.self)
      x &+= 16
    }
    while x < count {
      let difference = row.load(fromByteOffset: x, as: UInt8.self) &- row.load(fromByteOffset: x &- 4, as: UInt8.self)
      target.storeBytes(of: difference, toByteOffset: x, as: UInt8.self)
      x &+= 1
    }
  }

  package static func appendChunk(_ type: String, _ data: [UInt8], to output: inout [UInt8]) {
    data.withUnsafeBufferPointer { appendChunk(type, $0, to: &output) }
  }

  package static func appendChunk(_ type: String, _ data: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
    let typeBytes = Array(type.utf8)
    output.appendBigEndian(UInt32(data.count))
    output += typeBytes
    output += data
    var crc = crc32(0, nil, 0)
    crc = typeBytes.withUnsafeBufferPointer { crc32(crc, $0.baseAddress, uInt($0.count)) }
    crc = crc32(crc, data.baseAddress, uInt(data.count))
    output.appendBigEndian(UInt32(truncatingIfNeeded: crc))
  }
}

extension Array where Element == UInt8 {
  mutating func appendBigEndian(_ value: UInt32) {
    append(UInt8(truncatingIfNeeded: value >> 24))
    append(UInt8(truncatingIfNeeded: value >> 16))
    append(UInt8(truncatingIfNeeded: value >> 8))
    append(UInt8(truncatingIfNeeded: value))
  }
}
