import SnackbarRendering

/// Why one line of a batch was not written: the message printed for it, and its reason, the
/// same message without what is particular to the line, so that thousands of lines failing
/// alike can be counted as one reason (``BatchFailureLog``).
struct BatchFailure: Sendable, Equatable {
  /// "line 3, column 8: not valid JSON: …", "line 5 (render): --theme must be …".
  let message: String
  /// "not valid JSON", "--theme must be one of mdc, m2, m3-light, m3-dark, got "…"".
  let reason: String

  /// A line the batch refused before any command saw it.
  init(line: Int, _ error: BatchLineError) {
    let place = error.column.map { "line \(line), column \($0)" } ?? "line \(line)"
    message = "\(place): \(error.description)"
    reason = error.reason
  }

  /// A line whose command refused it or failed: the command's own message, whose values are
  /// not marked, so the reason is found by ``reason(of:)``.
  init(line: Int, command: String, _ error: CLIError) {
    message = "line \(line) (\(command)): \(error.description)"
    reason = Self.reason(of: error.description)
  }

  /// A failure with its message and reason as they are.
  init(message: String, reason: String) {
    self.message = message
    self.reason = reason
  }

  /// `message` with what usually differs from line to line put as `…`: quoted values
  /// (`got "sepia3"`), paths (words with a `/`) and numbers (`got 30`, `offset 12`, `1...24`).
  /// The option names and the explanation stay, and they are the reason.
  static func reason(of message: String) -> String {
    var unquoted = ""
    var inQuote = false
    for character in message {
      if character == "\"" {
        unquoted += inQuote ? "\"" : "\"…"
        inQuote.toggle()
      } else if !inQuote {
        unquoted.append(character)
      }
    }
    return unquoted.split(separator: " ", omittingEmptySubsequences: false).map { word in
      let punctuation: Set<Character> = [",", ";", ":", "(", ")"]
      let core = word.drop { punctuation.contains($0) }.reversed().drop { punctuation.contains($0) }.reversed()
      let isNumber =
        core.contains { $0.isASCII && $0.isNumber } && core.allSatisfy { "0123456789.-+eE".contains($0) }
      guard !core.isEmpty, core.contains("/") || isNumber else { return String(word) }
      let leading = word.prefix { punctuation.contains($0) }
      let trailing = word.reversed().prefix { punctuation.contains($0) }.reversed()
      return String(leading) + "…" + String(trailing)
    }.joined(separator: " ")
  }
}
