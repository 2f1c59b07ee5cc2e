import CPangoCairo

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

  /// The names in the folder `path` (readdir(3)), without `.` and `..`, in no particular order.
  /// - Throws: ``SystemError``: no such folder, no permission, `ENOTDIR`.
  package static func contentsOfDirectory(_ path: BytePath) throws(SystemError) -> [[UInt8]] {
    guard let directory = try path.withCString({ opendir($0) }) else { throw .last }
    defer { closedir(directory) }
    var names: [[UInt8]] = []
    while true {
      errno = 0
      guard let entry = readdir(directory) else {
        if errno != 0 { throw .last }
        return names
      }
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        Array(raw.prefix { $0 != 0 })
      }
      if name == [0x2E] || name == [0x2E, 0x2E] { continue }
      names.append(name)
    }
  }

  /// Removes the folder `path` and every file directly in it, never following a link (a link is
  /// removed, not what it points to). A folder inside is left, so the folder stays too: this
  /// removes folders of outputs the package wrote itself, which hold only files.
  /// - Returns: whether the folder is gone.
  @discardableResult
  package static func removeFolderOfFiles(_ path: BytePath) -> Bool {
    if let names = try? contentsOfDirectory(path) {
      for name in names {
        let entry = path.appending(name)
        if (try? status(of: entry, followingLinks: false))??.kind != .directory { removeFile(entry) }
      }
    }
    return removeDirectory(path)
  }
}
