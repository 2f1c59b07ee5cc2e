import Foundation

/// Writes animated PNGs (APNG 1.0) with the project's PNG encoder: the same filters, zlib
/// settings and chunk writer as `PNGEncoder`, so each frame compresses as a still does.
///
/// The first frame is the whole canvas and is also the default image (IDAT), so a viewer without
/// APNG support shows it. Every later frame stores only the rectangle that changed
/// (`fcTL` + `fdAT`, dispose `NONE`, blend `SOURCE`): the pixels there replace the previous
/// frame's and everything else stays. A frame that repeats the previous one is not stored at all:
/// ``extendLastFrame(by:canvas:)`` makes the previous one last longer.
///
/// ```swift
/// var encoder = try APNGEncoder(width: 300, height: 200, ticksPerSecond: 30)
/// try encoder.addFrame(canvas: first, region: first.bounds, ticks: 1)
/// try encoder.addFrame(canvas: second, region: changed, ticks: 1)
/// try encoder.extendLastFrame(by: 29, canvas: second)   // the second frame shows for a second
/// let bytes = encoder.encode()
/// ```
///
/// Browsers, Pillow and ffmpeg read the result; ``APNGDecoder`` reads it back frame by frame.
package struct APNGEncoder: Sendable {
  /// One stored frame: where it goes, how long it shows, its compressed scanlines.
  package struct Frame: Sendable {
    package var region: PixelRect
    package var ticks: Int
    package var data: [UInt8]

    package init(region: PixelRect, ticks: Int, data: [UInt8]) {
      self.region = region
      self.ticks = ticks
      self.data = data
    }
  }

  /// The longest a single frame may show, in ticks: `delay_num` is 16 bits. Longer still stretches
  /// become extra one-pixel frames that repeat a pixel.
  package static let maximumTicksPerFrame = Int(UInt16.max)

  /// The canvas width in pixels.
  package let width: Int
  /// The canvas height in pixels.
  package let height: Int
  /// The delay unit: a tick is `1 / ticksPerSecond` seconds (the frame rate, for a recording).
  package let ticksPerSecond: Int
  /// How many times the animation plays; 0 (the default) loops forever.
  package var playCount: Int = 0

  private(set) var frames: [Frame] = []

  /// Creates an encoder for a `width` x `height` canvas.
  /// - Throws: ``PNGError/unsupportedSize(width:height:)`` for a side outside
  ///   `1...RGBAImage.maximumDimension`, ``PNGError/encodingFailed(reason:)`` for a tick rate
  ///   outside `1...65535`.
  package init(width: Int, height: Int, ticksPerSecond: Int) throws(PNGError) {
    guard (1...RGBAImage.maximumDimension).contains(width), (1...RGBAImage.maximumDimension).contains(height) else {
      throw .unsupportedSize(width: width, height: height)
    }
    guard (1...Int(UInt16.max)).contains(ticksPerSecond) else {
      throw .encodingFailed(reason: "ticks per second must be 1...65535, got \(ticksPerSecond)")
    }
    self.width = width
    self.height = height
    self.ticksPerSecond = ticksPerSecond
  }

  /// How many frames are stored.
  package var frameCount: Int { frames.count }

  /// The total length in ticks.
  package var totalTicks: Int { frames.reduce(0) { $0 + $1.ticks } }

  /// Adds a frame: the pixels of `region` in `canvas` (the whole canvas for the first frame)
  /// replace the previous frame's there, for `ticks` ticks.
  /// - Throws: ``PNGError/encodingFailed(reason:)`` for a canvas of another size, a first frame
  ///   that is not the whole canvas, a region outside it, fewer than one tick, or a zlib failure.
  package mutating func addFrame(canvas: RGBAImage, region: PixelRect, ticks: Int) throws(PNGError) {
    guard canvas.width == width, canvas.height == height else {
      throw .encodingFailed(reason: "a \(canvas.width)x\(canvas.height) frame for a \(width)x\(height) animation")
    }
    guard !region.isEmpty, canvas.bounds.contains(region) else {
      throw .encodingFailed(reason: "frame region \(region) is not inside the \(width)x\(height) canvas")
    }
    guard !frames.isEmpty || region == canvas.bounds else {
      throw .encodingFailed(reason: "the first frame must cover the whole canvas, got \(region)")
    }
    guard ticks >= 1 else { throw .encodingFailed(reason: "a frame must show for at least one tick, got \(ticks)") }
    let data = try Self.compress(canvas, region: region)
    frames.append(Frame(region: region, ticks: min(ticks, Self.maximumTicksPerFrame), data: data))
    if ticks > Self.maximumTicksPerFrame {
      try extendLastFrame(by: ticks - Self.maximumTicksPerFrame, canvas: canvas)
    }
  }

  /// Shows the last frame `ticks` ticks longer. `canvas` is the picture now (the same as when
  /// the frame was added); it supplies the repeated pixel when the frame's delay would pass
  /// ``maximumTicksPerFrame``.
  /// - Throws: ``PNGError/encodingFailed(reason:)`` when there is no frame yet.
  package mutating func extendLastFrame(by ticks: Int, canvas: RGBAImage) throws(PNGError) {
    guard let last = frames.indices.last else {
      throw .encodingFailed(reason: "no frame to extend: add the first frame with addFrame")
    }
    var remaining = max(0, ticks)
    let room = Self.maximumTicksPerFrame - frames[last].ticks
    frames[last].ticks += min(room, remaining)
    remaining -= min(room, remaining)
    while remaining > 0 {
      let part = min(remaining, Self.maximumTicksPerFrame)
      try addFrame(canvas: canvas, region: PixelRect(x: 0, y: 0, width: 1, height: 1), ticks: part)
      remaining -= part
    }
  }

  /// The APNG file: signature, IHDR, acTL, then per frame fcTL and IDAT (the first) or fdAT,
  /// then IEND. Sequence numbers count fcTL and fdAT chunks from 0.
  package func encode() -> [UInt8] {
    var output = Self.header(width: width, height: height, frameCount: frames.count, playCount: playCount)
    output.reserveCapacity(frames.reduce(output.count + 12) { $0 + $1.data.count + 64 })
    var sequence: UInt32 = 0
    for (index, frame) in frames.enumerated() {
      Self.append(frame, isFirst: index == 0, ticksPerSecond: ticksPerSecond, sequence: &sequence, to: &output)
    }
    PNGEncoder.appendChunk("IEND", [], to: &output)
    return output
  }

  /// The signature, IHDR and acTL: everything before the first frame.
  package static func header(width: Int, height: Int, frameCount: Int, playCount: Int) -> [UInt8] {
    var output = PNGCodec.signature
    var header = [UInt8]()
    header.appendBigEndian(UInt32(width))
    header.appendBigEndian(UInt32(height))
    header += [8, 6, 0, 0, 0]  // bit depth 8, colour type RGBA, deflate, adaptive filters, no interlace
    PNGEncoder.appendChunk("IHDR", header, to: &output)
    PNGEncoder.appendChunk("acTL", animationControl(frameCount: frameCount, playCount: playCount), to: &output)
    return output
  }

  /// Where the acTL chunk starts in ``header(width:height:frameCount:playCount:)``: after the
  /// 8-byte signature and the 25-byte IHDR chunk.
  package static let animationControlOffset = 33

  /// The acTL chunk's data: the number of frames and of plays.
  package static func animationControl(frameCount: Int, playCount: Int) -> [UInt8] {
    var control = [UInt8]()
    control.appendBigEndian(UInt32(frameCount))
    control.appendBigEndian(UInt32(playCount))
    return control
  }

  /// One frame's chunks: fcTL, then IDAT for the first frame or fdAT; sequence numbers count
  /// fcTL and fdAT chunks from 0.
  package static func append(
    _ frame: Frame, isFirst: Bool, ticksPerSecond: Int, sequence: inout UInt32, to output: inout [UInt8]
  ) {
    var frameControl = [UInt8]()
    frameControl.appendBigEndian(sequence)
    frameControl.appendBigEndian(UInt32(frame.region.width))
    frameControl.appendBigEndian(UInt32(frame.region.height))
    frameControl.appendBigEndian(UInt32(frame.region.x))
    frameControl.appendBigEndian(UInt32(frame.region.y))
    frameControl.appendBigEndian16(UInt16(frame.ticks))
    frameControl.appendBigEndian16(UInt16(ticksPerSecond))
    frameControl += [0, 0]  // dispose NONE, blend SOURCE
    PNGEncoder.appendChunk("fcTL", frameControl, to: &output)
    sequence += 1
    if isFirst {
      PNGEncoder.appendChunk("IDAT", frame.data, to: &output)
    } else {
      var frameData = [UInt8]()
      frameData.reserveCapacity(frame.data.count + 4)
      frameData.appendBigEndian(sequence)
      frameData += frame.data
      PNGEncoder.appendChunk("fdAT", frameData, to: &output)
      sequence += 1
    }
  }

  /// The zlib stream of `region`'s scanlines, filtered and compressed as ``PNGEncoder`` does a
  /// still, reading the rows straight from the canvas.
  package static func compress(_ canvas: RGBAImage, region: PixelRect) throws(PNGError) -> [UInt8] {
    let rowBytes = canvas.width * 4
    let workspace = PNGEncoderWorkspace()
    // `withUnsafeBytes` rethrows untyped errors, so the typed result is carried out of it.
    let count = canvas.bytes.withUnsafeBytes { pixels -> Result<Int, PNGError> in
      guard let base = pixels.baseAddress else { return .failure(.encodingFailed(reason: "the canvas has no pixels")) }
      return Result { () throws(PNGError) in
        try PNGEncoder.zlibStream(width: region.width, height: region.height, workspace: workspace) { row, _ in
          UnsafeRawPointer(base + (region.y + row) * rowBytes + region.x * 4)
        }
      }
    }
    return Array(workspace.compressed[..<(try count.get())])
  }
}

extension Array where Element == UInt8 {
  fileprivate mutating func appendBigEndian16(_ value: UInt16) {
    append(UInt8(truncatingIfNeeded: value >> 8))
    append(UInt8(truncatingIfNeeded: value))
  }
}
