import CSystemCalls

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Folders handled as one output: listed, swapped into place, and removed with their files.
extension FileSystem {
  /// Swaps what `first` and `second` name, in one step (renameat2(2) with `RENAME_EXCHANGE`):
  /// both must exist; a folder may swap with a folder or a file.
  /// - Throws: ``SystemError``; `EINVAL` or `ENOSYS` where the file system or the system cannot
  ///   swap (the caller then falls back to two renames).
  package static func exchange(_ first: BytePath, _ second: BytePath) throws(SystemError) {
    let code = try first.withCString { (one) throws(SystemError) in
      try second.withCString { two in snackbar_exchange_paths(one, two) }
    }
    guard code == 0 else { throw .last }
  }

  /// Removes the folder `path` and every file directly in it, never following a link (a link is
  /// removed, not what it points to). A folder inside is left, so the folder stays too: this
  /// removes folders of outputs the package wrote itself, which hold only files.
  /// - Returns: whether the folder is gone.
  @discardableResult
  package static func removeFolderOfFiles(_ path: BytePath) -> Bool {
    if let names = try? directoryEntries(path) {
      for name in names {
        let entry = path.appending(name)
        if (try? status(of: entry, followingLinks: false))??.kind != .directory { removeFile(entry) }
      }
    }
    return removeDirectory(path)
  }
}
