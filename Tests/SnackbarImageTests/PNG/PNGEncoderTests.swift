import CZlib
import Testing

@testable import SnackbarImage

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
        #expect(bytes.withUnsafeBytes { PNGEncoder.adler32($0) } == expected, "\(name), length \(length)")
        // Continued over two parts split anywhere, as the encoder does chunk by chunk.
        for split in Set([0, length / 3, length / 2, length]) {
          let continued = bytes.withUnsafeBytes { whole in
            PNGEncoder.adler32(
              UnsafeRawBufferPointer(rebasing: whole[split...]),
              continuing: PNGEncoder.adler32(UnsafeRawBufferPointer(rebasing: whole[..<split])))
          }
          #expect(continued == expected, "\(name), length \(length), split at \(split)")
        }
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
      // Over the kept size (1600 x 1400 needs 8.96 MB of deflate room): let go after the image.
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
      #expect(workspace.compressed.capacity <= PNGEncoderWorkspace.largestKeptBufferBytes, "image \(index)")
      #expect(workspace.filtered.count <= max(PNGEncoder.chunkBytes, image.width * 4 + 1), "image \(index)")
    }
  }

  /// The IDAT of an image filtered and deflated chunk by chunk is, byte for byte, zlib's own
  /// wrapped stream of the whole filtered image made in one call with the encoder's settings (the
  /// bytes the encoder wrote before it streamed): for images of one chunk, of several chunks with
  /// a partial last one, and of rows wider than a chunk.
  ///
  /// This relies on how zlib's deflate works, not on anything it documents: zlib 1.2.13 (Debian
  /// 12, pinned by the bootstrap) holds input until it has the lookahead a match needs. A
  /// replacement such as zlib-ng might not; the PNGs would still be valid, only not these bytes.
  @Test(arguments: [(40, 30), (774, 160), (300, 211), (9_000, 3), (1, 1)])
  func chunkedStreamIsZlibsOneShotStream(size: (width: Int, height: Int)) throws {
    let (width, height) = size
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    for y in 0..<height where y % 7 != 3 {
      for x in 0..<width {
        let value = UInt8(truncatingIfNeeded: (x &* 13 ^ y &* 29) >> 1)
        let offset = (y * width + x) * 4
        bytes[offset..<offset + 4] = [value, value &+ 40, UInt8(truncatingIfNeeded: y), x % 5 == 0 ? 0 : 255]
      }
    }
    // Rows repeat in runs, so both the Up and the Sub filter occur.
    for y in stride(from: 1, to: height, by: 5) {
      bytes[(y * width * 4)..<((y + 1) * width * 4)] = bytes[((y - 1) * width * 4)..<(y * width * 4)]
    }
    let image = try RGBAImage(width: width, height: height, bytes: bytes)
    let png = try PNGEncoder.encode(image)
    #expect(try Self.idat(of: png) == Self.oneShotZlibStream(Self.filtered(image)))
    #expect(try PNGCodec.decode(png) == image)
  }

  /// The encoder's filter choice, written out independently: Up for a row equal to the one above,
  /// Sub otherwise.
  static func filtered(_ image: RGBAImage) -> [UInt8] {
    let rowBytes = image.width * 4
    var output: [UInt8] = []
    for y in 0..<image.height {
      let row = Array(image.bytes[(y * rowBytes)..<((y + 1) * rowBytes)])
      if y > 0, row == Array(image.bytes[((y - 1) * rowBytes)..<(y * rowBytes)]) {
        output.append(2)
        output += [UInt8](repeating: 0, count: rowBytes)
      } else {
        output.append(1)
        output += (0..<rowBytes).map { $0 < 4 ? row[$0] : row[$0] &- row[$0 - 4] }
      }
    }
    return output
  }

  /// zlib's wrapped stream of `data` from one `deflate` call, with the encoder's level, window and
  /// memory level.
  static func oneShotZlibStream(_ data: [UInt8]) throws -> [UInt8] {
    var stream = z_stream()
    let initStatus = deflateInit2_(
      &stream, PNGEncoder.compressionLevel, Z_DEFLATED, PNGEncoder.windowBits, PNGEncoder.memoryLevel,
      Z_DEFAULT_STRATEGY, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
    try #require(initStatus == Z_OK)
    defer { deflateEnd(&stream) }
    var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(data.count))))
    var input = data
    let status = input.withUnsafeMutableBufferPointer { source in
      output.withUnsafeMutableBufferPointer { destination in
        stream.next_in = source.baseAddress
        stream.avail_in = uInt(source.count)
        stream.next_out = destination.baseAddress
        stream.avail_out = uInt(destination.count)
        return deflate(&stream, Z_FINISH)
      }
    }
    try #require(status == Z_STREAM_END)
    return Array(output.prefix(Int(stream.total_out)))
  }

  /// The data of the one IDAT chunk of `png`.
  static func idat(of png: [UInt8]) throws -> [UInt8] {
    var offset = 8
    while offset + 8 <= png.count {
      let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      if png[offset + 4..<offset + 8].elementsEqual("IDAT".utf8) {
        return Array(png[(offset + 8)..<(offset + 8 + length)])
      }
      offset += 12 + length
    }
    throw PNGError.encodingFailed(reason: "no IDAT chunk")
  }
}
