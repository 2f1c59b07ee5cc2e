/// A rectangle of whole pixels in an image, origin top left: the part of a frame that changed,
/// that a snackbar covers, or that holds the pixels two images differ in.
///
/// The package's one pixel rectangle; geometry in points is `CGRect`. Encodes as
/// `{"height": …, "width": …, "x": …, "y": …}`; a reader of untrusted files bounds the numbers
/// itself (the snapshot failure record does).
public struct PixelRect: Codable, Sendable, Hashable, CustomStringConvertible {
  /// Leftmost column.
  public var x: Int
  /// Topmost row.
  public var y: Int
  /// Number of columns.
  public var width: Int
  /// Number of rows.
  public var height: Int

  /// Creates a rectangle.
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

  /// The smallest rectangle holding both corner pixels (inclusive).
  public init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
    self.init(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
  }

  /// One past the rightmost column.
  public var maxX: Int { x + width }
  /// One past the bottom row.
  public var maxY: Int { y + height }
  /// The rectangle's size.
  public var size: PixelSize { PixelSize(width: width, height: height) }
  /// Whether the rectangle holds no pixel.
  public var isEmpty: Bool { width <= 0 || height <= 0 }
  /// How many pixels the rectangle holds (0 when empty).
  public var pixelCount: Int { isEmpty ? 0 : width * height }

  /// The smallest rectangle holding both; an empty rectangle adds nothing.
  public func union(_ other: PixelRect) -> PixelRect {
    if other.isEmpty { return self }
    if isEmpty { return other }
    let left = min(x, other.x)
    let top = min(y, other.y)
    return PixelRect(x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
  }

  /// The pixels in both, or nil when they do not overlap.
  public func intersection(_ other: PixelRect) -> PixelRect? {
    let left = max(x, other.x)
    let top = max(y, other.y)
    let right = min(maxX, other.maxX)
    let bottom = min(maxY, other.maxY)
    guard right > left, bottom > top else { return nil }
    return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// Whether every pixel of `other` is in this rectangle.
  public func contains(_ other: PixelRect) -> Bool {
    other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY
  }

  /// Whether the pixel at (`px`, `py`) lies inside.
  public func contains(x px: Int, y py: Int) -> Bool {
    px >= x && px < x + width && py >= y && py < y + height
  }

  /// `WxH+X+Y`, as ImageMagick writes geometry: how errors about frames and crops name a
  /// rectangle.
  public var description: String { "\(width)x\(height)+\(x)+\(y)" }

  /// `x 10...50, y 3...20 (41x18)`: inclusive pixel ranges, then the size, which is how people
  /// look a region up in an image viewer; failure messages print bounding boxes so.
  ///
  /// The ends are computed with checked arithmetic, so a rectangle decoded from a file with any
  /// numbers prints (an end that does not fit an `Int` reads `(out of range)`) rather than traps.
  public var rangesDescription: String { rangesDescription(times: "x") }

  /// ``rangesDescription`` with `times` between width and height (`×` on a report page).
  public func rangesDescription(times: String) -> String {
    "x \(x)...\(Self.last(x, width)), y \(y)...\(Self.last(y, height)) (\(width)\(times)\(height))"
  }

  /// `start + length - 1`, or a note when that does not fit an `Int`.
  private static func last(_ start: Int, _ length: Int) -> String {
    let (end, overflow) = start.addingReportingOverflow(length)
    guard !overflow, end > Int.min else { return "(out of range)" }
    return "\(end - 1)"
  }
}
