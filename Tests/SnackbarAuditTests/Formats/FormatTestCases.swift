import SnackbarAudit

/// Cases for the format writers: with and without locations, baseline and ignored findings, an
/// error, and hostile text (quotes, backslashes, control characters, markup, non-ASCII paths).
enum FormatTestCases {
  static let hostile = "Say \"hi\" \\ to <b>&</b> </script>\u{1B}[31m\u{7}\t\r\nnext line %0A, 50%: done\u{202E}"

  static func finding(
    _ rule: SnackbarAuditRule, _ severity: SnackbarAuditSeverity, _ element: SnackbarAuditElement,
    measured: String = "2.61:1", message: String = "The message has 2.61:1 contrast.",
    hint: String = "Darken the text.", baseline: Bool = false
  ) -> SnackbarAuditFinding {
    var finding = SnackbarAuditFinding(
      rule: rule, severity: severity, element: element, measured: measured, threshold: "4.5:1", message: message,
      hint: hint)
    finding.isInBaseline = baseline
    return finding
  }

  /// A German matrix image with a location for the message and another for the action.
  static let located = SnackbarAuditCase(
    name: "archive.done · de · mdc.iphone-15.L", group: "de",
    subject: SnackbarAuditSubject(key: "archive.done", table: "Localizable", locale: "de", variant: "mdc.iphone-15.L"),
    location: SnackbarAuditLocation(file: "App/Resources/Über Uns/Localizable #1?.xcstrings", line: 12, column: 7),
    actionLocation: SnackbarAuditLocation(file: "App/Resources/Über Uns/Localizable #1?.xcstrings", line: 15),
    image: "de/archive.done/mdc.iphone-15.L.png",
    findings: [
      finding(.contrastText, .error, .message),
      finding(.targetAction, .warning, .action, measured: "40×44 pt", message: "The action is 40×44 pt."),
      finding(.spokenLabelInName, .info, .message, message: "The label leaves out the text.", baseline: true),
    ],
    ignored: [
      SnackbarAuditIgnoredFinding(
        finding: finding(.wordingVague, .warning, .message, message: "Says only that it failed."),
        reason: "snackbar-audit.json line 4: product asked for it")
    ])

  /// A case with no location: its findings point at the image.
  static let imageOnly = SnackbarAuditCase(
    name: "upload.failed · fr · mdc.iphone-se.AX-XXXL", group: "fr",
    subject: SnackbarAuditSubject(key: "upload.failed", locale: "fr", variant: "mdc.iphone-se.AX-XXXL"),
    image: "fr/upload.failed/mdc.iphone se %20.png",
    findings: [finding(.textClipped, .warning, .message, measured: "3 lines", message: hostile, hint: hostile)])

  /// A batch job that could not be drawn.
  static let failed = SnackbarAuditCase(
    name: "jobs.jsonl:3", group: "batch", subject: SnackbarAuditSubject(key: "out/3.png"),
    location: SnackbarAuditLocation(file: "jobs.jsonl", line: 3, column: 1),
    error: "unknown colour \"#GGG\"\nat column 14")

  /// A case with nothing: no location, no image, one baseline error.
  static let bare = SnackbarAuditCase(
    name: "audit", group: "de",
    findings: [
      finding(.timingAction, .error, .container, measured: "4 s", message: "Dismisses after 4 s.", baseline: true)
    ]
  )

  static let all = [located, imageOnly, failed, bare]
}
