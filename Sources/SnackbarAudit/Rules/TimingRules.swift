import Foundation

// timing.*: the manager's own timeout for the message, without VoiceOver.
extension SnackbarAuditRun {
  /// The shortest time a message with an action may stay (Material 3 keeps it until acted on).
  static let actionTimeout: TimeInterval = 10

  mutating func checkTiming() {
    guard let timeout = input.presentation.timeout else { return }
    if let title = input.actionTitle, timeout < Self.actionTimeout {
      add(
        .timingAction, .error, .container, measured: "dismisses after \(seconds(timeout))",
        threshold: "≥ 10 s, or until acted on",
        message: "The message with the action \(quoted(title)) dismisses itself after \(seconds(timeout)); "
          + "people who need more time lose the action.",
        hint: "Keep the default: MDC, Material 3 and Compose keep a message with an action until it is acted on "
          + "(drop usesLegacyDismissalBehavior).")
    }
    let text = ([input.visibleText] + (input.actionTitle.map { [$0] } ?? [])).joined(separator: " ")
    let words = SnackbarReadingTime.words(in: text)
    let needed = SnackbarReadingTime.seconds(toRead: text)
    if timeout < needed {
      add(
        .timingReading, .warning, .container, measured: seconds(timeout),
        threshold: "≥ \(seconds(needed)) (\(words) words at \(Int(SnackbarReadingTime.wordsPerMinute)) per minute)",
        message: "The message dismisses itself after \(seconds(timeout)), before \(words) words can be read "
          + "(\(seconds(needed)) at \(Int(SnackbarReadingTime.wordsPerMinute)) words per minute).",
        hint: timeout < 10 && needed <= 10
          ? "Raise the duration to \(seconds(needed)) or more, or shorten the text."
          : "Shorten the text (MDC allows at most 10 s), or add an action so it stays until acted on.")
    }
  }
}
