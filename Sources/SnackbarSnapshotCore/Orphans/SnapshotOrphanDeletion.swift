import Foundation
import SnackbarFiles

/// What removing the orphans of the latest whole test run takes away: the orphaned goldens
/// (``SnapshotOrphans``), then, in each folder they leave without a golden, its
/// `fingerprint.json` (it describes no golden any more) and the folder, deepest first.
///
/// A folder is removed only when the deletion empties it: a folder that held no golden before,
/// or still holds anything else (a hidden file, a golden in use, a folder that stays), is left.
/// Paths are the folders the tree walk found (`FolderTree` never enters a link to a
/// folder), and each removal opens its folders without following links
/// (``FileSystem/removeEntry(_:under:folder:)``), so nothing outside the snapshot folders is
/// ever reached, whatever is swapped in meanwhile.
package struct SnapshotOrphanDeletion: Sendable {
  /// One removal.
  package struct Entry: Sendable, Equatable {
    /// What it is.
    package enum Kind: Sendable, Equatable {
      /// An orphaned golden.
      case golden
      /// The `fingerprint.json` of a folder left without goldens.
      case fingerprint
      /// A folder left empty.
      case folder
    }

    /// What it is.
    package let kind: Kind
    /// The path's components below the snapshots directory.
    package let components: [[UInt8]]
    /// The full path, for messages.
    package let path: BytePath
  }

  /// The snapshots directory, as given.
  package let root: BytePath
  /// The removals, in the order they must happen.
  package let entries: [Entry]

  /// The plan for the orphans of the latest run in `ledgerDirectory`, refused as the listing is
  /// (no ledger, a filtered run, a folder that cannot be read).
  /// - Throws: ``SnapshotOrphansError``.
  package init(snapshotsDirectory: URL, ledgerDirectory: URL) throws(SnapshotOrphansError) {
    let used = try SnapshotOrphans.usedPathsOfWholeRun(ledgerDirectory: ledgerDirectory)
    let root = BytePath(snapshotsDirectory.standardizedFileURL.path)
    let folders = try SnapshotOrphans.folders(under: root)
    let orphans = Set(SnapshotOrphans.orphans(in: folders, used: used))
    // A run that used none of these goldens is no run of this suite (a ledger of another
    // package, or one planted in a restored cache): deleting would take every golden.
    let goldens = SnapshotOrphans.orphans(in: folders, used: []).count
    if goldens > 0, orphans.count == goldens {
      throw .noGoldenUsed(path: snapshotsDirectory.path, goldens: goldens)
    }
    self.init(root: root, folders: folders, orphans: orphans)
  }

  /// The plan for `orphans` (full paths) in the walked `folders` of `root`.
  init(root: BytePath, folders: [FolderTree.Folder], orphans: Set<BytePath>) {
    let rootCount = root.components.count
    let fingerprint = Array(FingerprintStore.fileName.utf8)
    var goldens: [Entry] = []
    var emptied: Set<BytePath> = []
    var cleanup: [Entry] = []
    // Children before parents: the walk lists a folder before everything below it.
    for folder in folders.reversed() {
      let relative = Array(folder.path.components.dropFirst(rootCount))
      var deletesHere = false
      var keeps = false
      for name in folder.files {
        let path = folder.path.appending(name)
        if orphans.contains(path) {
          goldens.append(Entry(kind: .golden, components: relative + [name], path: path))
          deletesHere = true
        } else if name != fingerprint {
          keeps = true
        }
      }
      let subfolders = folders.filter { $0.path.parent == folder.path && $0.path != folder.path }
      let emptiedBelow = subfolders.contains { emptied.contains($0.path) }
      keeps = keeps || subfolders.contains { !emptied.contains($0.path) }
      guard !relative.isEmpty, !keeps, deletesHere || emptiedBelow else { continue }
      emptied.insert(folder.path)
      if folder.files.contains(fingerprint) {
        cleanup.append(
          Entry(kind: .fingerprint, components: relative + [fingerprint], path: folder.path.appending(fingerprint)))
      }
      cleanup.append(Entry(kind: .folder, components: relative, path: folder.path))
    }
    self.root = root
    entries = goldens.sorted { $0.path.bytes.lexicographicallyPrecedes($1.path.bytes) } + cleanup
  }

  /// Removes `entry`.
  /// - Throws: `FileSystemError`, for example `ENOTEMPTY` when a folder gained a file meanwhile.
  package func remove(_ entry: Entry) throws(FileSystemError) {
    try FileSystem.removeEntry(entry.components, under: root, folder: entry.kind == .folder)
  }
}

extension SnapshotOrphans {
  /// The goldens the latest run in `ledgerDirectory` used, refused when there is no ledger or the
  /// run was filtered.
  static func usedPathsOfWholeRun(ledgerDirectory: URL) throws(SnapshotOrphansError) -> Set<String> {
    let run: SnapshotLedgerRun?
    do {
      run = try SnapshotLedger.latestRun(in: ledgerDirectory)
    } catch {
      throw .ledger(error)
    }
    guard let run, !run.uses.isEmpty else { throw .noLedger(path: ledgerDirectory.path) }
    if run.isFiltered { throw .filteredRun(command: run.command ?? "") }
    return run.usedPaths
  }
}
