import SnackbarFiles

/// The folders of a goldens tree and the files in each, listed strictly: a folder that cannot be
/// read is an error naming it, never an empty folder.
///
/// `FileManager`'s enumerators skip what they cannot open without a word, so `snackbar doctor`
/// once said a tree "matches" when the folder holding the differing fingerprint was unreadable,
/// and an orphan listing would miss every golden in such a folder. Walked here with opendir(3)
/// and lstat(2) instead, on the path's bytes.
///
/// Links to folders are not followed (a link back up would loop forever, and the enumerators
/// this replaces did not follow them either); links to files are files, as a golden can be one.
package enum SnapshotTree {
  /// One folder and the files directly in it.
  package struct Folder: Sendable {
    /// The folder's path: the root as given, then the names below it.
    package let path: BytePath
    /// Its entries that are not folders, by name, sorted by their bytes: hidden files and
    /// `fingerprint.json` included, links to files included, links to folders and dangling links
    /// left out.
    package let files: [[UInt8]]
  }

  /// Why a tree could not be walked: the path that failed, and the system's reason.
  package struct WalkError: Error, Sendable, Equatable {
    /// The folder that could not be listed, or the entry that could not be examined.
    package let path: BytePath
    /// `Permission denied`, `Not a directory`, …
    package let reason: String
  }

  /// Every folder under `root` (`root` first, then depth first, each folder's subfolders in name
  /// order).
  /// - Throws: ``WalkError`` for the first folder that cannot be listed or entry that cannot be
  ///   examined.
  package static func folders(under root: BytePath) throws(WalkError) -> [Folder] {
    var folders: [Folder] = []
    var pending = [root]
    while let folder = pending.popLast() {
      let names: [[UInt8]]
      do {
        names = try FileSystem.directoryEntries(folder).sorted { $0.lexicographicallyPrecedes($1) }
      } catch {
        throw WalkError(path: folder, reason: error.description)
      }
      var files: [[UInt8]] = []
      var subfolders: [BytePath] = []
      for name in names {
        let path = folder.appending(name)
        switch try kind(of: path) {
        case .folder: subfolders.append(path)
        case .file: files.append(name)
        case .skipped: continue
        }
      }
      folders.append(Folder(path: folder, files: files))
      // Reversed onto the stack, so they come off in name order.
      pending += subfolders.reversed()
    }
    return folders
  }

  private enum Kind { case folder, file, skipped }

  private static func kind(of path: BytePath) throws(WalkError) -> Kind {
    let own: FileStatus?
    do {
      own = try FileSystem.status(of: path, followingLinks: false)
    } catch {
      // The folder could be listed but not searched (read without execute permission).
      throw WalkError(path: path, reason: error.description)
    }
    // Gone since it was listed (a test deleting a temporary file): nothing to report.
    guard let own else { return .skipped }
    if own.kind == .directory { return .folder }
    guard own.kind == .symbolicLink else { return .file }
    // A link that leads nowhere (dangling, a loop, out of reach) is no golden, as before.
    guard let target = try? FileSystem.status(of: path) else { return .skipped }
    return target.kind == .directory ? .skipped : .file
  }
}
