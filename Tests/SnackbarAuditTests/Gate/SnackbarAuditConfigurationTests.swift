import Foundation
import SnackbarAudit
import Testing

/// `.snackbar-audit.json`: read strictly, applied to findings by rule, key and locale.
@Suite struct SnackbarAuditConfigurationTests {
  static func read(_ text: String) throws -> SnackbarAuditConfiguration {
    try SnackbarAuditConfiguration(json: Array(text.utf8), file: ".snackbar-audit.json")
  }

  static func finding(_ rule: SnackbarAuditRule, _ severity: SnackbarAuditSeverity = .warning) -> SnackbarAuditFinding {
    SnackbarAuditFinding(
      rule: rule, severity: severity, element: .message, measured: "m", threshold: "t", message: "msg", hint: "h")
  }

  @Test func aRuleTurnedOffIsIgnoredWithTheLineThatTurnedItOff() throws {
    let configuration = try Self.read(
      """
      {
        "rules": {"target.action": "off", "text.lines": "error"}
      }
      """)
    let (counted, ignored) = configuration.apply(
      to: [Self.finding(.targetAction), Self.finding(.textLines), Self.finding(.timingReading, .error)],
      subject: SnackbarAuditSubject())
    // text.lines raised to an error sorts before the later error, by the rules' order kept.
    #expect(counted.map(\.rule) == [.textLines, .timingReading])
    #expect(counted.map(\.severity) == [.error, .error])
    #expect(ignored.map(\.finding.rule) == [.targetAction])
    #expect(ignored.first?.reason == "target.action is off in .snackbar-audit.json, line 2")
  }

  @Test func anIgnoreMatchesByRuleKeyGlobAndLocaleGlob() throws {
    let configuration = try Self.read(
      """
      {"ignore": [
        {"rule": "l10n.expansion", "key": "settings.*", "locale": "de*", "reason": "long German settings"},
        {"key": "Onboarding/*", "reason": "the onboarding table is being rewritten"}
      ]}
      """)
    let expansion = Self.finding(.l10nExpansion)
    func ignored(_ subject: SnackbarAuditSubject, _ finding: SnackbarAuditFinding) -> String? {
      if case .ignored(let set) = configuration.apply(to: finding, subject: subject) { return set.reason }
      return nil
    }
    #expect(
      ignored(SnackbarAuditSubject(key: "settings.title", locale: "de-CH"), expansion)
        == "long German settings (.snackbar-audit.json, line 2)")
    #expect(ignored(SnackbarAuditSubject(key: "settings.title", locale: "fr"), expansion) == nil)
    #expect(ignored(SnackbarAuditSubject(key: "photo.saved", locale: "de"), expansion) == nil)
    #expect(ignored(SnackbarAuditSubject(key: "settings.title", locale: "de"), Self.finding(.textLines)) == nil)
    // A table is matched as table/key; a subject without a key matches no key glob.
    #expect(
      ignored(SnackbarAuditSubject(key: "welcome", table: "Onboarding", locale: "ja"), Self.finding(.textLines))
        == "the onboarding table is being rewritten (.snackbar-audit.json, line 3)")
    #expect(ignored(SnackbarAuditSubject(), expansion) == nil)
  }

  @Test func targetSizeChoosesTheMinimum() throws {
    #expect(try Self.read(#"{"options": {"targetSize": "apple"}}"#).options.targetSize == .apple)
    #expect(try Self.read(#"{"options": {"targetSize": "material"}}"#).options.targetSize == .material)
    #expect(try Self.read("{}").options == SnackbarAuditOptions())
  }

  @Test(arguments: [
    (#"{"rules": {"target.size": "off"}}"#, "line 1, column 12: unknown rule \"target.size\""),
    (#"{"rules": {"target.action": "never"}}"#, "line 1, column 29: the setting of target.action must be off"),
    (#"{"rules": {"target.action": 1}}"#, "line 1, column 29: the setting of target.action must be a string"),
    ("{\n\"ignores\": []}", "line 2, column 12: unknown member \"ignores\""),
    (#"{"ignore": [{"rule": "text.lines"}]}"#, "line 1, column 13: an ignore entry needs a \"reason\""),
    (#"{"ignore": [{"reason": "all"}]}"#, "line 1, column 13: an ignore entry needs a rule, key or locale"),
    (#"{"ignore": [{"rule": "x", "reason": "r"}]}"#, "line 1, column 22: unknown rule \"x\""),
    (#"{"ignore": [{"keys": "a", "reason": "r"}]}"#, "line 1, column 22: unknown member \"keys\" of an ignore entry"),
    (#"{"options": {"targetSize": "huge"}}"#, "line 1, column 28: \"targetSize\" must be one of both, apple, material"),
    (#"{"options": {"readingRate": 200}}"#, "line 1, column 29: unknown option \"readingRate\""),
    (#"{"rules": {"target.action": "off"}"#, ".snackbar-audit.json, line 1"),
    ("[]", "line 1, column 1: expected an object, found an array"),
  ])
  func mistakesNameTheirLine(text: String, expected: String) throws {
    let error = try #require(throws: SnackbarAuditFileError.self) { try Self.read(text) }
    #expect(error.description.contains(expected), "\(error.description)")
  }

  @Test func globsMatchWithoutBacktrackingBlowUp() throws {
    let configuration = try Self.read(
      #"{"ignore": [{"key": "*a*a*a*a*a*a*a*a*a*a*a*a*b", "reason": "hostile"}]}"#)
    let key = String(repeating: "a", count: 20_000)
    let start = ContinuousClock.now
    let result = configuration.apply(to: Self.finding(.textLines), subject: SnackbarAuditSubject(key: key))
    #expect(ContinuousClock.now - start < .seconds(5))
    guard case .counted = result else {
      Issue.record("a key without b matched *…*b")
      return
    }
    let matched = configuration.apply(to: Self.finding(.textLines), subject: SnackbarAuditSubject(key: key + "b"))
    guard case .ignored = matched else {
      Issue.record("the key ending in b did not match")
      return
    }
  }
}

/// Baselines: written sorted, read back strictly, matched by identity, not by measured value.
@Suite struct SnackbarAuditBaselineTests {
  static let german = SnackbarAuditSubject(key: "archive.done", locale: "de", variant: "mdc.iphone-15.L")

  @Test func aWrittenBaselineReadsBackAndMarksTheSameFindings() throws {
    var gate = SnackbarAuditGate()
    let finding = SnackbarAuditConfigurationTests.finding(.contrastText, .error)
    _ = gate.judge([finding], subject: Self.german)
    let text = gate.recorded.text()
    #expect(
      text == """
        {"findings": [
        {"element": "message", "key": "archive.done", "locale": "de", "rule": "contrast.text", "variant": "mdc.iphone-15.L"}
        ], "version": 1}

        """)
    let baseline = try SnackbarAuditBaseline(json: Array(text.utf8), file: "b.json")
    var next = SnackbarAuditGate(baseline: baseline)
    // The same finding with another measured value is still known; another locale is new.
    var moved = finding
    moved.measured = "3.1:1"
    let known = next.judge([moved], subject: Self.german)
    #expect(known.counted.map(\.isInBaseline) == [true])
    let french = next.judge([finding], subject: SnackbarAuditSubject(key: "archive.done", locale: "fr"))
    #expect(french.counted.map(\.isInBaseline) == [false])
    #expect(next.unmatchedBaseline().isEmpty)
  }

  @Test func entriesNoLongerFoundAreListedAsFixed() throws {
    let stale = SnackbarAuditBaseline.Entry(rule: .textLines, element: .message, subject: Self.german)
    let gate = SnackbarAuditGate(baseline: SnackbarAuditBaseline(entries: [stale]))
    #expect(gate.unmatchedBaseline() == [stale])
    #expect(gate.unmatchedBaseline { _ in false }.isEmpty)
    #expect(stale.description == "text.lines (message) of \"archive.done\" in de, mdc.iphone-15.L")
  }

  @Test func ignoredFindingsNeitherCountNorEnterTheBaseline() throws {
    let configuration = try SnackbarAuditConfigurationTests.read(#"{"rules": {"text.lines": "off"}}"#)
    var gate = SnackbarAuditGate(configuration: configuration)
    let judged = gate.judge([SnackbarAuditConfigurationTests.finding(.textLines)], subject: Self.german)
    #expect(judged.counted.isEmpty)
    #expect(judged.ignored.count == 1)
    #expect(gate.recorded.entries.isEmpty)
  }

  @Test func aReportInTheBaselineNoLongerReachesFailOn() throws {
    var report = SnackbarAuditReport(
      findings: [SnackbarAuditConfigurationTests.finding(.contrastText, .error)], contrast: [])
    #expect(report.reaches(.error))
    report.findings[0].isInBaseline = true
    #expect(!report.reaches(.info))
    #expect(report.jsonString().contains(#""baseline": true"#))
  }

  @Test(arguments: [
    (#"{"findings": [], "version": 2}"#, "line 1, column 29: expected \"version\": 1"),
    (#"{"findings": [{"rule": "contrast.text"}], "version": 1}"#, "an entry needs a known \"element\""),
    (#"{"findings": [{"rule": "c", "element": "message"}], "version": 1}"#, "an entry needs a known \"rule\""),
    (
      #"{"findings": [{"rule": "contrast.text", "element": "message", "measured": "x"}], "version": 1}"#,
      "unknown member \"measured\""
    ),
    (#"{"findings": {}, "version": 1}"#, "expected a \"findings\" array"),
    (#"{"findings": [], "version": 1, "extra": 1}"#, "unknown member \"extra\""),
  ])
  func aBadBaselineNamesItsLine(text: String, expected: String) throws {
    let error = try #require(throws: SnackbarAuditFileError.self) {
      try SnackbarAuditBaseline(json: Array(text.utf8), file: "b.json")
    }
    #expect(error.description.contains(expected), "\(error.description)")
  }
}
