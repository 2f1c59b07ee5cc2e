import Foundation

/// Finds goldens that no test used.
public enum SnapshotOrphans {
  /// The files under `snapshotsDirectory` (recursively) whose absolute paths are not in `used`,
  /// sorted by path.
  ///
  /// Skipped, since they are not goldens: hidden files (such as atomic-write temporaries) and
  /// every `fingerprint.json`. `used` holds standardized absolute paths, as
  /// ``SnapshotLedger/usedPaths(in:)`` returns them.
  /// - Throws: ``SnapshotOrphansError/cannotList(path:)`` when the directory cannot be listed.
  public static func find(snapshotsDirectory: URL, used: Set<String>) throws(SnapshotOrphansError) -> [URL] {
    let root = snapshotsDirectory.standardizedFileURL
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw .cannotList(path: root.path)
    }
    guard let enumerator = FileManager.default.enumerator(atPath: root.path) else {
      throw .cannotList(path: root.path)
    }
    var orphans: [URL] = []
    while let relative = enumerator.nextObject() as? String {
      let url = root.appendingPathComponent(relative).standardizedFileURL
      let name = url.lastPathComponent
      if name.hasPrefix(".") || name == FingerprintStore.fileName { continue }
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else {
        continue
      }
      if !used.contains(url.path) { orphans.append(url) }
    }
    return orphans.sorted { $0.path < $1.path }
  }

  /// Orphans under `snapshotsDirectory` according to the latest run in `ledgerDirectory`
  /// (``SnapshotLedger/latestRun(in:)``): a golden only an earlier run used (say, under a test's
  /// old name) is an orphan.
  ///
  /// Refuses to answer when no ledger exists, because then every golden would be listed, and
  /// when the latest run was filtered (`swift test --filter …`), because then every golden
  /// outside the filter would be.
  /// - Throws: ``SnapshotOrphansError``.
  public static func find(snapshotsDirectory: URL, ledgerDirectory: URL) throws(SnapshotOrphansError) -> [URL] {
    let run: SnapshotLedgerRun?
    do {
      run = try SnapshotLedger.latestRun(in: ledgerDirectory)
    } catch {
      throw .ledger(error)
    }
    guard let run, !run.uses.isEmpty else { throw .noLedger(path: ledgerDirectory.path) }
    if run.isFiltered { throw .filteredRun(command: run.command ?? "") }
    return try find(snapshotsDirectory: snapshotsDirectory, used: run.usedPaths)
  }
}

/// Why orphans could not be listed.
public enum SnapshotOrphansError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The snapshots directory is missing or unreadable.
  case cannotList(path: String)
  /// No ledger entries: run the full test suite first.
  case noLedger(path: String)
  /// A ledger could not be read.
  case ledger(SnapshotLedgerError)
  /// The latest run selected tests, so it does not say which goldens the suite uses.
  case filteredRun(command: String)

  /// A one-line explanation for failure messages and command-line errors.
  public var description: String {
    switch self {
    case .cannotList(let path):
      return "cannot list snapshots directory \(path)"
    case .noLedger(let path):
      return "no snapshot ledger in \(path): run the whole test suite (unfiltered) first, then list orphans"
    case .ledger(let error):
      return error.description
    case .filteredRun(let command):
      return "the latest test run was filtered (\(command)), so every golden outside the filter would look "
        + "orphaned: run the whole suite (swift test, unfiltered), then list orphans"
    }
  }
}
