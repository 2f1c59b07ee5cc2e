#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where an output will go, checked before anything is written: the file a rename will replace
/// (through a symbolic link, its target), whether it exists, and the folders to create first.
///
/// Checking every output of a command first turns "the second file failed after the first was
/// written" into "nothing was written"; ``OutputTransaction`` checks again when it stages, as the
/// disk may change in between.
package struct OutputTarget: Sendable, Equatable {
  /// The path as the caller gave it, for messages.
  package let destination: BytePath
  /// The path the finished file is renamed onto: `destination`, or the file its link points to.
  package let path: BytePath
  /// The file being replaced, nil for a new one.
  package let existing: FileStatus?
  /// Missing folders above `path`, outermost first.
  package let missingDirectories: [BytePath]

  /// Checks that `destination` can be written atomically: not a directory or a device, below
  /// folders that exist (or can be created where a folder exists) and accept new files.
  /// - Throws: ``AtomicFileError`` naming `destination` and what is wrong.
  package static func check(_ destination: BytePath) throws(AtomicFileError) -> OutputTarget {
    let shown = destination.description
    guard !destination.isEmpty else { throw .invalidPath(path: shown, reason: "the path is empty") }
    guard !destination.bytes.contains(0) else { throw .invalidPath(path: shown, reason: "it holds a NUL byte") }
    guard destination.bytes.last != BytePath.slash else {
      throw .invalidPath(path: shown, reason: "it ends with /, so it names a directory; give a file path")
    }
    let (path, existing) = try resolve(destination)
    if let existing {
      guard existing.kind != .directory else { throw .isADirectory(path: shown) }
      guard existing.kind == .regular else { throw .notARegularFile(path: shown, kind: existing.kind.name) }
    }
    return try withParentFolders(destination: destination, path: path, existing: existing)
  }

  /// Checks that `destination` can be replaced as a folder, as a unit (``OutputTransaction/stageFolder(at:)``):
  /// nothing is there or a folder is (not a link, which would be replaced rather than followed,
  /// nor a file), below folders that exist (or can be created where a folder exists) and accept
  /// new entries.
  /// - Throws: ``AtomicFileError`` naming `destination` and what is wrong.
  package static func checkFolder(_ destination: BytePath) throws(AtomicFileError) -> OutputTarget {
    let shown = destination.description
    guard !destination.isEmpty else { throw .invalidPath(path: shown, reason: "the path is empty") }
    guard !destination.bytes.contains(0) else { throw .invalidPath(path: shown, reason: "it holds a NUL byte") }
    let existing: FileStatus?
    do {
      existing = try FileSystem.status(of: destination, followingLinks: false)
    } catch {
      throw notADirectoryError(error, destination: destination, folder: destination.parent)
    }
    if let existing, existing.kind != .directory {
      throw .invalidPath(
        path: shown,
        reason: "it is \(existing.kind.name), not a folder; the folder is replaced as a unit, so move it away")
    }
    // The old folder's files are removed once the new one is in place.
    if existing != nil, let reason = FileSystem.checkWritableDirectory(destination) {
      throw .notWritable(path: shown, directory: shown, reason: reason.description)
    }
    return try withParentFolders(destination: destination, path: destination, existing: existing)
  }

  /// The target at `path`, once the folders above it are found to exist (or to be creatable)
  /// and to accept new entries.
  private static func withParentFolders(
    destination: BytePath, path: BytePath, existing: FileStatus?
  ) throws(AtomicFileError) -> OutputTarget {
    let shown = destination.description
    var missing: [BytePath] = []
    var folder = path.parent
    while true {
      let status: FileStatus?
      do {
        status = try FileSystem.status(of: folder)
      } catch {
        throw notADirectoryError(error, destination: destination, folder: folder)
      }
      guard let status else {
        // Only a deleted current directory can be missing all the way up.
        guard folder.parent != folder else {
          throw .cannotAccess(path: shown, reason: "\(folder) does not exist")
        }
        missing.insert(folder, at: 0)
        folder = folder.parent
        continue
      }
      guard status.kind == .directory else {
        throw .parentIsNotADirectory(path: shown, parent: folder.description)
      }
      if let reason = FileSystem.checkWritableDirectory(folder) {
        throw .notWritable(path: shown, directory: folder.description, reason: reason.description)
      }
      return OutputTarget(destination: destination, path: path, existing: existing, missingDirectories: missing)
    }
  }

  /// The path to replace and what is there: a link to an existing file stands for that file, so
  /// the link survives and its target gets the new content.
  private static func resolve(_ destination: BytePath) throws(AtomicFileError) -> (BytePath, FileStatus?) {
    do {
      guard let status = try FileSystem.status(of: destination, followingLinks: false) else {
        return (destination, nil)
      }
      guard status.kind == .symbolicLink, let target = try FileSystem.status(of: destination) else {
        return (destination, status)
      }
      return (try FileSystem.resolvedPath(destination), target)
    } catch {
      throw notADirectoryError(error, destination: destination, folder: destination.parent)
    }
  }

  /// `ENOTDIR` as the folder that is a file; any other error as it is.
  private static func notADirectoryError(
    _ error: SystemError, destination: BytePath, folder: BytePath
  ) -> AtomicFileError {
    guard error.code == ENOTDIR else { return .cannotAccess(path: destination.description, reason: error.description) }
    // Some folder above is a regular file; name the outermost one, which is the one to fix.
    var candidate = folder
    var file = folder
    while candidate.parent != candidate {
      if let status = try? FileSystem.status(of: candidate), status.kind != .directory { file = candidate }
      candidate = candidate.parent
    }
    return .parentIsNotADirectory(path: destination.description, parent: file.description)
  }
}
