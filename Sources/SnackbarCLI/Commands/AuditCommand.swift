import Foundation
import MaterialSnackbar
import SnackbarAudit
import SnackbarJSON
import SnackbarRendering

/// `snackbar audit`: whether the snackbar a `screen` command would draw works for people.
enum AuditCommand {
  static let help = """
    USAGE: snackbar audit (--text T | --text - | --text-file PATH) [screen options] [--duration SECONDS]
                          [--json] [--overlay FILE.png] [--fail-on error|warning|info]

    Audits the snackbar `snackbar screen` would draw with the same options: contrast of each part
    over what is really behind it (WCAG 2.2 ratio, APCA Lc as information), the action's and close
    button's hit regions, the text clipped at the chosen and at the largest Dynamic Type size, more
    than two lines, an action moved under the text, the timeout against the action and the reading
    time, a warning or error without a symbol, vague wording and dismiss-only actions (English),
    and what VoiceOver is given. Prints a table of findings, or one JSON object with --json. The
    fonts follow Dynamic Type (default L), as with --content-size.

    OPTIONS:
      --duration SECONDS    the message's duration, 0...10 (default MDC's 4); a message with an
                            action stays until acted on, as in MDC
      --legacy-dismissal    MDC's pre-2024 rule: a message with an action times out too
      --json                print {"findings": [...], "contrast": {...}} instead of the table
      --overlay FILE.png    also write the screen with each finding drawn on it (a box on the
                            element, its rule id and value)
      --fail-on LEVEL       error | warning | info: the lowest severity that makes the exit
                            status 1 (default error)
    \(ScreenCommand.hostHelp)
    \(ScreenBackground.help)
    \(MessageOptions.help)

    \(OutputFiles.help)

    EXIT STATUS: 0 nothing reaches --fail-on, 1 a finding does, 2 bad input or failure (nothing is
    written then).
    """

  static let valueOptions = ScreenCommand.valueOptions.subtracting(OutputFormatChoice.valueOptions).union([
    "duration", "fail-on",
  ])
  static let pathOptions = ScreenCommand.pathOptions.subtracting(["output"]).union(["overlay"])
  static let flagOptions = ScreenCommand.flagOptions.union(["json", "legacy-dismissal"])

  static func run(_ arguments: [CommandLineArgument], _ output: CLIOutput) throws(CLIError) -> Int32 {
    try parse(arguments, standardInput: output.standardInput).run(output)
  }

  /// The audit a command line asks for, checked but not yet run.
  static func parse(
    _ arguments: [CommandLineArgument], standardInput: StandardInput
  ) throws(CLIError) -> AuditJob {
    let parsed = try ParsedArguments(
      arguments, valueOptions: valueOptions, pathOptions: pathOptions, flagOptions: flagOptions)
    try parsed.expectNoPositionals()
    let options = try MessageOptions(parsed, standardInput: standardInput, defaultContentSize: .large)
    if let duration = try parsed.number("duration", in: 0...10) { options.message.duration = duration }
    options.message.usesLegacyDismissalBehavior = parsed.flag("legacy-dismissal")
    let failOn = try severity(parsed.value("fail-on") ?? "error")
    if let overlay = parsed.path("overlay"), OutputFormatChoice.format(namedBy: overlay) != .png {
      throw .usage("--overlay must name a .png file, got \"\(overlay)\"")
    }
    let (request, inputs) = try ScreenCommand.screenRequest(parsed, options: options)
    return AuditJob(
      request: request, overlay: parsed.path("overlay"), layoutPath: parsed.path("layout-json"), inputs: inputs,
      printsJSON: parsed.flag("json"), failOn: failOn)
  }

  /// `--fail-on`'s value, as `audit` and `matrix diff` take it.
  static func severity(_ text: String) throws(CLIError) -> SnackbarAuditSeverity {
    guard let severity = SnackbarAuditSeverity(rawValue: text) else {
      throw .usage("--fail-on must be error, warning or info, got \"\(EchoedText.escaped(text))\"")
    }
    return severity
  }
}

/// One audit: the request `screen` would draw, and what to print and write.
struct AuditJob {
  let request: SnackbarRenderRequest
  let overlay: BytePath?
  let layoutPath: BytePath?
  let inputs: [CommandFile]
  let printsJSON: Bool
  let failOn: SnackbarAuditSeverity

  var outputFiles: [CommandFile] {
    (overlay.map { [CommandFile(role: "--overlay", path: $0)] } ?? [])
      + (layoutPath.map { [CommandFile(role: "--layout-json", path: $0)] } ?? [])
  }

  /// Checks the outputs, audits, writes the overlay and layout all or nothing, then prints the
  /// report; returns 1 when a finding reaches `failOn`.
  func run(_ cli: CLIOutput) throws(CLIError) -> Int32 {
    try OutputCheck.check(outputFiles, inputs: inputs)
    let renderer = try makeRenderer()
    let (report, layout) = try audit(with: renderer)
    var files: [(bytes: [UInt8], path: BytePath)] = []
    do {
      if let overlay {
        files.append((try renderer.renderPNG(request, annotations: Self.annotations(report, layout: layout)), overlay))
      }
    } catch {
      throw renderError(error)
    }
    if let layoutPath { files.append((Array((layout.jsonString() + "\n").utf8), layoutPath)) }
    if !files.isEmpty { try OutputFiles.write(files) }
    if printsJSON {
      cli.standardOutput(report.jsonString())
    } else {
      for line in report.table(escape: EchoedText.escaped).split(separator: "\n", omittingEmptySubsequences: false) {
        cli.standardOutput(String(line))
      }
    }
    return report.reaches(failOn) ? 1 : 0
  }

  /// The report and the layout it was made from, with `renderer`'s text measurer.
  func audit(with renderer: SnackbarRenderer) throws(CLIError) -> (SnackbarAuditReport, SnackbarFrames) {
    try Self.audit(request, with: renderer)
  }

  /// The audit of what `request` draws (`snackbar audit`, `batch --audit`, `play`'s audit.jsonl),
  /// and the layout it was made from.
  static func audit(
    _ request: SnackbarRenderRequest, with renderer: SnackbarRenderer
  ) throws(CLIError) -> (SnackbarAuditReport, SnackbarFrames) {
    do {
      let audited = try renderer.audit(request)
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
