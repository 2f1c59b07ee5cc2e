/// A rectangle of whole pixels in an image, origin top left: the part of a frame that changed,
/// or that a snackbar covers.
public struct ImageRegion: Sendable, Hashable, CustomStringConvertible {
  /// Leftmost column.
  public var x: Int
  /// Topmost row.
  public var y: Int
  /// Number of columns.
  public var width: Int
  /// Number of rows.
  public var height: Int

  /// Creates a region.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The whole of a `width` x `height` image.
  public init(width: Int, height: Int) {
    self.init(x: 0, y: 0, width: width, height: height)
  }

  /// One past the rightmost column.
  public var maxX: Int { x + width }
  /// One past the bottom row.
  public var maxY: Int { y + height }
  /// Whether the region holds no pixel.
  public var isEmpty: Bool { width <= 0 || height <= 0 }
  /// How many pixels the region holds (0 when empty).
  public var pixelCount: Int { isEmpty ? 0 : width * height }

  /// The smallest region holding both; an empty region adds nothing.
  public func union(_ other: ImageRegion) -> ImageRegion {
    if other.isEmpty { return self }
    if isEmpty { return other }
    let left = min(x, other.x)
    let top = min(y, other.y)
    return ImageRegion(x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
  }

  /// The pixels in both, or nil when they do not overlap.
  public func intersection(_ other: ImageRegion) -> ImageRegion? {
    let left = max(x, other.x)
    let top = max(y, other.y)
    let right = min(maxX, other.maxX)
    let bottom = min(maxY, other.maxY)
    guard right > left, bottom > top else { return nil }
    return ImageRegion(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// Whether every pixel of `other` is in this region.
  public func contains(_ other: ImageRegion) -> Bool {
    other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY
  }

  /// `WxH+X+Y`, as ImageMagick writes geometry.
  public var description: String { "\(width)x\(height)+\(x)+\(y)" }
}
