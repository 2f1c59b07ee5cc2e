import Foundation
import SnackbarFiles
import SnackbarRendering
import SnackbarSnapshotCore

/// `snackbar accept`: replaces failed snapshots' goldens with what the tests produced, from the
/// artifacts a test run (or several CI shards) left.
enum AcceptCommand: SnackbarCommand {
  static let configuration = CommandConfiguration(
    name: "accept", abstract: "replace failed snapshots' goldens with what the tests produced")

  static let help = CommandHelp([
    .text(
      """
      USAGE: snackbar accept ARTIFACTS_DIR… (--name NAME… | --all) [--snapshots DIR] [--force]

      Replaces the golden of each failed snapshot named with --name (or of every failure, with
      --all) with its actual image or text, and prints what it replaced. ARTIFACTS_DIR is a
      directory snapshot tests wrote failures into (<Suite>/<name>.actual.png, .reference.png,
      .failure.json); several directories (one per CI shard) are one run. Every argument that is
      not an option is an artifacts directory, and names come only with --name (repeat it for
      several), so a name can never be taken for a folder: a name is Suite/name as `snackbar
      report` titles it, or name alone when only one suite has it. Run it in the package root.

      Nothing is written unless every named failure can be accepted; each refusal names the
      failure and why:
        - its golden is outside the snapshot folders (--snapshots, default Snapshots), compared
          by identity with links resolved, or is not named after the snapshot;
        - its golden is not <snapshots>/<Suite>/<name>.<ext> for its artifacts' suite and name,
          or the record's two golden paths name different files;
        - its golden changed since the run: its bytes are not the reference the run compared
          with (a missing golden must still be missing);
        - the run drew on a different rendering stack than the golden was recorded on (each
          difference named as `snackbar doctor` names them), unless --force;
        - an artifact is a link, a folder, a device or outside its artifacts directory, larger than
          64 MiB, or not a PNG (for .png goldens) or UTF-8 text (for .txt);
        - two artifact directories hold different actual files for one golden.
      A golden that already holds the actual file is left as it is ("unchanged").

      OPTIONS:
      """),
    .options(
      OptionGroup(
        column: 20,
        [
          OptionDeclaration(
            "name", .repeatedText, valueName: "NAME",
            help: "a failure to accept (Suite/name); repeat for several"),
          OptionDeclaration("all", .flag, help: "accept every failure in the artifacts"),
          OptionDeclaration(
            "snapshots", .path, valueName: "DIR",
            help: "the snapshot folders' root (default Snapshots, in the current directory)"),
          OptionDeclaration(
            "force", .flag,
            help: """
              accept a run made on another rendering stack; fingerprint.json then
              records that stack for the accepted goldens, as recording does
              """),
        ])),
    .text(
      """

      \(OutputFiles.help)

      EXIT STATUS: 0 accepted (or nothing to accept), 2 bad input or a refusal (nothing written).
      """),
  ])

  static func run(_ arguments: [CommandLineArgument], _ output: CLIOutput) throws(CLIError) -> Int32 {
    try run(arguments, output, currentDirectory: nil)
  }

  /// The command, with relative paths taken from `currentDirectory` (tests) instead of the
  /// process's.
  static func run(
    _ arguments: [CommandLineArgument], _ output: CLIOutput, currentDirectory: BytePath?
  ) throws(CLIError) -> Int32 {
    // Every line quotes names, paths and stacks from the artifacts, which anyone's test run can
    // fill: shown by the one escaping rule, errors included.
    do {
      return try accept(arguments, output.escapingEchoedText, currentDirectory: currentDirectory)
    } catch {
      throw error.escaped
    }
  }

  /// The command's parsed form: what to accept, from where, into which folders.
  struct Request {
    /// The artifacts directories, as named.
    var roots: [URL]
    /// The failures to accept (`--name`); empty with `--all`.
    var names: [String]
    /// The planner with the options.
    var planner: AcceptPlanner
  }

  private static func accept(
    _ arguments: [CommandLineArgument], _ output: CLIOutput, currentDirectory: BytePath?
  ) throws(CLIError) -> Int32 {
    let request = try parse(arguments, currentDirectory: try resolvedDirectory(currentDirectory))
    let entries = try scan(request.roots)
    let selected = try select(request.names, from: entries)
    guard !selected.isEmpty else {
      output.standardError(
        "no failed snapshots in \(request.roots.map(\.path).joined(separator: ", ")): nothing to accept")
      return 0
    }
    let outcome: AcceptWriter.Outcome
    do {
      outcome = try perform(selected, planner: request.planner, inputs: inputs(of: entries))
    } catch {
      for refusal in error.refusals { output.standardError("refused \(refusal.description)") }
      throw error.error
    }
    for line in outcome.lines { output.standardOutput(line) }
    output.standardError(summary(outcome))
    return 0
  }

  /// Why `perform` wrote nothing: the refusals (one line each), and the error to exit with.
  struct Failure: Error {
    var refusals: [AcceptRefusal] = []
    var error: CLIError
  }

  /// Plans and writes `entries`; with any refusal, nothing is written.
  /// - Throws: ``Failure``: the refusals, or what could not be written.
  static func perform(
    _ entries: [ReportEntry], planner: AcceptPlanner, inputs: [CommandFile]
  ) throws(Failure) -> AcceptWriter.Outcome {
    let (accepted, refusals) = planner.plan(entries)
    guard refusals.isEmpty else {
      let noun = refusals.count == 1 ? "1 failure" : "\(refusals.count) failures"
      throw Failure(refusals: refusals, error: .failed("\(noun) cannot be accepted, so no golden was written"))
    }
    do {
      return try AcceptWriter.write(accepted, planner: planner, inputs: inputs)
    } catch {
      throw Failure(error: error)
    }
  }

  /// `accepted 2 goldens (1 unchanged)`.
  static func summary(_ outcome: AcceptWriter.Outcome) -> String {
    var text = "accepted \(outcome.written) golden\(outcome.written == 1 ? "" : "s")"
    if outcome.unchanged > 0 { text += " (\(outcome.unchanged) already accepted, unchanged)" }
    return text
  }

  /// The arguments: every positional is an artifacts directory; names come with `--name`, and
  /// accepting everything takes `--all`, so a failure's name that happens to be a folder
  /// (`Tests/Foo`) can never widen what is accepted.
  static func parse(_ arguments: [CommandLineArgument], currentDirectory: BytePath) throws(CLIError) -> Request {
    let parsed = try parse(arguments)
    var roots: [URL] = []
    for path in parsed.pathPositionals {
      let located = path.isAbsolute ? path : currentDirectory.appending(path.bytes)
      guard path.utf8String != nil, let text = located.utf8String,
        (try? FileSystem.status(of: located))?.kind == .directory
      else {
        throw .usage(
          "\(path) is not an artifacts directory (a UTF-8 path to a folder tests wrote failures into); "
            + "name a failure with --name Suite/name")
      }
      roots.append(URL(fileURLWithPath: text, isDirectory: true))
    }
    guard !roots.isEmpty else { throw .usage("give ARTIFACTS_DIR: the folder snapshot tests wrote failures into") }
    let names = parsed.values("name")
    switch (names.isEmpty, parsed.flag("all")) {
    case (true, false):
      throw .usage("name the failures to accept with --name Suite/name (one each), or accept every one with --all")
    case (false, true):
      throw .usage("give --name or --all, not both")
    default:
      break
    }
    return Request(roots: roots, names: names, planner: try planner(parsed, currentDirectory: currentDirectory))
  }

  /// The planner for the options: the snapshot folders' root (which must exist) and `--force`.
  static func planner(_ parsed: ParsedArguments, currentDirectory: BytePath) throws(CLIError) -> AcceptPlanner {
    let snapshots = parsed.path("snapshots") ?? BytePath("Snapshots")
    let located = snapshots.isAbsolute ? snapshots : currentDirectory.appending(snapshots.bytes)
    guard (try? FileSystem.status(of: located))?.kind == .directory else {
      throw .usage("no snapshots directory at \(snapshots) (run in the package root, or give --snapshots DIR)")
    }
    return AcceptPlanner(
      snapshots: FileSystem.canonicalPath(located), shownSnapshots: snapshots.description,
      currentDirectory: currentDirectory, force: parsed.flag("force"))
  }

  /// `directory` (the process's current directory when `nil`) with its links resolved.
  static func resolvedDirectory(_ directory: BytePath?) throws(CLIError) -> BytePath {
    do throws(FileSystemError) {
      guard let directory else { return try FileSystem.resolvedPath(FileSystem.currentDirectory()) }
      return try FileSystem.resolvedPath(directory)
    } catch {
      throw .failed("cannot find the current directory: \(error.reason)")
    }
  }

  /// The failures in `roots`, as one run.
  static func scan(_ roots: [URL]) throws(CLIError) -> [ReportEntry] {
    do {
      return try ReportArtifactScanner.scan(roots)
    } catch {
      throw .failed(error.description)
    }
  }

  /// Every artifact file, the inputs no golden may be.
  static func inputs(of entries: [ReportEntry]) -> [CommandFile] {
    entries.flatMap { entry in
      entry.files.values.map { CommandFile(role: "the artifact \($0.lastPathComponent)", path: BytePath($0.path)) }
    }
  }

  /// The entries `names` name (all when empty): a name is a report title (`Suite/name`), or a
  /// snapshot name that only one folder has.
  /// - Throws: ``CLIError/usage(_:)`` for a name no failure has, or one several folders share.
  static func select(_ names: [String], from entries: [ReportEntry]) throws(CLIError) -> [ReportEntry] {
    guard !names.isEmpty else { return entries }
    var selected: [ReportEntry] = []
    for name in names {
      var matches = entries.filter { $0.title == name }
      if matches.isEmpty { matches = entries.filter { $0.name == name } }
      let titles = Set(matches.map(\.title))
      guard !titles.isEmpty else {
        let known = entries.map(\.title)
        let listed = known.prefix(10).joined(separator: ", ") + (known.count > 10 ? ", …" : "")
        throw .usage(
          "no failed snapshot named \"\(name)\" in the artifacts" + (known.isEmpty ? "" : " (failures: \(listed))"))
      }
      guard titles.count == 1 else {
        throw .usage("\"\(name)\" names \(titles.sorted().joined(separator: " and ")); give Suite/name")
      }
      selected += matches.filter { candidate in !selected.contains(candidate) }
    }
    return selected
  }
}
