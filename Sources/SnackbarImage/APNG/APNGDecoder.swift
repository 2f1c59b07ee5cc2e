import CZlib
import Foundation

/// An animated PNG read back: its canvas, its frames and how each is composited.
package struct APNGAnimation: Sendable {
  /// How the area of a frame is treated before the next frame is drawn (`dispose_op`).
  package enum Disposal: UInt8, Sendable {
    /// Left as it is.
    case none = 0
    /// Cleared to transparent black.
    case background = 1
    /// Restored to what it was before the frame.
    case previous = 2
  }

  /// How a frame's pixels meet the canvas (`blend_op`).
  package enum Blending: UInt8, Sendable {
    /// They replace the canvas's pixels, alpha included.
    case source = 0
    /// They are composited over the canvas.
    case over = 1
  }

  /// One frame as stored: a rectangle of pixels and its timing.
  package struct Frame: Sendable {
    /// Where the pixels go on the canvas.
    package var region: PixelRect
    /// The delay's numerator (`delay_num`).
    package var delayNumerator: Int
    /// The delay's denominator (`delay_den`; 0 means 100).
    package var delayDenominator: Int
    /// How the frame's area is disposed of afterwards.
    package var disposal: Disposal
    /// How the frame is blended.
    package var blending: Blending
    /// The frame's pixels, `region`-sized.
    package var image: RGBAImage

    /// How long the frame shows, in seconds.
    package var duration: Double {
      Double(delayNumerator) / Double(delayDenominator == 0 ? 100 : delayDenominator)
    }
  }

  /// The canvas width.
  package var width: Int
  /// The canvas height.
  package var height: Int
  /// How many times the animation plays; 0 loops forever.
  package var playCount: Int
  /// Whether the default image (IDAT) is the first frame, rather than a still shown only by
  /// viewers without APNG support.
  package var defaultImageIsFirstFrame: Bool
  /// The frames, in order.
  package var frames: [Frame]

  /// The full picture after each frame, composited as the APNG specification says: the canvas
  /// starts transparent black, each frame is blended into its region, then disposed of.
  /// - Throws: ``RGBAImageError`` only for a canvas larger than ``RGBAImage/maximumDimension``.
  package func composedFrames() throws(RGBAImageError) -> [RGBAImage] {
    var canvas = try RGBAImage(width: width, height: height, fill: RGBAPixel(white: 0, alpha: 0))
    var result: [RGBAImage] = []
    result.reserveCapacity(frames.count)
    for frame in frames {
      let before = frame.disposal == .previous ? try canvas.cropped(to: frame.region) : nil
      switch frame.blending {
      case .source: canvas.place(frame.image, atX: frame.region.x, y: frame.region.y)
      case .over: canvas.composite(frame.image, atX: frame.region.x, y: frame.region.y)
      }
      result.append(canvas)
      switch frame.disposal {
      case .none: break
      case .background:
        canvas.place(
          try RGBAImage(width: frame.region.width, height: frame.region.height, fill: RGBAPixel(white: 0, alpha: 0)),
          atX: frame.region.x, y: frame.region.y)
      case .previous:
        if let before { canvas.place(before, atX: frame.region.x, y: frame.region.y) }
      }
    }
    return result
  }
}

/// Reads animated PNGs strictly: every chunk's CRC, the order of IHDR, acTL, fcTL, IDAT, fdAT and
/// IEND, consecutive sequence numbers from 0, the frame count, and frame rectangles inside the
/// canvas. Each frame's pixels are decoded by the project's PNG decoder (``PNGCodec``) from a
/// still PNG made of the frame's header and data.
package enum APNGDecoder {
  /// Decodes an APNG (a plain PNG is refused: it has no acTL).
  /// - Throws: ``PNGError/corrupt(reason:)`` naming the first rule the file breaks, or the
  ///   decoder's error for a frame's pixels.
  package static func decode(_ bytes: [UInt8]) throws(PNGError) -> APNGAnimation {
    _ = try PNGHeader.parse(bytes)
    let chunks = try readChunks(bytes)
    guard let header = chunks.first, header.type == "IHDR", header.data.count == 13 else {
      throw .corrupt(reason: "the first chunk is not a 13-byte IHDR")
    }
    guard chunks.last?.type == "IEND" else { throw .corrupt(reason: "the last chunk is not IEND") }
    var reader = FrameReader(header: header.data)
    for chunk in chunks.dropFirst().dropLast() {
      try reader.read(chunk)
    }
    return try reader.finish()
  }

  struct Chunk {
    var type: String
    var data: ArraySlice<UInt8>
  }

  /// Splits the file into chunks, checking lengths and CRCs.
  static func readChunks(_ bytes: [UInt8]) throws(PNGError) -> [Chunk] {
    var chunks: [Chunk] = []
    var offset = PNGCodec.signature.count
    while offset < bytes.count {
      guard bytes.count - offset >= 12 else { throw .truncated }
      let length = Int(bigEndian32(bytes, offset))
      guard length <= bytes.count - offset - 12 else { throw .truncated }
      let typeBytes = bytes[(offset + 4)..<(offset + 8)]
      guard typeBytes.allSatisfy({ (65...90).contains($0) || (97...122).contains($0) }) else {
        throw .corrupt(reason: "chunk at byte \(offset) has an invalid type")
      }
      let type = String(decoding: typeBytes, as: UTF8.self)
      let stored = bigEndian32(bytes, offset + 8 + length)
      let computed = bytes.withUnsafeBufferPointer { buffer in
        UInt32(truncatingIfNeeded: crc32(0, buffer.baseAddress.map { $0 + offset + 4 }, uInt(length + 4)))
      }
      guard stored == computed else {
        throw .corrupt(reason: "\(type) chunk at byte \(offset) has a bad CRC")
      }
      chunks.append(Chunk(type: type, data: bytes[(offset + 8)..<(offset + 8 + length)]))
      offset += 12 + length
      if type == "IEND" { break }
    }
    return chunks
  }

  static func bigEndian32<C: Collection>(_ bytes: C, _ offset: C.Index) -> UInt32 where C.Element == UInt8 {
    var value: UInt32 = 0
    var index = offset
    for _ in 0..<4 {
      value = value << 8 | UInt32(bytes[index])
      index = bytes.index(after: index)
    }
    return value
  }
}

/// Walks the chunks between IHDR and IEND, enforcing the APNG rules and collecting frames.
private struct FrameReader {
  let header: ArraySlice<UInt8>
  let width: Int
  let height: Int
  var frameCount: Int?
  var playCount = 0
  var nextSequence: UInt32 = 0
  var pending: (control: ArraySlice<UInt8>, data: [UInt8], isDefault: Bool)?
  var frames: [APNGAnimation.Frame] = []
  var sawIDAT = false
  var idatIsFrame = false
  var afterIDAT = false

  init(header: ArraySlice<UInt8>) {
    self.header = header
    width = Int(APNGDecoder.bigEndian32(header, header.startIndex))
    height = Int(APNGDecoder.bigEndian32(header, header.startIndex + 4))
  }

  mutating func read(_ chunk: APNGDecoder.Chunk) throws(PNGError) {
    switch chunk.type {
    case "acTL":
      guard frameCount == nil, !sawIDAT, chunk.data.count == 8 else {
        throw .corrupt(reason: "acTL must come once, 8 bytes long, before IDAT")
      }
      frameCount = Int(APNGDecoder.bigEndian32(chunk.data, chunk.data.startIndex))
      playCount = Int(APNGDecoder.bigEndian32(chunk.data, chunk.data.startIndex + 4))
    case "fcTL":
      guard frameCount != nil else { throw .corrupt(reason: "fcTL before acTL") }
      guard chunk.data.count == 26 else { throw .corrupt(reason: "fcTL must be 26 bytes, got \(chunk.data.count)") }
      try checkSequence(chunk.data)
      try flush()
      pending = (chunk.data, [], !sawIDAT)
    case "IDAT":
      guard !afterIDAT else { throw .corrupt(reason: "IDAT chunks must be consecutive") }
      sawIDAT = true
      if let current = pending, current.isDefault {
        idatIsFrame = true
        pending?.data += chunk.data
      }
    case "fdAT":
      guard sawIDAT else { throw .corrupt(reason: "fdAT before IDAT") }
      guard chunk.data.count > 4 else { throw .corrupt(reason: "fdAT holds no data") }
      try checkSequence(chunk.data)
      guard let current = pending, !current.isDefault else { throw .corrupt(reason: "fdAT without its fcTL") }
      pending?.data += chunk.data.dropFirst(4)
    default:
      break
    }
    if chunk.type != "IDAT", sawIDAT { afterIDAT = true }
  }

  mutating func finish() throws(PNGError) -> APNGAnimation {
    guard let frameCount else { throw .corrupt(reason: "no acTL chunk: this is a still PNG, not an APNG") }
    guard sawIDAT else { throw .corrupt(reason: "no IDAT chunk") }
    try flush()
    guard frames.count == frameCount, frameCount > 0 else {
      throw .corrupt(reason: "acTL announces \(frameCount) frames, the file holds \(frames.count)")
    }
    return APNGAnimation(
      width: width, height: height, playCount: playCount, defaultImageIsFirstFrame: idatIsFrame, frames: frames)
  }

  private mutating func checkSequence(_ data: ArraySlice<UInt8>) throws(PNGError) {
    let sequence = APNGDecoder.bigEndian32(data, data.startIndex)
    guard sequence == nextSequence else {
      throw .corrupt(reason: "sequence number \(sequence) where \(nextSequence) was expected")
    }
    nextSequence += 1
  }

  /// Turns the pending fcTL and its data into a frame.
  private mutating func flush() throws(PNGError) {
    guard let current = pending else { return }
    pending = nil
    let control = current.control
    let start = control.startIndex
    let region = PixelRect(
      x: Int(APNGDecoder.bigEndian32(control, start + 12)), y: Int(APNGDecoder.bigEndian32(control, start + 16)),
      width: Int(APNGDecoder.bigEndian32(control, start + 4)), height: Int(APNGDecoder.bigEndian32(control, start + 8)))
    guard !region.isEmpty, PixelRect(width: width, height: height).contains(region) else {
      throw .corrupt(reason: "frame \(frames.count) region \(region) is not inside the \(width)x\(height) canvas")
    }
    guard !current.isDefault || region == PixelRect(width: width, height: height) else {
      throw .corrupt(reason: "the first frame, the default image, must cover the whole canvas")
    }
    guard !current.data.isEmpty else { throw .corrupt(reason: "frame \(frames.count) has no image data") }
    guard let disposal = APNGAnimation.Disposal(rawValue: control[start + 24]),
      let blending = APNGAnimation.Blending(rawValue: control[start + 25])
    else {
      throw .corrupt(reason: "frame \(frames.count) has an unknown dispose or blend operation")
    }
    var header = self.header
    header.replaceSubrange(
      header.startIndex..<header.startIndex + 8, with: bigEndian(region.width) + bigEndian(region.height))
    var still = PNGCodec.signature
    PNGEncoder.appendChunk("IHDR", Array(header), to: &still)
    PNGEncoder.appendChunk("IDAT", current.data, to: &still)
    PNGEncoder.appendChunk("IEND", [], to: &still)
    let image = try PNGCodec.decode(still)
    frames.append(
      APNGAnimation.Frame(
        region: region, delayNumerator: Int(control[start + 20]) << 8 | Int(control[start + 21]),
        delayDenominator: Int(control[start + 22]) << 8 | Int(control[start + 23]), disposal: disposal,
        blending: blending, image: image))
  }

  private func bigEndian(_ value: Int) -> [UInt8] {
    [
      UInt8(truncatingIfNeeded: value >> 24), UInt8(truncatingIfNeeded: value >> 16),
      UInt8(truncatingIfNeeded: value >> 8),
      UInt8(truncatingIfNeeded: value),
    ]
  }
}

extension RGBAImage {
  /// Composites `image` over this image with its corner at (`x`, `y`), straight alpha
  /// (Porter-Duff over), as APNG's `APNG_BLEND_OP_OVER` asks.
  mutating func composite(_ image: RGBAImage, atX x: Int, y: Int) {
    let target = PixelRect(x: x, y: y, width: image.width, height: image.height)
    guard let overlap = bounds.intersection(target) else { return }
    for row in overlap.y..<overlap.maxY {
      for column in overlap.x..<overlap.maxX {
        let source = image[column - x, row - y]
        let destination = self[column, row]
        let sourceAlpha = Double(source.alpha) / 255
        let destinationAlpha = Double(destination.alpha) / 255 * (1 - sourceAlpha)
        let alpha = sourceAlpha + destinationAlpha
        guard alpha > 0 else {
          self[column, row] = RGBAPixel(white: 0, alpha: 0)
          continue
        }
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
          UInt8(((Double(a) * sourceAlpha + Double(b) * destinationAlpha) / alpha).rounded())
        }
        self[column, row] = RGBAPixel(
          red: mix(source.red, destination.red), green: mix(source.green, destination.green),
          blue: mix(source.blue, destination.blue), alpha: UInt8((alpha * 255).rounded()))
      }
    }
  }
}
