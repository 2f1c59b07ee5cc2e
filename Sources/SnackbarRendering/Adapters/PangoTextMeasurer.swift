import Foundation
import MaterialSnackbar
import SnackbarLayout

/// `SnackbarTextMeasuring` backed by Pango: the layout measures with the same laid-out
/// paragraphs the renderer then draws, so text lands exactly where the frames say.
///
/// Layouts are cached by (paragraph without its line limit, wrap width). The layout asks for the
/// message twice (one line, then wrapped) and the renderer asks again to draw; with the cache each
/// distinct paragraph is shaped once. The cache is bounded (``cacheCapacity``) and survives
/// between renders, so a renderer drawing the same snackbar again and again shapes nothing.
///
/// Not `Sendable`: it owns a Pango text engine (a Pango font map), which must stay on one thread.
public final class PangoTextMeasurer: SnackbarTextMeasuring {
  private struct Key: Hashable {
    let paragraph: SnackbarParagraph
    let wrapWidth: CGFloat?
  }

  /// The engine that shapes the text.
  package let engine: PangoTextEngine
  /// The most laid-out paragraphs kept; the cache empties when it would grow past this.
  public let cacheCapacity: Int

  private var cache: [Key: TextParagraph] = [:]

  /// Creates a measurer over `engine`, keeping at most `cacheCapacity` layouts (at least 1).
  package init(engine: PangoTextEngine, cacheCapacity: Int = 64) {
    self.engine = engine
    self.cacheCapacity = max(cacheCapacity, 1)
  }

  /// The number of layouts currently cached.
  public var cachedLayoutCount: Int { cache.count }

  /// Drops every cached layout.
  public func removeAllCachedLayouts() {
    cache.removeAll()
  }

  /// The laid-out paragraph, from the cache or shaped now.
  ///
  /// The paragraph's `maxLines` does not change the layout (it only trims the metrics), so it is
  /// not part of the cache key.
  /// - Throws: ``TextLayoutError`` for an invalid size or wrap width.
  package func layout(_ paragraph: SnackbarParagraph, wrapWidth: CGFloat?) throws(TextLayoutError) -> TextParagraph {
    var unlimited = paragraph
    unlimited.maxLines = nil
    let key = Key(paragraph: unlimited, wrapWidth: wrapWidth)
    if let cached = cache[key] { return cached }
    let runs = paragraph.runs.map(TextRun.init)
    let options = TextLayoutOptions(
      wrapWidth: wrapWidth.map(Double.init), direction: paragraph.direction,
      language: paragraph.language ?? SnackbarLanguage.fallback)
    let laidOut = try engine.layout(runs, options: options)
    // Emptying the whole cache (rather than evicting one entry) keeps the bookkeeping trivial;
    // a render needs only a handful of layouts, so a full cache is rare and cheap to refill.
    if cache.count >= cacheCapacity { cache.removeAll(keepingCapacity: true) }
    cache[key] = laidOut
    return laidOut
  }

  /// Lays `paragraph` out with Pango and returns its metrics, trimmed to `maxLines`.
  public func measure(_ paragraph: SnackbarParagraph, wrapWidth: CGFloat?) throws -> SnackbarTextMetrics {
    Self.metrics(of: try layout(paragraph, wrapWidth: wrapWidth), maxLines: paragraph.maxLines)
  }

  /// The characters of `paragraph` Pango draws as boxes, laid out on one line (wrapping changes
  /// no glyph).
  public func charactersWithoutGlyphs(in paragraph: SnackbarParagraph) throws -> [Unicode.Scalar] {
    try layout(paragraph, wrapWidth: nil).charactersWithoutGlyphs
  }

  /// Converts Pango's measurements into the layout's, keeping only the first `maxLines` lines.
  static func metrics(of paragraph: TextParagraph, maxLines: Int?) -> SnackbarTextMetrics {
    let metrics = paragraph.metrics
    var lines = metrics.lines.map(\.logicalRect)
    var size = metrics.size
    if let maxLines, maxLines > 0, lines.count > maxLines {
      lines.removeLast(lines.count - maxLines)
      let top = lines.first?.minY ?? 0
      size = CGSize(width: lines.map(\.width).max() ?? 0, height: (lines.last?.maxY ?? top) - top)
    }
    // The font's line height is what MDC divides by; an empty font answer (no metrics for the
    // language) falls back to the first line so the multi-line test never divides by zero.
    let fontLineHeight = CGFloat(metrics.fontLineHeight)
    let lineHeight = fontLineHeight > 0 ? fontLineHeight : max(lines.first?.height ?? 0, 1)
    return SnackbarTextMetrics(size: size, lineCount: lines.count, lineHeight: lineHeight, lines: lines)
  }
}
