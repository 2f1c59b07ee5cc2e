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
  ///   - language: the text's BCP 47 tag; nil infers it from the text (``SnackbarLanguage``).
  ///   - progressElapsedTime: seconds since an indeterminate progress bar started.
  public init(
    messageView: SnackbarMessageView, sizing: SnackbarLayoutSizing, traits: SnackbarTraitCollection,
    language: String? = nil, progressElapsedTime: TimeInterval = 0
  ) {
    let category = traits.preferredContentSizeCategory
    let runs = messageView.textRuns.map { run in
      SnackbarParagraphRun(text: run.text, font: messageView.resolvedMessageFont(for: run, at: category))
    }
    let text = runs.map(\.text).joined()
    let resolvedLanguage = language ?? SnackbarLanguage.infer(from: text)
    let message = SnackbarParagraph(
      runs: runs, direction: SnackbarWritingDirection(traits.layoutDirection), language: resolvedLanguage)

    let button = messageView.actionButton
    var title = button?.title
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
}
