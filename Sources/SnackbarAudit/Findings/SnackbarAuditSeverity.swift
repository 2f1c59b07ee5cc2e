/// How much a finding matters, lowest first: ``info`` < ``warning`` < ``error``.
public enum SnackbarAuditSeverity: String, Sendable, Hashable, CaseIterable, Comparable {
  /// Worth knowing; nothing to fix (a measurement, a check that could not run).
  case info
  /// Works for most people, not for all; fix unless there is a reason.
  case warning
  /// Fails a requirement (a WCAG level A or AA criterion, Apple's minimum target).
  case error

  private var rank: Int {
    switch self {
    case .info: return 0
    case .warning: return 1
    case .error: return 2
    }
  }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }
}
