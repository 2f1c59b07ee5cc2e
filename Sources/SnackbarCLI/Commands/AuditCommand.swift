import Foundation
import MaterialSnackbar
import SnackbarAudit
import SnackbarBasics
import SnackbarFiles
import SnackbarJSON
import SnackbarLayout
import SnackbarRenderAudit
import SnackbarRendering

/// `snackbar audit`: whether the snackbar a `screen` command would draw works for people.
enum AuditCommand: SnackbarCommand {
  static let configuration = CommandConfiguration(
    name: "audit",
    abstract:
      "check a snackbar for contrast, targets, clipping, timing and wording (exit 0 ok, 1 findings, 2 bad input)")

  static let help: CommandHelp = {
    CommandHelp([
      .text(
        """
        USAGE: snackbar audit (--text T | --text - | --text-file PATH) [screen options] [--duration SECONDS]
                              [--format table|json|sarif|junit|github] [--overlay FILE.png]
                              [--fail-on error|warning|info] [--config FILE] [--baseline FILE]

        Audits the snackbar `snackbar screen` would draw with the same options: contrast of each part
        over what is really behind it (WCAG 2.2 ratio, APCA Lc as information), the action's and close
        button's hit regions, the text clipped at the chosen and at the largest Dynamic Type size, more
        than two lines, an action moved under the text, the timeout against the action and the reading
        time, a warning or error without a symbol, vague wording and dismiss-only actions (English),
        and what VoiceOver is given. Prints a table of findings, or the report in another format. The
        fonts follow Dynamic Type (default L), as with --content-size. The project's
        \(SnackbarAuditConfiguration.fileName) applies (see CONFIGURATION).

        OPTIONS:
        """),
      .options(
        OptionGroup(ownOptions) + AuditGateOptions.options
          + ScreenCommand.screenOptions),
      .text(
        """

        \(OutputFiles.help)

        \(AuditGateOptions.configurationHelp)

        EXIT STATUS: 0 nothing reaches --fail-on, 1 a finding does, 2 bad input or failure (nothing is
        written then).
        """),
    ])
  }()

  /// `screen`'s options but `--output` and `--format` (the audit writes no picture but the
  /// overlay, and prints a report), and the audit's own.
  private static let ownOptions = [
    OptionDeclaration(
      "duration", .text, valueName: "SECONDS", validation: .range(0...10),
      help: """
        the message's duration, 0...10 (default MDC's 4); a message with an
        action stays until acted on, as in MDC
        """),
    OptionDeclaration("legacy-dismissal", .flag, help: "MDC's pre-2024 rule: a message with an action times out too"),
    OptionDeclaration(
      "format", .text, valueName: "F", validation: .choices(AuditJob.Format.allCases.map(\.rawValue)),
      help: """
        table (default); json: {"findings": [...], "contrast": {...}, "ignored":
        [...], "fixed": [...]}; sarif: a SARIF 2.1.0 log (code scanning);
        junit: JUnit XML, one test case; github: one workflow command per
        finding (::error title=RULE::message), for GitHub Actions annotations
        """),
    OptionDeclaration("json", .flag, help: "the same as --format json"),
    OptionDeclaration(
      "overlay", .path, valueName: "FILE.png",
      help: """
        also write the screen with each finding drawn on it (a box on the
        element, its rule id and value)
        """),
    AuditGateOptions.failOn(
      """
      error | warning | info: the lowest severity that makes the exit
      status 1 (default error); ignored and baseline findings never do
      """),
  ]

  static func run(_ arguments: [CommandLineArgument], _ output: CLIOutput) throws(CLIError) -> Int32 {
    try job(arguments, standardInput: output.standardInput).run(output)
  }

  /// The audit a command line asks for, checked but not yet run.
  static func job(
    _ arguments: [CommandLineArgument], standardInput: StandardInput
  ) throws(CLIError) -> AuditJob {
    let parsed = try parse(arguments)
    try parsed.expectNoPositionals()
    let options = try MessageOptions(parsed, standardInput: standardInput, defaultContentSize: .large)
    if let duration = try parsed.number("duration") { options.message.duration = duration }
    options.message.usesLegacyDismissalBehavior = parsed.flag("legacy-dismissal")
    let gate = try AuditGateOptions(parsed)
    let format = try AuditJob.Format(parsed)
    if let overlay = parsed.path("overlay"), OutputFormatChoice.format(namedBy: overlay) != .png {
      throw .usage("--overlay must name a .png file, got \"\(overlay)\"")
    }
    let (request, inputs) = try ScreenCommand.screenRequest(parsed, options: options)
    return AuditJob(
      request: request, overlay: parsed.path("overlay"), layoutPath: parsed.path("layout-json"), inputs: inputs,
      format: format, gate: gate, textFile: parsed.path("text-file"))
  }
}
