/// Grows the bounding box of some pixels, one pixel or one row span at a time: the pixels two
/// images differ in (the snapshot comparison) or a frame changed (the flow's frame canvas).
///
/// Plain integers, no optional, and inlinable across modules, because both callers add from
/// their innermost loop.
package struct PixelBoundsAccumulator: Sendable {
  @usableFromInline var minX = Int.max
  @usableFromInline var minY = Int.max
  @usableFromInline var maxX = Int.min
  @usableFromInline var maxY = Int.min

  /// An accumulator that has seen no pixel.
  @inlinable package init() {}

  /// Adds the pixel at (`x`, `y`).
  @inlinable package mutating func add(x: Int, y: Int) {
    if x < minX { minX = x }
    if x > maxX { maxX = x }
    if y < minY { minY = y }
    if y > maxY { maxY = y }
  }

  /// Adds row `y`'s pixels from column `left` to column `right`, both inclusive.
  @inlinable package mutating func add(minX left: Int, maxX right: Int, y: Int) {
    if left < minX { minX = left }
    if right > maxX { maxX = right }
    if y < minY { minY = y }
    if y > maxY { maxY = y }
  }

  /// The smallest rectangle holding every pixel added, or `nil` if none was.
  @inlinable package var rect: PixelRect? {
    guard minX <= maxX, minY <= maxY else { return nil }
    return PixelRect(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
  }
}
