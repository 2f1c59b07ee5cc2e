import Foundation
import SnackbarImage
import SnackbarTestSupport
import Testing

/// Each way a PNG can be broken gets its own error and message (issue 9, point 1: every libpng
/// failure used to read "corrupt PNG: out of memory").
@Suite struct PNGErrorTests {
  /// A valid 2 x 2 RGBA image's filtered rows (filter 0, all zero pixels).
  static let rows = PNGBuilder.unfiltered([[UInt8](repeating: 0, count: 8), [UInt8](repeating: 0, count: 8)])

  /// A valid 2 x 2 PNG with stored deflate.
  static let valid = PNGBuilder.png(width: 2, height: 2, idat: PNGBuilder.zlibStored(rows))

  /// Decodes `png`, expecting `expected`, and returns the message.
  @discardableResult
  static func expectError(_ png: [UInt8], _ expected: PNGError, sourceLocation: SourceLocation = #_sourceLocation)
    -> String
  {
    let error = #expect(throws: PNGError.self, sourceLocation: sourceLocation) { try PNGCodec.decode(png) }
    #expect(error == expected, sourceLocation: sourceLocation)
    return error?.description ?? ""
  }

  @Test func theValidFileDecodes() throws {
    #expect(try PNGCodec.decode(Self.valid) == RGBAImage(width: 2, height: 2, fill: RGBAPixel(white: 0, alpha: 0)))
  }

  @Test func badCRC() {
    var png = Self.valid
    let checksum = png.count - 12 - 4  // the IDAT chunk's CRC, just before IEND
    png[checksum] ^= 0xFF
    let message = Self.expectError(png, .badChecksum(chunk: "IDAT"))
    #expect(message.hasPrefix("corrupt PNG: bad CRC in chunk IDAT"))

    var header = Self.valid
    header[29] ^= 0x01  // IHDR's CRC
    Self.expectError(header, .badChecksum(chunk: "IHDR"))
  }

  @Test func badFilterType() {
    var data = Self.rows
    data[9] = 5  // the second row's filter byte
    let png = PNGBuilder.png(width: 2, height: 2, idat: PNGBuilder.zlibStored(data))
    let message = Self.expectError(png, .badFilter(row: 1))
    #expect(
      message
        == "corrupt PNG: bad filter type: row 1 of the image data names a filter type above 4 (PNG defines 0 to 4)")

    var first = Self.rows
    first[0] = 255
    Self.expectError(PNGBuilder.png(width: 2, height: 2, idat: PNGBuilder.zlibStored(first)), .badFilter(row: 0))
  }

  @Test func badZlibStream() {
    // A zlib header, then a deflate block of the reserved type 11.
    let png = PNGBuilder.png(width: 2, height: 2, idat: [0x78, 0x01, 0xFF, 0xFF, 0xFF, 0xFF])
    let message = Self.expectError(png, .badCompressedData)
    #expect(message == "corrupt PNG: bad zlib stream: the image data (IDAT) does not decompress")
  }

  @Test func bitDepthThree() {
    let png = PNGBuilder.png(width: 2, height: 2, bitDepth: 3, colorType: 2, idat: PNGBuilder.zlibStored(Self.rows))
    let message = Self.expectError(png, .invalidBitDepth(bitDepth: 3, colorType: 2))
    #expect(message == "invalid PNG header: bit depth 3 is not allowed for colour type 2 (RGB); it allows 8, 16")
    let grey = PNGBuilder.png(width: 2, height: 2, bitDepth: 3, colorType: 0, idat: PNGBuilder.zlibStored(Self.rows))
    #expect(Self.expectError(grey, .invalidBitDepth(bitDepth: 3, colorType: 0)).hasSuffix("it allows 1, 2, 4, 8, 16"))
  }

  @Test func otherHeaderFields() {
    let colorType = PNGBuilder.png(width: 2, height: 2, colorType: 5, idat: PNGBuilder.zlibStored(Self.rows))
    Self.expectError(colorType, .invalidHeader(reason: "colour type 5 does not exist (PNG defines 0, 2, 3, 4 and 6)"))
    let interlace = PNGBuilder.png(width: 2, height: 2, interlace: 2, idat: PNGBuilder.zlibStored(Self.rows))
    Self.expectError(
      interlace, .invalidHeader(reason: "interlace method 2 does not exist (PNG defines 0, none, and 1, Adam7)"))
  }

  @Test func shortImageData() {
    // The zlib stream ends after the first of two rows.
    let oneRow = Array(Self.rows.prefix(9))
    let png = PNGBuilder.png(width: 2, height: 2, idat: PNGBuilder.zlibStored(oneRow))
    let message = Self.expectError(png, .imageDataTooShort(width: 2, height: 2))
    #expect(
      message == "corrupt PNG: the image data is shorter than its 2x2 header implies: the IDAT stream ends before "
        + "the last row")

    // The IDAT chunk stops mid-stream and IEND follows.
    let cut = Array(PNGBuilder.zlibStored(Self.rows).prefix(12))
    Self.expectError(PNGBuilder.png(width: 2, height: 2, idat: cut), .imageDataTooShort(width: 2, height: 2))
  }

  @Test func missingImageData() {
    let png = PNGBuilder.signature + PNGBuilder.header(width: 2, height: 2) + PNGBuilder.chunk("IEND", [])
    let message = Self.expectError(png, .missingImageData)
    #expect(message == "corrupt PNG: no image data: IEND comes before any IDAT chunk")
  }

  @Test func paletteImageWithoutPalette() {
    let png = PNGBuilder.png(width: 2, height: 2, colorType: 3, idat: PNGBuilder.zlibStored([0, 0, 0, 0, 0, 0]))
    Self.expectError(png, .corrupt(reason: "a palette image (colour type 3) has no PLTE chunk before its image data"))
  }

  @Test func unknownCriticalChunk() {
    let png = PNGBuilder.png(
      width: 2, height: 2, chunks: [PNGBuilder.chunk("ABCD", [1, 2, 3])], idat: PNGBuilder.zlibStored(Self.rows))
    let error = #expect(throws: PNGError.self) { try PNGCodec.decode(png) }
    #expect(error?.description.contains("chunk ABCD is marked critical") == true)
  }

  @Test func unknownAncillaryChunksAreSkipped() throws {
    let png = PNGBuilder.png(
      width: 2, height: 2,
      chunks: [PNGBuilder.chunk("abCd", [1, 2, 3]), PNGBuilder.chunk("tEXt", Array("a\0b".utf8))],
      idat: PNGBuilder.zlibStored(Self.rows))
    #expect(try PNGCodec.decode(png).width == 2)
  }

  @Test func missingEndIsTruncated() {
    let png = Array(Self.valid.dropLast(12))
    Self.expectError(png, .truncated)
  }

  @Test func fileErrorsNameThePath() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let directory = temporary.url
    var png = Self.valid
    png[png.count - 16] ^= 0xFF
    let url = directory.appendingPathComponent("bad-crc.png")
    try Data(png).write(to: url)
    let error = #expect(throws: PNGError.self) { try PNGCodec.decode(contentsOf: url) }
    #expect(error == .invalidFile(path: url.path, underlying: .badChecksum(chunk: "IDAT")))
    #expect(
      error?.description == "cannot decode PNG file \(url.path): corrupt PNG: bad CRC in chunk IDAT: "
        + "its bytes changed after it was written (a damaged or partly copied file)")

    let folder = #expect(throws: PNGError.self) { try PNGCodec.decode(contentsOf: directory) }
    #expect(folder == .unreadableFile(path: directory.path, reason: "Is a directory"))
    let missing = directory.appendingPathComponent("missing.png")
    #expect(throws: PNGError.unreadableFile(path: missing.path, reason: "no such file")) {
      try PNGCodec.decode(contentsOf: missing)
    }
  }

  /// A golden is untrusted: a FIFO or a device in its place is refused before a byte is read,
  /// never waited on (opening a FIFO to read blocks until a writer comes).
  @Test func specialFilesAreRefusedWithoutBlocking() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let directory = temporary.url
    let fifo = directory.appendingPathComponent("golden.png")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    #expect(throws: PNGError.unreadableFile(path: fifo.path, reason: "it is a FIFO (named pipe), not a file")) {
      try PNGCodec.decode(contentsOf: fifo)
    }
    let device = URL(fileURLWithPath: "/dev/zero")
    #expect(throws: PNGError.unreadableFile(path: "/dev/zero", reason: "it is a character device, not a file")) {
      try PNGCodec.decode(contentsOf: device)
    }
  }
}
