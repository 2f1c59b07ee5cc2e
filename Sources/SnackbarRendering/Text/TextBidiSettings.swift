import CPango
import SnackbarLayout

/// How a layout sets Pango's base direction and alignment: the reading order comes from the
/// text, the alignment from the layout direction.
///
/// This is what `UILabel` does with its defaults. Its paragraph style's base writing direction is
/// `NSWritingDirection.natural`, which Apple documents as decided by the Unicode bidi algorithm's
/// rules P2 and P3: the first strong character of each paragraph. Its alignment is
/// `NSTextAlignment.natural`, which UIKit documents as "the default alignment for the current
/// localization of the app": the interface's layout direction, whatever the text's script (unlike
/// AppKit, whose natural alignment follows the script). So in a right-to-left interface,
/// "3 messages archived" still reads "3 messages archived" and sits at the right edge; in a
/// left-to-right interface, Hebrew reads right to left and sits at the left edge.
///
/// Pango's auto-direction finds each paragraph's first strong character, but it also mirrors the
/// alignment of every line whose direction is opposite to the context's base direction. A
/// neutral context base direction mirrors nothing, so the alignment stays the layout's for every
/// paragraph, whichever direction each reads in.
///
/// A text with no strong character at all (digits, punctuation, emoji) reads in the layout
/// direction, as Pango would for a neutral paragraph: UIKit's rule P3 would make it left to
/// right, but digits read the same either way, and the interface's direction is the better guess
/// for the punctuation around them. Within a text that has one, a paragraph without a strong
/// character takes the direction of the text's first strong character (Pango's rule).
struct TextBidiSettings {
  /// Whether Pango finds each paragraph's direction from its text.
  let findsDirectionInText: Bool
  /// The context's base direction: neutral when the text decides, else the layout direction.
  let contextDirection: PangoDirection
  /// The alignment: the layout direction's leading edge.
  let alignment: PangoAlignment

  /// The settings for `text` in a layout whose leading edge is `layoutDirection`'s.
  init(text: String, layoutDirection: SnackbarWritingDirection) {
    let firstStrong = text.withCString { snackbar_first_strong_direction($0, Int32(clamping: text.utf8.count)) }
    findsDirectionInText = firstStrong != PANGO_DIRECTION_NEUTRAL
    contextDirection = findsDirectionInText ? PANGO_DIRECTION_NEUTRAL : layoutDirection.pangoDirection
    alignment = layoutDirection == .rightToLeft ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT
  }

  /// Applies the auto-direction flag and alignment to `layout`, whose context was made with
  /// ``contextDirection``.
  func apply(to layout: OpaquePointer) {
    pango_layout_set_auto_dir(layout, findsDirectionInText ? 1 : 0)
    pango_layout_set_alignment(layout, alignment)
  }
}
