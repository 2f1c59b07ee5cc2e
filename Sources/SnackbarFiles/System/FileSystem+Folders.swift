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
  /// - Throws: `SystemError`; `EINVAL` or `ENOSYS` where the file system or the system cannot
  ///   swap (the caller then falls back to two renames).
  static func exchange(_ first: BytePath, _ second: BytePath) throws(SystemError) {
    let code = try first.withCString { (one) throws(SystemError) in
      try second.withCString { two in snackbar_exchange_paths(one, two) }
    }
    guard code == 0 else { throw .last }
  }

  /// Removes the folder `path` and every file directly in it, never following a link: the
  /// folder is opened with `O_NOFOLLOW` and its entries removed through that descriptor
  /// (unlinkat), so a folder swapped for a link while it was being filled (`play --frames`
  /// takes minutes) loses the link, never the files the link points to. A folder inside is
  /// left, so the folder stays too: this removes folders of outputs the package wrote itself,
  /// which hold only files.
  /// - Returns: whether the folder is gone.
  @discardableResult
  package static func removeFolderOfFiles(_ path: BytePath) -> Bool {
    let descriptor = (try? path.withCString { open($0, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC) }) ?? -1
    guard descriptor >= 0 else {
      // A link (ELOOP) or a file (ENOTDIR) where the folder was: remove that entry itself.
      if errno == ELOOP || errno == ENOTDIR { return removeFile(path) }
      return false
    }
    guard let directory = fdopendir(descriptor) else {
      close(descriptor)
      return false
    }
    defer { closedir(directory) }
    let folder = dirfd(directory)
    for name in (try? entryNames(directory)) ?? [] {
      _ = try? BytePath(bytes: name).withCString { entry in
        var status = stat()
        guard fstatat(folder, entry, &status, AT_SYMLINK_NOFOLLOW) == 0, status.st_mode & S_IFMT != S_IFDIR else {
          return
        }
        unlinkat(folder, entry, 0)
      }
    }
    return removeDirectory(path)
  }
}
