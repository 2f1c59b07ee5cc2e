import Foundation

/// Why a paragraph could not be laid out.
public enum TextLayoutError: Error, Sendable, Equatable, CustomStringConvertible {
  /// A run's point size is not a finite number in `0 < size <= 10000`.
  case invalidFontSize(Double)
  /// The wrap width is not a finite positive number.
  case invalidWrapWidth(Double)
  /// The text (all runs together) is too long for Pango's 32-bit indices.
  case textTooLong(byteCount: Int)
  /// Pango could not create the layout.
  case pangoFailed(reason: String)

  /// A message for people: what failed and, where possible, how to fix it.
  public var description: String {
    switch self {
    case .invalidFontSize(let size):
      return "invalid font size \(size): must be a finite number of points above 0 and at most 10000"
    case .invalidWrapWidth(let width):
      return "invalid wrap width \(width): must be a finite number of points above 0 (or nil for no wrapping)"
    case .textTooLong(let byteCount):
      return "text of \(byteCount) UTF-8 bytes is too long to lay out"
    case .pangoFailed(let reason):
      return "text layout failed: \(reason)"
    }
  }
}
