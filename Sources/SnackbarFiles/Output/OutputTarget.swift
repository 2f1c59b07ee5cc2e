#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where an output will go, checked before anything is written: what a rename will replace, and
/// the folders to create first.
///
/// A symbolic link at the destination is replaced by the new file, like any file there; it is
/// never written through, so a link planted where an output goes (a golden linked to
/// `~/.bashrc`) cannot lead the write elsewhere, and a link to a FIFO or a device is never
/// opened or waited on. Folders above the destination are the user's path and are followed.
///
/// Checking every output of a command first turns "the second file failed after the first was
/// written" into "nothing was written"; ``OutputTransaction`` checks again when it stages, as the
/// disk may change in between.
package struct OutputTarget: Sendable, Equatable {
  /// The path as the caller gave it, for messages.
  package let destination: BytePath
  /// The path the finished file is renamed onto: `destination` itself.
  package let path: BytePath
  /// What is being replaced (lstat(2): a regular file, or a symbolic link, which is replaced
  /// itself), nil for a new file.
  package let existing: FileStatus?
  /// Missing folders above `path`, outermost first.
  package let missingDirectories: [BytePath]

  /// Checks that `destination` can be written atomically: a new path, a regular file or a link
  /// to one or to nothing (replaced, not followed), not a directory or a device, below folders that exist (or can be
  /// created where a folder exists) and accept new files.
  /// - Throws: ``FileSystemError`` naming `destination` and what is wrong.
  package static func check(_ destination: BytePath) throws(FileSystemError) -> OutputTarget {
    try checkPath(destination)
    guard destination.bytes.last != BytePath.slash else {
      throw FileSystemError(
        .write, destination, reason: .invalidPath("it ends with /, so it names a directory; give a file path"))
    }
    let existing: FileStatus?
    do {
      existing = try FileSystem.systemStatus(of: destination, followingLinks: false)
    } catch {
      throw notADirectoryError(error, destination: destination, folder: destination.parent)
    }
    if let existing {
      guard existing.kind != .directory else { throw FileSystemError(.write, destination, reason: .isADirectory) }
      guard existing.kind == .regular || existing.kind == .symbolicLink else {
        throw FileSystemError(.write, destination, reason: .notARegularFile(existing.kind))
      }
      if existing.kind == .symbolicLink { try checkLink(destination) }
    }
    return try withParentFolders(destination: destination, path: destination, existing: existing)
  }

  /// A link at the destination is replaced, never written through, but only where it stands for
  /// a file: a link to a device, a FIFO, a socket or a folder (`/dev/stdout` is one, to
  /// `/proc/self/fd/1`) is refused as what it points to, as before links were replaced, and
  /// nothing in `/dev` or `/proc` is replaced, whatever it points to (`/dev/stdout` points to a
  /// regular file when standard output is redirected to one). stat(2) looks without opening, so
  /// a FIFO is never waited on.
  private static func checkLink(_ destination: BytePath) throws(FileSystemError) {
    let folder = (try? FileSystem.resolvedPath(destination.parent))?.description ?? ""
    if ["/dev", "/proc"].contains(where: { folder == $0 || folder.hasPrefix($0 + "/") }) {
      throw FileSystemError(
        .write, destination,
        reason: .invalidPath(
          "it is a link in \(folder), which the system owns; give the path of a regular file or a new one"))
    }
    guard let target = try? FileSystem.status(of: destination, followingLinks: true) else { return }
    guard target.kind != .directory else { throw FileSystemError(.write, destination, reason: .isADirectory) }
    guard target.kind == .regular else {
      throw FileSystemError(.write, destination, reason: .notARegularFile(target.kind))
    }
  }

  /// Checks that `destination` can be replaced as a folder, as a unit (``OutputTransaction/stageFolder(at:)``):
  /// nothing is there or a folder is (not a link, which would be replaced rather than followed,
  /// nor a file), below folders that exist (or can be created where a folder exists) and accept
  /// new entries.
  /// - Throws: ``FileSystemError`` naming `destination` and what is wrong.
  package static func checkFolder(_ destination: BytePath) throws(FileSystemError) -> OutputTarget {
    try checkPath(destination)
    let existing: FileStatus?
    do {
      existing = try FileSystem.systemStatus(of: destination, followingLinks: false)
    } catch {
      throw notADirectoryError(error, destination: destination, folder: destination.parent)
    }
    if let existing, existing.kind != .directory {
      throw FileSystemError(.write, destination, reason: .notADirectory(existing.kind))
    }
    // The old folder's files are removed once the new one is in place.
    if existing != nil, let reason = FileSystem.checkWritableDirectory(destination) {
      throw FileSystemError(.createFile, destination, folder: destination, reason)
    }
    return try withParentFolders(destination: destination, path: destination, existing: existing)
  }

  /// The target at `path`, once the folders above it are found to exist (or to be creatable)
  /// and to accept new entries.
  private static func withParentFolders(
    destination: BytePath, path: BytePath, existing: FileStatus?
  ) throws(FileSystemError) -> OutputTarget {
    var missing: [BytePath] = []
    var folder = path.parent
    while true {
      let status: FileStatus?
      do {
        status = try FileSystem.systemStatus(of: folder)
      } catch {
        throw notADirectoryError(error, destination: destination, folder: folder)
      }
      guard let status else {
        // Only a deleted current directory can be missing all the way up.
        guard folder.parent != folder else {
          throw FileSystemError(.write, destination, folder: folder, reason: .missing)
        }
        missing.insert(folder, at: 0)
        folder = folder.parent
        continue
      }
      guard status.kind == .directory else {
        throw FileSystemError(.write, destination, folder: folder, reason: .parentIsNotADirectory)
      }
      if let reason = FileSystem.checkWritableDirectory(folder) {
        throw FileSystemError(.createFile, destination, folder: folder, reason)
      }
      return OutputTarget(destination: destination, path: path, existing: existing, missingDirectories: missing)
    }
  }

  /// `ENOTDIR` as the folder that is a file; any other error as it is.
  private static func notADirectoryError(
    _ error: SystemError, destination: BytePath, folder: BytePath
  ) -> FileSystemError {
    guard error.code == ENOTDIR else { return FileSystemError(.write, destination, error) }
    // Some folder above is a regular file; name the outermost one, which is the one to fix.
    var candidate = folder
    var file = folder
    while candidate.parent != candidate {
      if let status = try? FileSystem.status(of: candidate), status.kind != .directory { file = candidate }
      candidate = candidate.parent
    }
    return FileSystemError(.write, destination, folder: file, reason: .parentIsNotADirectory)
  }

  /// Refuses a path that cannot name a file: empty, or holding a NUL byte (the kernel would see a
  /// shorter path).
  private static func checkPath(_ destination: BytePath) throws(FileSystemError) {
    guard !destination.isEmpty else {
      throw FileSystemError(.write, destination, reason: .invalidPath("the path is empty"))
    }
    guard !destination.bytes.contains(0) else {
      throw FileSystemError(.write, destination, reason: .invalidPath("it holds a NUL byte"))
    }
  }
}
