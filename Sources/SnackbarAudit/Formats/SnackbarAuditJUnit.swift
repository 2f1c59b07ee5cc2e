/// Audit cases as a JUnit XML report, for the test views of CI systems (GitLab, Jenkins, the
/// JUnit report actions): one test case per ``SnackbarAuditCase``, one test suite per
/// ``SnackbarAuditCase/group`` in the order groups are first seen.
///
/// A case with an ``SnackbarAuditCase/error`` is an `<error>`; else a case with
/// ``SnackbarAuditCase/failures(at:)`` at `failOn` is a `<failure>` whose `type` is the worst
/// failing rule's id and whose text has one line per failing finding. Findings below `failOn`,
/// findings in the baseline and ignored findings (with their reasons) are listed in the test
/// case's `<system-out>`, so the report shows everything the audit saw. A case with a location
/// gets `file` and `line` attributes (read by GitLab and the annotation actions).
///
/// Only each case's rendered XML and the counts are kept. Text is escaped for XML 1.0: the five
/// markup characters as entities, line breaks and tabs in attributes as character references
/// (so they survive attribute normalisation), and the characters XML 1.0 forbids or discourages
/// (C0 controls but tab, line feed and carriage return; DEL and C1 controls; U+FFFE, U+FFFF) as
/// the visible text `\u001B`, since no XML reader would accept them even as references.
public struct SnackbarAuditJUnit: Sendable {
  private struct Suite: Sendable {
    var tests = 0
    var failures = 0
    var errors = 0
    var body = ""
  }

  private let name: String
  private let failOn: SnackbarAuditSeverity
  private var suiteOrder: [String] = []
  private var suites: [String: Suite] = [:]

  /// A report named `name` (`snackbar matrix`), failing cases with a finding at `failOn` or above.
  public init(name: String, failOn: SnackbarAuditSeverity) {
    self.name = name
    self.failOn = failOn
  }

  /// Adds a case as a test case of its group's suite.
  public mutating func add(_ auditCase: SnackbarAuditCase) {
    if suites[auditCase.group] == nil { suiteOrder.append(auditCase.group) }
    var suite = suites[auditCase.group] ?? Suite()
    suite.tests += 1
    let failures = auditCase.failures(at: failOn)
    var attributes = [("name", auditCase.name), ("classname", classname(auditCase.group))]
    if let location = auditCase.location {
      attributes.append(("file", location.file))
      if let line = location.line { attributes.append(("line", String(line))) }
    }
    var body = ""
    if let error = auditCase.error {
      suite.errors += 1
      let firstLine = String(error.prefix { $0 != "\n" && $0 != "\r" })
      body +=
        "      <error message=\"\(Self.escaped(firstLine, inAttribute: true))\" "
        + "type=\"\(SnackbarAuditSARIF.errorRuleID)\">\(Self.escaped(error, inAttribute: false))</error>\n"
    } else if let worst = failures.first {
      suite.failures += 1
      let rules = Self.uniqued(failures.map(\.rule.rawValue)).joined(separator: ", ")
      let count = failures.count == 1 ? "1 finding" : "\(failures.count) findings"
      let message = "\(count) at \(failOn.rawValue) or above: \(rules)"
      let text = failures.map(Self.line).joined(separator: "\n")
      body +=
        "      <failure message=\"\(Self.escaped(message, inAttribute: true))\" "
        + "type=\"\(Self.escaped(worst.rule.rawValue, inAttribute: true))\">"
        + "\(Self.escaped(text, inAttribute: false))</failure>\n"
    }
    let output = systemOut(auditCase, failures: failures)
    if !output.isEmpty {
      body += "      <system-out>\(Self.escaped(output, inAttribute: false))</system-out>\n"
    }
    let opening = attributes.map { "\($0.0)=\"\(Self.escaped($0.1, inAttribute: true))\"" }.joined(separator: " ")
    suite.body += body.isEmpty ? "    <testcase \(opening)/>\n" : "    <testcase \(opening)>\n\(body)    </testcase>\n"
    suites[auditCase.group] = suite
  }

  /// The report: the XML declaration, `<testsuites>` with the totals, a `<testsuite>` per group.
  public func document() -> String {
    let all = suiteOrder.compactMap { suites[$0] }
    let totals =
      "tests=\"\(all.reduce(0) { $0 + $1.tests })\" failures=\"\(all.reduce(0) { $0 + $1.failures })\" "
      + "errors=\"\(all.reduce(0) { $0 + $1.errors })\""
    var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    output += "<testsuites name=\"\(Self.escaped(name, inAttribute: true))\" \(totals)>\n"
    for group in suiteOrder {
      guard let suite = suites[group] else { continue }
      output +=
        "  <testsuite name=\"\(Self.escaped(group, inAttribute: true))\" tests=\"\(suite.tests)\" "
        + "failures=\"\(suite.failures)\" errors=\"\(suite.errors)\" skipped=\"0\">\n"
      output += suite.body + "  </testsuite>\n"
    }
    return output + "</testsuites>\n"
  }

  /// `snackbar matrix` and `de` → `snackbar.matrix.de`.
  private func classname(_ group: String) -> String {
    let prefix = name.split(separator: " ").joined(separator: ".")
    return prefix.isEmpty ? group : prefix + "." + group
  }

  private func systemOut(_ auditCase: SnackbarAuditCase, failures: [SnackbarAuditFinding]) -> String {
    var lines: [String] = []
    for finding in auditCase.findings where auditCase.error != nil || !failures.contains(finding) {
      let why = finding.isInBaseline ? "in the baseline" : "below \(failOn.rawValue)"
      lines.append(Self.line(finding) + " [\(why)]")
    }
    for ignored in auditCase.ignored {
      lines.append(Self.line(ignored.finding) + " [ignored: \(ignored.reason)]")
    }
    return lines.joined(separator: "\n")
  }

  /// `error contrast.text message 2.61:1 (threshold 4.5:1): message / hint`.
  static func line(_ finding: SnackbarAuditFinding) -> String {
    "\(finding.severity.rawValue) \(finding.rule.rawValue) \(finding.element.rawValue) \(finding.measured) "
      + "(threshold \(finding.threshold)): \(finding.message)" + (finding.hint.isEmpty ? "" : " / \(finding.hint)")
  }

  private static func uniqued(_ items: [String]) -> [String] {
    var seen = Set<String>()
    return items.filter { seen.insert($0).inserted }
  }

  /// `text` as XML character data or an attribute value (in double quotes).
  static func escaped(_ text: String, inAttribute: Bool) -> String {
    var output = ""
    output.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "\"" where inAttribute: output += "&quot;"
      case "'" where inAttribute: output += "&apos;"
      case "\n" where inAttribute: output += "&#10;"
      case "\r": output += "&#13;"
      case "\t" where inAttribute: output += "&#9;"
      case "\n", "\t": output.unicodeScalars.append(scalar)
      case _
      where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || (0xFFFE...0xFFFF).contains(scalar.value):
        let hex = String(scalar.value, radix: 16, uppercase: true)
        output += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output
  }
}
