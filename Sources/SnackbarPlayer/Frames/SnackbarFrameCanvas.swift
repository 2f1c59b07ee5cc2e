import Foundation
import SnackbarImage
import SnackbarLayout
import SnackbarRendering

/// The current frame of an animation made of a still backdrop (the screen) and one patch that
/// changes (the snackbar's region): each update rewrites only the rows and columns the old and new
/// patches cover, and reports the rectangle of pixels whose value actually changed.
///
/// Comparing while copying keeps the reported rectangle tight: a snackbar that moved one way still
/// reports only what differs, and an update that changed nothing reports nil, so an encoder can
/// merge the frame with the one before.
///
/// The backdrop is not kept: the canvas asks for the part it needs, a band of rows at a time
/// (drawing a region of the screen is exact and cheap), so a frame of a 4096x2441-point screen at
/// 2x costs its own 160 MB, not twice that.
struct SnackbarFrameCanvas {
  /// Draws the pixels of a region of the backdrop.
  typealias Backdrop = (PixelRect) throws(SnackbarRenderError) -> RGBAImage

  /// The frame's pixels.
  private(set) var image: RGBAImage
  /// Where the last patch was placed.
  private var patchRegion: PixelRect?

  /// The most pixels of backdrop asked for at once: a band of rows of about 4 MB.
  static let bandPixels = 1 << 20

  /// A canvas showing `backdrop`, the whole screen.
  init(backdrop: RGBAImage) {
    image = backdrop
  }

  /// A canvas of `width` x `height` showing the backdrop, drawn a band of rows at a time: a whole
  /// screen drawn at once is held twice for a moment (Cairo's surface and the image made from it),
  /// 320 MB for a 4096x2441-point screen at 2x.
  /// - Throws: what `backdrop` throws, or `SnackbarRenderError/invalidRequest(field:value:expected:)`
  ///   for a size no image can have.
  init(width: Int, height: Int, backdrop: Backdrop) throws(SnackbarRenderError) {
    do {
      image = try RGBAImage(width: width, height: height, fill: RGBAPixel(white: 0, alpha: 0))
    } catch {
      throw .invalidRequest(field: "frame", value: "\(width)x\(height)", expected: "a size an image can have")
    }
    let rowsPerBand = max(1, Self.bandPixels / width)
    var top = 0
    while top < height {
      let band = PixelRect(x: 0, y: top, width: width, height: min(rowsPerBand, height - top))
      image.place(try backdrop(band), atX: 0, y: top)
      top = band.maxY
    }
  }

  /// Shows `patch` (pixels for a region of the frame, or nil for none) over the backdrop, whose
  /// pixels `backdrop` draws; `backdropChanged` says the screen itself changed (a keyboard), so
  /// every pixel is compared. Returns the rectangle of pixels that differ from the previous frame,
  /// or nil when none do.
  /// - Throws: what `backdrop` throws; the frame may then be partly updated.
  mutating func update(
    backdropChanged: Bool = false, patch: (region: PixelRect, image: RGBAImage)?, backdrop: Backdrop
  ) throws(SnackbarRenderError) -> PixelRect? {
    var dirty = patchRegion ?? PixelRect(x: 0, y: 0, width: 0, height: 0)
    if backdropChanged { dirty = image.bounds }
    let placed = patch.flatMap { patch in
      image.bounds.intersection(patch.region).map { (clipped: $0, patch: patch) }
    }
    if let placed { dirty = dirty.union(placed.clipped) }
    patchRegion = placed?.clipped
    guard let area = image.bounds.intersection(dirty) else { return nil }
    var changed = PixelBoundsAccumulator()
    let rowsPerBand = max(1, Self.bandPixels / area.width)
    var top = area.y
    while top < area.maxY {
      let band = PixelRect(x: area.x, y: top, width: area.width, height: min(rowsPerBand, area.maxY - top))
      let screen = try backdrop(band)
      guard screen.width == band.width, screen.height == band.height else {
        throw .invalidRequest(field: "backdrop", value: "\(screen.bounds)", expected: "the pixels of \(band)")
      }
      merge(screen, band: band, placed: placed, into: &changed)
      top = band.maxY
    }
    return changed.rect
  }

  /// Brings the rows of `band` up to date: the patch where it lies, the backdrop's pixels
  /// (`screen`, the band's pixels) elsewhere.
  private mutating func merge(
    _ screen: RGBAImage, band: PixelRect,
    placed: (clipped: PixelRect, patch: (region: PixelRect, image: RGBAImage))?,
    into changed: inout PixelBoundsAccumulator
  ) {
    let width = image.width
    screen.bytes.withUnsafeBytes { backdropBytes in
      image.bytes.withUnsafeMutableBytes { frameBytes in
        guard let screenBase = backdropBytes.baseAddress, let frame = frameBytes.baseAddress else { return }
        for y in band.y..<band.maxY {
          let rowOffset = y * width * 4
          // The backdrop's row, pointing at its pixel `band.x`.
          let screenRow = screenBase + (y - band.y) * band.width * 4 - band.x * 4
          var x = band.x
          if let placed, y >= placed.clipped.y, y < placed.clipped.maxY {
            let (clipped, patch) = placed
            let patchRow = (y - patch.region.y) * patch.region.width * 4 + (clipped.x - patch.region.x) * 4
            Self.merge(screenRow + x * 4, frame + rowOffset, from: x, to: clipped.x, y: y, into: &changed)
            patch.image.bytes.withUnsafeBytes { patchBytes in
              guard let pixels = patchBytes.baseAddress else { return }
              Self.merge(pixels + patchRow, frame + rowOffset, from: clipped.x, to: clipped.maxX, y: y, into: &changed)
            }
            x = clipped.maxX
          }
          Self.merge(screenRow + x * 4, frame + rowOffset, from: x, to: band.maxX, y: y, into: &changed)
        }
      }
    }
  }

  /// Copies pixels `start..<end` of a row to `target` (pointing at the row's pixel 0) from
  /// `source` (pointing at the first pixel to copy), widening `changed` by the pixels whose value
  /// differed.
  private static func merge(
    _ source: UnsafeRawPointer, _ target: UnsafeMutableRawPointer, from start: Int, to end: Int, y: Int,
    into changed: inout PixelBoundsAccumulator
  ) {
    guard end > start else { return }
    let from = source
    let to = target + start * 4
    let count = (end - start) * 4
    guard memcmp(from, to, count) != 0 else { return }
    var first = 0
    while from.loadUnaligned(fromByteOffset: first * 4, as: UInt32.self)
      == UnsafeRawPointer(to).loadUnaligned(fromByteOffset: first * 4, as: UInt32.self)
    {
      first += 1
    }
    var last = end - start - 1
    while from.loadUnaligned(fromByteOffset: last * 4, as: UInt32.self)
      == UnsafeRawPointer(to).loadUnaligned(fromByteOffset: last * 4, as: UInt32.self)
    {
      last -= 1
    }
    to.copyMemory(from: from, byteCount: count)
    changed.add(minX: start + first, maxX: start + last, y: y)
  }
}
