import Foundation
import SnackbarBasics
import SnackbarFiles
import SnackbarJSON

/// Finds goldens that no test used.
package enum SnapshotOrphans {
  /// The files under `snapshotsDirectory` (recursively) that are not the file of any path in
  /// `used`, sorted by path.
  ///
  /// Files are compared by identity, not by spelling: a golden is used when a path in `used`
  /// names the same file (the same device and inode, through any link or `..`), so a snapshots
  /// folder given through a symbolic link, or a ledger written through one, lists only real
  /// orphans. A used path that no longer exists can only match by its text.
  ///
  /// Skipped, since they are not goldens: hidden files (such as atomic-write temporaries) and
  /// every `fingerprint.json`. `used` holds absolute paths, as ``SnapshotLedger/usedPaths(in:)``
  /// returns them.
  /// - Throws: ``SnapshotOrphansError/cannotList(path:reason:)`` when the directory, or any folder below
  ///   it, cannot be listed: a golden in a folder that was not read is not "used".
  package static func find(snapshotsDirectory: URL, used: Set<String>) throws(SnapshotOrphansError) -> [URL] {
    let root = snapshotsDirectory.standardizedFileURL
    let folders = try folders(under: BytePath(root.path))
    return orphans(in: folders, used: used).map { URL(fileURLWithPath: String(decoding: $0.bytes, as: UTF8.self)) }
      .sorted { $0.path < $1.path }
  }

  /// Every folder under `root`, which must be a directory.
  /// - Throws: ``SnapshotOrphansError/cannotList(path:reason:)``.
  static func folders(under root: BytePath) throws(SnapshotOrphansError) -> [FolderTree.Folder] {
    guard (try? FileSystem.status(of: root))?.kind == .directory else {
      throw .cannotList(path: String(decoding: root.bytes, as: UTF8.self), reason: "it is not a directory")
    }
    do {
      return try FolderTree.folders(under: root)
    } catch {
      throw .cannotList(path: error.path, reason: error.reason.description)
    }
  }

  /// The goldens of `folders` that are not the file of any path in `used`, in walk order.
  static func orphans(in folders: [FolderTree.Folder], used: Set<String>) -> [BytePath] {
    let usedFiles = Set(used.compactMap { FileIdentity(BytePath($0)) })
    var orphans: [BytePath] = []
    for folder in folders {
      for name in folder.files where name.first != UInt8(ascii: ".") && name != Array(FingerprintStore.fileName.utf8) {
        let path = folder.path.appending(name)
        let text = String(decoding: path.bytes, as: UTF8.self)
        if used.contains(text) { continue }
        if let identity = FileIdentity(path), usedFiles.contains(identity) { continue }
        orphans.append(path)
      }
    }
    return orphans
  }

  /// A file whatever its name: its device and inode (links followed).
  private struct FileIdentity: Hashable {
    let device: UInt64
    let inode: UInt64

    /// The identity of the file at `path`; nil when nothing (or nothing reachable) is there.
    init?(_ path: BytePath) {
      guard let status = try? FileSystem.status(of: path) else { return nil }
      device = status.device
      inode = status.inode
    }
  }

  /// Orphans under `snapshotsDirectory` according to the latest run in `ledgerDirectory`
  /// (``SnapshotLedger/latestRun(in:now:)``): a golden only an earlier run used (say, under a test's
  /// old name) is an orphan.
  ///
  /// Refuses to answer when no ledger exists, because then every golden would be listed, and
  /// when the latest run was filtered (`swift test --filter …`), because then every golden
  /// outside the filter would be.
  /// - Throws: ``SnapshotOrphansError``.
  package static func find(snapshotsDirectory: URL, ledgerDirectory: URL) throws(SnapshotOrphansError) -> [URL] {
    try find(snapshotsDirectory: snapshotsDirectory, used: usedPathsOfWholeRun(ledgerDirectory: ledgerDirectory))
  }
}

/// Why orphans could not be listed.
package enum SnapshotOrphansError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The snapshots directory is missing, or it or a folder or entry below it cannot be read.
  case cannotList(path: String, reason: String)
  /// No ledger entries: run the full test suite first.
  case noLedger(path: String)
  /// A ledger could not be read.
  case ledger(SnapshotLedgerError)
  /// The latest run selected tests, so it does not say which goldens the suite uses.
  case filteredRun(command: String)
  /// The latest run used none of the `goldens` goldens under `path`, so deleting its orphans
  /// would delete them all.
  case noGoldenUsed(path: String, goldens: Int)

  /// A one-line explanation for failure messages and command-line errors.
  package var description: String {
    switch self {
    case .cannotList(let path, let reason):
      return "cannot list the snapshots directory \(EchoedText.escaped(path)): \(EchoedText.escaped(reason))"
    case .noLedger(let path):
      return
        "no snapshot ledger in \(EchoedText.escaped(path)): run the whole test suite (unfiltered) first, then list "
        + "orphans"
    case .ledger(let error):
      return error.description
    case .noGoldenUsed(let path, let goldens):
      return "the latest test run in the ledger used none of the \(goldens) goldens under \(EchoedText.escaped(path)), "
        + "so it is not a run of this suite (another package's ledger, or one from a restored cache); nothing is "
        + "deleted: run the whole suite, then delete orphans"
    case .filteredRun(let command):
      // The command comes from the ledger file's header.
      return "the latest test run was filtered (\(EchoedText.escaped(command))), so every golden outside the filter "
        + "would look orphaned: run the whole suite (swift test, unfiltered), then list orphans"
    }
  }
}
