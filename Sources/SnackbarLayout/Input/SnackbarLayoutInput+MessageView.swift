import Foundation
import MaterialSnackbar

extension SnackbarLayoutInput {
  /// The layout input for a presented message view: what the view would draw, resolved to plain
  /// values.
  ///
  /// * Message runs follow spec 2.13: with no custom `messageFont`, bold-markup runs use the
  ///   Body 2 font (14-pt medium) and every other run Body 1 (14-pt regular); a custom
  ///   `messageFont` wins for the whole text. Dynamic Type then follows
  ///   `SnackbarMessageView.resolvedMessageFont(for:at:)`: with the view's
  ///   `adjustsFontForContentSizeCategory` on, every font takes the Material size for the
  ///   traits' content size; with it off (the default), MDC's 14-pt defaults stay fixed and only
  ///   fonts made with `SnackbarFont.preferredFont(forTextStyle:)` scale.
  /// * When the message's `interpretsMarkdown` is set, each run is read as inline Markdown
  ///   (`SnackbarMarkdown`): the markup is not drawn, strong pieces take the bold weight,
  ///   and each piece keeps its styles, links in the action's colour. The action title loses
  ///   its markup.
  /// * The action title is the button's title, uppercased with the text's locale when the
  ///   button uppercases (Turkish "i" becomes "İ"), in the view's button font (default 14-pt
  ///   medium).
  /// * Extras (the leading icon, or the importance's default icon; progress; the close button)
  ///   come from the message as it is now, so a handle's update draws; GM3 and the corner radius
  ///   from the view; legacy mode from `SnackbarMessage.usesLegacySnackbar`.
  ///
  /// - Parameters:
  ///   - messageView: the view to draw; a view without a message has no text, which the layout
  ///     reports as ``SnackbarLayoutError/emptyMessage``.
  ///   - sizing: a fixed width or a host placement.
  ///   - traits: scale, direction, Dynamic Type and size classes.
  ///   - language: the text's BCP 47 tag; nil infers it from the text (`SnackbarLanguage`).
  ///   - progressElapsedTime: seconds since an indeterminate progress bar started.
  public init(
    messageView: SnackbarMessageView, sizing: SnackbarLayoutSizing, traits: SnackbarTraitCollection,
    language: String? = nil, progressElapsedTime: TimeInterval = 0
  ) {
    let category = traits.preferredContentSizeCategory
    let markdown = messageView.message?.interpretsMarkdown == true
    let runs: [SnackbarParagraphRun]
    if markdown {
      let linkColor = messageView.resolvedColors(with: traits).actionTitle
      runs = messageView.textRuns.flatMap { run in
        Self.markdownRuns(of: run, in: messageView, at: category, linkColor: linkColor)
      }
    } else {
      runs = messageView.textRuns.map { run in
        SnackbarParagraphRun(text: run.text, font: messageView.resolvedMessageFont(for: run, at: category))
      }
    }
    let text = runs.map(\.text).joined()
    let resolvedLanguage = language ?? SnackbarLanguage.infer(from: text)
    let message = SnackbarParagraph(
      runs: runs, direction: SnackbarWritingDirection(traits.layoutDirection), language: resolvedLanguage)

    let button = messageView.actionButton
    // A button has one font, so Markdown in its title loses its markup and keeps one style.
    var title = markdown ? button?.title.map(SnackbarMarkdown.plainText) : button?.title
    if let original = title, button?.uppercaseTitle == true {
      title = original.uppercased(with: Locale(identifier: resolvedLanguage))
    }
    let source = messageView.message
    self.init(
      message: message, actionTitle: title, buttonFont: messageView.resolvedButtonFont(at: category), traits: traits,
      usesGM3Shapes: messageView.usesGM3Shapes, isLegacy: SnackbarMessage.usesLegacySnackbar,
      leadingIcon: source?.displayedLeadingIcon, progress: source?.progress, progressElapsedTime: progressElapsedTime,
      showsCloseButton: source?.showsCloseButton ?? false, cornerRadius: messageView.cornerRadius, sizing: sizing)
  }

  /// The runs of one run of the message's text read as Markdown: each piece in the run's font,
  /// bold where Markdown makes it strong, and in the link colour where it is a link. Markup never
  /// spans two runs of the attributed text.
  ///
  /// Strong is the bold weight (700), as SwiftUI draws it, not the medium of MDC's bold
  /// attribute: Debian's CJK, Arabic and other Noto fonts have no medium face, so only bold
  /// shows in them. A custom font, which ignores the bold attribute, is made bold too: Markdown
  /// is the text's own markup, which SwiftUI applies to any font.
  static func markdownRuns(
    of run: SnackbarTextRun, in messageView: SnackbarMessageView, at category: SnackbarContentSizeCategory,
    linkColor: SnackbarColor
  ) -> [SnackbarParagraphRun] {
    SnackbarMarkdown.runs(run.text).map { piece in
      let isStrong = piece.style.contains(.strong)
      var font = messageView.resolvedMessageFont(
        for: SnackbarTextRun(text: piece.text, isBold: run.isBold || isStrong), at: category)
      if isStrong, font.weight < .bold { font = font.withWeight(.bold) }
      return SnackbarParagraphRun(
        text: piece.text, font: font, style: piece.style, color: piece.style.contains(.link) ? linkColor : nil)
    }
  }
}
