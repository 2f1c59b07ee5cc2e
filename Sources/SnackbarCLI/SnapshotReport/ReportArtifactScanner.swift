import Foundation
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

  /// The entries below `root`, sorted by folder then name.
  /// - Throws: ``ReportError`` when `root` is missing, not a directory, or cannot be listed.
  static func scan(_ root: URL) throws(ReportError) -> [ReportEntry] {
    let path = root.path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw .artifactsDirectoryMissing(path: path)
    }
    guard isDirectory.boolValue else { throw .artifactsPathNotADirectory(path: path) }
    // Listing the root first turns "permission denied" into an error; the enumerator below would
    // silently yield nothing.
    do {
      _ = try FileManager.default.contentsOfDirectory(atPath: path)
    } catch {
      throw .artifactsDirectoryUnreadable(path: path, reason: Self.reason(error))
    }
    var unreadable: (path: String, reason: String)?
    guard
      let enumerator = FileManager.default.enumerator(
        at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles],
        errorHandler: { url, error in
          if unreadable == nil { unreadable = (url.path, Self.reason(error)) }
          return true
        })
    else { throw .artifactsDirectoryUnreadable(path: path, reason: "it cannot be enumerated") }

    var entries: [String: ReportEntry] = [:]
    let rootComponents = root.standardizedFileURL.resolvingSymlinksInPath().pathComponents
    while let url = enumerator.nextObject() as? URL {
      guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true,
        let parsed = ReportArtifactRole.parse(url.lastPathComponent)
      else { continue }
      let components = url.standardizedFileURL.resolvingSymlinksInPath().deletingLastPathComponent().pathComponents
      let folder = components.starts(with: rootComponents) ? components.dropFirst(rootComponents.count) : []
      let folderPath = folder.joined(separator: "/")
      let key = folderPath + "/" + parsed.name
      var entry = entries[key] ?? ReportEntry(root: root, folder: folderPath, name: parsed.name)
      entry.files[parsed.role] = url
      if parsed.role == .reference || parsed.role == .actual { entry.pathExtension = parsed.pathExtension }
      entries[key] = entry
    }
    if let unreadable { throw .artifactsDirectoryUnreadable(path: unreadable.path, reason: unreadable.reason) }
    return entries.values.sorted { ($0.folder, $0.name) < ($1.folder, $1.name) }
  }

  /// Foundation's reason, which names the path and the cause ("permission denied").
  private static func reason(_ error: Error) -> String {
    (error as NSError).localizedDescription
  }
}
