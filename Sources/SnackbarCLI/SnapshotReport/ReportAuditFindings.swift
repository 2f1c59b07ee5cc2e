import Foundation
import SnackbarAudit
import SnackbarJSON
import SnackbarRendering
import SnackbarSnapshotCore

/// One audit finding as the report shows it: a badge of its severity, rule, element and measured
/// value. Read from untrusted files, so every field is checked and cut to a bounded length, and
/// the page escapes each one.
struct ReportAuditFinding: Equatable {
  var severity: SnackbarAuditSeverity
  var rule: String
  var element: String
  var measured: String

  /// What tells two findings apart in a changed golden: the same rule on the same element at the
  /// same severity is the same finding, whatever it measured.
  var identity: String { "\(severity.rawValue) \(rule) (\(element))" }

  /// `error contrast.text · message · 1.28:1`.
  var badgeText: String { "\(severity.rawValue) \(rule) · \(element) · \(measured)" }
}

/// The audit findings beside a failure, from the two places a failure carries them:
///
/// * an image failure's `<name>.audit.json`, the audit of the snackbar that no longer matches
///   (written by the snackbar image strategies, as `snackbar audit --json` prints it);
/// * a failed `.audit` text snapshot: the finding blocks of its reference and actual, compared
///   to list what is new, what is gone and what measures differently.
enum ReportAuditFindings {
  /// The largest audit file read: an audit is a few KB.
  static let maximumBytes = 256 * 1024
  /// The most findings shown for one failure; the rest are counted.
  static let maximumShown = 64
  /// The longest field shown, in characters.
  static let maximumFieldLength = 120
  /// The first line of an `.audit` text golden (SnackbarSnapshotTesting writes it).
  static let snapshotTitle = "Snackbar audit snapshot"

  /// The findings of an `.audit.json` file, or why they cannot be shown.
  static func read(_ url: URL) -> Result<[ReportAuditFinding], ReportFileProblem> {
    let bytes: [UInt8]
    do {
      bytes = try SnapshotFileLimits.read(url.path, limit: maximumBytes)
    } catch {
      return .failure(ReportFileProblem(reason: SnapshotFileLimits.reason(error)))
    }
    let root: SnackbarJSONNode
    do {
      root = try SnackbarJSONReader.read(bytes)
    } catch {
      return .failure(ReportFileProblem(reason: "not valid JSON: \(error.description)"))
    }
    guard case .array(let items)? = root["findings"]?.content else {
      return .failure(ReportFileProblem(reason: "no \"findings\" array"))
    }
    var findings: [ReportAuditFinding] = []
    for item in items {
      guard case .string(let severityText)? = item["severity"]?.content,
        let severity = SnackbarAuditSeverity(rawValue: severityText),
        case .string(let rule)? = item["rule"]?.content, case .string(let element)? = item["element"]?.content,
        case .string(let measured)? = item["measured"]?.content
      else {
        return .failure(
          ReportFileProblem(reason: "a finding without a known severity, rule, element and measured value"))
      }
      findings.append(
        ReportAuditFinding(
          severity: severity, rule: cut(rule), element: cut(element), measured: cut(measured)))
    }
    return .success(findings)
  }

  /// The findings of an `.audit` text golden, in order; nil when `text` is not one. A block is a
  /// heading line `<severity> <rule> (<element>)` followed by `  measured: <value>`.
  static func parse(snapshot text: String) -> [ReportAuditFinding]? {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.first == Substring(snapshotTitle) else { return nil }
    var findings: [ReportAuditFinding] = []
    for (index, line) in lines.enumerated() {
      let words = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
      guard words.count == 3, let severity = SnackbarAuditSeverity(rawValue: String(words[0])),
        words[2].hasPrefix("("), words[2].hasSuffix(")"), words[2].count > 2
      else { continue }
      let next = index + 1 < lines.count ? lines[index + 1] : ""
      let measured = next.hasPrefix("  measured: ") ? String(next.dropFirst("  measured: ".count)) : ""
      findings.append(
        ReportAuditFinding(
          severity: severity, rule: cut(String(words[1])), element: cut(String(words[2].dropFirst().dropLast())),
          measured: cut(measured)))
    }
    return findings
  }

  /// How the findings of a failed `.audit` snapshot changed from its reference to its actual.
  struct Changes: Equatable {
    /// In the actual only.
    var added: [ReportAuditFinding] = []
    /// In the reference only.
    var removed: [ReportAuditFinding] = []
    /// In both, measuring differently: (reference, actual).
    var changed: [(ReportAuditFinding, ReportAuditFinding)] = []
    /// In both, measuring the same.
    var unchanged = 0

    static func == (lhs: Changes, rhs: Changes) -> Bool {
      lhs.added == rhs.added && lhs.removed == rhs.removed && lhs.unchanged == rhs.unchanged
        && lhs.changed.map(\.0) == rhs.changed.map(\.0) && lhs.changed.map(\.1) == rhs.changed.map(\.1)
    }
  }

  /// Matches findings by ``ReportAuditFinding/identity``, in order (a rule that fires twice on
  /// one element is matched occurrence by occurrence).
  static func changes(reference: [ReportAuditFinding], actual: [ReportAuditFinding]) -> Changes {
    var changes = Changes()
    var remaining = reference
    for finding in actual {
      if let index = remaining.firstIndex(where: { $0.identity == finding.identity }) {
        let old = remaining.remove(at: index)
        if old.measured == finding.measured {
          changes.unchanged += 1
        } else {
          changes.changed.append((old, finding))
        }
      } else {
        changes.added.append(finding)
      }
    }
    changes.removed = remaining
    return changes
  }

  /// `text` cut to ``maximumFieldLength`` characters.
  private static func cut(_ text: String) -> String {
    text.count > maximumFieldLength ? String(text.prefix(maximumFieldLength - 1)) + "…" : text
  }
}
