import Foundation

/// Builds PNG files byte by byte, for decoder tests that need files no encoder writes: other
/// colour types and bit depths, and damaged or hostile ones. CRC-32, Adler-32 and deflate are
/// written here in Swift, independent of the zlib the decoder uses.
enum PNGBuilder {
  /// The 8-byte PNG signature.
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// A PNG: signature, IHDR, `chunks` (PLTE, tRNS, ...), the zlib stream `idat` split into IDAT
  /// chunks of at most `idatChunkSize` bytes, and IEND.
  static func png(
    width: Int, height: Int, bitDepth: Int = 8, colorType: Int = 6, interlace: Int = 0,
    chunks: [[UInt8]] = [], idat: [UInt8], idatChunkSize: Int = Int.max
  ) -> [UInt8] {
    var file = signature
    file += header(width: width, height: height, bitDepth: bitDepth, colorType: colorType, interlace: interlace)
    for extra in chunks { file += extra }
    var offset = 0
    repeat {
      let end = min(idat.count, offset + min(idatChunkSize, idat.count - offset))
      file += chunk("IDAT", Array(idat[offset..<end]))
      offset = end
    } while offset < idat.count
    file += chunk("IEND", [])
    return file
  }

  /// The IHDR chunk.
  static func header(width: Int, height: Int, bitDepth: Int = 8, colorType: Int = 6, interlace: Int = 0) -> [UInt8] {
    chunk(
      "IHDR",
      bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [
        UInt8(bitDepth), UInt8(colorType), 0, 0, UInt8(interlace),
      ])
  }

  /// One chunk: length, type, data, CRC-32 of type and data.
  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typeBytes = Array(type.utf8)
    return bigEndian(UInt32(data.count)) + typeBytes + data + bigEndian(crc32(typeBytes + data))
  }

  /// Rows of raw samples, each prefixed by filter type 0 (None): the image data before
  /// compression for a non-interlaced image.
  static func unfiltered(_ rows: [[UInt8]]) -> [UInt8] {
    rows.flatMap { [0] + $0 }
  }

  /// `samples` of `bitDepth` bits (1, 2 or 4) packed into bytes, first sample in the high bits.
  static func pack(_ samples: [Int], bitDepth: Int) -> [UInt8] {
    let perByte = 8 / bitDepth
    return stride(from: 0, to: samples.count, by: perByte).map { start in
      var byte = 0
      for index in 0..<perByte {
        let sample = start + index < samples.count ? samples[start + index] : 0
        byte |= sample << (8 - bitDepth * (index + 1))
      }
      return UInt8(byte)
    }
  }

  /// A zlib stream holding `data` in stored (uncompressed) deflate blocks.
  static func zlibStored(_ data: [UInt8]) -> [UInt8] {
    var stream: [UInt8] = [0x78, 0x01]
    var offset = 0
    repeat {
      let count = min(65_535, data.count - offset)
      let isLast = offset + count == data.count
      stream.append(isLast ? 1 : 0)
      stream += [UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
      stream += data[offset..<offset + count]
      offset += count
    } while offset < data.count
    return stream + bigEndian(adler32(data))
  }

  /// A zlib stream that inflates to at least `minimumCount` zero bytes, and the exact count: one
  /// literal zero, then matches of 258 bytes at distance 1, 13 bits each in a fixed-Huffman block
  /// (1 GiB takes about 6.8 MB). The matches after the first are written as a repeated 13-byte
  /// pattern of eight, so building it is fast.
  static func zlibZeros(minimumCount: Int) -> (stream: [UInt8], count: Int) {
    // 1 + 258 * matches >= minimumCount, with matches - 1 a multiple of 8.
    var matches = max(1, (minimumCount - 1 + 257) / 258)
    matches += (8 - (matches - 1) % 8) % 8
    var head = BitWriter()
    head.write(1, bits: 1)  // BFINAL
    head.write(1, bits: 2)  // BTYPE 01: fixed Huffman
    head.writeCode(0x30, bits: 8)  // literal 0
    head.writeMatch258AtDistance1()  // 3 + 8 + 13 = 24 bits: byte-aligned
    var eight = BitWriter()
    for _ in 0..<8 { eight.writeMatch258AtDistance1() }  // 104 bits: 13 bytes
    var tail = BitWriter()
    tail.writeCode(0, bits: 7)  // end of block
    var stream: [UInt8] = [0x78, 0x01] + head.bytes
    let pattern = eight.bytes
    stream.reserveCapacity(stream.count + pattern.count * (matches - 1) / 8 + 8)
    for _ in 0..<(matches - 1) / 8 { stream += pattern }
    let count = 1 + 258 * matches
    // Adler-32 of zeros: a stays 1, b gains 1 per byte.
    let adler = UInt32(count % 65_521) << 16 | 1
    return (stream + tail.bytes + bigEndian(adler), count)
  }

  /// Writes deflate's bit stream: values least significant bit first, Huffman codes most
  /// significant bit first.
  struct BitWriter {
    private(set) var bytes: [UInt8] = []
    private var bitCount = 0

    mutating func write(_ value: Int, bits: Int) {
      for index in 0..<bits { append(bit: value >> index & 1) }
    }

    mutating func writeCode(_ code: Int, bits: Int) {
      for index in stride(from: bits - 1, through: 0, by: -1) { append(bit: code >> index & 1) }
    }

    /// Length 258 (symbol 285, code 11000101) at distance 1 (distance code 0, 00000).
    mutating func writeMatch258AtDistance1() {
      writeCode(0b1100_0101, bits: 8)
      writeCode(0, bits: 5)
    }

    private mutating func append(bit: Int) {
      if bitCount % 8 == 0 { bytes.append(0) }
      bytes[bytes.count - 1] |= UInt8(bit << (bitCount % 8))
      bitCount += 1
    }
  }

  /// CRC-32 (ISO 3309, as PNG uses), a byte at a time through a table.
  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    return crc ^ 0xFFFF_FFFF
  }

  private static let crcTable: [UInt32] = (0..<256).map { index in
    var value = UInt32(index)
    for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
    return value
  }

  /// Adler-32 (RFC 1950).
  static func adler32(_ bytes: [UInt8]) -> UInt32 {
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in bytes {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    return b << 16 | a
  }

  static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }
}
