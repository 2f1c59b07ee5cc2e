import Foundation
import SnackbarLayout

/// How to lay out a paragraph.
package struct TextLayoutOptions: Sendable, Hashable {
  /// The width, in points, at which lines wrap (between words, or inside a word too long for a
  /// line); `nil` for one line per hard line break.
  package var wrapWidth: Double?
  /// The layout direction, which sets the alignment (the leading edge). Each paragraph's reading
  /// order comes from its first strong character (see `SnackbarWritingDirection`).
  package var direction: SnackbarWritingDirection
  /// The BCP 47 language tag ("en", "ar", "he", "ja"...), which affects shaping and font choice.
  package var language: String

  /// Creates layout options.
  package init(wrapWidth: Double? = nil, direction: SnackbarWritingDirection = .leftToRight, language: String = "en") {
    self.wrapWidth = wrapWidth
    self.direction = direction
    self.language = language
  }
}
