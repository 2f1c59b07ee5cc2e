import CZlib

/// Follows the chunk structure of the bytes libspng reads: enforces ``PNGLimits`` as each chunk
/// header arrives (before the chunk's data is read), checks the CRC of critical chunks, and
/// names the chunk an error happened in.
///
/// It sees the stream exactly as libspng does (every byte, in order, in whatever pieces libspng
/// asks for), so it needs no second read of the file.
///
/// Critical chunks' CRCs are checked here rather than by libspng because libspng inflates an
/// IDAT chunk as it reads it and checks the CRC only at its end: a damaged chunk then reads as a
/// bad zlib stream or filter type. The decoder reads such a chunk to its end
/// (``bytesToChunkEnd``) so the CRC, the likelier cause, is reported. Ancillary chunks stay with
/// libspng, which discards one with a bad CRC, as libpng does.
struct PNGChunkTracker {
  /// Where in the chunk structure the next byte falls.
  private enum Position {
    case signature(remaining: Int)
    case chunkHeader(collected: [UInt8])
    case chunkData(remaining: Int)
    case checksum(collected: [UInt8])
  }

  private let header: PNGHeader
  private let imageDataLimit: Int
  private var position = Position.signature(remaining: 8)
  private var imageDataBytes = 0
  private var metadataBytes = 0
  /// The running CRC of the current chunk's type and data, when it is critical.
  private var crc: UInt?

  /// The type of the chunk being read, or whose checksum was read last ("" before the first).
  private(set) var currentChunk = ""
  /// Whether an IDAT chunk header has been read.
  private(set) var hasSeenImageData = false

  init(header: PNGHeader) {
    self.header = header
    imageDataLimit = PNGLimits.maximumImageDataBytes(for: header)
  }

  /// How many bytes remain until the end of the current chunk's CRC (0 between chunks).
  var bytesToChunkEnd: Int {
    switch position {
    case .signature, .chunkHeader: return 0
    case .chunkData(let remaining): return remaining + 4
    case .checksum(let collected): return 4 - collected.count
    }
  }

  /// Accounts for `bytes`, the next bytes of the stream.
  /// - Throws: ``PNGError/excessImageData(width:height:limit:)``,
  ///   ``PNGError/chunkTooLarge(chunk:length:limit:)``, ``PNGError/metadataTooLarge(limit:)`` or
  ///   ``PNGError/corrupt(reason:)`` for a chunk type that is not four letters, as soon as a chunk
  ///   header declares it; ``PNGError/badChecksum(chunk:)`` when a critical chunk's CRC is wrong.
  mutating func consume(_ bytes: UnsafeRawBufferPointer) throws(PNGError) {
    var index = 0
    while index < bytes.count {
      switch position {
      case .signature(let remaining):
        let step = min(remaining, bytes.count - index)
        index += step
        position = remaining == step ? .chunkHeader(collected: []) : .signature(remaining: remaining - step)
      case .chunkHeader(var collected):
        let step = min(8 - collected.count, bytes.count - index)
        collected += bytes[index..<index + step]
        index += step
        position = collected.count == 8 ? try startChunk(collected) : .chunkHeader(collected: collected)
      case .chunkData(let remaining):
        let step = min(remaining, bytes.count - index)
        if let running = crc, let base = bytes.baseAddress {
          crc = crc32(running, base.assumingMemoryBound(to: UInt8.self) + index, uInt(step))
        }
        index += step
        position = remaining == step ? .checksum(collected: []) : .chunkData(remaining: remaining - step)
      case .checksum(var collected):
        let step = min(4 - collected.count, bytes.count - index)
        collected += bytes[index..<index + step]
        index += step
        guard collected.count == 4 else {
          position = .checksum(collected: collected)
          continue
        }
        let stored = collected.reduce(UInt(0)) { $0 << 8 | UInt($1) }
        if let crc, crc != stored { throw .badChecksum(chunk: currentChunk) }
        position = .chunkHeader(collected: [])
      }
    }
  }

  /// Checks a chunk header (length, type) against the limits and returns where its data starts.
  private mutating func startChunk(_ bytes: [UInt8]) throws(PNGError) -> Position {
    let length = bytes[0..<4].reduce(0) { $0 << 8 | Int($1) }
    let typeBytes = Array(bytes[4..<8])
    let isLetter = { (byte: UInt8) in (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
    guard typeBytes.allSatisfy(isLetter) else {
      let hex = typeBytes.map { String($0, radix: 16, uppercase: true) }.map { $0.count == 1 ? "0" + $0 : $0 }
      throw .corrupt(
        reason: "a chunk type is not four letters (bytes \(hex.joined(separator: " "))) after chunk \(currentChunk)")
    }
    currentChunk = String(decoding: typeBytes, as: UTF8.self)
    // A capital first letter marks a critical chunk (IHDR, PLTE, IDAT, IEND).
    let isCritical = (0x41...0x5A).contains(typeBytes[0])
    crc = isCritical ? typeBytes.withUnsafeBufferPointer { crc32(0, $0.baseAddress, 4) } : nil
    // 12: the chunk's length, type and checksum.
    if currentChunk == "IDAT" {
      hasSeenImageData = true
      imageDataBytes += 12 + length
      guard imageDataBytes <= imageDataLimit else {
        throw .excessImageData(width: header.width, height: header.height, limit: imageDataLimit)
      }
    } else {
      guard length <= PNGLimits.maximumChunkLength else {
        throw .chunkTooLarge(chunk: currentChunk, length: length, limit: PNGLimits.maximumChunkLength)
      }
      metadataBytes += 12 + length
      guard metadataBytes <= PNGLimits.maximumMetadataBytes else {
        throw .metadataTooLarge(limit: PNGLimits.maximumMetadataBytes)
      }
    }
    return length == 0 ? .checksum(collected: []) : .chunkData(remaining: length)
  }
}
