import CSystemCalls

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The POSIX calls the package's file handling needs, on ``BytePath``s, so that every byte of a
/// path reaches the kernel unchanged and every failure comes back as a ``FileSystemError``
/// naming the path.
///
/// Package-wide: every other module checks, lists and reads files through it without calling C
/// or Foundation's file APIs itself (`FileIOBoundaryTests` keeps it so).
package enum FileSystem {
  /// stat(2) (or lstat(2) when `followingLinks` is false); nil when nothing is at `path`.
  /// - Throws: ``FileSystemError`` (``FileSystemError/Operation/inspect``) for anything but a
  ///   missing file (a component that is not a directory, no search permission, a loop of links).
  package static func status(of path: BytePath, followingLinks: Bool = true) throws(FileSystemError) -> FileStatus? {
    do {
      return try systemStatus(of: path, followingLinks: followingLinks)
    } catch {
      throw FileSystemError(.inspect, path, error)
    }
  }

  /// ``status(of:followingLinks:)`` with the bare `errno`, for this module's own steps that
  /// word the failure themselves.
  static func systemStatus(of path: BytePath, followingLinks: Bool = true) throws(SystemError) -> FileStatus? {
    var result = stat()
    let code = try path.withCString { name in followingLinks ? stat(name, &result) : lstat(name, &result) }
    if code == 0 { return FileStatus(result) }
    if errno == ENOENT { return nil }
    throw .last
  }

  /// Flushes everything written to the file system holding `paths` to disk (syncfs(2)): what
  /// ``OutputTransaction/Durability/deferred`` leaves to its caller.
  ///
  /// syncfs needs an open descriptor on that file system, and a folder one may write into is not
  /// always one that may be opened (a `-wx` drop folder), so each path (folders or files, all on
  /// the same file system) is tried in turn; when none opens, sync(2) flushes every file system.
  /// - Throws: ``FileSystemError`` (``FileSystemError/Operation/write``, naming the path whose
  ///   file system failed) when the flush fails (an I/O error, a full disk on a network file
  ///   system).
  package static func synchronizeFileSystem(containing paths: [BytePath]) throws(FileSystemError) {
    for path in paths {
      do throws(SystemError) {
        if try synchronizeFileSystem(containing: path) { return }
      } catch {
        throw FileSystemError(.write, path, error)
      }
    }
    sync()
  }

  /// syncfs(2) (fsync(2) where there is none) through a descriptor on `path`; false when `path`
  /// cannot be opened.
  private static func synchronizeFileSystem(containing path: BytePath) throws(SystemError) -> Bool {
    let descriptor = try path.withCString { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    #if canImport(Darwin)
      guard fsync(descriptor) == 0 else { throw .last }
    #else
      guard snackbar_syncfs(descriptor) == 0 else { throw .last }
    #endif
    return true
  }

  /// Whether files can be created in and removed from the directory `path` (access(2) with
  /// `W_OK | X_OK`); the reason when not.
  static func checkWritableDirectory(_ path: BytePath) -> SystemError? {
    do {
      return try path.withCString { access($0, W_OK | X_OK) } == 0 ? nil : .last
    } catch {
      return error
    }
  }

  /// mkdir(2) with mode 0777 (less the umask).
  static func makeDirectory(_ path: BytePath) throws(SystemError) {
    guard try path.withCString({ mkdir($0, 0o777) }) == 0 else { throw .last }
  }

  /// rmdir(2); false when it failed (for example, the directory is not empty).
  @discardableResult
  static func removeDirectory(_ path: BytePath) -> Bool {
    (try? path.withCString { rmdir($0) }) == 0
  }

  /// unlink(2); false when it failed.
  @discardableResult
  package static func removeFile(_ path: BytePath) -> Bool {
    (try? path.withCString { unlink($0) }) == 0
  }

  /// rename(2): atomically puts `source` at `destination`, replacing what was there.
  static func rename(_ source: BytePath, to destination: BytePath) throws(SystemError) {
    let code = try source.withCString { (from) throws(SystemError) in
      try destination.withCString { to in posixRename(from, to) }
    }
    guard code == 0 else { throw .last }
  }

  /// link(2): a second name, `destination`, for the file `source`.
  static func link(_ source: BytePath, to destination: BytePath) throws(SystemError) {
    let code = try source.withCString { (from) throws(SystemError) in
      try destination.withCString { to in posixLink(from, to) }
    }
    guard code == 0 else { throw .last }
  }

  /// realpath(3): the absolute path of an existing file, with every link, `.` and `..` resolved.
  /// - Throws: ``FileSystemError`` (``FileSystemError/Operation/inspect``) with the system's reason.
  package static func resolvedPath(_ path: BytePath) throws(FileSystemError) -> BytePath {
    do throws(SystemError) {
      let resolved = try path.withCString { realpath($0, nil) }
      guard let resolved else { throw .last }
      defer { free(resolved) }
      return BytePath(
        bytes: UnsafeBufferPointer(start: resolved, count: strlen(resolved)).map { UInt8(bitPattern: $0) })
    } catch {
      throw FileSystemError(.inspect, path, error)
    }
  }

  /// getcwd(3).
  /// - Throws: ``FileSystemError`` (``FileSystemError/Operation/inspect`` of `.`) with the
  ///   system's reason (the folder was removed, no permission on a folder above it).
  package static func currentDirectory() throws(FileSystemError) -> BytePath {
    guard let directory = getcwd(nil, 0) else { throw FileSystemError(.inspect, BytePath("."), .last) }
    defer { free(directory) }
    return BytePath(
      bytes: UnsafeBufferPointer(start: directory, count: strlen(directory)).map { UInt8(bitPattern: $0) })
  }

  /// `path` made absolute against the current directory, as given otherwise (nothing resolved).
  package static func absolutePath(_ path: BytePath) -> BytePath {
    guard !path.isAbsolute, let directory = try? currentDirectory() else { return path }
    return directory.appending(path.bytes)
  }

  /// Creates a new file named `name` (with O_EXCL, so never an existing one) with mode 0666 less
  /// the umask, open for writing.
  /// - Returns: the descriptor; nil when the name is taken.
  static func createNewFile(_ path: BytePath) throws(SystemError) -> Int32? {
    let descriptor = try path.withCString { open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666) }
    if descriptor >= 0 { return descriptor }
    if errno == EEXIST { return nil }
    throw .last
  }
}

extension BytePath {
  /// Calls `body` with the path as a NUL-terminated C string, for a C library that takes a path
  /// (fontconfig); nil, without calling it, when the path holds a NUL byte.
  package func withCPath<Result>(_ body: (UnsafePointer<CChar>) -> Result) -> Result? {
    try? withCString { body($0) }
  }

  /// Calls `body` with the path as a NUL-terminated C string.
  /// - Throws: `EINVAL` when the path holds a NUL byte (the kernel would see a shorter path).
  func withCString<Result>(_ body: (UnsafePointer<CChar>) throws(SystemError) -> Result) throws(SystemError)
    -> Result
  {
    guard !bytes.contains(0) else { throw SystemError(code: EINVAL) }
    let terminated = bytes.map { CChar(bitPattern: $0) } + [0]
    return try terminated.withUnsafeBufferPointer { (buffer) throws(SystemError) -> Result in
      guard let base = buffer.baseAddress else { throw SystemError(code: EINVAL) }
      return try body(base)
    }
  }
}

/// rename(2) and link(2), under names `FileSystem`'s own methods do not shadow.
private func posixRename(_ source: UnsafePointer<CChar>, _ destination: UnsafePointer<CChar>) -> Int32 {
  rename(source, destination)
}

private func posixLink(_ source: UnsafePointer<CChar>, _ destination: UnsafePointer<CChar>) -> Int32 {
  link(source, destination)
}

extension FileSystem {
  /// The absolute path `path` names, with links, `.` and `..` resolved as far as the file system
  /// goes: the longest existing prefix through realpath(3), the rest (not there yet) lexically,
  /// except that a link in the rest (one whose target does not exist yet, so realpath stopped
  /// before it) is followed by its text: `ndl/a.png`, with `ndl` a link to a folder an earlier
  /// output creates, is that folder's `a.png`. Two outputs with the same canonical path would be
  /// the same file once written.
  package static func canonicalPath(_ path: BytePath) -> BytePath {
    canonicalPath(path, linksLeft: 40)
  }

  /// ``canonicalPath(_:)``, following at most `linksLeft` more dangling links (as many as the
  /// kernel follows in one path, ELOOP); beyond, the rest is taken lexically.
  private static func canonicalPath(_ path: BytePath, linksLeft: Int) -> BytePath {
    var existing = absolutePath(path).components
    var missing: [[UInt8]] = []
    var base = BytePath("/")
    while !existing.isEmpty {
      let prefix = BytePath(bytes: existing.joined(separator: [BytePath.slash])).absoluteFromRoot
      if let resolved = try? resolvedPath(prefix) {
        base = resolved
        break
      }
      missing.insert(existing.removeLast(), at: 0)
    }
    var components = base.components
    for (index, component) in missing.enumerated() {
      switch component {
      case Array(".".utf8): continue
      case Array("..".utf8): if !components.isEmpty { components.removeLast() }
      default:
        let folder = BytePath(bytes: components.joined(separator: [BytePath.slash])).absoluteFromRoot
        if linksLeft > 0, let target = danglingLinkTarget(folder.appending(component)) {
          let start = target.isAbsolute ? target : folder.appending(target.bytes)
          let rest = missing[(index + 1)...].reduce(start) { $0.appending($1) }
          return canonicalPath(rest, linksLeft: linksLeft - 1)
        }
        components.append(component)
      }
    }
    return BytePath(bytes: components.joined(separator: [BytePath.slash])).absoluteFromRoot
  }

  /// The text of the link at `path` (readlink(2)), or nil when `path` is not a link.
  private static func danglingLinkTarget(_ path: BytePath) -> BytePath? {
    guard let status = try? status(of: path, followingLinks: false), status.kind == .symbolicLink else {
      return nil
    }
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let length =
      (try? path.withCString { name in
        buffer.withUnsafeMutableBufferPointer { buffer in
          guard let base = buffer.baseAddress else { return -1 }
          return readlink(name, base, buffer.count)
        }
      }) ?? -1
    guard length > 0, length < buffer.count else { return nil }
    return BytePath(bytes: buffer.prefix(length).map { UInt8(bitPattern: $0) })
  }
}

extension BytePath {
  /// `/` followed by these bytes.
  fileprivate var absoluteFromRoot: BytePath { BytePath(bytes: [BytePath.slash] + bytes) }
}
