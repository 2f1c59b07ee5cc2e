import Foundation
import MaterialSnackbar
import SnackbarLayout

/// Material Icons are drawn as text: the font's ligatures turn a name such as "check_circle"
/// into one glyph, so any of its icons works without shipping images.
enum SnackbarIconGlyph {
  /// The family of the pinned Material Icons font.
  static let family = "Material Icons"
  /// The close button's icon name.
  static let closeName = "close"

  /// The paragraph for icon `name` at `size` points.
  static func paragraph(name: String, size: CGFloat) -> SnackbarParagraph {
    SnackbarParagraph(
      text: name, font: SnackbarFont(name: family, size: size), direction: .leftToRight, language: "en", maxLines: 1)
  }

  /// Lays the icon out and checks that the ligature resolved.
  /// - Throws: ``SnackbarRenderError/unknownIcon(name:)`` when the name is not an icon (it would
  ///   otherwise draw as letters), or a text error from Pango.
  static func layout(name: String, size: CGFloat, measurer: PangoTextMeasurer) throws(SnackbarRenderError)
    -> TextParagraph
  {
    // Names are lowercase words with underscores and digits, at least two characters (the font
    // also has plain letter glyphs, so a single letter would "resolve" to itself); anything else,
    // including newlines that would make two lines, cannot be a ligature.
    guard name.count >= 2, name.count <= 64,
      name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") })
    else { throw .unknownIcon(name: name) }
    let laidOut: TextParagraph
    do {
      laidOut = try measurer.layout(paragraph(name: name, size: size), wrapWidth: nil)
    } catch {
      throw .text(error)
    }
    guard isSingleIconGlyph(laidOut) else { throw .unknownIcon(name: name) }
    return laidOut
  }

  /// Whether the layout is exactly one glyph from the Material Icons font: the ligature fired.
  static func isSingleIconGlyph(_ paragraph: TextParagraph) -> Bool {
    guard paragraph.unknownGlyphCount == 0 else { return false }
    let runs = paragraph.glyphRuns
    return runs.reduce(0) { $0 + $1.glyphCount } == 1 && runs.allSatisfy { $0.fontFamily == family }
  }
}
