import Foundation
import SnackbarRendering
import SnackbarSnapshotTesting

/// `snackbar snapshots --orphans`: goldens on disk that the last full test run never used.
enum SnapshotsCommand {
  static let help = """
    USAGE: snackbar snapshots --orphans [--snapshots DIR] [--ledger DIR]

    Lists golden snapshots that no test used, one path a line, so they can be deleted.

    Which goldens were used comes from the snapshot ledger: every snapshot assertion (passing or
    failing) logs its golden there. The ledger therefore reflects the LAST FULL `swift test` run:
    run the whole suite unfiltered first (a filtered run, or one from before tests were renamed,
    makes used goldens look orphaned). To start afresh, delete the ledger directory, then run
    `swift test`, then this command.

    OPTIONS:
      --orphans             list unused goldens (the only listing so far; required)
      --snapshots DIR       the goldens' root (default Snapshots, in the current directory)
      --ledger DIR          the ledger directory (default $SNAPSHOT_LEDGER, else
                            .build/snapshot-ledger in the current directory)

    EXIT STATUS: 0 listed (possibly nothing), 2 bad input, or no ledger yet.
    """

  static func run(_ arguments: [CommandLineArgument], _ output: CLIOutput) throws(CLIError) -> Int32 {
    let parsed = try ParsedArguments(
      arguments, valueOptions: [], pathOptions: ["snapshots", "ledger"], flagOptions: ["orphans"])
    try parsed.expectNoPositionals()
    guard parsed.flag("orphans") else { throw .usage("say what to list: --orphans") }
    let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    let snapshots = URL(
      fileURLWithPath: try directoryPath(parsed, "snapshots") ?? "Snapshots", isDirectory: true, relativeTo: current)
    let ledger: URL
    if let path = try directoryPath(parsed, "ledger") {
      ledger = URL(fileURLWithPath: path, isDirectory: true, relativeTo: current)
    } else if let path = ProcessInfo.processInfo.environment["SNAPSHOT_LEDGER"], path.lowercased() != "off" {
      ledger = URL(fileURLWithPath: path, isDirectory: true, relativeTo: current)
    } else {
      ledger = SnapshotLedger.defaultDirectory(packageRoot: current)
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: snapshots.path, isDirectory: &isDirectory), isDirectory.boolValue
    else {
      throw .usage("no snapshots directory at \(snapshots.path) (give --snapshots DIR)")
    }
    let orphans: [URL]
    do {
      orphans = try SnapshotOrphans.find(
        snapshotsDirectory: snapshots.absoluteURL, ledgerDirectory: ledger.absoluteURL)
    } catch {
      throw .usage(error.description)
    }
    for orphan in orphans { output.standardOutput(orphan.path) }
    output.standardError("\(orphans.count) orphaned golden\(orphans.count == 1 ? "" : "s") under \(snapshots.path)")
    return 0
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
