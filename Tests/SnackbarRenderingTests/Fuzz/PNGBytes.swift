import SnackbarImage
import SnackbarRendering

/// PNG's byte-level pieces for the fuzz harness: chunks, CRC-32, and a zlib stream of stored
/// (uncompressed) deflate blocks, so generated images can carry any scanline bytes with valid
/// checksums and reach the decoder's filtering and row handling rather than stop at a checksum.
enum PNGBytes {
  /// One chunk as it sits in a file: length, four-letter type, data, CRC of type and data.
  struct Chunk: Equatable {
    var type: [UInt8]
    var data: [UInt8]

    init(_ type: String, _ data: [UInt8]) {
      self.type = Array(type.utf8)
      self.data = data
    }

    init(type: [UInt8], data: [UInt8]) {
      self.type = type
      self.data = data
    }

    var typeName: String { String(decoding: type, as: UTF8.self) }

    /// The chunk's bytes with its true length and CRC.
    var bytes: [UInt8] {
      var out = [UInt8]()
      out.reserveCapacity(data.count + 12)
      out.appendBigEndian(UInt32(data.count))
      out += type
      out += data
      out.appendBigEndian(PNGBytes.crc32(type + data))
      return out
    }
  }

  /// A file's chunks, read leniently: `chunks` as far as lengths stay within the bytes, then
  /// whatever follows as `trailing`. Nil when the bytes are shorter than the signature.
  struct File {
    var chunks: [Chunk]
    var trailing: [UInt8]

    init?(_ bytes: [UInt8]) {
      guard bytes.count >= 8 else { return nil }
      var chunks: [Chunk] = []
      var offset = 8
      while offset + 12 <= bytes.count {
        let length = Int(PNGBytes.bigEndian(bytes, at: offset))
        guard length <= bytes.count - offset - 12 else { break }
        chunks.append(
          Chunk(type: Array(bytes[offset + 4..<offset + 8]), data: Array(bytes[offset + 8..<offset + 8 + length])))
        offset += 12 + length
      }
      self.chunks = chunks
      trailing = Array(bytes[offset...])
    }

    /// The first tEXt, zTXt or iTXt chunk whose length field declares more than `limit` bytes
    /// beyond the file's end: a chunk the lenient walk stopped at, described; nil without one.
    func overdeclaredTextChunk(beyond limit: Int) -> String? {
      guard trailing.count >= 8 else { return nil }
      let length = Int(PNGBytes.bigEndian(trailing, at: 0))
      let type = String(decoding: trailing[4..<8], as: UTF8.self)
      guard ["tEXt", "zTXt", "iTXt"].contains(type), length - trailing.count > limit else { return nil }
      return "\(type) declares \(length) bytes, \(trailing.count - 8) follow"
    }

    /// Signature, chunks with true lengths and CRCs, then the trailing bytes.
    var bytes: [UInt8] { PNGCodec.signature + chunks.flatMap(\.bytes) + trailing }
  }

  /// The big-endian 32-bit number at `offset`.
  static func bigEndian(_ bytes: [UInt8], at offset: Int) -> UInt32 {
    bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
  }

  /// CRC-32 as PNG and zlib define it (polynomial 0xEDB88320, reflected).
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

  /// A zlib stream holding `data` in stored deflate blocks of at most `blockSize` bytes, with a
  /// correct Adler-32 unless `breakChecksum`.
  static func storedZlib(_ data: [UInt8], blockSize: Int = 65_535, breakChecksum: Bool = false) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]
    var start = 0
    repeat {
      let end = min(data.count, start + max(1, min(blockSize, 65_535)))
      let length = UInt16(end - start)
      out.append(end == data.count ? 1 : 0)  // BFINAL on the last block, BTYPE 00 (stored)
      out += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
      out += data[start..<end]
      start = end
    } while start < data.count
    out.appendBigEndian(adler32(data) ^ (breakChecksum ? 1 : 0))
    return out
  }

  static func adler32(_ data: [UInt8]) -> UInt32 {
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in data {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    return b << 16 | a
  }
}

extension [UInt8] {
  mutating func appendBigEndian(_ value: UInt32) {
    append(contentsOf: [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
  }
}
