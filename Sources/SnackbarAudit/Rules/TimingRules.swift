import Foundation

// timing.*: the manager's own timeout for the message, without VoiceOver.
extension SnackbarAuditRun {
  /// The shortest time a message with an action may stay (Material 3 keeps it until acted on).
  static let actionTimeout: TimeInterval = 10

  mutating func checkTiming() {
    guard let timeout = input.presentation.timeout else { return }
    let shown = seconds(timeout, rounding: .down)
    if let title = input.actionTitle, timeout < Self.actionTimeout {
      add(
        .timingAction, .error, .container, measured: "dismisses after \(shown)",
        threshold: "≥ 10 s, or until acted on",
        message: "The message with the action \(quoted(title)) dismisses itself after \(shown); "
          + "people who need more time lose the action.",
        hint: "Keep the default: MDC, Material 3 and Compose keep a message with an action until it is acted on "
          + "(drop usesLegacyDismissalBehavior).")
    }
    let text = ([input.visibleText] + (input.actionTitle.map { [$0] } ?? [])).joined(separator: " ")
    let needed = SnackbarReadingTime.seconds(toRead: text)
    if timeout < needed {
      let counted = SnackbarReadingTime.describeCount(of: text)
      add(
        .timingReading, .warning, .container, measured: shown,
        threshold: "≥ \(seconds(needed)) (\(counted) at \(Int(SnackbarReadingTime.wordsPerMinute)) per minute)",
        message: "The message dismisses itself after \(shown), before \(counted) can be read "
          + "(\(seconds(needed)) at \(Int(SnackbarReadingTime.wordsPerMinute)) words per minute"
          + (SnackbarReadingTime.characterWords(in: text) > 0
            ? ", a Chinese, Japanese or Thai character read as a word)." : ")."),
        hint: timeout < 10 && needed <= 10
          ? "Raise the duration to \(seconds(needed)) or more, or shorten the text."
          : "Shorten the text (MDC allows at most 10 s), or add an action so it stays until acted on.")
    }
  }
}
