import Foundation
import MaterialSnackbar
import SnackbarLayout

extension SnackbarAudit {
  /// Audits a message view as it would be drawn: lays it out at the traits' Dynamic Type size and
  /// at the largest accessibility size with `measurer`, resolves its colours, reads what the
  /// manager would do with it, and runs every rule.
  ///
  /// - Parameters:
  ///   - messageView: the view (`SnackbarMessageView.make(for:manager:)`, or a manager's
  ///     `currentSnackbar`).
  ///   - sizing: a fixed width or a host placement, as for the layout.
  ///   - traits: scale, direction, Dynamic Type, size classes and appearance.
  ///   - language: the text's BCP 47 tag; nil infers it (Latin text reads as English).
  ///   - measurer: the text engine (the renderer's `textMeasurer`, or `FixedAdvanceTextMeasurer`).
  ///   - behind: what is behind the container (see ``SnackbarAuditColors/behind``); empty for
  ///     unknown.
  ///   - options: the thresholds the team chose (the touch-target minimum).
  /// - Throws: `SnackbarLayoutError` when the view cannot be laid out at the chosen size (an
  ///   empty text, a size out of range); nothing is audited then.
  public static func audit(
    messageView: SnackbarMessageView, sizing: SnackbarLayoutSizing, traits: SnackbarTraitCollection,
    language: String? = nil, measurer: some SnackbarTextMeasuring, behind: [SnackbarColor] = [],
    options: SnackbarAuditOptions = SnackbarAuditOptions()
  ) throws(SnackbarLayoutError) -> SnackbarAuditReport {
    let input = try makeInput(
      messageView: messageView, sizing: sizing, traits: traits, language: language, measurer: measurer,
      behind: behind)
    return run(input, options: options)
  }

  /// The input ``audit(messageView:sizing:traits:language:measurer:behind:options:)`` audits.
  /// - Throws: `SnackbarLayoutError` when the view cannot be laid out at the chosen size.
  public static func makeInput(
    messageView: SnackbarMessageView, sizing: SnackbarLayoutSizing, traits: SnackbarTraitCollection,
    language: String? = nil, measurer: some SnackbarTextMeasuring, behind: [SnackbarColor] = []
  ) throws(SnackbarLayoutError) -> SnackbarAuditInput {
    let layoutInput = SnackbarLayoutInput(
      messageView: messageView, sizing: sizing, traits: traits, language: language)
    let layout = try SnackbarFrames.compute(layoutInput, measurer: measurer)
    var largest: Result<SnackbarFrames, SnackbarLayoutError>?
    if traits.preferredContentSizeCategory != largestCategory {
      var largestTraits = traits
      largestTraits.preferredContentSizeCategory = largestCategory
      let largestInput = SnackbarLayoutInput(
        messageView: messageView, sizing: sizing, traits: largestTraits, language: language)
      do {
        largest = .success(try SnackbarFrames.compute(largestInput, measurer: measurer))
      } catch {
        largest = .failure(error)
      }
    }
    return SnackbarAuditInput(
      layoutInput: layoutInput, layout: layout, largestLayout: largest,
      colors: SnackbarAuditColors(drawn: messageView.resolvedColors(with: traits), behind: behind),
      importance: messageView.message?.importance,
      presentation: SnackbarMarkdown.spoken(SnackbarManager.presentationPlan(for: messageView), of: messageView),
      charactersWithoutGlyphs: charactersWithoutGlyphs(layoutInput, layout: layout, measurer: measurer))
  }

  /// What `measurer` draws as boxes in the message and in the action title as the layout drew
  /// them (the title only when there is a button). A measurer that fails here has already
  /// measured the same paragraphs, so a failure reads as nothing missing.
  static func charactersWithoutGlyphs(
    _ input: SnackbarLayoutInput, layout: SnackbarFrames, measurer: some SnackbarTextMeasuring
  ) -> [SnackbarAuditElement: [Unicode.Scalar]] {
    var result: [SnackbarAuditElement: [Unicode.Scalar]] = [:]
    if let message = try? measurer.charactersWithoutGlyphs(in: input.message), !message.isEmpty {
      result[.message] = message
    }
    if layout.actionButtonFrame != nil, let paragraph = input.actionTitleParagraph,
      let action = try? measurer.charactersWithoutGlyphs(in: paragraph), !action.isEmpty
    {
      result[.action] = action
    }
    return result
  }

  /// The largest Dynamic Type size, at which `text.clipped` checks the message too.
  public static let largestCategory = SnackbarContentSizeCategory.accessibilityExtraExtraExtraLarge
}
