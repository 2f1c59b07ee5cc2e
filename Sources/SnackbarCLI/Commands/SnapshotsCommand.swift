import Foundation
import SnackbarFiles
import SnackbarRendering
import SnackbarSnapshotCore

/// `snackbar snapshots --orphans [--delete] | --duplicates`: what the latest test run's ledger
/// says about the goldens, and removing the unused ones.
enum SnapshotsCommand: SnackbarCommand {
  static let configuration = CommandConfiguration(
    name: "snapshots", abstract: "list golden snapshots that no test used (--orphans), or delete them (--delete)")

  static let help = CommandHelp([
    .text(
      """
      USAGE: snackbar snapshots --orphans [--delete [--dry-run]] [--snapshots DIR] [--ledger DIR]
             snackbar snapshots --duplicates [--ledger DIR]
             snackbar snapshots --compact [DIR]

      --orphans lists golden snapshots that no test used, one path a line; with --delete it
      removes them, printing each path it removes, and then every folder they leave empty (with
      its fingerprint.json, which then describes no golden). --dry-run prints the same paths and
      removes nothing. --duplicates lists goldens that more than one test asserted (a path, then
      each test). --compact re-encodes every PNG golden under DIR (default Snapshots) at the
      smallest size the encoder reaches, losslessly, and prints each file it made smaller.

      Both read the snapshot ledger: every snapshot assertion (passing or failing) logs its golden
      and its test there, and the listing uses the LATEST `swift test` run only. One run is every
      process one `swift test` starts (XCTest and Swift Testing, and each worker of --parallel),
      so a golden only an earlier run used (a renamed test's old name) is an orphan. Run the whole
      suite unfiltered first: --orphans refuses to list from a filtered run (--filter, --skip),
      since every golden outside the filter would look orphaned. SNAPSHOT_RUN_ID=<name> makes
      several `swift test` commands one run.

      OPTIONS:
      """),
    .options(
      OptionGroup([
        OptionDeclaration("orphans", .flag, help: "list unused goldens"),
        OptionDeclaration("delete", .flag, help: "with --orphans: remove them, and the folders they leave empty"),
        OptionDeclaration("dry-run", .flag, help: "with --delete: print what would be removed, remove nothing"),
        OptionDeclaration(
          "compact", .flag, valueName: "[DIR]",
          help: """
            re-encode the PNG goldens under DIR as small as the encoder gets them:
            the smallest pixel format that holds them (RGB, grey, a palette of up
            to 256 colours), each row's filter chosen, zlib at level 9. Each new
            file is decoded and compared with the old one pixel for pixel before it
            replaces it (atomically); a file that would not shrink is left alone,
            as are links, animations, 16-bit files and files with colour
            management (gAMA, cHRM, sRGB, iCCP, sBIT). Other metadata chunks
            (bKGD, pHYs, tIME, text) are dropped: they change no pixel.
            """),
        OptionDeclaration(
          "duplicates", .flag,
          help: """
            list goldens two or more tests share (in one process these already
            fail the second test; this also finds them across processes)
            """),
        OptionDeclaration(
          "snapshots", .path, valueName: "DIR",
          help: "the goldens' root (default Snapshots, in the current directory)"),
        OptionDeclaration(
          "ledger", .path, valueName: "DIR",
          help: """
            the ledger directory (default $SNAPSHOT_LEDGER, else
            .build/snapshot-ledger in the current directory)
            """),
      ])),
    .text(
      """

      Goldens are matched to the ledger by file, not by spelling: a --snapshots path through a
      symbolic link lists the same orphans as the real path. A folder under --snapshots or a
      ledger file that cannot be read is an error naming it; a ledger file may be at most 64 MiB.
      --delete never follows a link out of the snapshot folders: links to folders are not entered,
      a link that is an orphan is removed itself (not what it points to), and each removal opens
      its folders without following links, so a folder swapped for a link meanwhile stops it.

      EXIT STATUS: 0 listed or removed (possibly nothing); 1 --duplicates found some; 2 bad input,
      no ledger yet, an unreadable folder or ledger file, --orphans after a filtered run, or a
      path --delete could not remove (the others are removed all the same), or a golden --compact
      could not read, decode or rewrite (the others are compacted all the same).
      """),
  ])

  /// Exit status when `--duplicates` finds shared goldens.
  static let duplicatesFoundStatus: Int32 = 1

  static func run(_ arguments: [CommandLineArgument], _ output: CLIOutput) throws(CLIError) -> Int32 {
    // Listings quote golden file names and the ledger's paths, test names and command: shown by
    // the one escaping rule, errors included.
    do {
      return try list(arguments, output.escapingEchoedText)
    } catch {
      throw error.escaped
    }
  }

  private static func list(_ arguments: [CommandLineArgument], _ output: CLIOutput) throws(CLIError) -> Int32 {
    let parsed = try parse(arguments)
    if parsed.flag("compact") {
      guard !parsed.flag("orphans"), !parsed.flag("duplicates"), !parsed.flag("delete"), !parsed.flag("dry-run") else {
        throw .usage("--compact goes alone: give one of --orphans, --duplicates and --compact at a time")
      }
      return try GoldenCompactor.run(parsed, output)
    }
    try parsed.expectNoPositionals()
    if parsed.flag("delete"), !parsed.flag("orphans") { throw .usage("--delete removes orphans: give --orphans too") }
    if parsed.flag("dry-run"), !parsed.flag("delete") { throw .usage("--dry-run goes with --orphans --delete") }
    let current = FileSystem.currentDirectoryURL
    switch (parsed.flag("orphans"), parsed.flag("duplicates")) {
    case (true, false): return try listOrphans(parsed, ledger: ledgerDirectory(parsed, current), current, output)
    case (false, true): return try listDuplicates(ledger: ledgerDirectory(parsed, current), output)
    case (true, true): throw .usage("give one listing at a time: --orphans or --duplicates")
    case (false, false): throw .usage("say what to do: --orphans, --duplicates or --compact")
    }
  }

  private static func ledgerDirectory(_ parsed: ParsedArguments, _ current: URL) throws(CLIError) -> URL {
    if let path = try directoryPath(parsed, "ledger") {
      return URL(fileURLWithPath: path, isDirectory: true, relativeTo: current).absoluteURL
    }
    if let path = ProcessInfo.processInfo.environment["SNAPSHOT_LEDGER"], !path.isEmpty, path.lowercased() != "off" {
      return URL(fileURLWithPath: path, isDirectory: true, relativeTo: current).absoluteURL
    }
    return SnapshotLedger.defaultDirectory(packageRoot: current)
  }

  private static func listOrphans(
    _ parsed: ParsedArguments, ledger: URL, _ current: URL, _ output: CLIOutput
  ) throws(CLIError) -> Int32 {
    let snapshots = URL(
      fileURLWithPath: try directoryPath(parsed, "snapshots") ?? "Snapshots", isDirectory: true, relativeTo: current)
    guard (try? FileSystem.status(of: BytePath(snapshots.path)))?.kind == .directory else {
      throw .usage("no snapshots directory at \(snapshots.path) (give --snapshots DIR)")
    }
    if parsed.flag("delete") {
      return try deleteOrphans(snapshots.absoluteURL, ledger: ledger, dryRun: parsed.flag("dry-run"), output)
    }
    let orphans: [URL]
    do {
      orphans = try SnapshotOrphans.find(snapshotsDirectory: snapshots.absoluteURL, ledgerDirectory: ledger)
    } catch {
      throw cliError(error)
    }
    for orphan in orphans { output.standardOutput(orphan.path) }
    output.standardError("\(orphans.count) orphaned golden\(orphans.count == 1 ? "" : "s") under \(snapshots.path)")
    return 0
  }

  /// A folder or ledger file that cannot be read is no usage error, but it stops the listing all
  /// the same (exit 2): an unread folder's goldens would look unused.
  private static func cliError(_ error: SnapshotOrphansError) -> CLIError {
    switch error {
    case .cannotList, .ledger: return .failed(error.description)
    case .noLedger, .filteredRun, .noGoldenUsed: return .usage(error.description)
    }
  }

  /// Removes (or, for a dry run, prints) the orphans and the folders they leave empty.
  private static func deleteOrphans(
    _ snapshots: URL, ledger: URL, dryRun: Bool, _ output: CLIOutput
  ) throws(CLIError) -> Int32 {
    let deletion: SnapshotOrphanDeletion
    do {
      deletion = try SnapshotOrphanDeletion(snapshotsDirectory: snapshots, ledgerDirectory: ledger)
    } catch {
      throw cliError(error)
    }
    var removed: [SnapshotOrphanDeletion.Entry.Kind: Int] = [:]
    var failures = 0
    for entry in deletion.entries {
      let shown = entry.kind == .folder ? "\(entry.path)/" : entry.path.description
      if !dryRun {
        do {
          try deletion.remove(entry)
        } catch {
          failures += 1
          output.standardError("cannot delete \(shown): \(error.reason)")
          continue
        }
      }
      output.standardOutput(shown)
      removed[entry.kind, default: 0] += 1
    }
    let goldens = removed[.golden, default: 0]
    let folders = removed[.folder, default: 0]
    var summary = "\(dryRun ? "would delete" : "deleted") \(goldens) orphaned golden\(goldens == 1 ? "" : "s")"
    if folders > 0 { summary += " and \(folders) emptied folder\(folders == 1 ? "" : "s")" }
    summary += " under \(snapshots.path)"
    if dryRun { summary += " (dry run: nothing was removed)" }
    output.standardError(summary)
    guard failures == 0 else {
      throw .failed("\(failures) path\(failures == 1 ? "" : "s") could not be deleted (named above)")
    }
    return 0
  }

  private static func listDuplicates(ledger: URL, _ output: CLIOutput) throws(CLIError) -> Int32 {
    let run: SnapshotLedgerRun?
    do {
      run = try SnapshotLedger.latestRun(in: ledger)
    } catch {
      throw .failed(error.description)
    }
    guard let run, !run.uses.isEmpty else {
      throw .usage(SnapshotOrphansError.noLedger(path: ledger.path).description)
    }
    let shared = run.sharedGoldens
    for golden in shared {
      output.standardOutput(golden.path)
      for test in golden.tests { output.standardOutput("  " + test) }
    }
    let noun = shared.count == 1 ? "golden" : "goldens"
    output.standardError("\(shared.count) \(noun) asserted by more than one test in the latest run")
    return shared.isEmpty ? 0 : duplicatesFoundStatus
  }

  /// The folder `--name` gave, as text: the snapshot module finds goldens through `URL`, which
  /// cannot hold bytes that are not UTF-8, so such a path is refused rather than mangled.
  private static func directoryPath(_ parsed: ParsedArguments, _ name: String) throws(CLIError) -> String? {
    guard let path = parsed.path(name) else { return nil }
    guard let text = path.utf8String else {
      throw .usage("--\(name) must be a UTF-8 path for snapshots, got \"\(path)\"; rename the folder")
    }
    return text
  }
}
