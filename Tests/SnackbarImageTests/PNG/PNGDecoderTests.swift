import Foundation
import SnackbarImage
import Testing

/// Every colour type and bit depth decodes to exact straight-alpha RGBA (issue 9, point 5): files
/// built byte by byte, as other tools write them, and translucent pixels through our encoder.
@Suite struct PNGDecoderTests {
  /// Decodes a one-row image built from `samples` with stored deflate.
  static func decodeRow(
    _ row: [UInt8], width: Int, bitDepth: Int, colorType: Int, chunks: [[UInt8]] = []
  ) throws -> [RGBAPixel] {
    let png = PNGBuilder.png(
      width: width, height: 1, bitDepth: bitDepth, colorType: colorType, chunks: chunks,
      idat: PNGBuilder.zlibStored(PNGBuilder.unfiltered([row])))
    let image = try PNGCodec.decode(png)
    #expect(image.width == width && image.height == 1)
    return (0..<width).map { image[$0, 0] }
  }

  @Test func translucentRGBARoundTripsExactly() throws {
    // Cairo's reader premultiplied these, moving colour channels to its grid and clearing the
    // colour of fully transparent pixels.
    let pixels: [RGBAPixel] = [
      RGBAPixel(red: 10, green: 20, blue: 30, alpha: 77), RGBAPixel(red: 200, green: 100, blue: 3, alpha: 128),
      RGBAPixel(red: 255, green: 1, blue: 77, alpha: 7), RGBAPixel(red: 12, green: 34, blue: 56, alpha: 0),
      RGBAPixel(red: 250, green: 250, blue: 250, alpha: 254), RGBAPixel(red: 0, green: 255, blue: 0, alpha: 1),
    ]
    let image = try RGBAImage(width: 3, height: 2, bytes: pixels.flatMap { [$0.red, $0.green, $0.blue, $0.alpha] })
    #expect(try PNGCodec.decode(PNGCodec.encode(image)) == image)
  }

  @Test func greyscaleAtEveryBitDepthScalesToFullRange() throws {
    // 1, 2 and 4 bits scale as libpng does: by bit replication (1 → 255, 2-bit 1 → 85, 4-bit 1 → 17).
    for bitDepth in [1, 2, 4] {
      let maximum = (1 << bitDepth) - 1
      let samples = Array(0...maximum)
      let decoded = try Self.decodeRow(
        PNGBuilder.pack(samples, bitDepth: bitDepth), width: samples.count, bitDepth: bitDepth, colorType: 0)
      #expect(decoded == samples.map { RGBAPixel(white: UInt8($0 * 255 / maximum)) }, "bit depth \(bitDepth)")
    }
    let eight = try Self.decodeRow([0, 1, 128, 254, 255], width: 5, bitDepth: 8, colorType: 0)
    #expect(eight == [0, 1, 128, 254, 255].map { RGBAPixel(white: $0) })
    // 16-bit: the high byte, so v * 257 is exactly v.
    let sixteen = try Self.decodeRow(
      [0x00, 0x00, 0x4D, 0x4D, 0xFF, 0xFF, 0x12, 0xFF], width: 4, bitDepth: 16, colorType: 0)
    #expect(sixteen == [0x00, 0x4D, 0xFF, 0x12].map { RGBAPixel(white: $0) })
  }

  @Test func greyscaleWithAlpha16BitDecodesExactly() throws {
    // (grey, alpha) pairs as 16-bit v * 257, which 8-bit tools write.
    let pairs: [(UInt8, UInt8)] = [(10, 77), (200, 128), (0, 0), (255, 1), (77, 255)]
    let row = pairs.flatMap { grey, alpha in [grey, grey, alpha, alpha] }
    let decoded = try Self.decodeRow(row, width: pairs.count, bitDepth: 16, colorType: 4)
    #expect(decoded == pairs.map { RGBAPixel(white: $0.0, alpha: $0.1) })
    let eightBit = try Self.decodeRow(pairs.flatMap { [$0.0, $0.1] }, width: pairs.count, bitDepth: 8, colorType: 4)
    #expect(eightBit == pairs.map { RGBAPixel(white: $0.0, alpha: $0.1) })
  }

  @Test func greyscaleWithTransparentValue() throws {
    let tRNS = PNGBuilder.chunk("tRNS", [0, 7])
    let decoded = try Self.decodeRow([6, 7, 8], width: 3, bitDepth: 8, colorType: 0, chunks: [tRNS])
    #expect(decoded == [RGBAPixel(white: 6), RGBAPixel(white: 7, alpha: 0), RGBAPixel(white: 8)])
  }

  @Test func paletteWithTransparencyAtLowBitDepth() throws {
    let palette = PNGBuilder.chunk("PLTE", [255, 0, 0, 0, 255, 0, 0, 0, 255, 10, 20, 30])
    // Alpha for the first three entries; the fourth stays opaque.
    let tRNS = PNGBuilder.chunk("tRNS", [0, 128, 255])
    let decoded = try Self.decodeRow(
      PNGBuilder.pack([3, 2, 1, 0, 1], bitDepth: 2), width: 5, bitDepth: 2, colorType: 3, chunks: [palette, tRNS])
    #expect(
      decoded == [
        RGBAPixel(red: 10, green: 20, blue: 30), RGBAPixel(red: 0, green: 0, blue: 255),
        RGBAPixel(red: 0, green: 255, blue: 0, alpha: 128), RGBAPixel(red: 255, green: 0, blue: 0, alpha: 0),
        RGBAPixel(red: 0, green: 255, blue: 0, alpha: 128),
      ])
  }

  @Test func rgbWithTransparentColorAt8And16Bits() throws {
    let tRNS8 = PNGBuilder.chunk("tRNS", [0, 1, 0, 2, 0, 3])
    let eight = try Self.decodeRow([1, 2, 3, 1, 2, 4], width: 2, bitDepth: 8, colorType: 2, chunks: [tRNS8])
    #expect(eight == [RGBAPixel(red: 1, green: 2, blue: 3, alpha: 0), RGBAPixel(red: 1, green: 2, blue: 4)])

    // At 16 bits the key is compared on all 16 bits: 0x0102 matches, 0x0103 does not.
    let tRNS16 = PNGBuilder.chunk("tRNS", [0x01, 0x02, 0x01, 0x02, 0x01, 0x02])
    let row: [UInt8] = [0x01, 0x02, 0x01, 0x02, 0x01, 0x02] + [0x01, 0x03, 0x01, 0x02, 0x01, 0x02]
    let sixteen = try Self.decodeRow(row, width: 2, bitDepth: 16, colorType: 2, chunks: [tRNS16])
    #expect(sixteen == [RGBAPixel(red: 1, green: 1, blue: 1, alpha: 0), RGBAPixel(red: 1, green: 1, blue: 1)])
  }

  @Test func rgba16BitDecodesToHighBytes() throws {
    let row: [UInt8] = [10, 10, 20, 20, 30, 30, 77, 77] + [0xFF, 0x00, 0x80, 0x7F, 0x00, 0xFF, 0x01, 0x01]
    let decoded = try Self.decodeRow(row, width: 2, bitDepth: 16, colorType: 6)
    #expect(
      decoded == [
        RGBAPixel(red: 10, green: 20, blue: 30, alpha: 77), RGBAPixel(red: 255, green: 128, blue: 0, alpha: 1),
      ])
  }

  @Test func interlacedImageDecodesLikeTheSameImageNotInterlaced() throws {
    // 11 x 9 covers partial Adam7 passes in both directions.
    let image = try PNGCodecTests.opaqueImage(width: 11, height: 9)
    var translucent = image
    translucent[3, 4] = RGBAPixel(red: 10, green: 20, blue: 30, alpha: 77)
    let passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
    var data: [UInt8] = []
    for (x0, y0, dx, dy) in passes where x0 < image.width && y0 < image.height {
      for y in stride(from: y0, to: image.height, by: dy) {
        data.append(0)
        for x in stride(from: x0, to: image.width, by: dx) {
          let pixel = translucent[x, y]
          data += [pixel.red, pixel.green, pixel.blue, pixel.alpha]
        }
      }
    }
    let png = PNGBuilder.png(width: 11, height: 9, interlace: 1, idat: PNGBuilder.zlibStored(data))
    #expect(try PNGCodec.decode(png) == translucent)
  }

  @Test func imageDataSplitOverManyChunksDecodes() throws {
    let image = try PNGCodecTests.opaqueImage(width: 40, height: 30)
    let rows = (0..<30).map { y in Array(image.bytes[y * 160..<(y + 1) * 160]) }
    let png = PNGBuilder.png(
      width: 40, height: 30, idat: PNGBuilder.zlibStored(PNGBuilder.unfiltered(rows)), idatChunkSize: 7)
    #expect(try PNGCodec.decode(png) == image)
  }
}
