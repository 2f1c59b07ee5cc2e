import Foundation

/// One laid-out line. Rectangles are in points, relative to the paragraph box's top-left corner.
public struct TextLineMetrics: Sendable, Hashable {
  /// The line's logical rectangle: advance width by ascent + descent of the fonts used.
  public var logicalRect: CGRect
  /// The line's ink rectangle: the area glyphs actually cover.
  public var inkRect: CGRect
  /// The baseline's distance from the paragraph box's top.
  public var baseline: Double
  /// The line's text as a range of UTF-8 byte offsets into the paragraph's text.
  public var utf8Range: Range<Int>
}

/// The measurements of a laid-out paragraph, in points.
public struct TextParagraphMetrics: Sendable, Hashable {
  /// The logical size: widest line by total line height. Use this to size labels.
  public var size: CGSize
  /// The logical rectangle within the paragraph box. Its `minX` is above 0 when a right-to-left
  /// paragraph with a wrap width is aligned to the box's right edge.
  public var logicalRect: CGRect
  /// The ink rectangle within the paragraph box (empty for blank text).
  public var inkRect: CGRect
  /// The width of the paragraph box lines align in: the wrap width, or the widest line without one.
  public var boxWidth: Double
  /// The lines, top to bottom.
  public var lines: [TextLineMetrics]
  /// The line height of the first run's font (ascent + descent, Pango's `height` metric): what
  /// UIKit calls `UIFont.lineHeight`.
  public var fontLineHeight: Double

  /// The number of lines.
  public var lineCount: Int { lines.count }
  /// The first line's baseline from the top, or 0 for no lines.
  public var firstBaseline: Double { lines.first?.baseline ?? 0 }
}
