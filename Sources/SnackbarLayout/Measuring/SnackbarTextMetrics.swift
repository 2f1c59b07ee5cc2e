import Foundation

/// What a ``SnackbarTextMeasuring`` returns for a paragraph, in points.
public struct SnackbarTextMetrics: Sendable, Hashable {
  /// The laid-out size: the widest line by the sum of the line heights. Not rounded; the layout
  /// rounds it up to device pixels as `UILabel` does (spec 3.3).
  public var size: CGSize
  /// The number of lines (after any `maxLines` limit).
  public var lineCount: Int
  /// The line height of the paragraph's first font (ascent + descent, or Pango's line spacing):
  /// MDC's `label.font.lineHeight`, which the multi-line test divides by (spec 3.3).
  public var lineHeight: CGFloat
  /// Each line's box relative to the paragraph's origin, top to bottom. Lines are aligned to the
  /// paragraph's natural edge within the wrap width (or within the widest line without one).
  public var lines: [CGRect]

  /// Creates metrics.
  public init(size: CGSize, lineCount: Int, lineHeight: CGFloat, lines: [CGRect]) {
    self.size = size
    self.lineCount = lineCount
    self.lineHeight = lineHeight
    self.lines = lines
  }

  /// Whether every number is finite and non-negative, the line height positive and the line
  /// count matches the line boxes: the layout refuses anything else from a measurer.
  public var isWellFormed: Bool {
    let numbers = [size.width, size.height, lineHeight] + lines.flatMap { [$0.minX, $0.minY, $0.width, $0.height] }
    return numbers.allSatisfy(\.isFinite) && size.width >= 0 && size.height >= 0 && lineHeight > 0
      && lineCount == lines.count && lines.allSatisfy { $0.width >= 0 && $0.height >= 0 }
  }
}
