/// Why PNG encoding or decoding failed.
public indirect enum PNGError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The input holds no bytes.
  case empty
  /// The input does not start with the 8-byte PNG signature; `prefix` shows its first bytes.
  case notPNG(prefix: [UInt8])
  /// The data ends before the image is complete.
  case truncated
  /// The PNG is malformed in a way no more specific case describes; `reason` says how (libspng's
  /// message, with the chunk it was reading where that helps).
  case corrupt(reason: String)
  /// The header declares a size outside `1...RGBAImage.maximumDimension`.
  case unsupportedSize(width: Int, height: Int)
  /// The header declares more than `maximumPixels` pixels in all (the renderer's own cap).
  case tooManyPixels(width: Int, height: Int, maximumPixels: Int)
  /// The header's bit depth is not one the colour type allows (for example 3, which no type allows).
  case invalidBitDepth(bitDepth: Int, colorType: Int)
  /// Another header field (colour type, compression, filter or interlace method) has a value PNG
  /// does not define; `reason` names it.
  case invalidHeader(reason: String)
  /// Chunk `chunk`'s CRC does not match its bytes: the file changed after it was written.
  case badChecksum(chunk: String)
  /// A row starts with a filter type above 4; `row` is the image row (nil for interlaced images,
  /// whose rows are spread over seven passes).
  case badFilter(row: Int?)
  /// The image data (the IDAT chunks together) is not a valid zlib stream.
  case badCompressedData
  /// No IDAT chunk comes before IEND.
  case missingImageData
  /// The image data (the zlib stream, or the IDAT chunks holding it) ends before the last row of
  /// the `width` x `height` image.
  case imageDataTooShort(width: Int, height: Int)
  /// The IDAT chunks hold more than a `width` x `height` image can need: more than `limit` bytes.
  case excessImageData(width: Int, height: Int, limit: Int)
  /// Chunk `chunk` declares `length` bytes, more than the `limit` a non-image chunk may hold.
  case chunkTooLarge(chunk: String, length: Int, limit: Int)
  /// The non-image chunks hold more than `limit` bytes together.
  case metadataTooLarge(limit: Int)
  /// Encoding failed (zlib could not compress, for example out of memory).
  case encodingFailed(reason: String)
  /// The file could not be read.
  case unreadableFile(path: String, reason: String)
  /// Decoding the file at `path` failed with `underlying`.
  case invalidFile(path: String, underlying: PNGError)

  /// A message for people: what failed and, where possible, how to fix it.
  public var description: String {
    switch self {
    case .empty:
      return "not a PNG: the data is empty"
    case .notPNG(let prefix):
      let hex = prefix.map { byte in String(byte, radix: 16, uppercase: true) }.map { $0.count == 1 ? "0" + $0 : $0 }
      return "not a PNG: the data does not start with the PNG signature (first bytes: \(hex.joined(separator: " ")))"
    case .truncated:
      return "truncated PNG: the data ends before the image is complete"
    case .corrupt(let reason):
      return "corrupt PNG: \(reason)"
    case .unsupportedSize(let width, let height):
      return "unsupported PNG size \(width)x\(height): each side must be 1...\(RGBAImage.maximumDimension) pixels"
    case .tooManyPixels(let width, let height, let maximumPixels):
      return "unsupported PNG size \(width)x\(height): \(width * height) pixels, more than the \(maximumPixels) "
        + "an image may have"
    case .invalidBitDepth(let bitDepth, let colorType):
      let allowed = (PNGHeader.allowedBitDepths[colorType] ?? []).map(String.init).joined(separator: ", ")
      let name = PNGHeader.colorTypeNames[colorType] ?? "unknown"
      return "invalid PNG header: bit depth \(bitDepth) is not allowed for colour type \(colorType) (\(name)); "
        + "it allows \(allowed)"
    case .invalidHeader(let reason):
      return "invalid PNG header: \(reason)"
    case .badChecksum(let chunk):
      return "corrupt PNG: bad CRC in chunk \(chunk): its bytes changed after it was written "
        + "(a damaged or partly copied file)"
    case .badFilter(let row):
      let which = row.map { "row \($0)" } ?? "a row"
      return "corrupt PNG: bad filter type: \(which) of the image data names a filter type above 4 "
        + "(PNG defines 0 to 4)"
    case .badCompressedData:
      return "corrupt PNG: bad zlib stream: the image data (IDAT) does not decompress"
    case .missingImageData:
      return "corrupt PNG: no image data: IEND comes before any IDAT chunk"
    case .imageDataTooShort(let width, let height):
      return "corrupt PNG: the image data is shorter than its \(width)x\(height) header implies: "
        + "the IDAT stream ends before the last row"
    case .excessImageData(let width, let height, let limit):
      return "corrupt PNG: the image data is longer than its \(width)x\(height) header implies: "
        + "the IDAT chunks hold more than \(limit) bytes"
    case .chunkTooLarge(let chunk, let length, let limit):
      return "unsupported PNG: chunk \(chunk) declares \(length) bytes, more than the \(limit) a non-image chunk "
        + "may hold"
    case .metadataTooLarge(let limit):
      return "unsupported PNG: the non-image chunks (text, ICC profile, EXIF...) hold more than \(limit) bytes"
    case .encodingFailed(let reason):
      return "PNG encoding failed: \(reason)"
    case .unreadableFile(let path, let reason):
      return "cannot read PNG file \(path): \(reason)"
    case .invalidFile(let path, let underlying):
      return "cannot decode PNG file \(path): \(underlying)"
    }
  }
}
