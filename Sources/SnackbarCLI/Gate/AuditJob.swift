import Foundation
import MaterialSnackbar
import SnackbarAudit
import SnackbarBasics
import SnackbarFiles
import SnackbarJSON
import SnackbarLayout
import SnackbarRendering

/// One audit: the request `screen` would draw, and what to print and write.
struct AuditJob {
  let request: SnackbarRenderRequest
  let overlay: BytePath?
  let layoutPath: BytePath?
  let inputs: [CommandFile]
  let format: Format
  let gate: AuditGateOptions
  /// The file the text was read from, where a CI format points findings.
  let textFile: BytePath?

  /// What the report is printed as.
  enum Format: String, CaseIterable {
    case table, json, sarif, junit, github

    init(_ parsed: ParsedArguments) throws(CLIError) {
      let named = parsed.value("format")
      if parsed.flag("json"), let named, named != "json" {
        throw .usage("--json and --format \(EchoedText.escaped(named)) ask for two formats; give one")
      }
      guard let format = Format(rawValue: named ?? (parsed.flag("json") ? "json" : "table")) else {
        throw .usage(
          "--format must be \(Format.allCases.map(\.rawValue).joined(separator: ", ")), got "
            + "\"\(EchoedText.escaped(named ?? ""))\"")
      }
      self = format
    }
  }

  var failOn: SnackbarAuditSeverity { gate.failOn ?? .error }

  var outputFiles: [CommandFile] {
    (overlay.map { [CommandFile(role: "--overlay", path: $0)] } ?? [])
      + (layoutPath.map { [CommandFile(role: "--layout-json", path: $0)] } ?? []) + gate.outputs
  }

  /// Checks the outputs, audits, writes the overlay and layout all or nothing, then prints the
  /// report; returns 1 when a finding reaches `failOn`.
  func run(_ cli: CLIOutput) throws(CLIError) -> Int32 {
    try OutputCheck.check(outputFiles, inputs: inputs + gate.inputs)
    let renderer = try makeRenderer()
    let (audited, layout) = try Self.audit(request, with: renderer, options: gate.configuration.options)
    var judge = gate.makeGate()
    let report = judge.judge(audited, subject: SnackbarAuditSubject())
    let fixed = judge.unmatchedBaseline()
    var files: [(bytes: [UInt8], path: BytePath)] = []
    do {
      if let overlay {
        files.append((try renderer.renderPNG(request, annotations: Self.annotations(report, layout: layout)), overlay))
      }
    } catch {
      throw renderError(error)
    }
    if let layoutPath { files.append((Array((layout.jsonString() + "\n").utf8), layoutPath)) }
    if let baseline = gate.baselineFile(judge) { files.append(baseline) }
    if !files.isEmpty { try OutputFiles.write(files) }
    print(report, fixed: fixed, to: cli)
    if format == .table || format == .json {
      for line in AuditGateOptions.summary(
        ignored: report.ignored.count, inBaseline: report.findings.count(where: \.isInBaseline), fixed: [],
        options: gate)
      {
        cli.standardError(line)
      }
    }
    return report.reaches(failOn) ? 1 : 0
  }

  /// Prints `report` in the chosen format.
  private func print(_ report: SnackbarAuditReport, fixed: [SnackbarAuditBaseline.Entry], to cli: CLIOutput) {
    let auditCase = SnackbarAuditCase(
      name: "snackbar audit", group: "snackbar audit",
      location: textFile.flatMap(\.utf8String).map { SnackbarAuditLocation(file: $0, line: 1, column: 1) },
      findings: report.findings, ignored: report.ignored)
    let text: String
    switch format {
    case .table:
      var lines = [report.table(escape: EchoedText.escaped)]
      for entry in fixed { lines.append("fixed since the baseline: \(entry.description)") }
      text = lines.joined(separator: "\n")
    case .json:
      var value = report.jsonValue
      if case .object(var members) = value, gate.baseline != nil {
        members["fixed"] = .array(fixed.map(\.jsonValue))
        value = .object(members)
      }
      text = value.canonicalText()
    case .sarif:
      var log = SnackbarAuditSARIF(toolVersion: SnackbarCLIMain.version, rulesHelpURI: "")
      text = log.header() + log.results(for: auditCase) + log.footer()
    case .junit:
      var junit = SnackbarAuditJUnit(name: "snackbar audit", failOn: failOn)
      junit.add(auditCase)
      text = junit.document()
    case .github:
      text = SnackbarAuditGitHub.commands(for: auditCase).joined(separator: "\n")
    }
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) where !(line.isEmpty && format == .github)
    {
      cli.standardOutput(String(line))
    }
  }

  /// The audit of what `request` draws (`snackbar audit`, `batch --audit`, `play`'s audit.jsonl),
  /// and the layout it was made from.
  static func audit(
    _ request: SnackbarRenderRequest, with renderer: SnackbarRenderer,
    options: SnackbarAuditOptions = SnackbarAuditOptions()
  ) throws(CLIError) -> (SnackbarAuditReport, SnackbarFrames) {
    do {
      let audited = try renderer.audit(request, options: options)
      return (audited.report, audited.layout)
    } catch {
      throw renderError(error)
    }
  }

  /// One box per element with findings (a missing icon marks the message, where the symbol
  /// belongs), in the colour of its worst finding, labelled with each finding's rule id and
  /// measured value.
  static func annotations(_ report: SnackbarAuditReport, layout: SnackbarFrames) -> [SnackbarAnnotation] {
    let origin = layout.containerFrame.origin
    func frame(_ element: SnackbarAuditElement) -> CGRect {
      let local: CGRect?
      switch element {
      case .message: local = layout.labelViewportFrame
      case .action: local = layout.actionButtonFrame
      case .icon: local = layout.iconFrame ?? layout.labelViewportFrame
      case .close: local = layout.closeButtonFrame
      case .progress: local = layout.progressFrame
      case .container: return layout.containerFrame
      }
      return local?.offsetBy(dx: origin.x, dy: origin.y) ?? layout.containerFrame
    }
    var groups: [(frame: CGRect, findings: [SnackbarAuditFinding])] = []
    for finding in report.findings {
      let box = frame(finding.element)
      if let index = groups.firstIndex(where: { $0.frame == box }) {
        groups[index].findings.append(finding)
      } else {
        groups.append((box, [finding]))
      }
    }
    return groups.map { group in
      SnackbarAnnotation(
        frame: group.frame, color: color(group.findings.map(\.severity).max() ?? .info),
        labels: group.findings.map { "\($0.rule.rawValue) \(EchoedText.escaped($0.measured))" })
    }
  }

  /// Red, amber, blue: error, warning, info.
  static func color(_ severity: SnackbarAuditSeverity) -> SnackbarColor {
    switch severity {
    case .error: return SnackbarColor(rgb: 0xD32F2F)
    case .warning: return SnackbarColor(rgb: 0xE65100)
    case .info: return SnackbarColor(rgb: 0x1565C0)
    }
  }
}
