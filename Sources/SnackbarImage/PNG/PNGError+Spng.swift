import CSpng

extension PNGError {
  /// What the decoder knew when libspng failed, to word the error.
  struct SpngContext {
    /// The file's header.
    var header: PNGHeader
    /// The chunk being read, or whose checksum was read last.
    var chunk: String
    /// Whether an IDAT chunk had been reached.
    var hasSeenImageData: Bool
    /// The row being decoded: -1 before the first, the height after the last.
    var row: Int
  }

  /// libspng's error `code` (an `spng_errno`) in words: the common ones with their own case and
  /// message, the rest as ``corrupt(reason:)`` with libspng's own message and the chunk.
  init(spng code: Int32, context: SpngContext) {
    let header = context.header
    switch spng_errno(rawValue: code) {
    case SPNG_ECHUNK_CRC:
      self = .badChecksum(chunk: context.chunk)
    case SPNG_EFILTER:
      // libspng reads each row's filter byte with the row before it.
      self = .badFilter(row: header.isInterlaced ? nil : context.row + 1)
    case SPNG_EIDAT_STREAM:
      self = .badCompressedData
    case SPNG_EIDAT_TOO_SHORT:
      self = .imageDataTooShort(width: header.width, height: header.height)
    case SPNG_ECHUNK_POS where context.chunk == "IEND" && !context.hasSeenImageData:
      self = .missingImageData
    case SPNG_EBIT_DEPTH:
      self = .invalidBitDepth(bitDepth: header.bitDepth, colorType: header.colorType)
    case SPNG_EUSER_WIDTH, SPNG_EUSER_HEIGHT:
      self = .unsupportedSize(width: header.width, height: header.height)
    case SPNG_ECHUNK_LIMITS:
      self = .metadataTooLarge(limit: PNGLimits.maximumMetadataBytes)
    case SPNG_ENOPLTE:
      self = .corrupt(reason: "a palette image (colour type 3) has no PLTE chunk before its image data")
    case SPNG_ECHUNK_UNKNOWN_CRITICAL:
      self = .corrupt(
        reason: "chunk \(context.chunk) is marked critical (its name starts with a capital letter) but is not a "
          + "standard chunk, so the image cannot be decoded without it")
    case SPNG_IO_EOF:
      self = .truncated
    case SPNG_EMEM:
      self = .corrupt(reason: "out of memory while decoding")
    default:
      let message = String(cString: spng_strerror(code))
      let chunk = context.chunk.isEmpty ? "" : " (in chunk \(context.chunk))"
      self = .corrupt(reason: "\(message)\(chunk)")
    }
  }
}
