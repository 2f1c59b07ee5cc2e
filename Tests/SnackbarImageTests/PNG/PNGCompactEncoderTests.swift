import Foundation
import SnackbarImage
import Testing

/// `PNGCodec.encodeCompact` (issue 24): every pixel format it picks decodes to exactly the same
/// RGBA pixels, and the file is never larger than the fast encoder's.
@Suite struct PNGCompactEncoderTests {
  /// A `width` x `height` image whose pixel at (x, y) is `color(x, y)`.
  static func image(_ width: Int, _ height: Int, _ color: (Int, Int) -> RGBAPixel) throws -> RGBAImage {
    var image = try RGBAImage(width: width, height: height, fill: RGBAPixel(white: 0))
    for y in 0..<height {
      for x in 0..<width { image[x, y] = color(x, y) }
    }
    return image
  }

  /// The colour type byte of a PNG's IHDR (0 grey, 2 RGB, 3 palette, 4 grey + alpha, 6 RGBA).
  static func colorType(_ png: [UInt8]) -> UInt8 { png[25] }
  /// The bit depth byte of a PNG's IHDR.
  static func bitDepth(_ png: [UInt8]) -> UInt8 { png[24] }

  /// Encodes compactly and checks the round trip and the size against the fast encoder.
  static func roundTrip(_ image: RGBAImage) throws -> [UInt8] {
    let compact = try PNGCodec.encodeCompact(image)
    #expect(try PNGCodec.decode(compact) == image)
    #expect(compact.count <= (try PNGCodec.encode(image)).count)
    return compact
  }

  @Test func manyOpaqueColorsBecomeRGB() throws {
    let image = try Self.image(40, 30) { x, y in
      RGBAPixel(red: UInt8(x * 6), green: UInt8(y * 8), blue: UInt8((x * y) % 256))
    }
    let png = try Self.roundTrip(image)
    #expect(Self.colorType(png) == 2)
  }

  @Test func manyTranslucentColorsStayRGBA() throws {
    let image = try Self.image(40, 30) { x, y in
      RGBAPixel(red: UInt8(x * 6), green: UInt8(y * 8), blue: 9, alpha: UInt8((x + y) * 3))
    }
    let png = try Self.roundTrip(image)
    #expect(Self.colorType(png) == 6)
  }

  @Test func aGreyGradientWithAlphaKeepsEveryValue() throws {
    // 300 distinct grey + alpha pairs: too many for a palette, so grey with alpha.
    let image = try Self.image(30, 10) { x, y in RGBAPixel(white: UInt8(x * 8), alpha: UInt8(255 - y * 20)) }
    let png = try Self.roundTrip(image)
    #expect(Self.colorType(png) == 4)
  }

  @Test(arguments: [(2, UInt8(1)), (3, 2), (4, 2), (9, 4), (16, 4), (17, 8), (256, 8)])
  func fewColorsBecomeAPaletteAtTheSmallestDepth(colors: Int, depth: UInt8) throws {
    // An odd width leaves partial bytes at the end of each packed row; the colours fall at
    // random (a fixed LCG), as a regular pattern would deflate as well in RGBA as in a palette.
    var state: UInt32 = 12345
    let image = try Self.image(37, 41) { _, _ in
      state = state &* 1_103_515_245 &+ 12345
      let index = Int(state >> 16) % colors
      // Every third colour translucent, so tRNS is needed and ordered first.
      return RGBAPixel(
        red: UInt8(index), green: UInt8(255 - index), blue: UInt8(index / 2), alpha: index % 3 == 0 ? 128 : 255)
    }
    let png = try Self.roundTrip(image)
    #expect(Self.colorType(png) == 3)
    #expect(Self.bitDepth(png) == depth)
  }

  @Test func aSnackbarLikeImageShrinks() throws {
    // A dark rounded card on a light backdrop with a soft edge: the kind of golden the suite
    // keeps, where the palette and per-row filters pay.
    let image = try Self.image(320, 80) { x, y in
      let inside = x > 16 && x < 304 && y > 12 && y < 68
      let edge = min(abs(x - 16), abs(x - 304), abs(y - 12), abs(y - 68))
      if inside { return (x / 9 + y / 7) % 5 == 0 ? RGBAPixel(white: 240) : RGBAPixel(red: 50, green: 50, blue: 52) }
      return RGBAPixel(white: UInt8(max(180, 250 - max(0, 8 - edge) * 8)))
    }
    let compact = try Self.roundTrip(image)
    #expect(Double(compact.count) < Double(try PNGCodec.encode(image).count) * 0.9)
  }

  @Test func theSameImageGivesTheSameBytes() throws {
    let image = try Self.image(13, 7) { x, y in RGBAPixel(red: UInt8(x), green: UInt8(y), blue: 3, alpha: 200) }
    #expect(try PNGCodec.encodeCompact(image) == PNGCodec.encodeCompact(image))
  }

  @Test func aOnePixelImageRoundTrips() throws {
    let image = try RGBAImage(width: 1, height: 1, fill: RGBAPixel(red: 1, green: 2, blue: 3, alpha: 0))
    _ = try Self.roundTrip(image)
  }
}
