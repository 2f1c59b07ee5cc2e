import Foundation
import SnackbarFiles
import SnackbarRendering

/// `snackbar review`: the report, served on 127.0.0.1 with Accept and Skip buttons that run
/// `snackbar accept` for one failure each.
enum ReviewCommand: SnackbarCommand {
  static let configuration = CommandConfiguration(
    name: "review", abstract: "serve the report on 127.0.0.1 with Accept and Skip buttons per failure")

  static let help = CommandHelp([
    .text(
      """
      USAGE: snackbar review ARTIFACTS_DIR… [--snapshots DIR] [--force]

      Serves the report of the failed snapshots in ARTIFACTS_DIR (several directories, one per CI
      shard, are one run, as for `report`) on 127.0.0.1 at a port the system picks, behind a
      random token in the URL it prints; open that URL. Each failure gets an Accept button, which
      accepts that one failure as `snackbar accept ARTIFACTS_DIR --name NAME` does (with all its
      checks: it prints what it replaced, or why it refused), and a Skip button. It stops after the last decision,
      or on Ctrl-C. Run it in the package root, as accept.

      The page is made once, when the review starts, and Accept takes only the actual file it shows:
      one rewritten since (a re-run into the same folder) is refused; start the review again to see it.

      Requests without the token, naming another host, or naming a failure the page does not show
      are refused, as is a decision that does not come from the page itself (its buttons send the
      token in a header, from the page's origin); only this machine can connect.

      OPTIONS:
      """),
    .options(
      OptionGroup(
        column: 20,
        [
          OptionDeclaration(
            "snapshots", .path, valueName: "DIR",
            help: "the snapshot folders' root (default Snapshots), passed to accept"),
          OptionDeclaration("force", .flag, help: "passed to accept: accept runs made on another rendering stack"),
        ])),
    .text(
      """

      EXIT STATUS: 0 every failure decided (or none to review), 2 bad input; Ctrl-C stops it
      (status 130 in a shell).
      """),
  ])

  static func run(_ arguments: [CommandLineArgument], _ output: CLIOutput) throws(CLIError) -> Int32 {
    try run(arguments, output, currentDirectory: nil)
  }

  /// The command, with accept resolving goldens from `currentDirectory` (tests) instead of the
  /// process's.
  static func run(
    _ arguments: [CommandLineArgument], _ output: CLIOutput, currentDirectory: BytePath?
  ) throws(CLIError) -> Int32 {
    let output = output.escapingEchoedText
    let parsed = try parse(arguments)
    var roots: [URL] = []
    for path in parsed.pathPositionals {
      guard let text = path.utf8String, (try? FileSystem.status(of: path))?.kind == .directory else {
        throw .usage("\(path) is not an artifacts directory (a UTF-8 path to a folder tests wrote failures into)")
      }
      roots.append(URL(fileURLWithPath: text, isDirectory: true))
    }
    guard !roots.isEmpty else { throw .usage("give ARTIFACTS_DIR: the folder snapshot tests wrote failures into") }
    let planner = try AcceptCommand.planner(
      parsed, currentDirectory: try AcceptCommand.resolvedDirectory(currentDirectory))
    let entries: [ReportEntry]
    do {
      entries = try ReportArtifactScanner.oneRun(roots)
    } catch {
      throw .failed(error.description)
    }
    guard !entries.isEmpty else {
      output.standardError("no failed snapshots in \(roots.map(\.path).joined(separator: ", ")): nothing to review")
      return 0
    }
    let server = try ReviewServer()
    let made = try page(roots: roots, entries: entries)
    var reviewPlanner = planner
    reviewPlanner.shownActuals = made.shownActuals
    var session = ReviewSession(
      token: ReviewSession.makeToken(), host: "127.0.0.1:\(server.port)", entries: entries, page: made.page,
      accept: { entry in accept(entry, planner: reviewPlanner, inputs: AcceptCommand.inputs(of: entries), output) })
    output.standardOutput("http://\(session.host)/\(session.token)/")
    output.standardError(
      "reviewing \(entries.count) failed snapshot\(entries.count == 1 ? "" : "s"): open the URL above; "
        + "it stops after the last decision, or on Ctrl-C")
    server.serve { request in session.handle(request) }
    output.standardError("reviewed: \(session.accepted.count) accepted, \(session.skipped.count) skipped")
    return 0
  }

  /// The report page with the review script before `</body>`, and the SHA-256 of each actual
  /// file as the page shows it, by the file's URL (those the page does not show whole are left
  /// out): accept compares the file with it at the click.
  static func page(
    roots: [URL], entries: [ReportEntry]
  ) throws(CLIError) -> (page: [UInt8], shownActuals: [URL: [UInt8]]) {
    do {
      let made = try ReportPage(artifactsDirectories: roots, entries: entries).bytes(extraScript: ReviewSession.script)
      var shownActuals: [URL: [UInt8]] = [:]
      for (entry, digest) in zip(entries, made.summary.actualDigests) {
        if let actual = entry.files[.actual], let digest { shownActuals[actual] = digest }
      }
      return (made.page, shownActuals)
    } catch {
      throw .failed("cannot make the review page: \(error)")
    }
  }

  /// Accepts `entry` alone, with accept's planner and every one of its checks, printing what
  /// accept prints. Called directly, never through a command line, so the failure accepted is
  /// exactly the one whose button was pressed, whatever its name or its folder's.
  static func accept(
    _ entry: ReportEntry, planner: AcceptPlanner, inputs: [CommandFile], _ output: CLIOutput
  ) -> (accepted: Bool, lines: [String]) {
    var lines: [String] = []
    do {
      let outcome = try AcceptCommand.perform([entry], planner: planner, inputs: inputs)
      lines = outcome.lines + [AcceptCommand.summary(outcome)]
      for line in outcome.lines { output.standardOutput(line) }
      output.standardError(AcceptCommand.summary(outcome))
      return (true, lines)
    } catch {
      for refusal in error.refusals { lines.append("refused \(refusal.description)") }
      lines.append(error.error.description)
      for line in lines { output.standardError("not accepted: \(line)") }
      return (false, lines)
    }
  }
}
