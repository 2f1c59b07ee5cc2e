import Foundation
import MaterialSnackbar

/// A deterministic ``SnackbarTextMeasuring`` with round numbers, so tests can work out expected
/// frames by hand and layouts can be computed without fonts.
///
/// A testing aid, public on purpose: your own tests can pin the geometry of a snackbar (which
/// arrangement, how many lines, where the button goes) without Cairo, Pango or fonts, and the
/// numbers below make the expected frames easy to write down. Real text is measured by the
/// renderer's Pango measurer.
///
/// * Every character (grapheme cluster) advances `0.5 × pointSize`; CJK ideographs, kana, hangul,
///   full-width forms and emoji advance `1.0 × pointSize`; newlines advance 0.
/// * A line is `1.1875 × pointSize` tall (Roboto's ascent + descent at 1 pt), the tallest font on
///   the line winning; ``SnackbarTextMetrics/lineHeight`` uses the paragraph's first font.
/// * Lines break at newlines, then greedily at spaces (spaces at a break hang and do not count),
///   and inside a word that is wider than a line (at least one character per line).
/// * Lines align to the paragraph's natural edge: left in LTR, right in RTL.
/// * The text is first cleaned as it is drawn (``SnackbarParagraph/displayed``): control
///   characters take no room, and every line terminator breaks a line.
public struct FixedAdvanceTextMeasurer: SnackbarTextMeasuring, Sendable {
  /// The advance of an ordinary character, per point of font size.
  public static let narrowAdvance: CGFloat = 0.5
  /// The advance of a CJK or emoji character, per point of font size.
  public static let wideAdvance: CGFloat = 1.0
  /// The line height per point of font size.
  public static let lineHeightRatio: CGFloat = 1.1875

  /// Creates the measurer.
  public init() {}

  /// A laid-out character.
  private struct Glyph {
    enum Kind { case space, newline, other }
    let kind: Kind
    let advance: CGFloat
    let lineHeight: CGFloat
  }

  /// One line: its glyphs, with trailing spaces dropped from the width.
  private struct Line {
    var glyphs: [Glyph] = []
    var width: CGFloat = 0
    var height: CGFloat = 0

    mutating func append(_ glyph: Glyph) {
      glyphs.append(glyph)
      width += glyph.advance
      height = max(height, glyph.lineHeight)
    }
  }

  /// Lays `paragraph` out with the fixed advances; never throws.
  public func measure(_ paragraph: SnackbarParagraph, wrapWidth: CGFloat?) throws -> SnackbarTextMetrics {
    let paragraph = paragraph.displayed
    let firstFont = paragraph.primaryFont ?? paragraph.runs.first?.font ?? .defaultMessageFont
    let firstLineHeight = Self.lineHeightRatio * firstFont.pointSize
    var glyphs: [Glyph] = []
    for run in paragraph.runs {
      for character in run.text {
        glyphs.append(Self.glyph(for: character, pointSize: run.font.pointSize))
      }
    }
    var lines: [Line] = []
    var hardLine: [Glyph] = []
    for glyph in glyphs {
      if glyph.kind == .newline {
        lines += Self.wrap(hardLine, width: wrapWidth, emptyHeight: glyph.lineHeight)
        hardLine = []
      } else {
        hardLine.append(glyph)
      }
    }
    let lastHeight = glyphs.last?.lineHeight ?? firstLineHeight
    lines += Self.wrap(hardLine, width: wrapWidth, emptyHeight: lastHeight)
    if let maxLines = paragraph.maxLines, maxLines > 0, lines.count > maxLines {
      lines.removeLast(lines.count - maxLines)
    }

    let widest = lines.map(\.width).max() ?? 0
    let box = wrapWidth ?? widest
    var rects: [CGRect] = []
    var y: CGFloat = 0
    for line in lines {
      let x = paragraph.direction.isRightToLeft ? box - line.width : 0
      rects.append(CGRect(x: x, y: y, width: line.width, height: line.height))
      y += line.height
    }
    return SnackbarTextMetrics(
      size: CGSize(width: widest, height: y), lineCount: rects.count, lineHeight: firstLineHeight, lines: rects)
  }

  private static func glyph(for character: Character, pointSize: CGFloat) -> Glyph {
    let height = lineHeightRatio * pointSize
    if character.isNewline { return Glyph(kind: .newline, advance: 0, lineHeight: height) }
    if character.isWhitespace { return Glyph(kind: .space, advance: narrowAdvance * pointSize, lineHeight: height) }
    let ratio = isWide(character) ? wideAdvance : narrowAdvance
    return Glyph(kind: .other, advance: ratio * pointSize, lineHeight: height)
  }

  /// CJK and emoji take a full em, as they do in real fonts.
  private static func isWide(_ character: Character) -> Bool {
    let scalars = character.unicodeScalars
    if scalars.contains(where: { $0.properties.isEmojiPresentation }) { return true }
    if scalars.contains(where: { $0.value == 0xFE0F }), scalars.contains(where: { $0.properties.isEmoji }) {
      return true
    }
    guard let value = scalars.first?.value else { return false }
    let wideRanges: [ClosedRange<UInt32>] = [
      0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
      0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD,
    ]
    return wideRanges.contains { $0.contains(value) }
  }

  /// Greedy word wrap of one hard line. Spaces that end up at a break hang (no width); leading
  /// spaces of the hard line count, as they do in UIKit and Pango.
  private static func wrap(_ glyphs: [Glyph], width: CGFloat?, emptyHeight: CGFloat) -> [Line] {
    guard !glyphs.isEmpty else { return [Line(glyphs: [], width: 0, height: emptyHeight)] }
    // Split into alternating words and space runs.
    var tokens: [[Glyph]] = []
    for glyph in glyphs {
      if let last = tokens.last?.last, (last.kind == .space) == (glyph.kind == .space) {
        tokens[tokens.count - 1].append(glyph)
      } else {
        tokens.append([glyph])
      }
    }
    let limit = width.map { $0 + 1e-9 }
    var lines: [Line] = []
    var current = Line()
    var pendingSpaces: [Glyph] = []
    var isFirstToken = true
    for token in tokens {
      defer { isFirstToken = false }
      if token.first?.kind == .space {
        if isFirstToken {
          token.forEach { current.append($0) }
        } else {
          pendingSpaces = token
        }
        continue
      }
      let spaceWidth = pendingSpaces.reduce(0) { $0 + $1.advance }
      let wordWidth = token.reduce(0) { $0 + $1.advance }
      if let limit, !current.glyphs.isEmpty, current.width + spaceWidth + wordWidth > limit {
        lines.append(current)
        current = Line()
      } else {
        pendingSpaces.forEach { current.append($0) }
      }
      pendingSpaces = []
      for glyph in token {
        if let limit, !current.glyphs.isEmpty, current.width + glyph.advance > limit {
          lines.append(current)
          current = Line()
        }
        current.append(glyph)
      }
    }
    lines.append(current)
    return lines.map { line in
      var line = line
      if line.height == 0 { line.height = emptyHeight }
      return line
    }
  }
}
