import Foundation
import SnackbarImage
import SnackbarTestSupport
import Testing

/// Hostile PNGs end fast with a specific error (issue 9, points 2 and 3). Before, a 32 KB
/// 16384 x 16384 file took 10 s and 3 GiB, a 1x1 header over a gigabyte of zeros inflated it all
/// and "matched", and a 3 GiB file was read into memory whole.
@Suite struct PNGLimitsTests {
  /// Writes `pieces` (offset, bytes) into a sparse file of `size` bytes: the gaps read as zeros
  /// but take no disk.
  static func sparseFile(at url: URL, size: UInt64, pieces: [(UInt64, [UInt8])]) throws {
    #expect(FileManager.default.createFile(atPath: url.path, contents: nil), "cannot create \(url.path)")
    let handle = try FileHandle(forWritingTo: url)
    defer { try? handle.close() }
    for (offset, bytes) in pieces {
      try handle.seek(toOffset: offset)
      try handle.write(contentsOf: Data(bytes))
    }
    try handle.truncate(atOffset: size)
  }

  @Test func sixteenKSquareOneBitIsRefusedFromItsHeader() throws {
    // 32 KB of zlib for 16384 rows of 2,049 zero bytes: 268 million pixels, 1 GiB as RGBA.
    let zeros = PNGBuilder.zlibZeros(minimumCount: 16_384 * 2_049)
    let png = PNGBuilder.png(width: 16_384, height: 16_384, bitDepth: 1, colorType: 0, idat: zeros.stream)
    let error = #expect(throws: PNGError.self) { try PNGCodec.decode(png) }
    #expect(error == .tooManyPixels(width: 16_384, height: 16_384, maximumPixels: 40_000_000))
    #expect(
      error?.description
        == "unsupported PNG size 16384x16384: 268435456 pixels, more than the 40000000 an image may have")
  }

  @Test func sidesAndPixelCountHaveTheRenderersLimits() {
    let wide = PNGBuilder.png(width: 16_385, height: 1, idat: PNGBuilder.zlibStored([0]))
    #expect(throws: PNGError.unsupportedSize(width: 16_385, height: 1)) { try PNGCodec.decode(wide) }
    let many = PNGBuilder.png(width: 10_000, height: 4_001, idat: PNGBuilder.zlibStored([0]))
    #expect(throws: PNGError.tooManyPixels(width: 10_000, height: 4_001, maximumPixels: 40_000_000)) {
      try PNGCodec.decode(many)
    }
  }

  @Test(arguments: [Int.max, 8_192])
  func oneByOneOverAGigabyteOfZerosFailsFast(idatChunkSize: Int) throws {
    let zeros = PNGBuilder.zlibZeros(minimumCount: 1 << 30)
    #expect(zeros.count >= 1 << 30 && zeros.stream.count < 8_000_000)
    let png = PNGBuilder.png(width: 1, height: 1, idat: zeros.stream, idatChunkSize: idatChunkSize)
    // The header implies 5 bytes of image data (a filter byte and one RGBA pixel).
    let error = #expect(throws: PNGError.self) { try PNGCodec.decode(png) }
    #expect(error == .excessImageData(width: 1, height: 1, limit: 5 + 1 + 65_536))
    #expect(
      error?.description
        == "corrupt PNG: the image data is longer than its 1x1 header implies: the IDAT chunks hold more than "
        + "65542 bytes")
  }

  @Test func dataAfterACompleteStreamCounts() throws {
    // A complete 1x1 stream, then another IDAT chunk of 100 KB: the image decodes from the first
    // chunk, and the rest is still too much for the header.
    let valid = PNGBuilder.png(width: 1, height: 1, idat: PNGBuilder.zlibStored([0, 1, 2, 3, 4]))
    #expect(try PNGCodec.decode(valid) == RGBAImage(width: 1, height: 1, bytes: [1, 2, 3, 4]))
    let iend = valid.count - 12
    let png = Array(valid[..<iend]) + PNGBuilder.chunk("IDAT", [UInt8](repeating: 0, count: 100_000)) + valid[iend...]
    #expect(throws: PNGError.excessImageData(width: 1, height: 1, limit: 65_542)) { try PNGCodec.decode(png) }
  }

  @Test func aThreeGigabyteFileEndsAtItsFirstBadChunk() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let directory = temporary.url
    let header = PNGBuilder.signature + PNGBuilder.header(width: 2, height: 2)
    let size: UInt64 = 3 << 30

    // Zeros after a valid header: a chunk of length 0 whose type is four zero bytes.
    let zeros = directory.appendingPathComponent("zeros.png")
    try Self.sparseFile(at: zeros, size: size, pieces: [(0, header)])
    #expect(
      throws: PNGError.invalidFile(
        path: zeros.path,
        underlying: .corrupt(reason: "a chunk type is not four letters (bytes 00 00 00 00) after chunk IHDR"))
    ) {
      try PNGCodec.decode(contentsOf: zeros)
    }

    // An IDAT chunk declaring 2 GiB: refused from its length, before its data is read.
    let idat = directory.appendingPathComponent("idat.png")
    try Self.sparseFile(at: idat, size: size, pieces: [(0, header + [0x7F, 0xFF, 0xFF, 0xFF] + Array("IDAT".utf8))])
    let limit = 2 * (1 + 8) + 2 * (1 + 8) / 4 + 65_536
    #expect(
      throws: PNGError.invalidFile(path: idat.path, underlying: .excessImageData(width: 2, height: 2, limit: limit))
    ) {
      try PNGCodec.decode(contentsOf: idat)
    }

    // A text chunk declaring 100 MB.
    let text = directory.appendingPathComponent("text.png")
    try Self.sparseFile(at: text, size: size, pieces: [(0, header + [0x05, 0xF5, 0xE1, 0x00] + Array("tEXt".utf8))])
    #expect(
      throws: PNGError.invalidFile(
        path: text.path, underlying: .chunkTooLarge(chunk: "tEXt", length: 100_000_000, limit: 8 << 20))
    ) {
      try PNGCodec.decode(contentsOf: text)
    }
  }

  @Test func metadataChunksHaveATotalLimit() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let directory = temporary.url
    // Unknown ancillary chunks of 8 MiB each (their CRCs are wrong, which only discards them):
    // the fourth passes 32 MiB.
    let length = 8 << 20
    let header = PNGBuilder.signature + PNGBuilder.header(width: 2, height: 2)
    let pieces = (0..<5).map { index in
      (UInt64(header.count + index * (length + 12)), PNGBuilder.bigEndian(UInt32(length)) + Array("abCd".utf8))
    }
    let url = directory.appendingPathComponent("metadata.png")
    try Self.sparseFile(at: url, size: UInt64(header.count + 5 * (length + 12)), pieces: [(0, header)] + pieces)
    #expect(throws: PNGError.invalidFile(path: url.path, underlying: .metadataTooLarge(limit: 32 << 20))) {
      try PNGCodec.decode(contentsOf: url)
    }
  }
}
