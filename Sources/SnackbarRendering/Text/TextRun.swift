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
