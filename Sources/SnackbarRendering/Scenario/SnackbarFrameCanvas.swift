import Foundation

/// The current frame of an animation made of a still backdrop (the screen) and one patch that
/// changes (the snackbar's region): each update rewrites only the rows and columns the old and new
/// patches cover, and reports the rectangle of pixels whose value actually changed.
///
/// Comparing while copying keeps the reported rectangle tight: a snackbar that moved one way still
/// reports only what differs, and an update that changed nothing reports nil, so an encoder can
/// merge the frame with the one before.
struct SnackbarFrameCanvas {
  /// The frame's pixels.
  private(set) var image: RGBAImage
  /// The screen without a snackbar.
  private(set) var backdrop: RGBAImage
  /// Where the last patch was placed.
  private var patchRegion: ImageRegion?

  /// A canvas showing `backdrop`.
  init(backdrop: RGBAImage) {
    image = backdrop
    self.backdrop = backdrop
  }

  /// Shows `patch` (pixels for a region of the frame, or nil for none) over the backdrop, after
  /// replacing the backdrop with `newBackdrop` when given (same size). Returns the rectangle of
  /// pixels that differ from the previous frame, or nil when none do.
  mutating func update(
    backdrop newBackdrop: RGBAImage? = nil, patch: (region: ImageRegion, image: RGBAImage)?
  ) -> ImageRegion? {
    var dirty = patchRegion ?? ImageRegion(x: 0, y: 0, width: 0, height: 0)
    if let newBackdrop, newBackdrop.width == backdrop.width, newBackdrop.height == backdrop.height {
      backdrop = newBackdrop
      dirty = image.bounds
    }
    let placed = patch.flatMap { patch in
      image.bounds.intersection(patch.region).map { (clipped: $0, patch: patch) }
    }
    if let placed { dirty = dirty.union(placed.clipped) }
    patchRegion = placed?.clipped
    guard let area = image.bounds.intersection(dirty) else { return nil }
    var changed = ChangedBounds()
    let width = image.width
    backdrop.bytes.withUnsafeBytes { backdropBytes in
      image.bytes.withUnsafeMutableBytes { frameBytes in
        guard let screen = backdropBytes.baseAddress, let frame = frameBytes.baseAddress else { return }
        for y in area.y..<area.maxY {
          let rowOffset = y * width * 4
          var x = area.x
          if let placed, y >= placed.clipped.y, y < placed.clipped.maxY {
            let (clipped, patch) = placed
            let patchRow = (y - patch.region.y) * patch.region.width * 4 + (clipped.x - patch.region.x) * 4
            Self.merge(screen + rowOffset + x * 4, frame + rowOffset, from: x, to: clipped.x, y: y, into: &changed)
            patch.image.bytes.withUnsafeBytes { patchBytes in
              guard let pixels = patchBytes.baseAddress else { return }
              Self.merge(pixels + patchRow, frame + rowOffset, from: clipped.x, to: clipped.maxX, y: y, into: &changed)
            }
            x = clipped.maxX
          }
          Self.merge(screen + rowOffset + x * 4, frame + rowOffset, from: x, to: area.maxX, y: y, into: &changed)
        }
      }
    }
    return changed.region
  }

  /// Copies pixels `start..<end` of a row to `target` (pointing at the row's pixel 0) from
  /// `source` (pointing at the first pixel to copy), widening `changed` by the pixels whose value
  /// differed.
  private static func merge(
    _ source: UnsafeRawPointer, _ target: UnsafeMutableRawPointer, from start: Int, to end: Int, y: Int,
    into changed: inout ChangedBounds
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

  /// The bounding box of changed pixels, grown one row at a time.
  private struct ChangedBounds {
    var minX = Int.max
    var maxX = Int.min
    var minY = Int.max
    var maxY = Int.min

    mutating func add(minX left: Int, maxX right: Int, y: Int) {
      minX = min(minX, left)
      maxX = max(maxX, right)
      minY = min(minY, y)
      maxY = max(maxY, y)
    }

    var region: ImageRegion? {
      guard minX <= maxX, minY <= maxY else { return nil }
      return ImageRegion(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
  }
}
