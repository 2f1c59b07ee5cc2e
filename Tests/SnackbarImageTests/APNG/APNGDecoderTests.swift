import Foundation
import SnackbarImage
import Testing

@Suite struct APNGDecoderTests {
  /// A valid two-frame animation and its frames.
  static func animation() throws -> (bytes: [UInt8], frames: [RGBAImage]) {
    let first = try RGBAImage(width: 8, height: 6, fill: RGBAPixel(white: 30))
    var second = first
    second[5, 4] = RGBAPixel(red: 0, green: 0, blue: 255)
    var encoder = try APNGEncoder(width: 8, height: 6, ticksPerSecond: 10)
    try encoder.addFrame(canvas: first, region: first.bounds, ticks: 1)
    try encoder.addFrame(canvas: second, region: PixelRect(x: 5, y: 4, width: 1, height: 1), ticks: 3)
    return (encoder.encode(), [first, second])
  }

  /// Rebuilds a PNG from chunks, computing each CRC (so a test can break one rule at a time).
  static func png(_ chunks: [(type: String, data: [UInt8])]) -> [UInt8] {
    var bytes = PNGCodec.signature
    for chunk in chunks {
      let type = Array(chunk.type.utf8)
      bytes += bigEndian(chunk.data.count) + type + chunk.data + bigEndian(Int(crc(type + chunk.data)))
    }
    return bytes
  }

  static func bigEndian(_ value: Int) -> [UInt8] {
    [
      UInt8(truncatingIfNeeded: value >> 24), UInt8(truncatingIfNeeded: value >> 16),
      UInt8(truncatingIfNeeded: value >> 8),
      UInt8(truncatingIfNeeded: value),
    ]
  }

  /// CRC-32 (ISO 3309), bit by bit.
  static func crc(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }

  static func reason(_ bytes: [UInt8]) -> String? {
    do {
      _ = try APNGDecoder.decode(bytes)
      return nil
    } catch {
      return "\(error)"
    }
  }

  @Test func decodesItsOwnEncoding() throws {
    let (bytes, frames) = try Self.animation()
    let animation = try APNGDecoder.decode(bytes)
    #expect(try animation.composedFrames() == frames)
    #expect(animation.frames[1].duration == 0.3)
    // The chunk rebuilder is faithful: the same chunks give the same file.
    #expect(Self.png(APNGEncoderTests.chunks(bytes)) == bytes)
  }

  @Test func aBadCRCIsFound() throws {
    var bytes = try Self.animation().bytes
    bytes[bytes.count - 20] ^= 0x01
    #expect(Self.reason(bytes)?.contains("CRC") == true)
  }

  @Test func sequenceNumbersMustFollowEachOther() throws {
    var chunks = APNGEncoderTests.chunks(try Self.animation().bytes)
    let index = try #require(chunks.firstIndex { $0.type == "fdAT" })
    chunks[index].data[3] = 7
    #expect(Self.reason(Self.png(chunks))?.contains("sequence number 7 where 2 was expected") == true)
  }

  @Test func frameRegionsMustLieInsideTheCanvas() throws {
    var chunks = APNGEncoderTests.chunks(try Self.animation().bytes)
    let index = try #require(chunks.lastIndex { $0.type == "fcTL" })
    chunks[index].data.replaceSubrange(12..<16, with: Self.bigEndian(8))  // x offset 8 of an 8-wide canvas
    #expect(Self.reason(Self.png(chunks))?.contains("not inside the 8x6 canvas") == true)
  }

  @Test func theFrameCountMustMatch() throws {
    var chunks = APNGEncoderTests.chunks(try Self.animation().bytes)
    chunks[1].data.replaceSubrange(0..<4, with: Self.bigEndian(3))
    #expect(Self.reason(Self.png(chunks))?.contains("announces 3 frames, the file holds 2") == true)
  }

  @Test func fdATNeedsItsfcTL() throws {
    var chunks = APNGEncoderTests.chunks(try Self.animation().bytes)
    let control = try #require(chunks.lastIndex { $0.type == "fcTL" })
    chunks.remove(at: control)
    #expect(Self.reason(Self.png(chunks)) != nil)
  }

  @Test func aStillPNGIsNotAnAnimation() throws {
    let still = try PNGCodec.encode(try RGBAImage(width: 2, height: 2, fill: RGBAPixel(white: 1)))
    #expect(Self.reason(still)?.contains("not an APNG") == true)
    #expect(Self.reason([1, 2, 3]) != nil)
  }

  @Test func blendOverAndDisposalsCompositeAsTheSpecificationSays() throws {
    var chunks = APNGEncoderTests.chunks(try Self.animation().bytes)
    let controls = chunks.indices.filter { chunks[$0].type == "fcTL" }
    // Frame 0 disposes to background, frame 1 blends over.
    chunks[controls[0]].data[24] = 1
    chunks[controls[1]].data[25] = 1
    let frames = try APNGDecoder.decode(Self.png(chunks)).composedFrames()
    #expect(frames[0][0, 0] == RGBAPixel(white: 30))
    #expect(frames[1][0, 0] == RGBAPixel(white: 0, alpha: 0))
    #expect(frames[1][5, 4] == RGBAPixel(red: 0, green: 0, blue: 255))
  }
}
