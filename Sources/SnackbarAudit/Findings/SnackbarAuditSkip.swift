/// A rule that did not run on one element, and why: the wording rules read English only, so on
/// a German message they say nothing rather than a note on every image.
public struct SnackbarAuditSkip: Sendable, Hashable {
  /// The rule.
  public let rule: SnackbarAuditRule
  /// The element it would have judged.
  public let element: SnackbarAuditElement
  /// Why it did not run: "the rules read English; the text is language de".
  public let reason: String

  /// A skip.
  public init(rule: SnackbarAuditRule, element: SnackbarAuditElement, reason: String) {
    self.rule = rule
    self.element = element
    self.reason = reason
  }
}
