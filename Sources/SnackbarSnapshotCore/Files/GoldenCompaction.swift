import Foundation
import SnackbarImage

/// Re-encoding PNG goldens at the smallest size the encoder reaches (`PNGCodec.encodeCompact`),
/// never changing a pixel: `snackbar snapshots --compact`.
///
/// Goldens come with strangers' pull requests, so each is read as untrusted input: bounded
/// (``SnapshotFileLimits/goldenBytes``), only regular files (a link is left alone, as rewriting it
/// would write wherever it points), and its chunks walked with every length checked against the
/// bytes that are there. Only chunks known to change no pixel any reader shows are dropped
/// (`bKGD`, `pHYs`, `tIME`, text); a golden with any other chunk is left as it is, since
/// re-encoding would drop it: an animation (`acTL`), colour management (`gAMA`, `cHRM`, `sRGB`,
/// `iCCP`, `sBIT`), an orientation (`eXIf`, which viewers apply) or a chunk this reader does not
/// know. 16-bit samples are kept too.
package enum GoldenCompaction {
  /// What compacting one golden found.
  package enum Outcome: Sendable, Equatable {
    /// Smaller bytes with the same pixels (checked by decoding them).
    case smaller([UInt8], pixels: Int)
    /// The file is already as small as the encoder gets it.
    case alreadySmallest
    /// Left alone, and why.
    case kept(String)
  }

  /// The chunks the encoder writes again (the image's own) and the ancillary ones whose loss
  /// changes no pixel any reader shows; a golden with any other chunk is kept as it is.
  static let rewrittenChunks: Set<String> = [
    "IHDR", "PLTE", "tRNS", "IDAT", "IEND", "bKGD", "pHYs", "tIME", "tEXt", "zTXt", "iTXt",
  ]

  /// Compacts the golden `bytes` (a PNG file's content).
  /// - Throws: `PNGError` when the golden does not decode.
  package static func compact(_ bytes: [UInt8]) throws(PNGError) -> Outcome {
    if let kept = try chunkBeyondTheImage(bytes) {
      return .kept("it has \(kept) chunk, which re-encoding would drop")
    }
    if try PNGHeader.parse(bytes).bitDepth == 16 { return .kept("its samples are 16-bit, and the decoder reads 8") }
    let image = try PNGCodec.decode(bytes)
    let smaller = try PNGCodec.encodeCompact(image)
    guard smaller.count < bytes.count else { return .alreadySmallest }
    // encodeCompact checks its result too; a golden is worth checking twice.
    guard try PNGCodec.decode(smaller) == image else {
      throw .encodingFailed(reason: "the re-encoded golden does not decode to the same pixels")
    }
    return .smaller(smaller, pixels: image.width * image.height)
  }

  /// The first chunk of `bytes` that is neither the image's own nor one that changes no pixel
  /// (``rewrittenChunks``), named with its article for a message: "an acTL", "a gAMA", or "an
  /// unnamed" for a type that is not four ASCII letters, which is not echoed. Nil when there is
  /// none: what a browser shows is what the decoder reads.
  /// - Throws: `PNGError` for a file that is not a PNG or whose chunks overrun it.
  package static func chunkBeyondTheImage(_ bytes: [UInt8]) throws(PNGError) -> String? {
    guard let type = try chunkTypes(bytes).first(where: { !rewrittenChunks.contains($0) }) else { return nil }
    guard type.unicodeScalars.allSatisfy({ ("A"..."Z").contains($0) || ("a"..."z").contains($0) }) else {
      return "an unnamed"
    }
    return ("aeiouAEIOU".contains { $0 == type.first } ? "an " : "a ") + type
  }

  /// The chunk types of a PNG, in order, each length checked against the bytes left.
  /// - Throws: `PNGError` for a file that is not a PNG or whose chunks overrun it.
  static func chunkTypes(_ bytes: [UInt8]) throws(PNGError) -> [String] {
    guard bytes.count >= 8 else { throw bytes.isEmpty ? .empty : .truncated }
    guard bytes.prefix(8).elementsEqual(PNGCodec.signature) else { throw .notPNG(prefix: Array(bytes.prefix(8))) }
    var types: [String] = []
    var offset = 8
    while offset < bytes.count {
      guard bytes.count - offset >= 12 else { throw .truncated }
      let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
      // length < 2^32, so `length + 12` cannot overflow an Int here.
      guard length <= bytes.count - offset - 12 else { throw .truncated }
      types.append(type)
      offset += 12 + length
      if type == "IEND" { break }
    }
    guard types.first == "IHDR", bytes.count >= 33 else { throw .corrupt(reason: "the first chunk is not IHDR") }
    return types
  }
}
