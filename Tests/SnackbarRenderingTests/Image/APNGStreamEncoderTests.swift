import Foundation
import SnackbarImage
import Testing

@testable import SnackbarRendering

/// The streamed animation `play` writes to its staged file is byte for byte the in-memory
/// encoder's, while holding at most one frame.
@Suite struct APNGStreamEncoderTests {
  /// Three frames: grey, a red square, then the square moved (as SnackbarImageTests' encoder
  /// tests draw them; that target is not visible from here).
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

  /// The same calls on both encoders: frames, repeats, and a stretch longer than one frame's
  /// 16-bit delay (which becomes extra frames).
  @Test func theStreamIsTheInMemoryAnimation() throws {
    let images = try Self.frames()
    var memory = try APNGEncoder(width: 20, height: 10, ticksPerSecond: 30)
    var streamed: [UInt8] = []
    var largestPiece = 0
    var stream = try APNGStreamEncoder(width: 20, height: 10, ticksPerSecond: 30) { bytes in
      streamed += bytes
      largestPiece = max(largestPiece, bytes.count)
    }
    try memory.addFrame(canvas: images[0], region: images[0].bounds, ticks: 2)
    try stream.addFrame(canvas: images[0], region: images[0].bounds, ticks: 2)
    let square = PixelRect(x: 3, y: 2, width: 4, height: 3)
    try memory.addFrame(canvas: images[1], region: square, ticks: 1)
    try stream.addFrame(canvas: images[1], region: square, ticks: 1)
    try memory.extendLastFrame(by: 70_000, canvas: images[1])
    try stream.extendLastFrame(by: 70_000, canvas: images[1])
    let moved = PixelRect(x: 3, y: 2, width: 12, height: 7)
    try memory.addFrame(canvas: images[2], region: moved, ticks: 3)
    try stream.addFrame(canvas: images[2], region: moved, ticks: 3)
    #expect(stream.frameCount == memory.frameCount)
    let patch = try stream.finish()
    streamed.replaceSubrange(patch.offset..<patch.offset + patch.bytes.count, with: patch.bytes)
    #expect(streamed == memory.encode())
    // No piece held more than a frame's chunks.
    #expect(largestPiece < 400)
    let decoded = try APNGDecoder.decode(streamed)
    #expect(decoded.frames.count == memory.frameCount)
  }

  @Test func itRefusesWhatTheInMemoryEncoderRefuses() throws {
    let image = try RGBAImage(width: 20, height: 10, fill: RGBAPixel(white: 0))
    var stream = try APNGStreamEncoder(width: 20, height: 10, ticksPerSecond: 30) { _ in }
    #expect(throws: SnackbarRenderError.self) {
      try stream.addFrame(canvas: image, region: PixelRect(x: 0, y: 0, width: 2, height: 2), ticks: 1)
    }
    #expect(throws: SnackbarRenderError.self) { try stream.extendLastFrame(by: 1, canvas: image) }
    #expect(throws: SnackbarRenderError.self) {
      try APNGStreamEncoder(width: 0, height: 10, ticksPerSecond: 30) { _ in }
    }
  }
}
