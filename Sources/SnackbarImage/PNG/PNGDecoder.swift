import CSpng

/// Decodes PNG through libspng into straight-alpha RGBA8, exactly: every colour type and bit
/// depth, palette and tRNS transparency applied, 16-bit samples reduced to their high byte (so a
/// 16-bit `v * 257` decodes as `v`), no gamma or colour management.
///
/// libspng reads through ``PNGReadStream``, a piece at a time, so a file is never held whole, and
/// the stream enforces ``PNGLimits`` as chunk headers arrive. libspng itself inflates only the
/// bytes the header implies; rows are decoded one at a time straight into the image's buffer.
enum PNGDecoder {
  /// Decodes the PNG `stream` reads.
  /// - Throws: ``PNGError``: the stream's own failure when it has one (truncation, a limit, a
  ///   read error), otherwise libspng's error in the words of ``PNGError/init(spng:context:)``.
  static func decode(_ stream: PNGReadStream) throws(PNGError) -> RGBAImage {
    guard let context = spng_ctx_new(0) else {
      throw .corrupt(reason: "libspng could not create a decoder (out of memory)")
    }
    defer { spng_ctx_free(context) }
    let header = stream.header
    // The row being decoded, for messages: -1 before the first, the height after the last.
    var row = -1
    func check(_ status: Int32) throws(PNGError) {
      guard status != 0 else { return }
      if let failure = stream.failure { throw failure }
      stream.readToChunkEnd()
      if let failure = stream.failure, failure != .truncated { throw failure }
      let tracker = stream.tracker
      throw PNGError(
        spng: status,
        context: .init(
          header: header, chunk: tracker.currentChunk, hasSeenImageData: tracker.hasSeenImageData, row: row))
    }
    try check(spng_set_image_limits(context, UInt32(PNGLimits.maximumDimension), UInt32(PNGLimits.maximumDimension)))
    try check(spng_set_chunk_limits(context, PNGLimits.maximumChunkLength, PNGLimits.maximumMetadataBytes))
    // The stream checks critical chunks' CRCs (see PNGChunkTracker); libspng discards ancillary
    // chunks whose CRC is wrong.
    try check(spng_set_crc_action(context, Int32(SPNG_CRC_USE.rawValue), Int32(SPNG_CRC_DISCARD.rawValue)))
    try check(spng_set_png_stream(context, pngStreamRead, Unmanaged.passUnretained(stream).toOpaque()))

    let rowBytes = header.width * 4
    let byteCount = rowBytes * header.height
    var failure: PNGError?
    let pixels = withExtendedLifetime(stream) {
      [UInt8](unsafeUninitializedCapacity: byteCount) { buffer, initializedCount in
        initializedCount = 0
        guard let base = buffer.baseAddress else { return }
        do throws(PNGError) {
          let format = Int32(SPNG_FMT_RGBA8.rawValue)
          let flags = Int32(SPNG_DECODE_TRNS.rawValue | SPNG_DECODE_PROGRESSIVE.rawValue)
          try check(spng_decode_image(context, nil, 0, format, flags))
          var status: Int32 = 0
          // Interlaced images return each pass's rows in turn; row_num places each one.
          repeat {
            var info = spng_row_info()
            try check(spng_get_row_info(context, &info))
            row = Int(info.row_num)
            status = spng_decode_row(context, base + row * rowBytes, rowBytes)
          } while status == 0
          guard status == SPNG_EOI.rawValue else { return try check(status) }
          row = header.height
          // The chunks after the image, through IEND: their checksums, and the limits on
          // whatever IDAT data follows the last row.
          try check(spng_decode_chunks(context))
          initializedCount = byteCount
        } catch {
          failure = error
        }
      }
    }
    if let failure { throw failure }
    do throws(RGBAImageError) {
      return try RGBAImage(width: header.width, height: header.height, bytes: pixels)
    } catch {
      throw .corrupt(reason: error.description)
    }
  }
}
