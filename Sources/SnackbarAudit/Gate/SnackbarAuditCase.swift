/// One audited snackbar as the CI formats report it: a matrix image or a batch job, with what it
/// stands for, where its text is written, and its findings after the configuration and baseline
/// were applied. SARIF gives each finding a result; JUnit makes the case one test case.
public struct SnackbarAuditCase: Sendable, Hashable {
  /// The test case's name (`archive.done · de · mdc.iphone-15.L`).
  public var name: String
  /// The group it is reported in: JUnit's test suite (`de`, or the command for a batch).
  public var group: String
  /// What the snackbar stands for: key, table, locale, variant.
  public var subject: SnackbarAuditSubject
  /// Where the message is written; findings about the message, the container and the
  /// localisation point here.
  public var location: SnackbarAuditLocation?
  /// Where the action title is written, when it is a string of its own; findings about the
  /// action point here.
  public var actionLocation: SnackbarAuditLocation?
  /// The image drawn, relative to the output (`de/archive.done/mdc.iphone-15.L.png`).
  public var image: String?
  /// The findings that count, worst first; a finding in the baseline is marked so
  /// (``SnackbarAuditFinding/isInBaseline``) and does not count toward `--fail-on`.
  public var findings: [SnackbarAuditFinding]
  /// The findings the configuration set aside, each with the reason it gives.
  public var ignored: [SnackbarAuditIgnoredFinding]
  /// Why the snackbar could not be drawn or audited (a batch line that failed); nil when it was.
  public var error: String?

  /// A case.
  public init(
    name: String, group: String, subject: SnackbarAuditSubject = SnackbarAuditSubject(),
    location: SnackbarAuditLocation? = nil, actionLocation: SnackbarAuditLocation? = nil, image: String? = nil,
    findings: [SnackbarAuditFinding] = [], ignored: [SnackbarAuditIgnoredFinding] = [], error: String? = nil
  ) {
    self.name = name
    self.group = group
    self.subject = subject
    self.location = location
    self.actionLocation = actionLocation
    self.image = image
    self.findings = findings
    self.ignored = ignored
    self.error = error
  }

  /// Where `finding` points: the action's location for a finding about the action when the
  /// action has one, else the message's.
  public func location(of finding: SnackbarAuditFinding) -> SnackbarAuditLocation? {
    finding.element == .action ? actionLocation ?? location : location
  }

  /// The findings that make the case fail at `failOn`: at or above it and not in the baseline.
  public func failures(at failOn: SnackbarAuditSeverity) -> [SnackbarAuditFinding] {
    findings.filter { !$0.isInBaseline && $0.severity >= failOn }
  }
}

/// A finding the configuration set aside (a rule turned off, or an ignore entry that matches),
/// and the reason it gives; reports list it so a reader sees what was not counted and why.
public struct SnackbarAuditIgnoredFinding: Sendable, Hashable {
  /// The finding as the rule made it.
  public var finding: SnackbarAuditFinding
  /// Why it does not count: the ignore entry's reason, or that its rule is off, with the
  /// configuration's file and line.
  public var reason: String

  /// An ignored finding.
  public init(finding: SnackbarAuditFinding, reason: String) {
    self.finding = finding
    self.reason = reason
  }
}
