import SnackbarImage
import SnackbarLayout

/// An animated PNG written as its frames come, so a long recording never holds its animation in
/// memory: the bytes are exactly those `APNGEncoder.encode()` makes from the same frames.
///
/// Only the newest frame is held back (a repeated frame lengthens it: its delay is written
/// before its data); each earlier one is handed to `emit` as soon as the next arrives. The number
/// of frames belongs in the acTL chunk near the start, which has gone out by then, so
/// ``finish()`` returns the chunk's final data and where it lies, for the caller to write over
/// the placeholder (pwrite(2) on a staged file, or a replace in memory).
package struct APNGStreamEncoder {
  /// The canvas size in pixels, and the delay unit.
  package let width: Int
  package let height: Int
  package let ticksPerSecond: Int
  /// How many times the animation plays; 0 loops forever.
  package let playCount: Int

  private let emit: ([UInt8]) throws(SnackbarRenderError) -> Void
  private var pending: APNGEncoder.Frame?
  private var written = 0
  private var sequence: UInt32 = 0

  /// Starts an animation: the signature, IHDR and a placeholder acTL go to `emit` at once.
  /// - Throws: ``SnackbarRenderError/encoding(_:)`` for a size or tick rate `APNGEncoder`
  ///   refuses, or what `emit` throws.
  package init(
    width: Int, height: Int, ticksPerSecond: Int, playCount: Int = 0,
    emit: @escaping ([UInt8]) throws(SnackbarRenderError) -> Void
  ) throws(SnackbarRenderError) {
    do {
      // The same checks as the in-memory encoder, with the same errors.
      _ = try APNGEncoder(width: width, height: height, ticksPerSecond: ticksPerSecond)
    } catch {
      throw .encoding(error)
    }
    self.width = width
    self.height = height
    self.ticksPerSecond = ticksPerSecond
    self.playCount = playCount
    self.emit = emit
    try emit(APNGEncoder.header(width: width, height: height, frameCount: 0, playCount: playCount))
  }

  /// How many frames are stored so far.
  package var frameCount: Int { written + (pending == nil ? 0 : 1) }

  /// Adds a frame, as `APNGEncoder.addFrame(canvas:region:ticks:)` does.
  /// - Throws: ``SnackbarRenderError/encoding(_:)`` as that method, or what `emit` throws.
  package mutating func addFrame(canvas: RGBAImage, region: PixelRect, ticks: Int) throws(SnackbarRenderError) {
    guard canvas.width == width, canvas.height == height else {
      throw .encoding(
        .encodingFailed(reason: "a \(canvas.width)x\(canvas.height) frame for a \(width)x\(height) animation"))
    }
    guard !region.isEmpty, canvas.bounds.contains(region) else {
      throw .encoding(.encodingFailed(reason: "frame region \(region) is not inside the \(width)x\(height) canvas"))
    }
    guard frameCount > 0 || region == canvas.bounds else {
      throw .encoding(.encodingFailed(reason: "the first frame must cover the whole canvas, got \(region)"))
    }
    guard ticks >= 1 else {
      throw .encoding(.encodingFailed(reason: "a frame must show for at least one tick, got \(ticks)"))
    }
    let data: [UInt8]
    do {
      data = try APNGEncoder.compress(canvas, region: region)
    } catch {
      throw .encoding(error)
    }
    try flushPending()
    pending = APNGEncoder.Frame(region: region, ticks: min(ticks, APNGEncoder.maximumTicksPerFrame), data: data)
    if ticks > APNGEncoder.maximumTicksPerFrame {
      try extendLastFrame(by: ticks - APNGEncoder.maximumTicksPerFrame, canvas: canvas)
    }
  }

  /// Shows the last frame longer, as `APNGEncoder.extendLastFrame(by:canvas:)` does.
  /// - Throws: ``SnackbarRenderError/encoding(_:)`` when there is no frame yet, or what `emit`
  ///   throws.
  package mutating func extendLastFrame(by ticks: Int, canvas: RGBAImage) throws(SnackbarRenderError) {
    guard var last = pending else {
      throw .encoding(.encodingFailed(reason: "no frame to extend: add the first frame with addFrame"))
    }
    var remaining = max(0, ticks)
    let room = APNGEncoder.maximumTicksPerFrame - last.ticks
    last.ticks += min(room, remaining)
    pending = last
    remaining -= min(room, remaining)
    while remaining > 0 {
      let part = min(remaining, APNGEncoder.maximumTicksPerFrame)
      try addFrame(canvas: canvas, region: PixelRect(x: 0, y: 0, width: 1, height: 1), ticks: part)
      remaining -= part
    }
  }

  /// Writes the last frame and IEND.
  /// - Returns: the acTL chunk's data with the real number of frames, and the offset in the
  ///   file at which that data starts (after the chunk's length and type), for the caller to
  ///   write over the placeholder; the chunk's CRC follows the data and is included.
  /// - Throws: what `emit` throws.
  package mutating func finish() throws(SnackbarRenderError) -> (offset: Int, bytes: [UInt8]) {
    try flushPending()
    var end: [UInt8] = []
    PNGEncoder.appendChunk("IEND", [], to: &end)
    try emit(end)
    var chunk: [UInt8] = []
    PNGEncoder.appendChunk(
      "acTL", APNGEncoder.animationControl(frameCount: written, playCount: playCount), to: &chunk)
    // Length (4) and type (4) are unchanged; data and CRC are new.
    return (APNGEncoder.animationControlOffset + 8, Array(chunk[8...]))
  }

  private mutating func flushPending() throws(SnackbarRenderError) {
    guard let frame = pending else { return }
    var bytes: [UInt8] = []
    APNGEncoder.append(frame, isFirst: written == 0, ticksPerSecond: ticksPerSecond, sequence: &sequence, to: &bytes)
    pending = nil
    written += 1
    try emit(bytes)
  }
}
