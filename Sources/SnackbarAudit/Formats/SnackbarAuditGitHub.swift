import SnackbarBasics
import SnackbarJSON

/// Audit findings as GitHub Actions workflow commands (`::error file=…,line=…::message`), which
/// a job prints to its log so that each finding becomes an annotation on the line of the
/// catalog it is about, in the pull request's diff.
///
/// One command per counted finding, baseline findings left out (they are known, and the log of
/// every run would repeat them): `error` for an error, `warning` for a warning, `notice` for
/// information. `file`, `line` and `col` come from ``SnackbarAuditCase/location(of:)`` when it is
/// known; without them the annotation is shown on the run. The title is the rule's id, and the
/// message starts with the case's name, since one catalog line is drawn in many locales and
/// variants. A case with an ``SnackbarAuditCase/error`` gives one `error` command titled
/// ``SnackbarAuditSARIF/errorRuleID``.
///
/// Values are escaped as GitHub's toolkit (`@actions/core`) escapes them: `%` `\r` `\n` as `%25`
/// `%0D` `%0A`, and in properties `:` and `,` as `%3A` `%2C` too. Then, since the log is shown as
/// a terminal shows it, the control and invisible formatting characters left (a tab, an escape)
/// are made inert as `EchoedText` does (`\x1B`).
public enum SnackbarAuditGitHub {
  /// The workflow commands for `auditCase`, in its findings' order.
  public static func commands(for auditCase: SnackbarAuditCase) -> [String] {
    if let error = auditCase.error {
      return [
        command(
          "error", location: auditCase.location, title: SnackbarAuditSARIF.errorRuleID,
          message: "\(auditCase.name): could not be drawn or audited: \(error)")
      ]
    }
    return auditCase.findings.filter { !$0.isInBaseline }.map { finding in
      command(
        level(finding.severity), location: auditCase.location(of: finding), title: finding.rule.rawValue,
        message: "\(auditCase.name): \(finding.message)" + (finding.hint.isEmpty ? "" : " \(finding.hint)"))
    }
  }

  private static func command(
    _ name: String, location: SnackbarAuditLocation?, title: String, message: String
  ) -> String {
    var properties: [(String, String)] = []
    if let location {
      properties.append(("file", location.file))
      if let line = location.line {
        properties.append(("line", String(line)))
        if let column = location.column { properties.append(("col", String(column))) }
      }
    }
    properties.append(("title", title))
    let list = properties.map { "\($0.0)=\(escapedProperty($0.1))" }.joined(separator: ",")
    return "::\(name) \(list)::\(escapedData(message))"
  }

  private static func level(_ severity: SnackbarAuditSeverity) -> String {
    switch severity {
    case .error: return "error"
    case .warning: return "warning"
    case .info: return "notice"
    }
  }

  /// A command's message: `%`, CR and LF percent-encoded, then the rest made inert.
  static func escapedData(_ text: String) -> String {
    EchoedText.escaped(
      text.replacingAll("%", with: "%25").replacingAll("\r", with: "%0D").replacingAll("\n", with: "%0A"))
  }

  /// A property's value: as a message, and `:` and `,` percent-encoded too.
  static func escapedProperty(_ text: String) -> String {
    EchoedText.escaped(
      text.replacingAll("%", with: "%25").replacingAll("\r", with: "%0D").replacingAll("\n", with: "%0A")
        .replacingAll(":", with: "%3A").replacingAll(",", with: "%2C"))
  }
}

extension String {
  /// Every `target` scalar replaced by `replacement` (by Unicode scalars, so a CR LF pair, one
  /// Character, is two replacements, as the toolkit's regular expressions see it).
  fileprivate func replacingAll(_ target: Unicode.Scalar, with replacement: String) -> String {
    var output = ""
    for scalar in unicodeScalars {
      if scalar == target { output += replacement } else { output.unicodeScalars.append(scalar) }
    }
    return output
  }
}
