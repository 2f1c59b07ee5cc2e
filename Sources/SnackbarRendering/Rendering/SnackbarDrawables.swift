import Foundation
import MaterialSnackbar
import SnackbarLayout

/// The laid-out texts one render draws, fetched from the measurer's cache (the layout just
/// shaped them) before any pixel is touched, so a text or icon problem fails the render early.
struct SnackbarDrawables {
  /// The message at its wrap width.
  let message: TextParagraph
  /// The action title on one line; nil without action.
  let actionTitle: TextParagraph?
  /// The leading icon's glyph; nil without one.
  let icon: TextParagraph?
  /// The close icon's glyph; nil without a close button.
  let closeIcon: TextParagraph?

  init(input: SnackbarLayoutInput, layout: SnackbarFrames, measurer: PangoTextMeasurer) throws(SnackbarRenderError) {
    do {
      // The same paragraphs and wrap widths the layout measured, so these are cache hits.
      message = try measurer.layout(input.message, wrapWidth: layout.labelFrame.width)
      if let title = input.effectiveActionTitle, layout.actionTitleFrame != nil {
        let paragraph = SnackbarParagraph(
          text: title, font: input.buttonFont, direction: input.message.direction, language: input.message.language,
          maxLines: 1)
        actionTitle = try measurer.layout(paragraph, wrapWidth: nil)
      } else {
        actionTitle = nil
      }
    } catch {
      throw .text(error)
    }
    if let icon = input.leadingIcon, let frame = layout.iconFrame {
      self.icon = try SnackbarIconGlyph.layout(name: icon.name, size: frame.height, measurer: measurer)
    } else {
      self.icon = nil
    }
    if let frame = layout.closeIconFrame {
      closeIcon = try SnackbarIconGlyph.layout(
        name: SnackbarIconGlyph.closeName, size: frame.height, measurer: measurer)
    } else {
      closeIcon = nil
    }
  }
}
