import CZlib

/// Writes a PNG at the smallest size this encoder reaches, for goldens kept in a repository
/// (`snackbar snapshots --compact`), losslessly: the file decodes to exactly the same RGBA
/// pixels.
///
/// ``PNGEncoder`` is tuned for speed (one cheap filter choice, zlib level 3), which suits every
/// render. Here size is all that counts, so every lossless choice PNG offers is tried and the
/// smallest result kept:
/// - the pixel format: RGBA, RGB when every pixel is opaque, grey (with or without alpha) when
///   every pixel is grey, and a palette of 1, 2, 4 or 8 bits when there are at most 256 colours
///   (translucent ones listed in `tRNS`);
/// - the filters: each of the five for every row, and two per-row choices, the row whose
///   filtered bytes have the smallest sum of magnitudes (the PNG specification's heuristic) and
///   the one with the fewest distinct bytes by entropy;
/// - zlib at level 9 with its largest window and memory, with the default and the "filtered"
///   strategies.
///
/// Deterministic: the same image gives the same bytes (no time or text chunks).
enum PNGCompactEncoder {
  /// The smallest encoding found, checked by decoding it: a result that does not decode to
  /// `image` (which would be a bug here) is an error rather than a golden with other pixels.
  static func encode(_ image: RGBAImage) throws(PNGError) -> [UInt8] {
    var best: [UInt8]?
    for representation in PNGRepresentation.candidates(for: image) {
      let data = try smallestImageData(representation)
      let file = representation.file(imageData: data, width: image.width, height: image.height)
      if best.map({ file.count < $0.count }) ?? true { best = file }
    }
    guard let best else { throw .encodingFailed(reason: "no pixel format fits the image") }
    guard try PNGCodec.decode(best) == image else {
      throw .encodingFailed(reason: "the compact encoding did not decode to the same pixels")
    }
    return best
  }

  /// The row filters tried: each of the five for every row, then the two per-row choices.
  enum FilterChoice: CaseIterable {
    case none, sub, up, average, paeth, smallestSum, leastEntropy
  }

  /// The smallest zlib stream of `representation`'s scanlines over every filter choice and
  /// strategy.
  static func smallestImageData(_ representation: PNGRepresentation) throws(PNGError) -> [UInt8] {
    var best: [UInt8]?
    for choice in FilterChoice.allCases {
      let filtered = PNGRowFilter.filter(representation, choice: choice)
      for strategy in [Z_DEFAULT_STRATEGY, Z_FILTERED] {
        let compressed = try deflate(filtered, strategy: strategy)
        if best.map({ compressed.count < $0.count }) ?? true { best = compressed }
      }
    }
    guard let best else { throw .encodingFailed(reason: "nothing was compressed") }
    return best
  }

  /// `bytes` as one zlib stream at level 9, window 32 KiB, memory level 9.
  static func deflate(_ bytes: [UInt8], strategy: Int32) throws(PNGError) -> [UInt8] {
    var stream = z_stream()
    var status = deflateInit2_(
      &stream, 9, Z_DEFLATED, 15, 9, strategy, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
    guard status == Z_OK else { throw .encodingFailed(reason: "zlib deflateInit2 failed with status \(status)") }
    defer { deflateEnd(&stream) }
    let bound = Int(deflateBound(&stream, uLong(bytes.count)))
    var output = [UInt8](repeating: 0, count: bound)
    var input = bytes
    let produced = input.withUnsafeMutableBufferPointer { source in
      output.withUnsafeMutableBufferPointer { destination -> Int in
        stream.next_in = source.baseAddress
        stream.avail_in = uInt(source.count)
        stream.next_out = destination.baseAddress
        stream.avail_out = uInt(destination.count)
        status = zlibDeflate(&stream, Z_FINISH)
        return destination.count - Int(stream.avail_out)
      }
    }
    guard status == Z_STREAM_END else { throw .encodingFailed(reason: "zlib deflate failed with status \(status)") }
    output.removeLast(output.count - produced)
    return output
  }
}

/// zlib's `deflate`, under a name ``PNGCompactEncoder/deflate(_:strategy:)`` does not shadow.
private func zlibDeflate(_ stream: UnsafeMutablePointer<z_stream>, _ flush: Int32) -> Int32 {
  deflate(stream, flush)
}
