/// A width and height in pixels, used to report image sizes in failure messages.
public struct PixelSize: Sendable, Hashable, CustomStringConvertible {
  /// Width in pixels.
  public var width: Int
  /// Height in pixels.
  public var height: Int

  /// Creates a size.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// `WxH`, e.g. `560x296`.
  public var description: String { "\(width)x\(height)" }
}

/// An axis-aligned rectangle of whole pixels, origin top left; used for the bounding box of the
/// pixels that differ.
public struct PixelRect: Sendable, Hashable, CustomStringConvertible {
  /// Leftmost column.
  public var x: Int
  /// Topmost row.
  public var y: Int
  /// Number of columns, at least 1.
  public var width: Int
  /// Number of rows, at least 1.
  public var height: Int

  /// Creates a rectangle.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The smallest rectangle containing both corners (inclusive).
  init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
    self.init(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
  }

  /// Whether the pixel at (`px`, `py`) lies inside.
  public func contains(x px: Int, y py: Int) -> Bool {
    px >= x && px < x + width && py >= y && py < y + height
  }

  /// `x 10...50, y 3...20 (41x18)`: inclusive pixel ranges, then the size, which is how people
  /// look the region up in an image viewer.
  public var description: String {
    "x \(x)...\(x + width - 1), y \(y)...\(y + height - 1) (\(width)x\(height))"
  }
}
