/// Checks the start of a PNG before it reaches libpng: the signature and the IHDR chunk.
///
/// Checking the declared size first means a tiny file claiming 100000 x 100000 pixels fails with
/// a clear error instead of making the decoder try to allocate gigabytes.
enum PNGHeader {
  /// Signature (8) + IHDR length and type (8) + width and height (8).
  static let minimumLength = 24

  static func validate(_ bytes: [UInt8]) throws(PNGError) {
    guard !bytes.isEmpty else { throw .empty }
    let signature = PNGCodec.signature
    let prefixLength = min(bytes.count, signature.count)
    guard bytes.prefix(prefixLength).elementsEqual(signature.prefix(prefixLength)) else {
      throw .notPNG(prefix: Array(bytes.prefix(8)))
    }
    guard bytes.count >= minimumLength else { throw .truncated }
    guard bytes[12...15].elementsEqual(Array("IHDR".utf8)) else {
      throw .corrupt(reason: "the first chunk is not IHDR")
    }
    let width = bigEndianInt(bytes, at: 16)
    let height = bigEndianInt(bytes, at: 20)
    guard (1...RGBAImage.maximumDimension).contains(width), (1...RGBAImage.maximumDimension).contains(height) else {
      throw .unsupportedSize(width: width, height: height)
    }
  }

  private static func bigEndianInt(_ bytes: [UInt8], at offset: Int) -> Int {
    bytes[offset..<offset + 4].reduce(0) { value, byte in value << 8 | Int(byte) }
  }
}
