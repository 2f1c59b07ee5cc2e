import Foundation
import MaterialSnackbar
import SnackbarLayout

extension TextFont {
  /// The Pango font request for a snackbar font.
  ///
  /// The "system" family stands for the platform UI font; the renderer draws it with Roboto, as
  /// Material does (``FontEnvironment/systemFamily``). Any other family name is passed through:
  /// Pango falls back through ``FontEnvironment/fallbackFamilies`` for families the pinned fonts
  /// do not have, so an unknown name still draws (in Roboto) instead of failing.
  public init(_ font: SnackbarFont) {
    self.init(
      family: font.isSystemFont ? FontEnvironment.systemFamily : font.familyName, pointSize: Double(font.pointSize),
      weight: FontWeight(font.weight))
  }

  /// The Pango font request for a snackbar font drawn in Markdown's `styles`: `code` in the
  /// pinned monospaced family (``FontEnvironment/monospacedFamily``, standing in for the
  /// platform's monospaced system font) at the font's size and weight, `emphasis` italic.
  public init(_ font: SnackbarFont, styles: SnackbarInlineStyle) {
    self.init(font)
    if styles.contains(.code) { family = FontEnvironment.monospacedFamily }
    isItalic = styles.contains(.emphasis)
  }
}

extension TextRun {
  /// The run the text engine draws for a paragraph's run: its font in its Markdown styles, the
  /// line of a strikethrough, the colour of a link.
  package init(_ run: SnackbarParagraphRun) {
    self.init(
      run.text, font: TextFont(run.font, styles: run.style), isStruckThrough: run.style.contains(.strikethrough),
      color: run.color)
  }
}

extension FontWeight {
  /// The pinned weight closest to a UIKit weight.
  ///
  /// Only regular (400), medium (500) and bold (700) are pinned, so lighter weights draw regular
  /// and semibold (600) draws medium: it is nearer Material's medium than bold in stroke
  /// contrast, and MDC never asks for it.
  public init(_ weight: SnackbarFont.Weight) {
    switch weight.cssWeight {
    case ..<450: self = .regular
    case ..<650: self = .medium
    default: self = .bold
    }
  }
}
