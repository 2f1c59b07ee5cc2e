/// A width and height in whole pixels: an image's size.
///
/// Encodes as `{"height": …, "width": …}`; a reader of untrusted files bounds the numbers itself
/// (the snapshot failure record does).
public struct PixelSize: Codable, Sendable, Hashable, CustomStringConvertible {
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
