import Foundation

// wording.*: English only; for other languages the report lists them as not checked.
extension SnackbarAuditRun {
  mutating func checkWording() {
    let title = input.actionTitle
    guard input.isEnglish else {
      // An English tag here is only the fallback for a script without one (Cyrillic, Greek).
      let language = input.hasEnglishTag ? "not written in Latin letters" : "language \(input.language)"
      let reason = "the rules read English; the text is \(language)"
      skip(.wordingVague, .message, reason: reason)
      if title != nil { skip(.wordingDismissAction, .action, reason: reason) }
      return
    }
    if Self.isVague(input.visibleText) {
      add(
        .wordingVague, .warning, .message, measured: quoted(input.visibleText),
        threshold: "says what happened or what to do",
        message: "The message \(quoted(input.visibleText)) says only that something failed.",
        hint: "Say what happened and what to do next (“Couldn't upload photo. Check your connection.”).")
    }
    if let title, Self.dismissTitles.contains(Self.words(of: title).joined(separator: " ")) {
      add(
        .wordingDismissAction, .warning, .action, measured: quoted(title), threshold: "says what happens",
        message: "The action \(quoted(title)) only dismisses; a close button says that.",
        hint: "Title the action with what it does (Undo, Retry, View), or show the close button instead.")
    }
  }

  /// Action titles that only dismiss.
  static let dismissTitles: Set<String> = ["ok", "okay", "dismiss", "close", "got it"]

  /// Words that say only that something failed, and the filler around them.
  static let vagueWords: Set<String> = [
    "a", "an", "the", "error", "errors", "err", "failed", "failure", "fail", "fails", "something", "went", "wrong",
    "has", "have", "had", "occurred", "occured", "happened", "unexpected", "unknown", "oops", "whoops", "uh", "oh",
    "sorry", "code", "status", "internal", "generic", "general", "problem", "issue", "exception", "fatal", "it",
    "this", "that", "there", "was", "is", "did", "didn't", "didnt", "not", "work", "operation", "request",
    "please", "unfortunately",
  ]

  /// The words among ``vagueWords`` that say something failed; the rest are filler, which a
  /// label without any failure in it ("Status", "Unknown", a time "00:00:00") is made of too.
  static let failureWords: Set<String> = [
    "error", "errors", "err", "failed", "failure", "fail", "fails", "wrong", "oops", "whoops", "problem", "issue",
    "exception", "fatal",
  ]

  /// Whether `text` holds nothing but failure words, filler and codes, and says that something
  /// failed: a failure word, a negated "work" ("It didn't work"), or an error code's identifier
  /// ("Error", "Failed", "Something went wrong", "Error 500", "E_NETWORK_4021"). A number alone
  /// is no failure.
  static func isVague(_ text: String) -> Bool {
    let words = Self.words(of: text)
    guard words.allSatisfy({ vagueWords.contains($0) || isCode($0) }) else { return false }
    let negated = words.contains("work") && words.contains { ["not", "didn't", "didnt"].contains($0) }
    return negated || words.contains { failureWords.contains($0) || isIdentifier($0) }
  }

  /// An error code written as an identifier: an underscore, or a hexadecimal `0x` number.
  static func isIdentifier(_ word: String) -> Bool {
    word.hasPrefix("0x") || word.contains("_")
  }

  /// A bare code: digits in it, or a hexadecimal number, or an upper-case identifier with an
  /// underscore (checked before lower-casing by ``words(of:)``: codes keep their digits).
  static func isCode(_ word: String) -> Bool {
    if word.contains(where: \.isNumber) { return true }
    return word.hasPrefix("0x") || word.contains("_")
  }

  /// Lower-cased words: letters, digits, apostrophes and underscores.
  static func words(of text: String) -> [String] {
    text.lowercased()
      .split { !($0.isLetter || $0.isNumber || $0 == "'" || $0 == "’" || $0 == "_") }
      .map { $0.replacingOccurrences(of: "’", with: "'") }
  }
}
