import Foundation
import SnackbarJSON

/// Why a layout could not be computed. Every case names the offending value.
public enum SnackbarLayoutError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The message has no text.
  case emptyMessage
  /// A text is longer than ``SnackbarLayoutMetrics/maximumTextBytes``.
  case textTooLong(field: String, bytes: Int, limit: Int)
  /// One character (a grapheme cluster: a letter and its marks, an emoji sequence) holds more
  /// code points than ``SnackbarLayoutMetrics/maximumCharacterScalars``.
  case characterTooLong(field: String, scalars: Int, limit: Int)
  /// A number is NaN, infinite, negative or out of range.
  case invalidValue(field: String, value: Double, expected: String)
  /// A font's size is not drawable.
  case invalidFont(field: String, pointSize: Double)
  /// The snackbar is too narrow for its content: the text would get no width.
  case contentDoesNotFit(snackbarWidth: Double, textWidth: Double)
  /// The text measurer failed.
  case textMeasurementFailed(String)
  /// The text measurer returned NaN, negative or inconsistent metrics.
  case invalidTextMetrics(String)

  /// A sentence naming the problem and what to do about it.
  public var description: String {
    switch self {
    case .emptyMessage:
      return "the snackbar message is empty: give it some text"
    case .textTooLong(let field, let bytes, let limit):
      return "\(field) is \(bytes) bytes long; at most \(limit) bytes can be laid out"
    case .characterTooLong(let field, let scalars, let limit):
      return "\(field) holds one character of \(scalars) code points (a letter with its marks); at most \(limit) "
        + "can be laid out, since shaping a character takes time that grows with the square of its length"
    case .invalidValue(let field, let value, let expected):
      return "\(field) is \(SnackbarJSONNumber.format(value)); expected \(expected)"
    case .invalidFont(let field, let pointSize):
      return "\(field) has size \(SnackbarJSONNumber.format(pointSize)) pt; expected a size in 0 < size <= 1024"
    case .contentDoesNotFit(let snackbarWidth, let textWidth):
      return "a snackbar \(SnackbarJSONNumber.format(snackbarWidth)) pt wide leaves "
        + "\(SnackbarJSONNumber.format(textWidth)) pt for the text; make it wider or drop the action or extras"
    case .textMeasurementFailed(let reason):
      return "measuring the text failed: \(reason)"
    case .invalidTextMetrics(let reason):
      return "the text measurer returned unusable metrics: \(reason)"
    }
  }
}
