import CCairo
import CGLib
import CPango
import Foundation
import MaterialSnackbar

/// A laid-out paragraph, ready to measure and draw.
///
/// Holds a `PangoLayout` with its own Pango context (so later paragraphs in other directions
/// cannot invalidate it). Not `Sendable`: use it on the thread or task whose ``PangoTextEngine``
/// made it.
package final class TextParagraph {
  /// The paragraph's text as drawn: all runs joined, cleaned by `SnackbarDisplayText` (control
  /// characters dropped, line breaks made LF, tabs made spaces). Line ranges index into it.
  package let text: String
  /// Its measurements.
  package let metrics: TextParagraphMetrics
  /// The `PangoLayout *`. Valid while this object lives.
  package let layout: OpaquePointer
  /// Keeps the font map (and through it the font configuration) alive as long as the layout.
  let fonts: PangoFontContext

  init(text: String, layout: OpaquePointer, metrics: TextParagraphMetrics, fonts: PangoFontContext) {
    self.text = text
    self.layout = layout
    self.metrics = metrics
    self.fonts = fonts
  }

  deinit {
    snackbar_g_object_unref(UnsafeMutableRawPointer(layout))
  }

  /// How many characters no pinned font covers (drawn as hex boxes). 0 means every character has
  /// a real glyph.
  package var unknownGlyphCount: Int {
    Int(pango_layout_get_unknown_glyphs_count(layout))
  }

  /// Draws the paragraph with its box's top-left corner at `origin` (user units of `context`,
  /// normally points), in `color`. Colour emoji keep their own colours.
  ///
  /// The context's transform may scale (the display scale): the layout was measured at scale 1
  /// without hinting or position rounding, so glyphs land where ``metrics`` says at any scale.
  package func draw(in context: CairoContext, at origin: CGPoint, color: SnackbarColor) {
    context.withSavedState {
      context.setSource(color)
      cairo_new_path(context.pointer)
      cairo_move_to(context.pointer, Double(origin.x), Double(origin.y))
      pango_cairo_show_layout(context.pointer, layout)
    }
  }
}
