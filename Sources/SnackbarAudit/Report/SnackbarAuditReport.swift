import Foundation
import MaterialSnackbar
import SnackbarJSON
import SnackbarLayout

/// What an audit found: the findings, worst first, and each drawn part's contrast.
public struct SnackbarAuditReport: Sendable, Hashable {
  /// The findings: errors, then warnings, then information; in rule order within each.
  public var findings: [SnackbarAuditFinding]
  /// The contrast of each drawn part (message, action, icon, close, progress), in that order.
  public var contrast: [SnackbarContrastMeasurement]
  /// The rules that did not run, and why (the wording rules read English only): no finding,
  /// so a run over fifty languages is not buried in notes that say nothing about a snackbar.
  public var notChecked: [SnackbarAuditSkip]
  /// The findings a configuration set aside, with its reasons (``SnackbarAuditConfiguration``).
  public var ignored: [SnackbarAuditIgnoredFinding]

  /// A report.
  public init(
    findings: [SnackbarAuditFinding], contrast: [SnackbarContrastMeasurement], notChecked: [SnackbarAuditSkip] = [],
    ignored: [SnackbarAuditIgnoredFinding] = []
  ) {
    self.findings = findings
    self.contrast = contrast
    self.notChecked = notChecked
    self.ignored = ignored
  }

  /// The most serious finding's severity; nil when nothing was found.
  public var highestSeverity: SnackbarAuditSeverity? { findings.map(\.severity).max() }

  /// Whether any finding not in the baseline is at least `severity` (`--fail-on`).
  public func reaches(_ severity: SnackbarAuditSeverity) -> Bool {
    findings.contains { $0.severity >= severity && !$0.isInBaseline }
  }

  /// The findings of one rule.
  public func findings(of rule: SnackbarAuditRule) -> [SnackbarAuditFinding] {
    findings.filter { $0.rule == rule }
  }
}

// MARK: - JSON

extension SnackbarAuditReport {
  /// The report as one JSON object, keys sorted, the same report always the same bytes:
  ///
  /// ```json
  /// {"contrast": {"action": {"apca": -67.1, "background": "#322F35", "foreground": "#D0BCFF", "wcag": 7.73}, …},
  ///  "findings": [{"element": "action", "hint": "…", "measured": "…", "message": "…", "rule": "…",
  ///                "severity": "warning", "threshold": "…"}]}
  /// ```
  ///
  /// Colours are `#RRGGBB` after compositing; `wcag` has two decimals and `apca` one.
  public func jsonString() -> String { jsonValue.canonicalText() }

  /// The report as a JSON tree, to embed in larger documents (`batch --audit` lines).
  package var jsonValue: SnackbarJSONValue {
    var contrastMembers: SnackbarJSONObject = [:]
    for measurement in contrast {
      contrastMembers[measurement.element.rawValue] = .object([
        "foreground": .string(SnackbarAuditColors.hex(measurement.foreground)),
        "background": .string(SnackbarAuditColors.hex(measurement.background)),
        "wcag": .number(
          Double(WCAGContrast.formatted(measurement.ratio, threshold: measurement.requiredRatio)) ?? measurement.ratio),
        "apca": .number(
          Double(APCAContrast.formatted(measurement.lightnessContrast, level: measurement.requiredLightnessContrast))
            ?? measurement.lightnessContrast),
      ])
    }
    var members: SnackbarJSONObject = ["findings": findingsJSONValue, "contrast": .object(contrastMembers)]
    if !notChecked.isEmpty { members["notChecked"] = notCheckedJSONValue }
    if !ignored.isEmpty { members["ignored"] = ignoredJSONValue }
    return .object(members)
  }

  /// The rules that did not run, as `notChecked` arrays write them:
  /// `[{"element": "message", "reason": "…", "rule": "wording.vague"}]`.
  package var notCheckedJSONValue: SnackbarJSONValue {
    .array(
      notChecked.map {
        .object([
          "rule": .string($0.rule.rawValue), "element": .string($0.element.rawValue), "reason": .string($0.reason),
        ])
      })
  }

  /// The findings alone, as the `findings` array of ``jsonString()`` (`batch --audit` and
  /// `play`'s audit.jsonl lines).
  package var findingsJSONValue: SnackbarJSONValue {
    .array(findings.map(\.jsonValue))
  }

  /// The findings set aside, as `ignored` arrays write them: each finding's members and its
  /// `reason`.
  package var ignoredJSONValue: SnackbarJSONValue {
    .array(ignored.map(\.jsonValue))
  }
}

extension SnackbarAuditIgnoredFinding {
  /// The finding's members and `reason`.
  package var jsonValue: SnackbarJSONValue {
    guard case .object(var members) = finding.jsonValue else { return finding.jsonValue }
    members["reason"] = .string(reason)
    return .object(members)
  }
}

extension SnackbarAuditFinding {
  /// The finding as one element of a `findings` array: rule, severity, element, measured,
  /// threshold, message and hint, and `"baseline": true` when a baseline lists it.
  package var jsonValue: SnackbarJSONValue {
    var members: SnackbarJSONObject = [
      "rule": .string(rule.rawValue), "severity": .string(severity.rawValue), "element": .string(element.rawValue),
      "measured": .string(measured), "threshold": .string(threshold), "message": .string(message),
      "hint": .string(hint),
    ]
    if isInBaseline { members["baseline"] = .bool(true) }
    return .object(members)
  }

  /// The finding a `findings` array element describes (``jsonValue``); nil when a member is
  /// missing or unknown (a line of a newer version, or not one of ours).
  package init?(jsonValue: SnackbarJSONValue) {
    guard case .object(let members) = jsonValue,
      case .string(let ruleName)? = members["rule"], let rule = SnackbarAuditRule(rawValue: ruleName),
      case .string(let severityName)? = members["severity"],
      let severity = SnackbarAuditSeverity(rawValue: severityName),
      case .string(let elementName)? = members["element"], let element = SnackbarAuditElement(rawValue: elementName),
      case .string(let measured)? = members["measured"], case .string(let threshold)? = members["threshold"],
      case .string(let message)? = members["message"], case .string(let hint)? = members["hint"]
    else { return nil }
    self.init(
      rule: rule, severity: severity, element: element, measured: measured, threshold: threshold, message: message,
      hint: hint)
    if case .bool(true)? = members["baseline"] { isInBaseline = true }
  }
}

// MARK: - Text

extension SnackbarAuditReport {
  /// The findings as a table for a terminal or a text golden: one row per finding (severity,
  /// rule, element, measured, threshold, message) with its hint on the next line, then the
  /// contrast of each part. `escape` is applied to every text that came from the message (the
  /// CLI passes its terminal escaping).
  public func table(escape: (String) -> String = { $0 }) -> String {
    var lines: [String] = []
    if findings.isEmpty {
      lines.append("No findings.")
    } else {
      let header = ["SEVERITY", "RULE", "ELEMENT", "MEASURED", "THRESHOLD", "MESSAGE"]
      let rows = findings.map {
        [
          $0.severity.rawValue + ($0.isInBaseline ? " (baseline)" : ""), $0.rule.rawValue, $0.element.rawValue,
          escape($0.measured), escape($0.threshold),
        ]
      }
      let widths = (0..<5).map { column in
        ([header[column]] + rows.map { $0[column] }).map(\.count).max() ?? 0
      }
      func pad(_ row: [String]) -> String {
        row.enumerated().map { index, cell in
          index < 5 ? cell.padding(toLength: widths[index], withPad: " ", startingAt: 0) : cell
        }.joined(separator: "  ")
      }
      lines.append(pad(header))
      for (row, finding) in zip(rows, findings) {
        lines.append(pad(row + [escape(finding.message)]))
        lines.append(String(repeating: " ", count: widths[0] + 2) + "hint: " + escape(finding.hint))
      }
    }
    for skip in notChecked {
      lines.append("not checked: \(skip.rule.rawValue) (\(skip.element.rawValue)): \(escape(skip.reason))")
    }
    for set in ignored {
      lines.append(
        "ignored: \(set.finding.severity.rawValue) \(set.finding.rule.rawValue) (\(set.finding.element.rawValue)) "
          + "\(escape(set.finding.measured)): \(escape(set.reason))")
    }
    if !contrast.isEmpty {
      lines.append("")
      lines.append("CONTRAST  FOREGROUND  BACKGROUND  WCAG     APCA")
      for measurement in contrast {
        let ratio = WCAGContrast.formatted(measurement.ratio, threshold: measurement.requiredRatio) + ":1"
        lines.append(
          measurement.element.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)
            + SnackbarAuditColors.hex(measurement.foreground) + "     "
            + SnackbarAuditColors.hex(measurement.background) + "     "
            + ratio.padding(toLength: 9, withPad: " ", startingAt: 0) + "Lc "
            + APCAContrast.formatted(measurement.lightnessContrast, level: measurement.requiredLightnessContrast))
      }
    }
    return lines.joined(separator: "\n")
  }
}
