import Foundation

/// A piece of text in one font.
public struct TextRun: Sendable, Hashable {
  /// The text.
  public var text: String
  /// Its font.
  public var font: TextFont

  /// Creates a run.
  public init(_ text: String, font: TextFont) {
    self.text = text
    self.font = font
  }
}

extension TextRun {
  /// `runs` as they are drawn (``SnackbarDisplayText``), one run out for each run in.
  static func displayed(_ runs: [TextRun]) -> [TextRun] {
    let texts = SnackbarDisplayText.clean(runs.map(\.text))
    return zip(runs, texts).map { run, text in TextRun(text, font: run.font) }
  }
}
