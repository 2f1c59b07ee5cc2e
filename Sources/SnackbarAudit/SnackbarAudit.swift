import Foundation
import MaterialSnackbar
import SnackbarLayout

/// The snackbar audit: whether a snackbar works for people, checked from the exact colours,
/// fonts and frames it is drawn with (contrast, touch targets, clipping, timing, wording and
/// what VoiceOver is given).
///
/// ```swift
/// let report = try SnackbarAudit.audit(
///   messageView: view, sizing: .fittingWidth(359), traits: traits, measurer: FixedAdvanceTextMeasurer())
/// for finding in report.findings { print(finding) }
/// ```
///
/// Pure Swift: the rules read a measured layout, the resolved colours and the manager's own
/// accessibility data, so they run without Cairo or fonts. Every finding names its rule
/// (``SnackbarAuditRule``), severity, element, measured value, threshold, a one-line message
/// and a hint.
public enum SnackbarAudit {
  /// Runs every rule on `input`, with the thresholds `options` choose.
  public static func run(_ input: SnackbarAuditInput, options: SnackbarAuditOptions = SnackbarAuditOptions())
    -> SnackbarAuditReport
  {
    var run = SnackbarAuditRun(input: input, options: options)
    run.checkContrast()
    run.checkTargets()
    run.checkText()
    run.checkTiming()
    run.checkFeedback()
    run.checkWording()
    run.checkSpokenLabels()
    return SnackbarAuditReport(findings: run.findings.worstFirst, contrast: run.contrast, notChecked: run.notChecked)
  }
}

/// One audit in progress: the input, and what the rules found so far.
struct SnackbarAuditRun {
  let input: SnackbarAuditInput
  let options: SnackbarAuditOptions
  var findings: [SnackbarAuditFinding] = []
  var contrast: [SnackbarContrastMeasurement] = []
  var notChecked: [SnackbarAuditSkip] = []

  init(input: SnackbarAuditInput, options: SnackbarAuditOptions = SnackbarAuditOptions()) {
    self.input = input
    self.options = options
  }

  mutating func add(
    _ rule: SnackbarAuditRule, _ severity: SnackbarAuditSeverity, _ element: SnackbarAuditElement,
    measured: String, threshold: String, message: String, hint: String
  ) {
    findings.append(
      SnackbarAuditFinding(
        rule: rule, severity: severity, element: element, measured: measured, threshold: threshold, message: message,
        hint: hint))
  }

  /// Records that `rule` did not run on `element`, and why: no finding, since a rule that did
  /// not look has nothing to say about the snackbar.
  mutating func skip(_ rule: SnackbarAuditRule, _ element: SnackbarAuditElement, reason: String) {
    notChecked.append(SnackbarAuditSkip(rule: rule, element: element, reason: reason))
  }
}

/// Lengths in messages: `44`, `43.5`.
func points(_ value: CGFloat) -> String {
  guard value.isFinite else { return "—" }
  let tenths = (Double(value) * 10).rounded()
  return tenths.truncatingRemainder(dividingBy: 10) == 0 ? String(Int(tenths / 10)) : String(tenths / 10)
}

/// Seconds in messages: `4`, `6.5`. Times needed round up and timeouts down, so a timeout that
/// misses a threshold never prints as reaching it (9.99 s is `9.9 s` against 10 s).
func seconds(_ value: TimeInterval, rounding: FloatingPointRoundingRule = .up) -> String {
  guard value.isFinite else { return "—" }
  let tenths = (value * 10).rounded(rounding)
  return tenths.truncatingRemainder(dividingBy: 10) == 0 ? "\(Int(tenths / 10)) s" : "\(tenths / 10) s"
}

/// A text quoted in a message, cut at 40 characters.
func quoted(_ text: String) -> String {
  let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
  let cut = trimmed.count > 40 ? String(trimmed.prefix(39)) + "…" : trimmed
  return "“" + cut + "”"
}
