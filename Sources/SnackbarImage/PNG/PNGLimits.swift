/// What one PNG decode may cost at most, so a small hostile file cannot take gigabytes or minutes.
///
/// Each limit is checked against what the file declares before the bytes it covers are read, so a
/// refusal costs nothing: the size from the header, each chunk's length from its chunk header.
package enum PNGLimits {
  /// The largest side, in pixels: the same as every image's (``RGBAImage/maximumDimension``).
  static let maximumDimension = RGBAImage.maximumDimension

  /// The most pixels in all: 160 MB of RGBA, the renderer's cap too (its canvas takes this
  /// value), so any image the project can render can be read back, and a 16384 x 16384 header
  /// (1 GiB of RGBA) is refused.
  package static let maximumPixelCount = 40_000_000

  /// The longest non-image chunk (text, ICC profile, EXIF, or one unknown to the decoder), and
  /// the most one compressed text or profile chunk may inflate to: 8 MiB. Real profiles and
  /// metadata are kilobytes; the image itself (IDAT) has its own limit below.
  static let maximumChunkLength = 8 << 20

  /// The most bytes all non-image chunks may hold together, chunk headers included, and the most
  /// libspng may keep of them: 32 MiB.
  static let maximumMetadataBytes = 32 << 20

  /// Slack on top of the image data's size in ``maximumImageDataBytes(for:)``.
  static let imageDataSlack = 64 << 10

  /// The most bytes of IDAT chunks (headers and checksums included) a file with `header` may
  /// carry: its filtered rows' size plus a quarter, plus 64 KiB.
  ///
  /// Deflate never needs more than its input plus 5 bytes per 64 KiB (stored blocks) to which
  /// zlib adds 6; a quarter more covers any encoder's worst case, and IDAT chunks of a few bytes
  /// each. libspng inflates only what the header needs, but without this bound it would read (and
  /// checksum) however much more compressed data follows, and a file carrying gigabytes behind a
  /// 1x1 header would decode as a valid image.
  static func maximumImageDataBytes(for header: PNGHeader) -> Int {
    let filtered = header.filteredByteCount
    return filtered + filtered / 4 + imageDataSlack
  }
}
