import CPangoCairo

/// Writes 8-bit RGBA PNGs directly with zlib: no premultiplication round trip, no time or text
/// chunks, and a fast compression level.
///
/// Cairo's PNG writer goes through libpng with its default (slow) deflate settings and premultiplied
/// pixels; at @2x a snackbar took about 16 ms to encode that way, most of a render's cost. Writing
/// the straight-alpha ``RGBAImage`` bytes ourselves keeps translucent pixels exact and is an order
/// of magnitude faster. Decoding stays with libpng (through Cairo), which reads any PNG.
enum PNGEncoder {
  /// zlib level 3: within a few per cent of the default level's size on filtered UI images, several
  /// times faster.
  static let compressionLevel: Int32 = 3

  /// The PNG bytes of `image`: signature, IHDR (8-bit RGBA, no interlace), one IDAT, IEND.
  static func encode(_ image: RGBAImage) throws(PNGError) -> [UInt8] {
    let filtered = filterScanlines(image)
    var compressedLength = compressBound(uLong(filtered.count))
    var compressed = [UInt8](repeating: 0, count: Int(compressedLength))
    let status = compressed.withUnsafeMutableBufferPointer { destination in
      filtered.withUnsafeBufferPointer { source in
        compress2(
          destination.baseAddress, &compressedLength, source.baseAddress, uLong(source.count), compressionLevel)
      }
    }
    guard status == Z_OK else { throw .encodingFailed(reason: "zlib compress2 failed with status \(status)") }
    compressed.removeSubrange(Int(compressedLength)...)

    var output = PNGCodec.signature
    output.reserveCapacity(compressed.count + 64)
    var header = [UInt8]()
    header.appendBigEndian(UInt32(image.width))
    header.appendBigEndian(UInt32(image.height))
    header += [8, 6, 0, 0, 0]  // bit depth 8, colour type RGBA, deflate, adaptive filters, no interlace
    appendChunk("IHDR", header, to: &output)
    appendChunk("IDAT", compressed, to: &output)
    appendChunk("IEND", [], to: &output)
    return output
  }

  /// Each row prefixed by its filter type: Up (all zeros) for a row identical to the one above,
  /// which is most rows of a backdrop or a container body, and Sub otherwise, which suits the
  /// horizontal runs of text lines and edges. A full minimum-sum heuristic over both filters
  /// compressed a rendered snackbar only 3 % better and cost more than the compression itself.
  private static func filterScanlines(_ image: RGBAImage) -> [UInt8] {
    let rowBytes = image.width * 4
    let height = image.height
    var output = [UInt8](repeating: 0, count: (rowBytes + 1) * height)
    image.bytes.withUnsafeBufferPointer { pixelBuffer in
      output.withUnsafeMutableBufferPointer { outBuffer in
        // Unchecked pointers: this loop touches every byte of the image and bounds checks
        // doubled its cost. Sizes come from the image itself, so the arithmetic stays in range.
        guard let pixels = pixelBuffer.baseAddress, let out = outBuffer.baseAddress else { return }
        for y in 0..<height {
          let row = pixels + y * rowBytes
          let target = out + y * (rowBytes + 1)
          if y > 0, memcmp(row - rowBytes, row, rowBytes) == 0 {
            target[0] = 2  // Up: the output row stays zero.
            continue
          }
          target[0] = 1  // Sub
          for x in 0..<min(4, rowBytes) { target[1 + x] = row[x] }
          for x in 4..<max(4, rowBytes) { target[1 + x] = row[x] &- row[x - 4] }
        }
      }
    }
    return output
  }

  private static func appendChunk(_ type: String, _ data: [UInt8], to output: inout [UInt8]) {
    let typeBytes = Array(type.utf8)
    output.appendBigEndian(UInt32(data.count))
    output += typeBytes
    output += data
    var crc = crc32(0, nil, 0)
    crc = typeBytes.withUnsafeBufferPointer { crc32(crc, $0.baseAddress, uInt($0.count)) }
    crc = data.withUnsafeBufferPointer { crc32(crc, $0.baseAddress, uInt($0.count)) }
    output.appendBigEndian(UInt32(truncatingIfNeeded: crc))
  }
}

extension Array where Element == UInt8 {
  fileprivate mutating func appendBigEndian(_ value: UInt32) {
    append(UInt8(truncatingIfNeeded: value >> 24))
    append(UInt8(truncatingIfNeeded: value >> 16))
    append(UInt8(truncatingIfNeeded: value >> 8))
    append(UInt8(truncatingIfNeeded: value))
  }
}
