import Foundation
import SnackbarImage
import SnackbarTestSupport
import Testing

@Suite struct PNGCodecTests {
  /// A deterministic opaque image with varied colours.
  static func opaqueImage(width: Int = 37, height: Int = 23) throws -> RGBAImage {
    var bytes: [UInt8] = []
    for y in 0..<height {
      for x in 0..<width {
        bytes += [UInt8((x * 7 + y * 3) & 0xFF), UInt8((x * y) & 0xFF), UInt8((255 - x * 5) & 0xFF), 255]
      }
    }
    return try RGBAImage(width: width, height: height, bytes: bytes)
  }

  /// The chunk types of a PNG, in order.
  static func chunkTypes(_ png: [UInt8]) -> [String] {
    var types: [String] = []
    var offset = 8
    while offset + 8 <= png.count {
      let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      types.append(String(decoding: png[offset + 4..<offset + 8], as: UTF8.self))
      offset += 12 + length
    }
    return types
  }

  @Test func opaqueRoundTripIsExact() throws {
    let image = try Self.opaqueImage()
    let png = try PNGCodec.encode(image)
    #expect(Array(png.prefix(8)) == PNGCodec.signature)
    #expect(try PNGCodec.decode(png) == image)
  }

  @Test func arbitraryTranslucencyRoundTripsExactly() throws {
    // Straight alpha both ways: no premultiplied grid, and a transparent pixel keeps its colour.
    let pixels: [RGBAPixel] = [
      RGBAPixel(red: 200, green: 100, blue: 3, alpha: 128), RGBAPixel(red: 255, green: 1, blue: 77, alpha: 7),
      RGBAPixel(red: 12, green: 34, blue: 56, alpha: 0), RGBAPixel(red: 250, green: 250, blue: 250, alpha: 254),
    ]
    let image = try RGBAImage(width: 4, height: 1, bytes: pixels.flatMap { [$0.red, $0.green, $0.blue, $0.alpha] })
    #expect(try PNGCodec.decode(PNGCodec.encode(image)) == image)
  }

  @Test func encodingIsDeterministicAndHasNoTimestamp() throws {
    let image = try Self.opaqueImage()
    let first = try image.pngData()
    let second = try PNGCodec.encode(image)
    #expect(first == second)
    let types = Self.chunkTypes(first)
    #expect(types.first == "IHDR")
    #expect(types.last == "IEND")
    #expect(!types.contains("tIME"))
    // Cairo adds a constant background chunk; nothing time- or machine-dependent may appear.
    #expect(Set(types).isSubset(of: ["IHDR", "bKGD", "IDAT", "IEND"]), "unexpected chunks \(types)")
  }

  @Test func emptyInput() {
    #expect(throws: PNGError.empty) { try PNGCodec.decode([]) }
  }

  @Test func notAPNG() throws {
    let error = #expect(throws: PNGError.self) { try PNGCodec.decode(Array("GIF89a, not a png".utf8)) }
    guard case .notPNG(let prefix)? = error else {
      Issue.record("expected notPNG, got \(String(describing: error))")
      return
    }
    #expect(prefix == Array("GIF89a, ".utf8))
    #expect(error?.description.contains("PNG signature") == true)
    #expect(throws: PNGError.self) { try PNGCodec.decode([0x89, 0x50, 0x4E]) }
  }

  @Test func truncatedInputs() throws {
    let png = try PNGCodec.encode(try Self.opaqueImage(width: 64, height: 64))
    for length in [8, 20, 33, 60, png.count / 2, png.count - 13] {
      let error = #expect(throws: PNGError.self) { try PNGCodec.decode(Array(png.prefix(length))) }
      #expect(error == .truncated, "length \(length): \(String(describing: error))")
    }
  }

  @Test func corruptDataIsReportedNotCrashed() throws {
    let png = try PNGCodec.encode(try Self.opaqueImage(width: 64, height: 64))
    // Flip bytes inside the compressed data: the CRC check must reject it.
    var damaged = png
    for offset in stride(from: 60, to: min(png.count - 20, 120), by: 7) { damaged[offset] ^= 0x5A }
    #expect(throws: PNGError.badChecksum(chunk: "IDAT")) { try PNGCodec.decode(damaged) }

    var badHeader = png
    badHeader[12] = UInt8(ascii: "X")
    #expect(throws: PNGError.corrupt(reason: "the first chunk is not IHDR")) { try PNGCodec.decode(badHeader) }
  }

  @Test func hugeDeclaredSizeIsRejectedBeforeDecoding() throws {
    var png = try PNGCodec.encode(try Self.opaqueImage(width: 4, height: 4))
    png.replaceSubrange(16..<20, with: [0x00, 0x01, 0x86, 0xA0])  // width 100000
    #expect(throws: PNGError.unsupportedSize(width: 100_000, height: 4)) { try PNGCodec.decode(png) }
  }

  @Test func decodingFromURLNamesTheFile() throws {
    let temporary = try TemporaryDirectory()
    defer { temporary.cleanUp() }
    let directory = temporary.url
    let missing = directory.appendingPathComponent("missing.png")
    let missingError = #expect(throws: PNGError.self) { try PNGCodec.decode(contentsOf: missing) }
    #expect(missingError?.description.contains(missing.path) == true)

    let garbage = directory.appendingPathComponent("garbage.png")
    try Data("hello".utf8).write(to: garbage)
    let garbageError = #expect(throws: PNGError.self) { try PNGCodec.decode(contentsOf: garbage) }
    #expect(garbageError == .invalidFile(path: garbage.path, underlying: .notPNG(prefix: Array("hello".utf8))))
    #expect(garbageError?.description.contains("garbage.png") == true)

    let image = try Self.opaqueImage()
    let good = directory.appendingPathComponent("nested/dir/good.png")
    try image.writePNG(to: good)
    #expect(try PNGCodec.decode(contentsOf: good) == image)
  }
}
