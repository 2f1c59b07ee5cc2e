import Foundation

/// One laid-out line. Rectangles are in points, relative to the paragraph box's top-left corner.
package struct TextLineMetrics: Sendable, Hashable {
  /// The line's logical rectangle: advance width by ascent + descent of the fonts used.
  package var logicalRect: CGRect
  /// The line's ink rectangle: the area glyphs actually cover.
  package var inkRect: CGRect
  /// The baseline's distance from the paragraph box's top.
  package var baseline: Double
  /// The line's text as a range of UTF-8 byte offsets into the paragraph's text.
  package var utf8Range: Range<Int>
}

/// The measurements of a laid-out paragraph, in points.
package struct TextParagraphMetrics: Sendable, Hashable {
  /// The logical size: widest line by total line height. Use this to size labels.
  package var size: CGSize
  /// The logical rectangle within the paragraph box. Its `minX` is above 0 when a right-to-left
  /// paragraph with a wrap width is aligned to the box's right edge.
  package var logicalRect: CGRect
  /// The ink rectangle within the paragraph box (empty for blank text).
  package var inkRect: CGRect
  /// The width of the paragraph box lines align in: the wrap width, or the widest line without one.
  package var boxWidth: Double
  /// The lines, top to bottom.
  package var lines: [TextLineMetrics]
  /// The line height of the first run's font (ascent + descent, Pango's `height` metric): what
  /// UIKit calls `UIFont.lineHeight`.
  package var fontLineHeight: Double

  /// The number of lines.
  package var lineCount: Int { lines.count }
  /// The first line's baseline from the top, or 0 for no lines.
  package var firstBaseline: Double { lines.first?.baseline ?? 0 }
}
