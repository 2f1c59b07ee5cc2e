/// The start of a PNG, checked before any of it reaches libspng: the signature and the IHDR
/// chunk's fields (its checksum is libspng's to check).
///
/// Checking the declared size first means a tiny file claiming 100000 x 100000 pixels fails with a
/// clear error, before the decoder allocates anything; checking the bit depth, colour type and
/// methods here gives each bad field its own message with its value. The one reader of a PNG's
/// header: the decoders, the report's image sizes and golden compaction all go through it.
package struct PNGHeader: Equatable {
  /// Width in pixels, `1...PNGLimits.maximumDimension`.
  package let width: Int
  /// Height in pixels, `1...PNGLimits.maximumDimension`.
  package let height: Int
  /// Bits per sample: 1, 2, 4, 8 or 16, as the colour type allows.
  package let bitDepth: Int
  /// 0 grey, 2 RGB, 3 palette, 4 grey + alpha, 6 RGBA.
  package let colorType: Int
  /// Whether rows are stored in Adam7's seven passes.
  package let isInterlaced: Bool

  /// Signature (8) + IHDR length and type (8) + IHDR's 13 bytes of fields.
  package static let length = 29

  /// The bit depths each colour type allows (PNG specification, 11.2.2).
  static let allowedBitDepths: [Int: [Int]] = [
    0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16],
  ]

  /// Names of the colour types, for messages.
  static let colorTypeNames: [Int: String] = [
    0: "greyscale", 2: "RGB", 3: "palette", 4: "greyscale with alpha", 6: "RGBA",
  ]

  /// Parses the first ``length`` bytes of a PNG (fewer if the input is shorter).
  /// - Throws: ``PNGError/empty``, ``PNGError/notPNG(prefix:)``, ``PNGError/truncated``,
  ///   ``PNGError/unsupportedSize(width:height:)``, ``PNGError/tooManyPixels(width:height:maximumPixels:)``,
  ///   ``PNGError/invalidBitDepth(bitDepth:colorType:)``, ``PNGError/invalidHeader(reason:)`` or
  ///   ``PNGError/corrupt(reason:)`` when IHDR is missing or has the wrong length.
  package static func parse(_ bytes: [UInt8]) throws(PNGError) -> PNGHeader {
    guard !bytes.isEmpty else { throw .empty }
    let signature = PNGCodec.signature
    let prefixLength = min(bytes.count, signature.count)
    guard bytes.prefix(prefixLength).elementsEqual(signature.prefix(prefixLength)) else {
      throw .notPNG(prefix: Array(bytes.prefix(8)))
    }
    // IHDR's type and size come first so that a huge size is reported even in a short file.
    guard bytes.count >= 24 else { throw .truncated }
    guard bytes[12..<16].elementsEqual(Array("IHDR".utf8)) else {
      throw .corrupt(reason: "the first chunk is not IHDR")
    }
    let width = bigEndianInt(bytes, at: 16)
    let height = bigEndianInt(bytes, at: 20)
    let sides = 1...PNGLimits.maximumDimension
    guard sides.contains(width), sides.contains(height) else { throw .unsupportedSize(width: width, height: height) }
    guard width * height <= PNGLimits.maximumPixelCount else {
      throw .tooManyPixels(width: width, height: height, maximumPixels: PNGLimits.maximumPixelCount)
    }
    let declaredLength = bigEndianInt(bytes, at: 8)
    guard declaredLength == 13 else {
      throw .corrupt(reason: "the IHDR chunk declares \(declaredLength) bytes; it must be 13")
    }
    guard bytes.count >= length else { throw .truncated }
    let header = PNGHeader(
      width: width, height: height, bitDepth: Int(bytes[24]), colorType: Int(bytes[25]), isInterlaced: bytes[28] == 1)
    try header.validateFields(compression: bytes[26], filter: bytes[27], interlace: bytes[28])
    return header
  }

  private func validateFields(compression: UInt8, filter: UInt8, interlace: UInt8) throws(PNGError) {
    guard let depths = Self.allowedBitDepths[colorType] else {
      throw .invalidHeader(reason: "colour type \(colorType) does not exist (PNG defines 0, 2, 3, 4 and 6)")
    }
    guard depths.contains(bitDepth) else { throw .invalidBitDepth(bitDepth: bitDepth, colorType: colorType) }
    guard compression == 0 else {
      throw .invalidHeader(reason: "compression method \(compression) does not exist (PNG defines only 0, deflate)")
    }
    guard filter == 0 else {
      throw .invalidHeader(reason: "filter method \(filter) does not exist (PNG defines only 0, adaptive)")
    }
    guard interlace <= 1 else {
      throw .invalidHeader(reason: "interlace method \(interlace) does not exist (PNG defines 0, none, and 1, Adam7)")
    }
  }

  /// Bits per pixel: channels times bit depth.
  private var bitsPerPixel: Int {
    let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType] ?? 4
    return channels * bitDepth
  }

  /// The size of the decompressed image data: every row (of every Adam7 pass when interlaced)
  /// with its filter byte.
  var filteredByteCount: Int {
    func size(columns: Int, rows: Int) -> Int {
      columns == 0 || rows == 0 ? 0 : rows * (1 + (columns * bitsPerPixel + 7) / 8)
    }
    guard isInterlaced else { return size(columns: width, rows: height) }
    // Adam7: each pass's first column and row, and its steps across and down.
    let passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
    return passes.reduce(0) { total, pass in
      let (x, y, dx, dy) = pass
      return total + size(columns: (width - x + dx - 1) / dx, rows: (height - y + dy - 1) / dy)
    }
  }

  private static func bigEndianInt(_ bytes: [UInt8], at offset: Int) -> Int {
    bytes[offset..<offset + 4].reduce(0) { value, byte in value << 8 | Int(byte) }
  }
}
