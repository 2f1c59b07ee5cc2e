/// Choices a rule leaves to the team: where a standard gives two thresholds, which one the
/// design system follows. Set in the configuration file's `options`
/// (``SnackbarAuditConfiguration``).
public struct SnackbarAuditOptions: Sendable, Hashable {
  /// The touch-target minimum `target.action` and `target.close` hold hit regions to.
  public var targetSize: SnackbarAuditTargetSize

  /// Options; the defaults are the rules as documented.
  public init(targetSize: SnackbarAuditTargetSize = .both) {
    self.targetSize = targetSize
  }
}

/// Which touch-target minimum the `target` rules apply.
public enum SnackbarAuditTargetSize: String, Sendable, Hashable, CaseIterable {
  /// Under Apple's 44 pt is an error, under Material's 48 dp a warning (the default).
  case both
  /// Apple's 44 pt only: an error under it, nothing between 44 and 48 (MDC iOS sizes its
  /// buttons to 44 pt).
  case apple
  /// Material's and Android's 48 dp: an error under it.
  case material
}
