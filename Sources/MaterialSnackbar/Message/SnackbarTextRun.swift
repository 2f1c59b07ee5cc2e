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
  /// Ranges whose `NSAttributedString.Key.snackbarBold` value is true are bold; everything else
  /// is regular, and every other attribute is dropped, as in MDC. Adjacent runs of the same weight
  /// are merged; an empty or nil text gives no runs. The runs hold the text's exact scalars.
  ///
  /// A character (an extended grapheme cluster: a letter with its accents, a surrogate pair, an
  /// emoji sequence) is never split: it takes the weight of its first UTF-16 code unit. Bold ranges
  /// are UTF-16 ranges and may end inside one; splitting there would turn the halves of a
  /// surrogate pair into two U+FFFD, or draw an accent apart from its letter.
  ///
  /// - Parameter ignoringBold: true when a custom message font is set: MDC then draws the whole
  ///   text in that font and ignores the bold markup.
  public func textRuns(ignoringBold: Bool = false) -> [SnackbarTextRun] {
    let attributed: NSAttributedString
    switch storage.read(\.content) {
    case nil: return []
    case .plain(let text):
      // Plain text has no bold markup: one regular run, without making an attributed string.
      return text.isEmpty ? [] : [SnackbarTextRun(text: text, isBold: false)]
    case .attributed(let text):
      guard text.length > 0 else { return [] }
      attributed = text
    }
    let text = attributed.string
    if ignoringBold { return [SnackbarTextRun(text: text, isBold: false)] }
    var runs: [SnackbarTextRun] = []
    var offset = 0
    // The attribute's run around `offset`, reused while the characters stay inside it.
    var weight = (isBold: false, range: NSRange(location: 0, length: 0))
    for character in text {
      if !NSLocationInRange(offset, weight.range) {
        var range = NSRange(location: 0, length: 0)
        let value = attributed.attribute(.snackbarBold, at: offset, effectiveRange: &range)
        weight = (Self.isTrue(value), range)
      }
      if let last = runs.last, last.isBold == weight.isBold {
        runs[runs.count - 1].text.append(character)
      } else {
        runs.append(SnackbarTextRun(text: String(character), isBold: weight.isBold))
      }
      offset += character.utf16.count
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
