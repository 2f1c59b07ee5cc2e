import MaterialSnackbar

// feedback.colourOnly: a warning or error needs a symbol beside its words (Apple HIG Feedback).
extension SnackbarAuditRun {
  mutating func checkFeedback() {
    guard let importance = input.importance, importance == .warning || importance == .error,
      input.layout.iconFrame == nil
    else { return }
    add(
      .feedbackColorOnly, .warning, .icon, measured: "no symbol",
      threshold: "a symbol with each \(importance.rawValue)",
      message: "The \(importance.rawValue) is shown without a symbol, so colour, or nothing, is all that marks it.",
      hint: "Keep the importance's default icon, or set a leading icon.")
  }
}
