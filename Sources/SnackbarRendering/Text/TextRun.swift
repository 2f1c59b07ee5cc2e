import Foundation
import MaterialSnackbar
import SnackbarLayout

/// A piece of text in one font.
package struct TextRun: Sendable, Hashable {
  /// The text.
  package var text: String
  /// Its font.
  package var font: TextFont
  /// Whether a line is drawn through the text.
  package var isStruckThrough: Bool
  /// The colour the run is drawn in; nil for the colour the paragraph is drawn with.
  package var color: SnackbarColor?

  /// Creates a run.
  package init(_ text: String, font: TextFont, isStruckThrough: Bool = false, color: SnackbarColor? = nil) {
    self.text = text
    self.font = font
    self.isStruckThrough = isStruckThrough
    self.color = color
  }
}

extension TextRun {
  /// `runs` as they are drawn (``SnackbarDisplayText``), one run out for each run in.
  static func displayed(_ runs: [TextRun]) -> [TextRun] {
    let texts = SnackbarDisplayText.clean(runs.map(\.text))
    return zip(runs, texts).map { run, text in
      var copy = run
      copy.text = text
      return copy
    }
  }
}
