import Foundation
import MaterialSnackbar

/// A run of text drawn in one font: the part of an attributed string that the snackbar keeps
/// (spec 2.13: the bold-markup pass replaces every attribute by a font, so a font per run is all
/// there is). Unlike `MaterialSnackbar.SnackbarTextRun` (text + bold flag, the message's view of
/// the markup), this run carries the resolved font the text engine needs.
public struct SnackbarParagraphRun: Sendable, Hashable {
  /// The run's text. It may contain newlines, which break lines.
  public var text: String
  /// The resolved font; bold runs already carry the medium font (Body 2), Markdown's strong runs
  /// its bold weight.
  public var font: SnackbarFont
  /// The Markdown styles of the run (`SnackbarMarkdown`), empty for text that is not Markdown.
  /// The font already carries `strong`; the renderer draws `emphasis` italic, `code` in its
  /// monospaced family at the font's size and weight, and `strikethrough` with a line through it.
  public var style: SnackbarInlineStyle
  /// The colour the run is drawn in, when not the message's: a link's, the action's colour (the
  /// snackbar's accent, as SwiftUI draws a link in the accent colour).
  public var color: SnackbarColor?

  /// Creates a run.
  public init(text: String, font: SnackbarFont, style: SnackbarInlineStyle = [], color: SnackbarColor? = nil) {
    self.text = text
    self.font = font
    self.style = style
    self.color = color
  }
}

/// A paragraph to measure: runs of text, a direction, a language and an optional line limit.
///
/// The snackbar's message is one paragraph with natural alignment (spec 2.13), so lines start at
/// the layout's leading edge: the left for ``SnackbarWritingDirection/leftToRight``, the right
/// for ``SnackbarWritingDirection/rightToLeft``. The reading order is the text's own, as in
/// `UILabel` (natural writing direction): each paragraph of the text reads in the direction of its
/// first strong character, so "3 messages archived" keeps its order in a right-to-left layout.
public struct SnackbarParagraph: Sendable, Hashable {
  /// The runs, in logical order.
  public var runs: [SnackbarParagraphRun]
  /// The layout direction, which decides the natural alignment; the text decides its reading
  /// order (a text with no strong character at all reads in this direction).
  public var direction: SnackbarWritingDirection
  /// A BCP 47 language tag (`"ar"`, `"ja"`), which picks shaping and fonts; nil for the default.
  public var language: String?
  /// At most this many lines; nil for unlimited, as MDC's label (spec 3.2: "Max lines:
  /// unlimited").
  public var maxLines: Int?

  /// Creates a paragraph from runs.
  public init(
    runs: [SnackbarParagraphRun], direction: SnackbarWritingDirection = .leftToRight, language: String? = nil,
    maxLines: Int? = nil
  ) {
    self.runs = runs
    self.direction = direction
    self.language = language
    self.maxLines = maxLines
  }

  /// Creates a paragraph of one run.
  public init(
    text: String, font: SnackbarFont, direction: SnackbarWritingDirection = .leftToRight, language: String? = nil,
    maxLines: Int? = nil
  ) {
    self.init(
      runs: [SnackbarParagraphRun(text: text, font: font)], direction: direction, language: language, maxLines: maxLines
    )
  }

  /// The whole text, runs concatenated.
  public var text: String { runs.map(\.text).joined() }

  /// The paragraph as it is drawn: each run's text cleaned by `SnackbarDisplayText` (control
  /// characters and noncharacters dropped, line breaks made LF, tabs made spaces), every run
  /// keeping its font. Measurers lay this out, so the lines they count are the lines drawn.
  public var displayed: SnackbarParagraph {
    var copy = self
    let texts = SnackbarDisplayText.clean(runs.map(\.text))
    for index in copy.runs.indices { copy.runs[index].text = texts[index] }
    return copy
  }

  /// Whether there is no text at all.
  public var isEmpty: Bool { runs.allSatisfy(\.text.isEmpty) }

  /// The font of the first non-empty run: what `UILabel.font` reports for attributed text, and
  /// so the font MDC reads for the line height (spec 3.3) and the 21-pt accessibility test
  /// (spec 3.2). Nil when the paragraph is empty.
  public var primaryFont: SnackbarFont? { runs.first(where: { !$0.text.isEmpty })?.font }
}
