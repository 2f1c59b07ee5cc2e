import Foundation
import SnackbarImage
import Testing

@Suite struct APNGEncoderTests {
  /// The chunks of a PNG file: type and data, in order.
  static func chunks(_ bytes: [UInt8]) -> [(type: String, data: [UInt8])] {
    var result: [(String, [UInt8])] = []
    var offset = 8
    while offset + 12 <= bytes.count {
      let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
      result.append((type, Array(bytes[offset + 8..<offset + 8 + length])))
      offset += 12 + length
    }
    return result
  }

  static func uint32(_ data: [UInt8], _ offset: Int) -> Int {
    data[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
  }

  /// Three frames: grey, a red square, then the square moved.
  static func frames() throws -> [RGBAImage] {
    let first = try RGBAImage(width: 20, height: 10, fill: RGBAPixel(white: 90))
    var second = first
    var third = first
    for y in 2..<5 {
      for x in 3..<7 {
        second[x, y] = RGBAPixel(red: 255, green: 0, blue: 0)
        third[x + 8, y + 4] = RGBAPixel(red: 255, green: 0, blue: 0)
      }
    }
    return [first, second, third]
  }

  @Test func framesRoundTripThroughTheDecoder() throws {
    let images = try Self.frames()
    var encoder = try APNGEncoder(width: 20, height: 10, ticksPerSecond: 30)
    try encoder.addFrame(canvas: images[0], region: images[0].bounds, ticks: 2)
    try encoder.addFrame(canvas: images[1], region: PixelRect(x: 3, y: 2, width: 4, height: 3), ticks: 1)
    try encoder.addFrame(canvas: images[2], region: PixelRect(x: 3, y: 2, width: 12, height: 7), ticks: 5)
    let animation = try APNGDecoder.decode(encoder.encode())
    #expect(animation.width == 20 && animation.height == 10 && animation.playCount == 0)
    #expect(animation.defaultImageIsFirstFrame)
    #expect(
      animation.frames.map(\.region) == [
        images[0].bounds, PixelRect(x: 3, y: 2, width: 4, height: 3),
        PixelRect(x: 3, y: 2, width: 12, height: 7),
      ])
    #expect(animation.frames.map(\.delayNumerator) == [2, 1, 5])
    #expect(animation.frames.allSatisfy { $0.delayDenominator == 30 && $0.disposal == .none && $0.blending == .source })
    #expect(try animation.composedFrames() == images)
  }

  @Test func chunksComeInAPNGOrderWithConsecutiveSequenceNumbers() throws {
    let images = try Self.frames()
    var encoder = try APNGEncoder(width: 20, height: 10, ticksPerSecond: 60)
    try encoder.addFrame(canvas: images[0], region: images[0].bounds, ticks: 1)
    try encoder.addFrame(canvas: images[1], region: PixelRect(x: 3, y: 2, width: 4, height: 3), ticks: 1)
    try encoder.addFrame(canvas: images[2], region: PixelRect(x: 3, y: 2, width: 12, height: 7), ticks: 1)
    let chunks = Self.chunks(encoder.encode())
    #expect(chunks.map(\.type) == ["IHDR", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND"])
    #expect(Self.uint32(chunks[1].data, 0) == 3)
    let sequences = chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }.map { Self.uint32($0.data, 0) }
    #expect(sequences == [0, 1, 2, 3, 4])
  }

  @Test func extendingMergesRepeatedFramesAndSplitsPastSixteenBits() throws {
    let image = try RGBAImage(width: 4, height: 4, fill: RGBAPixel(white: 10))
    var encoder = try APNGEncoder(width: 4, height: 4, ticksPerSecond: 120)
    try encoder.addFrame(canvas: image, region: image.bounds, ticks: 1)
    try encoder.extendLastFrame(by: 9, canvas: image)
    #expect(encoder.frameCount == 1 && encoder.totalTicks == 10)
    try encoder.extendLastFrame(by: 70_000, canvas: image)
    #expect(encoder.totalTicks == 70_010)
    #expect(encoder.frameCount == 2)
    let animation = try APNGDecoder.decode(encoder.encode())
    #expect(animation.frames.map(\.delayNumerator) == [65_535, 70_010 - 65_535])
    #expect(animation.frames[1].region == PixelRect(x: 0, y: 0, width: 1, height: 1))
    #expect(try animation.composedFrames().allSatisfy { $0 == image })
  }

  @Test func badFramesAreRefused() throws {
    let image = try RGBAImage(width: 4, height: 4, fill: RGBAPixel(white: 10))
    var encoder = try APNGEncoder(width: 4, height: 4, ticksPerSecond: 30)
    #expect(throws: PNGError.self) { try encoder.extendLastFrame(by: 1, canvas: image) }
    #expect(throws: PNGError.self) {
      try encoder.addFrame(canvas: image, region: PixelRect(x: 1, y: 1, width: 2, height: 2), ticks: 1)
    }
    try encoder.addFrame(canvas: image, region: image.bounds, ticks: 1)
    #expect(throws: PNGError.self) {
      try encoder.addFrame(canvas: image, region: PixelRect(x: 3, y: 3, width: 2, height: 2), ticks: 1)
    }
    #expect(throws: PNGError.self) { try encoder.addFrame(canvas: image, region: image.bounds, ticks: 0) }
    let other = try RGBAImage(width: 5, height: 4, fill: RGBAPixel(white: 10))
    #expect(throws: PNGError.self) { try encoder.addFrame(canvas: other, region: image.bounds, ticks: 1) }
    #expect(throws: PNGError.self) { try APNGEncoder(width: 0, height: 4, ticksPerSecond: 30) }
    #expect(throws: PNGError.self) { try APNGEncoder(width: 4, height: 4, ticksPerSecond: 0) }
  }

  @Test func theDefaultImageIsTheFirstFrameForStillViewers() throws {
    let images = try Self.frames()
    var encoder = try APNGEncoder(width: 20, height: 10, ticksPerSecond: 30)
    try encoder.addFrame(canvas: images[0], region: images[0].bounds, ticks: 1)
    try encoder.addFrame(canvas: images[1], region: images[1].bounds, ticks: 1)
    // libpng (through PNGCodec) ignores the animation chunks and shows the default image.
    #expect(try PNGCodec.decode(encoder.encode()) == images[0])
  }
}
