/// One thing an audit found: which rule, how bad, where, what was measured against what, and
/// what to do about it.
public struct SnackbarAuditFinding: Sendable, Hashable, CustomStringConvertible {
  /// The rule that fired.
  public var rule: SnackbarAuditRule
  /// How much it matters.
  public var severity: SnackbarAuditSeverity
  /// The part of the snackbar it is about.
  public var element: SnackbarAuditElement
  /// What was measured, with its unit (`2.61:1`, `40×44 pt`, `3 lines`).
  public var measured: String
  /// What it was held against (`4.5:1`, `44×44 pt`).
  public var threshold: String
  /// One line saying what is wrong.
  public var message: String
  /// One line saying how to fix it.
  public var hint: String
  /// Whether a baseline file lists this finding (``SnackbarAuditBaseline``): it is reported, marked
  /// as known, and does not count toward `--fail-on`.
  public var isInBaseline = false

  /// Creates a finding.
  public init(
    rule: SnackbarAuditRule, severity: SnackbarAuditSeverity, element: SnackbarAuditElement, measured: String,
    threshold: String, message: String, hint: String
  ) {
    self.rule = rule
    self.severity = severity
    self.element = element
    self.measured = measured
    self.threshold = threshold
    self.message = message
    self.hint = hint
  }

  /// `error contrast.text message: 2.61:1 < 4.5:1 …`, for logs.
  public var description: String {
    "\(severity.rawValue)\(isInBaseline ? " (baseline)" : "") \(rule.rawValue) \(element.rawValue): \(measured) "
      + "(threshold \(threshold)): \(message)"
  }
}

extension Array where Element == SnackbarAuditFinding {
  /// Errors, then warnings, then information; the given order kept within a severity (a stable
  /// sort), so rules stay in the order they ran.
  var worstFirst: [SnackbarAuditFinding] {
    enumerated().sorted { lhs, rhs in
      lhs.element.severity != rhs.element.severity
        ? lhs.element.severity > rhs.element.severity : lhs.offset < rhs.offset
    }.map(\.element)
  }
}
