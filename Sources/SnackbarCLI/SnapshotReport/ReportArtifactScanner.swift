import Foundation
import SnackbarFiles
import SnackbarSnapshotCore

/// Finds the failed snapshots in an artifacts directory (`<root>/<Suite>/<name>.<role>.<ext>`, at
/// any depth, so a CI artifact unpacked into an extra folder still works).
enum ReportArtifactScanner {
  /// The entries below every folder of `roots` (one per CI shard), treated as one run: sorted by
  /// folder, name, then the order of `roots`. `accept` checks shards against each other by the
  /// golden they would write; the page uses ``oneRun(_:)``.
  /// - Throws: ``ReportError`` for the first root that is missing, not a directory, or cannot be
  ///   listed.
  static func scan(_ roots: [URL]) throws(ReportError) -> [ReportEntry] {
    var entries: [(entry: ReportEntry, shard: Int)] = []
    for (shard, root) in roots.enumerated() {
      entries += try scan(root).map { ($0, shard) }
    }
    return entries.sorted { ($0.entry.folder, $0.entry.name, $0.shard) < ($1.entry.folder, $1.entry.name, $1.shard) }
      .map(\.entry)
  }

  /// `scan(_:)` for the page: a failure two shards both hold with the same actual file
  /// (a shard re-run, or one folder given twice) is shown once.
  /// - Throws: what `scan(_:)` throws, and ``ReportError/conflictingShards(title:directories:)``
  ///   for a failure two shards hold with different actual files: one run has each snapshot once,
  ///   so which is meant cannot be told (`accept` refuses the same).
  static func oneRun(_ roots: [URL]) throws(ReportError) -> [ReportEntry] {
    var merged: [ReportEntry] = []
    for entry in try scan(roots) {
      guard let first = merged.last, first.folder == entry.folder, first.name == entry.name else {
        merged.append(entry)
        continue
      }
      guard sameActual(first, entry) else {
        throw .conflictingShards(title: entry.title, directories: [first.root.path, entry.root.path])
      }
    }
    return merged
  }

  /// Whether two entries' actual files hold the same bytes (read bounded, as goldens are); an
  /// entry without a readable actual file matches nothing.
  private static func sameActual(_ first: ReportEntry, _ second: ReportEntry) -> Bool {
    guard first.pathExtension == second.pathExtension, let a = first.files[.actual], let b = second.files[.actual]
    else { return false }
    let limit = SnapshotFileLimits.goldenBytes
    guard let left = try? SnapshotFileLimits.read(a.path, limit: limit),
      let right = try? SnapshotFileLimits.read(b.path, limit: limit)
    else { return false }
    return left == right
  }

  /// The entries below `root`, sorted by folder then name: regular files only (a link is no
  /// artifact), hidden files and folders left out.
  /// - Throws: ``ReportError`` when `root` is missing, not a directory, or a folder below it
  ///   cannot be listed.
  static func scan(_ root: URL) throws(ReportError) -> [ReportEntry] {
    let path = root.path
    let top = BytePath(path)
    guard let status = try? FileSystem.status(of: top) else { throw .artifactsDirectoryMissing(path: path) }
    guard status.kind == .directory else { throw .artifactsPathNotADirectory(path: path) }
    // The walk reports a folder it cannot list, where an enumerator would silently yield nothing.
    let folders: [FolderTree.Folder]
    do {
      folders = try FolderTree.folders(under: top, skippingHidden: true)
    } catch {
      throw .artifactsDirectoryUnreadable(path: error.path, reason: error.reason.description)
    }
    var entries: [String: ReportEntry] = [:]
    let rootDepth = top.components.count
    for folder in folders {
      let folderPath = folder.path.components.dropFirst(rootDepth).map { String(decoding: $0, as: UTF8.self) }
        .joined(separator: "/")
      for name in folder.files {
        let file = folder.path.appending(name)
        guard let text = String(validating: name, as: UTF8.self), let parsed = ReportArtifactRole.parse(text),
          (try? FileSystem.status(of: file, followingLinks: false))?.kind == .regular
        else { continue }
        let key = folderPath + "/" + parsed.name
        var entry = entries[key] ?? ReportEntry(root: root, folder: folderPath, name: parsed.name)
        entry.files[parsed.role] = URL(fileURLWithPath: String(decoding: file.bytes, as: UTF8.self))
        if parsed.role == .reference || parsed.role == .actual { entry.pathExtension = parsed.pathExtension }
        entries[key] = entry
      }
    }
    return entries.values.sorted { ($0.folder, $0.name) < ($1.folder, $1.name) }
  }
}
