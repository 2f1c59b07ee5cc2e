import Foundation
import SnackbarJSON
import SnackbarLayout

/// A flow's event log as text: `events.jsonl`, one JSON object per line.
public enum SnackbarFlowEventLog {
  /// The log as JSON Lines: one ``SnackbarFlowEvent/jsonLine`` per event, each ending in a
  /// newline (an empty log is empty text).
  public static func jsonLines(_ events: [SnackbarFlowEvent]) -> String {
    events.map { $0.jsonLine + "\n" }.joined()
  }

  /// Seconds for the log: rounded to microseconds, at least one decimal, trailing zeros
  /// dropped, so 1 prints `1.0`, 1.125 `1.125` and 4.15 + 4 `8.15`. The log's one number format
  /// (its progress fractions print the same way), the JSON layer's `millionths`.
  public static func seconds(_ value: Double) -> String {
    SnackbarJSONNumber.millionths(value)
  }

  /// `text` as a JSON string: quotes, backslashes and control characters escaped, everything
  /// else (accents, emoji, the ellipsis) as UTF-8.
  public static func quoted(_ text: String) -> String {
    SnackbarJSONValue.quoted(text)
  }
}
