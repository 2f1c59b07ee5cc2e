import Foundation
import SnackbarFiles

/// Encodes PNG with zlib directly (`PNGEncoder`) and decodes it through libspng (`PNGDecoder`),
/// both with straight alpha, so every pixel round-trips exactly.
///
/// Encoding is deterministic: no time, gamma or text chunks, so the same image gives the same
/// bytes on every run. Decoding reads any PNG (every colour type and bit depth, interlaced or
/// not) into exact 8-bit RGBA, within `PNGLimits`: at most 16384 pixels a side and 40 million in
/// all, bounded metadata, and no more image data than the header implies.
public enum PNGCodec {
  /// The 8 bytes every PNG starts with.
  public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// Encodes `image` as an 8-bit RGBA PNG (straight alpha, exact: no premultiplication).
  /// - Throws: ``PNGError/encodingFailed(reason:)`` when compression fails (for example, out of
  ///   memory).
  public static func encode(_ image: RGBAImage) throws(PNGError) -> [UInt8] {
    try PNGEncoder.encode(image)
  }

  /// Encodes `image` as the smallest PNG this package's encoder reaches, losslessly: the
  /// smallest pixel format that holds it (RGB when opaque, grey, a palette of up to 256
  /// colours), each row's filter chosen, zlib at its maximum compression. Much slower than
  /// ``encode(_:)``; for goldens kept in a repository (`snackbar snapshots --compact`).
  /// - Throws: ``PNGError/encodingFailed(reason:)`` when compression fails, or when the result
  ///   would not decode to `image` exactly.
  public static func encodeCompact(_ image: RGBAImage) throws(PNGError) -> [UInt8] {
    try PNGCompactEncoder.encode(image)
  }

  /// Decodes PNG bytes into an image.
  /// - Throws: ``PNGError`` for empty, non-PNG, truncated, corrupt or oversized input, each
  ///   with its own case and message.
  public static func decode(_ bytes: [UInt8]) throws(PNGError) -> RGBAImage {
    try PNGDecoder.decode(PNGReadStream(source: PNGMemorySource(bytes)))
  }

  /// Decodes the PNG file at `url`, streaming it: the file is read a piece at a time, as far as
  /// decoding goes, and never held whole. Every error names the file.
  /// - Throws: ``PNGError/unreadableFile(path:reason:)`` when the file cannot be opened or read,
  ///   ``PNGError/invalidFile(path:underlying:)`` when its contents do not decode.
  public static func decode(contentsOf url: URL) throws(PNGError) -> RGBAImage {
    try decode(file: BytePath(url.path))
  }

  /// ``decode(contentsOf:)`` for a path as the kernel's bytes (a command-line argument need not
  /// be UTF-8); errors name it as ``BytePath`` shows it.
  package static func decode(file path: BytePath) throws(PNGError) -> RGBAImage {
    let source = try PNGFileSource(path)
    do {
      return try PNGDecoder.decode(PNGReadStream(source: source))
    } catch .unreadableFile(let path, let reason) {
      throw .unreadableFile(path: path, reason: reason)
    } catch {
      throw .invalidFile(path: source.path, underlying: error)
    }
  }
}
