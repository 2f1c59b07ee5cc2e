#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension FileSystem {
  /// The names in the directory at `path` (without `.` and `..`), byte for byte, in the order
  /// readdir(3) gives them.
  ///
  /// Unlike `FileManager`'s enumerators, which skip a folder they cannot open without a word, a
  /// folder that cannot be listed is an error here, so a caller can say "cannot read" instead of
  /// treating it as empty. opendir(3) opens with `O_DIRECTORY`, so a FIFO is refused at once
  /// rather than waited on.
  /// - Throws: ``FileSystemError`` (``FileSystemError/Operation/list``) with the system's reason:
  ///   `EACCES` for a folder without read permission, `ENOTDIR` for a file, `ENOENT` when nothing
  ///   is there.
  package static func directoryEntries(_ path: BytePath) throws(FileSystemError) -> [[UInt8]] {
    do throws(SystemError) {
      guard let directory = try path.withCString({ opendir($0) }) else { throw .last }
      defer { closedir(directory) }
      return try entryNames(directory) ?? []
    } catch {
      throw FileSystemError(.list, path, error)
    }
  }

  /// The names an open directory stream lists (without `.` and `..`), byte for byte, or nil past
  /// `limit` names, where listing stops: the one readdir(3) loop, for ``directoryEntries(_:)``,
  /// a folder opened without following a link (``removeFolderOfFiles(_:)``) and a cache's folder.
  /// - Throws: `SystemError` when reading the directory fails.
  static func entryNames(_ directory: OpaquePointer, limit: Int = .max) throws(SystemError) -> [[UInt8]]? {
    var names: [[UInt8]] = []
    while true {
      // readdir returns nil both at the end and on an error; only errno tells them apart.
      errno = 0
      guard let entry = readdir(directory) else {
        if errno != 0 { throw .last }
        return names
      }
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        Array(raw.prefix { $0 != 0 })
      }
      if name == [0x2E] || name == [0x2E, 0x2E] { continue }
      guard names.count < limit else { return nil }
      names.append(name)
    }
  }
}
