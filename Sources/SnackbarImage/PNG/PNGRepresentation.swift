/// One lossless way to store an image's pixels in a PNG: a colour type and bit depth, the
/// palette when there is one, and the unfiltered scanlines. ``PNGCompactEncoder`` tries each that
/// fits the image.
struct PNGRepresentation {
  /// PNG colour type: 0 grey, 2 RGB, 3 palette, 4 grey + alpha, 6 RGBA.
  let colorType: UInt8
  /// Bits per sample (per index, for a palette).
  let bitDepth: UInt8
  /// Bytes per complete pixel, at least 1: the distance filters look back.
  let filterStride: Int
  /// Bytes per scanline, without the filter byte.
  let rowBytes: Int
  /// The scanlines, top to bottom, `rowBytes` each.
  let rows: [UInt8]
  /// `PLTE`'s content (RGB triples), empty without a palette.
  var palette: [UInt8] = []
  /// `tRNS`'s content (one alpha per palette entry, up to the last translucent one), empty when
  /// every entry is opaque.
  var transparency: [UInt8] = []

  /// The number of scanlines.
  var height: Int { rowBytes == 0 ? 0 : rows.count / rowBytes }

  /// Every representation that holds `image` exactly: RGBA or, when every pixel is opaque, RGB;
  /// grey (with alpha unless opaque) when every pixel is grey; a palette when there are at most
  /// 256 colours.
  static func candidates(for image: RGBAImage) -> [PNGRepresentation] {
    let facts = Facts(image)
    var candidates: [PNGRepresentation] = [
      facts.isOpaque
        ? channels(image, keep: [0, 1, 2], colorType: 2) : channels(image, keep: [0, 1, 2, 3], colorType: 6)
    ]
    if facts.isGrey {
      candidates.append(
        facts.isOpaque ? channels(image, keep: [0], colorType: 0) : channels(image, keep: [0, 3], colorType: 4))
    }
    if let colors = facts.colors { candidates.append(paletted(image, colors: colors)) }
    return candidates
  }

  /// What the pixels allow: opacity, greyness, and the colours when there are at most 256.
  private struct Facts {
    var isOpaque = true
    var isGrey = true
    /// The distinct colours (RGBA packed big-endian) in order of first appearance; nil past 256.
    var colors: [UInt32]? = []

    init(_ image: RGBAImage) {
      var seen: [UInt32: Int] = [:]
      var previous: UInt32?
      image.bytes.withUnsafeBufferPointer { bytes in
        var index = 0
        while index + 3 < bytes.count {
          let (r, g, b, a) = (bytes[index], bytes[index + 1], bytes[index + 2], bytes[index + 3])
          index += 4
          let packed = UInt32(r) << 24 | UInt32(g) << 16 | UInt32(b) << 8 | UInt32(a)
          if packed == previous { continue }
          previous = packed
          if a != 255 { isOpaque = false }
          if r != g || g != b { isGrey = false }
          guard colors != nil, seen[packed] == nil else { continue }
          if seen.count == 256 {
            colors = nil
          } else {
            seen[packed] = seen.count
            colors?.append(packed)
          }
        }
      }
    }
  }

  /// The image with only the channels `keep` (indices into RGBA), 8 bits each.
  private static func channels(_ image: RGBAImage, keep: [Int], colorType: UInt8) -> PNGRepresentation {
    let count = keep.count
    var rows = [UInt8](repeating: 0, count: image.width * image.height * count)
    image.bytes.withUnsafeBufferPointer { source in
      rows.withUnsafeMutableBufferPointer { target in
        var pixel = 0
        while pixel < image.width * image.height {
          for (slot, channel) in keep.enumerated() { target[pixel * count + slot] = source[pixel * 4 + channel] }
          pixel += 1
        }
      }
    }
    return PNGRepresentation(
      colorType: colorType, bitDepth: 8, filterStride: count, rowBytes: image.width * count, rows: rows)
  }

  /// The image as indices into `colors`, translucent colours first so `tRNS` stays short, at the
  /// smallest bit depth that holds them.
  private static func paletted(_ image: RGBAImage, colors: [UInt32]) -> PNGRepresentation {
    let ordered = colors.filter { $0 & 0xFF != 0xFF } + colors.filter { $0 & 0xFF == 0xFF }
    var index: [UInt32: UInt8] = [:]
    for (position, color) in ordered.enumerated() { index[color] = UInt8(position) }
    let bitDepth: UInt8 = ordered.count <= 2 ? 1 : ordered.count <= 4 ? 2 : ordered.count <= 16 ? 4 : 8
    let perByte = 8 / Int(bitDepth)
    let rowBytes = (image.width + perByte - 1) / perByte
    var rows = [UInt8](repeating: 0, count: rowBytes * image.height)
    image.bytes.withUnsafeBufferPointer { source in
      for y in 0..<image.height {
        for x in 0..<image.width {
          let offset = (y * image.width + x) * 4
          let packed =
            UInt32(source[offset]) << 24 | UInt32(source[offset + 1]) << 16 | UInt32(source[offset + 2]) << 8
            | UInt32(source[offset + 3])
          let value = index[packed] ?? 0
          let shift = 8 - Int(bitDepth) * (x % perByte + 1)
          rows[y * rowBytes + x / perByte] |= value << UInt8(shift)
        }
      }
    }
    var representation = PNGRepresentation(
      colorType: 3, bitDepth: bitDepth, filterStride: 1, rowBytes: rowBytes, rows: rows)
    representation.palette = ordered.flatMap { [UInt8($0 >> 24), UInt8($0 >> 16 & 0xFF), UInt8($0 >> 8 & 0xFF)] }
    representation.transparency = ordered.prefix { $0 & 0xFF != 0xFF }.map { UInt8($0 & 0xFF) }
    return representation
  }

  /// The whole file: signature, IHDR, PLTE and tRNS when needed, one IDAT, IEND.
  func file(imageData: [UInt8], width: Int, height: Int) -> [UInt8] {
    var output = PNGCodec.signature
    output.reserveCapacity(imageData.count + palette.count + transparency.count + 80)
    var header = [UInt8]()
    header.appendBigEndian(UInt32(width))
    header.appendBigEndian(UInt32(height))
    header += [bitDepth, colorType, 0, 0, 0]  // deflate, adaptive filters, no interlace
    PNGEncoder.appendChunk("IHDR", header, to: &output)
    if !palette.isEmpty { PNGEncoder.appendChunk("PLTE", palette, to: &output) }
    if !transparency.isEmpty { PNGEncoder.appendChunk("tRNS", transparency, to: &output) }
    PNGEncoder.appendChunk("IDAT", imageData, to: &output)
    PNGEncoder.appendChunk("IEND", [], to: &output)
    return output
  }
}
