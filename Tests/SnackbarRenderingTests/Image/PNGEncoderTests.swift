import CPangoCairo
import Testing

@testable import SnackbarRendering

/// The encoder's own zlib framing: it deflates raw and adds the header and Adler-32 itself, so
/// both must match what zlib writes.
@Suite struct PNGEncoderTests {
  /// The vectorised Adler-32 equals zlib's for every length around the chunk (16) and block
  /// (5,552) boundaries, on zeros, on maximal bytes (the overflow case) and on varied bytes.
  @Test func adler32MatchesZlib() {
    let lengths = Array(0...40) + [5_535, 5_551, 5_552, 5_553, 5_568, 11_104, 11_105, 100_003]
    for length in lengths {
      let contents: [(String, [UInt8])] = [
        ("zeros", [UInt8](repeating: 0, count: length)),
        ("255s", [UInt8](repeating: 255, count: length)),
        ("varied", (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 13) }),
      ]
      for (name, bytes) in contents {
        let expected = bytes.withUnsafeBufferPointer { UInt32(adler32(1, $0.baseAddress, uInt($0.count))) }
        #expect(PNGEncoder.adler32(bytes) == expected, "\(name), length \(length)")
      }
    }
  }

  /// The two header bytes are zlib's for the encoder's level and window (`78 5E` for level 3).
  @Test func zlibHeaderMatchesZlib() {
    let input = [UInt8](repeating: 7, count: 100)
    var length = compressBound(uLong(input.count))
    var output = [UInt8](repeating: 0, count: Int(length))
    let status = compress2(&output, &length, input, uLong(input.count), PNGEncoder.compressionLevel)
    #expect(status == Z_OK)
    #expect(Array(output.prefix(2)) == PNGEncoder.zlibHeader)
    #expect(PNGEncoder.zlibHeader == [0x78, 0x5E])
  }

  /// One workspace reused across images of other sizes and contents (larger, then smaller, then
  /// the first again) gives each image the bytes a fresh encoder gives it, and those decode back
  /// to the image: the reset stream and the kept buffers carry nothing over.
  @Test func aReusedWorkspaceGivesTheBytesOfAFreshOne() throws {
    func image(width: Int, height: Int, seed: Int) throws -> RGBAImage {
      var bytes = [UInt8](repeating: 0, count: width * height * 4)
      for y in 0..<height where (y / 3 + seed) % 4 != 0 {
        for x in 0..<width {
          let value = UInt8(truncatingIfNeeded: (x &* 31 &+ y &* 17 &+ seed &* 101) >> 2)
          let offset = (y * width + x) * 4
          bytes[offset..<offset + 4] = [value, 255 &- value, UInt8(truncatingIfNeeded: seed), 200]
        }
      }
      return try RGBAImage(width: width, height: height, bytes: bytes)
    }
    let images = [
      try image(width: 40, height: 30, seed: 1), try image(width: 300, height: 200, seed: 2),
      try image(width: 7, height: 1, seed: 3), try image(width: 40, height: 30, seed: 4),
      try image(width: 40, height: 30, seed: 1),
      // Over the kept size (1600 x 1400 filters to 8.96 MB): let go after the image.
      try image(width: 1_600, height: 1_400, seed: 5), try image(width: 40, height: 31, seed: 6),
    ]
    let workspace = PNGEncoderWorkspace()
    for (index, image) in images.enumerated() {
      let rowBytes = image.width * 4
      let reused = try image.bytes.withUnsafeBytes { pixels in
        try PNGEncoder.encode(width: image.width, height: image.height, workspace: workspace) { y, scratch in
          guard let base = pixels.baseAddress else { return UnsafeRawPointer(scratch) }
          return base + y * rowBytes
        }
      }
      #expect(reused == (try PNGEncoder.encode(image)), "image \(index)")
      #expect(try PNGCodec.decode(reused) == image, "image \(index)")
      #expect(workspace.filtered.capacity <= PNGEncoderWorkspace.largestKeptBufferBytes, "image \(index)")
    }
  }
}
