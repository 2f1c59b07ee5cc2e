import Foundation

/// A stretch of message text in one font, as the view styles it (spec 2.13): the renderer draws
/// runs, not attributed strings.
public struct SnackbarTextRun: Sendable, Hashable, CustomStringConvertible {
  /// The characters.
  public var text: String
  /// Whether the run uses the bold (Body 2, medium) font instead of the regular (Body 1) one.
  public var isBold: Bool

  /// Creates a run.
  public init(text: String, isBold: Bool) {
    self.text = text
    self.isBold = isBold
  }

  /// The text, wrapped in `**` when bold.
  public var description: String { isBold ? "**\(text)**" : text }
}

extension SnackbarMessage {
  /// The text split into regular and bold runs, as the view styles it (spec 2.13).
  ///
  /// Ranges whose ``MDCSnackbarMessageBoldAttributeName`` value is true are bold; everything else
  /// is regular, and every other attribute is dropped, as in MDC. Adjacent runs of the same weight
  /// are merged; an empty or nil text gives no runs.
  ///
  /// - Parameter ignoringBold: true when a custom message font is set: MDC then draws the whole
  ///   text in that font and ignores the bold markup.
  public func textRuns(ignoringBold: Bool = false) -> [SnackbarTextRun] {
    guard let attributed = attributedText, attributed.length > 0 else { return [] }
    if ignoringBold { return [SnackbarTextRun(text: attributed.string, isBold: false)] }
    let whole = attributed.string as NSString
    var runs: [SnackbarTextRun] = []
    attributed.enumerateAttribute(.snackbarBold, in: NSRange(location: 0, length: attributed.length), options: []) {
      value, range, _ in
      let isBold = Self.isTrue(value)
      let piece = whole.substring(with: range)
      if let last = runs.last, last.isBold == isBold {
        runs[runs.count - 1].text += piece
      } else {
        runs.append(SnackbarTextRun(text: piece, isBold: isBold))
      }
    }
    return runs
  }

  /// MDC reads the attribute with `boolValue`: `true`, a non-zero number, or "YES"/"true" text.
  private static func isTrue(_ value: Any?) -> Bool {
    switch value {
    case let flag as Bool: return flag
    case let number as NSNumber: return number.boolValue
    case let text as String: return (text as NSString).boolValue
    default: return false
    }
  }
}
