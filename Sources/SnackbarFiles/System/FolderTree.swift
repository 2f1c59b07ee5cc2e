/// The folders below a root and the files in each, listed strictly: a folder that cannot be read
/// is an error naming it, never an empty folder. The package's one folder walk (the goldens tree,
/// the artifacts folders a report scans, a fonts folder).
///
/// `FileManager`'s enumerators skip what they cannot open without a word, so `snackbar doctor`
/// would say a tree "matches" when the folder holding the differing fingerprint was unreadable,
/// and an orphan listing would miss every golden in such a folder. Walked here with opendir(3)
/// and lstat(2) instead, on the path's bytes.
///
/// Links to folders are not followed (a link back up would loop forever); links to files are
/// files, as a golden can be one.
package enum FolderTree {
  /// One folder and the files directly in it.
  package struct Folder: Sendable {
    /// The folder's path: the root as given, then the names below it.
    package let path: BytePath
    /// Its entries that are not folders, by name, sorted by their bytes: hidden files included,
    /// links to files included, links to folders and dangling links left out.
    package let files: [[UInt8]]
  }

  /// Every folder under `root` (`root` first, then depth first, each folder's subfolders in name
  /// order). With `skippingUnreadable` a folder that cannot be listed, or an entry that cannot be
  /// examined, is left out instead (for a search that only wants what it can reach); with
  /// `skippingHidden` names that begin with `.` are neither listed nor entered.
  /// - Throws: ``FileSystemError`` for the first folder that cannot be listed
  ///   (``FileSystemError/Operation/list``) or entry that cannot be examined
  ///   (``FileSystemError/Operation/inspect``), with the system's reason.
  package static func folders(
    under root: BytePath, skippingUnreadable: Bool = false, skippingHidden: Bool = false
  ) throws(FileSystemError) -> [Folder] {
    var folders: [Folder] = []
    var pending = [root]
    while let folder = pending.popLast() {
      let names: [[UInt8]]
      do {
        names = try FileSystem.directoryEntries(folder).sorted { $0.lexicographicallyPrecedes($1) }
      } catch {
        if skippingUnreadable { continue }
        throw error
      }
      var files: [[UInt8]] = []
      var subfolders: [BytePath] = []
      for name in names where !(skippingHidden && name.first == UInt8(ascii: ".")) {
        let path = folder.appending(name)
        let kind: Kind
        do {
          kind = try Self.kind(of: path)
        } catch {
          if skippingUnreadable { continue }
          throw error
        }
        switch kind {
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

  private static func kind(of path: BytePath) throws(FileSystemError) -> Kind {
    // The folder could be listed but not searched (read without execute permission): an error.
    let own = try FileSystem.status(of: path, followingLinks: false)
    // Gone since it was listed (a test deleting a temporary file): nothing to report.
    guard let own else { return .skipped }
    if own.kind == .directory { return .folder }
    guard own.kind == .symbolicLink else { return .file }
    // A link that leads nowhere (dangling, a loop, out of reach) is no file.
    guard let target = try? FileSystem.status(of: path) else { return .skipped }
    return target.kind == .directory ? .skipped : .file
  }
}
