import Foundation

/// Measures paragraphs for the layout. The Pango text engine implements it for real drawing;
/// ``FixedAdvanceTextMeasurer`` implements it with round numbers for tests.
///
/// Implementations need not be thread-safe (Pango font maps are not): the layout calls a
/// measurer only from the caller's thread.
public protocol SnackbarTextMeasuring {
  /// Lays `paragraph` out and returns its metrics.
  ///
  /// - Parameters:
  ///   - paragraph: the text, fonts, direction, language and line limit.
  ///   - wrapWidth: break lines to fit this many points (at word boundaries, and inside words
  ///     longer than a line); nil for no wrapping (only hard newlines break).
  /// - Throws: font or shaping problems; the layout reports them as
  ///   ``SnackbarLayoutError/textMeasurementFailed(_:)``.
  func measure(_ paragraph: SnackbarParagraph, wrapWidth: CGFloat?) throws -> SnackbarTextMetrics

  /// The width of the paragraph's first line without wrapping: MDC's
  /// `textRectForBounds(CGRectInfinite, limitedToNumberOfLines: 1).width`, the `T` of the button
  /// width rule (spec 3.2).
  func singleLineWidth(of paragraph: SnackbarParagraph) throws -> CGFloat

  /// The characters of `paragraph` that no font of the measurer draws (a box shows instead),
  /// each once, in text order: what `text.glyphs` reports. A measurer without fonts
  /// (``FixedAdvanceTextMeasurer``) draws none and returns none.
  func charactersWithoutGlyphs(in paragraph: SnackbarParagraph) throws -> [Unicode.Scalar]
}

extension SnackbarTextMeasuring {
  /// None: a measurer that draws no glyphs cannot tell which are missing.
  public func charactersWithoutGlyphs(in paragraph: SnackbarParagraph) throws -> [Unicode.Scalar] { [] }

  /// Measures `paragraph` limited to one line with no wrap width, and returns its width.
  public func singleLineWidth(of paragraph: SnackbarParagraph) throws -> CGFloat {
    var firstLine = paragraph
    firstLine.maxLines = 1
    return try measure(firstLine, wrapWidth: nil).size.width
  }
}
