import Foundation
import MaterialSnackbar
import SnackbarAudit
import SnackbarBasics
import SnackbarJSON
import SnackbarRenderAudit
import SnackbarRendering

/// The text of an `.audit` snapshot: what was audited, what the manager would tell VoiceOver,
/// every finding as a block of labelled lines, and each part's contrast.
///
/// Why blocks and not the CLI's table: a table pads its columns to the widest cell, so one
/// longer value re-indents every row and a golden's diff shows the whole table. Here a changed
/// finding is a changed block and nothing else moves.
///
/// Text that came from the message (quoted in measured values, messages and spoken labels) is
/// escaped as the CLI escapes what it echoes (`\x0A`, `\x1B`, `\u{202E}`), so a golden stays
/// one finding per block and shows nothing a terminal or an editor would act on.
enum SnackbarAuditSnapshotText {
  /// The first line, naming the format so a reader of the `.txt` knows what it is.
  static let title = "Snackbar audit snapshot"

  /// The project's `.snackbar-audit.json`, the nearest from the current folder up (the package's
  /// root when `swift test` runs), read once per process.
  static let projectConfiguration = Result { () throws(SnackbarAuditFileError) in
    try SnackbarAuditConfigurationFile.nearest()
  }

  /// The snapshot of `request`'s audit with `configuration` applied: its options choose the
  /// thresholds, and the findings it sets aside are listed after the others with their reasons.
  static func text(
    for request: SnackbarRenderRequest, renderer: SnackbarRenderer,
    configuration: SnackbarAuditConfiguration = SnackbarAuditConfiguration()
  ) throws -> String {
    let audited = try renderer.audit(request, options: configuration.options)
    let report = configuration.apply(to: audited.report, subject: SnackbarAuditSubject())
    var lines = [title]
    switch request.layoutSizing {
    case .fittingWidth(let width): lines.append("sizing: fitting width \(SnackbarJSONNumber.format(Double(width)))")
    case .inHost(let placement): lines.append("sizing: \(SnackbarLayoutReport.describe(placement))")
    }
    lines.append("traits: \(SnackbarLayoutReport.describe(request.effectiveTraits))")
    lines.append("behind the container: \(hexList(audited.behind))")
    let plan = SnackbarManager.presentationPlan(for: request.messageView)
    lines.append("timeout: " + (plan.timeout.map { "\(SnackbarJSONNumber.format($0)) s" } ?? "none"))
    if plan.takesFocus {
      lines.append("VoiceOver: takes focus")
    } else {
      let urgency = plan.isAssertive ? "assertive" : "polite"
      lines.append("VoiceOver: announces \(quoted(plan.announcement ?? "")) (\(urgency))")
    }
    for (index, element) in plan.elements.enumerated() {
      lines.append("  \(index + 1). \(describe(element))")
    }
    let counts = SnackbarAuditSeverity.allCases.reversed().map { severity in
      let count = report.findings.count { $0.severity == severity }
      return "\(count) \(severity.rawValue)"
    }
    lines.append("findings: " + counts.joined(separator: ", "))
    for finding in report.findings {
      lines.append("")
      lines.append("\(finding.severity.rawValue) \(finding.rule.rawValue) (\(finding.element.rawValue))")
      lines.append("  measured: \(escaped(finding.measured))")
      lines.append("  threshold: \(escaped(finding.threshold))")
      lines.append("  message: \(escaped(finding.message))")
      lines.append("  hint: \(escaped(finding.hint))")
    }
    for set in report.ignored {
      lines.append("")
      lines.append(
        "ignored \(set.finding.severity.rawValue) \(set.finding.rule.rawValue) (\(set.finding.element.rawValue))")
      lines.append("  measured: \(escaped(set.finding.measured))")
      lines.append("  reason: \(escaped(set.reason))")
    }
    if !report.contrast.isEmpty {
      lines.append("")
      lines.append("contrast:")
      for measurement in report.contrast {
        let ratio = WCAGContrast.formatted(measurement.ratio, threshold: measurement.requiredRatio)
        let required = SnackbarJSONNumber.format(measurement.requiredRatio)
        let level = SnackbarJSONNumber.format(measurement.requiredLightnessContrast)
        let lc = APCAContrast.formatted(measurement.lightnessContrast, level: measurement.requiredLightnessContrast)
        lines.append(
          "  \(measurement.element.rawValue): \(hex(measurement.foreground)) on \(hex(measurement.background)), "
            + "\(ratio):1 (needs \(required):1), Lc \(lc) (level \(level))")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `label "Undo", hint "…", traits button`: what VoiceOver reads for one element.
  static func describe(_ element: SnackbarAccessibilityElement) -> String {
    var parts = ["\(element.kind.rawValue) \(quoted(element.accessibilityLabel ?? ""))"]
    if let hint = element.accessibilityHint, !hint.isEmpty { parts.append("hint \(quoted(hint))") }
    parts.append("traits \(traits(of: element))")
    return parts.joined(separator: ", ")
  }

  /// The traits VoiceOver speaks for an element, as UIKit names them.
  static func traits(of element: SnackbarAccessibilityElement) -> String {
    element.isButton ? "button" : "static text"
  }

  /// `text` in double quotes, escaped.
  static func quoted(_ text: String) -> String { "\"" + escaped(text) + "\"" }

  /// `text` through the package's one escaping rule (`EchoedText`): control characters as
  /// `\xHH`, the invisible bidi and separator characters as `\u{…}`, so a finding stays on
  /// its line and a golden shows nothing an editor or terminal would act on.
  static func escaped(_ text: String) -> String { EchoedText.escaped(text) }

  private static func hex(_ color: SnackbarColor) -> String { String(color.hexString.prefix(7)) }

  private static func hexList(_ colors: [SnackbarColor]) -> String {
    colors.isEmpty ? "unknown (white and black tried)" : colors.map(hex).joined(separator: ", ")
  }
}

/// The audit a snackbar image strategy writes beside a failure: `<name>.audit.json`, the report
/// as `snackbar audit --json` prints it, so `snackbar report` can show the findings of the
/// snackbar that no longer matches beside its images.
enum SnackbarAuditArtifact {
  /// The artifact's suffix and role.
  static let suffix = "audit.json"
  static let role = "audit"

  /// The audit of `request` as an artifact; made only when the image did not match.
  static func make(for request: SnackbarRenderRequest) throws -> DiffingArtifact {
    let audited = try SnackbarRendererCache.renderer().audit(request)
    return DiffingArtifact(suffix: suffix, role: role, bytes: Array((audited.report.jsonString() + "\n").utf8))
  }
}

extension Snapshotting where Value == SnackbarRenderRequest {
  /// This strategy, writing the request's audit (``SnackbarAuditArtifact``) beside a failure.
  func addingAuditArtifact() -> Self {
    addingFailureArtifacts(suffixes: [SnackbarAuditArtifact.suffix]) { request in
      [try SnackbarAuditArtifact.make(for: request)]
    }
  }
}
