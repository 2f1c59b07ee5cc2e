#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A folder of one of the renderer's caches, open as a descriptor, and the calls that read and
/// replace its entries as untrusted input.
///
/// Whoever can write a cache (a CI cache restored from another job, an archive unpacked over it)
/// can put links, FIFOs, devices and huge sparse files where the renderer expects its own files.
/// So below the cache's base folder every entry is reached from an open folder with the `*at()`
/// calls and no link is ever followed (`O_NOFOLLOW`, `AT_SYMLINK_NOFOLLOW`); a file is opened only
/// when it is a regular file, and read only up to a size its caller bounds, checked with `fstat`
/// before a byte is allocated; a file is replaced by a new file (`O_EXCL`) renamed over the entry
/// itself, so a link at the destination is replaced, never written through. Paths are bytes
/// (``BytePath``) from end to end.
///
/// The base folder itself (`$XDG_CACHE_HOME/material-snackbar`) is opened like any path the user
/// gives, links included: placing it elsewhere is the user's choice.
package final class CacheFolder: Sendable {
  /// The folder's path: for messages, and for libraries that take paths (fontconfig).
  package let path: BytePath
  /// `O_RDONLY | O_DIRECTORY`, closed with the object.
  private let descriptor: Int32

  private init(descriptor: Int32, path: BytePath) {
    self.descriptor = descriptor
    self.path = path
  }

  deinit {
    close(descriptor)
  }

  /// Opens the folder `base`, following links, and when `creating`, makes it and its missing
  /// parents first (by default mode 0700, as the XDG base directory specification asks of the
  /// cache).
  /// - Throws: ``FileSystemError`` naming `base`: ``FileSystemError/Reason/missing``, or the
  ///   system's reason (not a folder, no permission).
  package static func open(
    _ base: BytePath, creating: Bool, mode: mode_t = 0o700
  ) throws(FileSystemError) -> CacheFolder {
    let flags = O_RDONLY | O_DIRECTORY | O_CLOEXEC
    var descriptor = try call(.open, base) { posixOpen($0, flags) }
    if descriptor < 0, errno == ENOENT, creating {
      try makeFolders(base, for: base, mode: mode)
      descriptor = try call(.open, base) { posixOpen($0, flags) }
    }
    guard descriptor >= 0 else { throw failure(.open, base) }
    return CacheFolder(descriptor: descriptor, path: base)
  }

  /// mkdir -p, following links (only for the base folder, which is the user's).
  private static func makeFolders(_ path: BytePath, for base: BytePath, mode: mode_t) throws(FileSystemError) {
    if try call(.createDirectory, path, { mkdir($0, mode) }) == 0 || errno == EEXIST { return }
    guard errno == ENOENT, path.parent != path else {
      throw FileSystemError(.createDirectory, base, folder: path, .last)
    }
    try makeFolders(path.parent, for: base, mode: mode)
    guard try call(.createDirectory, path, { mkdir($0, mode) }) == 0 || errno == EEXIST else {
      throw FileSystemError(.createDirectory, base, folder: path, .last)
    }
  }

  /// Opens the folder `name` in this one, never through a link. When `creating`, a missing folder
  /// is made (by default 0700) and anything else in its place (a link, a file, a FIFO) is removed first, so
  /// that the cache repairs itself; otherwise that is ``FileSystemError/Reason/notADirectory(_:)``.
  package func folder(_ name: [UInt8], creating: Bool, mode: mode_t = 0o700) throws(FileSystemError) -> CacheFolder {
    let entry = path.appending(name)
    for attempt in 0..<3 {
      let opened = try Self.call(.open, entry, name: name) {
        openat(descriptor, $0, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
      }
      if opened >= 0 { return CacheFolder(descriptor: opened, path: entry) }
      switch errno {
      case ENOENT:
        guard creating else { throw FileSystemError(.open, entry, reason: .missing) }
      case ELOOP, ENOTDIR:
        // O_DIRECTORY checks the kind before opening, so a FIFO here never blocks.
        let kind = (try? status(of: name).kind) ?? .unknown
        guard creating, attempt == 0 else { throw FileSystemError(.open, entry, reason: .notADirectory(kind)) }
        remove(name)
      default:
        throw FileSystemError(.open, entry, .last)
      }
      // EEXIST: another process made it in between.
      guard
        try Self.call(.createDirectory, entry, name: name, { mkdirat(descriptor, $0, mode) }) == 0 || errno == EEXIST
      else {
        throw FileSystemError(.createDirectory, entry, .last)
      }
    }
    throw FileSystemError(.open, entry, SystemError(code: EAGAIN))
  }

  /// ``folder(_:creating:)`` for each of `names` in turn, from this folder down.
  package func folder(path names: [[UInt8]], creating: Bool) throws(FileSystemError) -> CacheFolder {
    var folder = self
    for name in names { folder = try folder.folder(name, creating: creating) }
    return folder
  }

  /// What the entry `name` is, not following a link (fstatat with `AT_SYMLINK_NOFOLLOW`).
  /// - Throws: ``FileSystemError`` (``FileSystemError/Operation/inspect``):
  ///   ``FileSystemError/Reason/missing`` or the system's reason.
  package func status(of name: [UInt8]) throws(FileSystemError) -> FileStatus {
    var result = stat()
    let entry = path.appending(name)
    guard try Self.call(.inspect, entry, name: name, { fstatat(descriptor, $0, &result, AT_SYMLINK_NOFOLLOW) }) == 0
    else {
      throw Self.failure(.inspect, entry)
    }
    return FileStatus(result)
  }

  /// The names in this folder (without `.` and `..`), in the file system's order.
  /// - Throws: ``FileSystemError`` (``FileSystemError/Operation/list``):
  ///   ``FileSystemError/Reason/tooManyEntries(limit:)`` past `limit` names: a cache folder holds
  ///   a few files, and listing millions planted there would cost every process.
  package func entries(limit: Int) throws(FileSystemError) -> [[UInt8]] {
    // A descriptor of its own: fdopendir takes it over, and a dup would share the read position.
    let listing = openat(descriptor, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard listing >= 0 else { throw FileSystemError(.list, path, .last) }
    guard let stream = fdopendir(listing) else {
      let error = SystemError.last
      close(listing)
      throw FileSystemError(.list, path, error)
    }
    defer { closedir(stream) }
    let names: [[UInt8]]?
    do {
      names = try FileSystem.entryNames(stream, limit: limit)
    } catch {
      throw FileSystemError(.list, path, error)
    }
    guard let names else { throw FileSystemError(.list, path, reason: .tooManyEntries(limit: limit)) }
    return names
  }

  /// The whole content of the regular file `name`, of at most `maximumSize` bytes.
  ///
  /// The kind is checked before opening (a device is never opened, whatever opening it would do)
  /// and again on the open descriptor, with the size, before anything is allocated; the open
  /// does not follow a link and does not wait for a FIFO's writer (a ``ReadOnlyFile``, the
  /// bounded reader the package's other reads use). Exactly the size `fstat` gave is read, at
  /// most: a file that grows meanwhile is read as it was.
  /// - Throws: ``FileSystemError`` (``FileSystemError/Operation/read``):
  ///   ``FileSystemError/Reason/missing``, ``FileSystemError/Reason/notARegularFile(_:)`` (a link,
  ///   a FIFO, a device), ``FileSystemError/Reason/isADirectory``,
  ///   ``FileSystemError/Reason/tooLarge(size:limit:)``, or the system's reason.
  package func readFile(_ name: [UInt8], maximumSize: Int) throws(FileSystemError) -> [UInt8] {
    let entry = path.appending(name)
    let file: ReadOnlyFile
    do {
      try Self.checkRegular(try status(of: name), maximumSize: maximumSize, entry: entry)
      file = try ReadOnlyFile(name, inFolder: descriptor, path: entry)
    } catch {
      switch error.reason {
      case .system(ENOENT): throw FileSystemError(.read, entry, reason: .missing)
      case .system(ELOOP):
        throw FileSystemError(.read, entry, reason: .notARegularFile(.symbolicLink))
      default: throw FileSystemError(.read, entry, reason: error.reason)
      }
    }
    // The entry may have been replaced between the fstatat above and the open.
    try Self.checkRegular(file.status, maximumSize: maximumSize, entry: entry)
    return try file.readBytes(upTo: Int(file.status.size))
  }

  private static func checkRegular(_ status: FileStatus, maximumSize: Int, entry: BytePath) throws(FileSystemError) {
    guard status.kind == .regular else {
      throw FileSystemError(
        .read, entry, reason: status.kind == .directory ? .isADirectory : .notARegularFile(status.kind))
    }
    guard status.size <= Int64(maximumSize) else {
      throw FileSystemError(.read, entry, reason: .tooLarge(size: status.size, limit: maximumSize))
    }
  }

  /// Puts a file holding `bytes` at `name`: written to a new file of a unique name in this folder
  /// (`O_CREAT | O_EXCL | O_NOFOLLOW`, mode 0600), then renamed over the entry itself, so that
  /// readers see the old file or the new one, and a link or FIFO at `name` is replaced, never
  /// written through or waited on. Not flushed to disk: every reader checks what it reads, and a
  /// file torn by a power cut is a miss like any other damage.
  /// - Throws: ``FileSystemError`` with the system's reason; the new file is removed.
  package func replaceFile(_ name: [UInt8], with bytes: [UInt8]) throws(FileSystemError) {
    let entry = path.appending(name)
    let temporary = Array(".".utf8) + name + Array(".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))".utf8)
    let flags = O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC
    let file = try Self.call(.createTemporaryFile, entry, name: temporary) { openat(descriptor, $0, flags, 0o600) }
    guard file >= 0 else { throw FileSystemError(.createTemporaryFile, entry, folder: path, .last) }
    var written = 0
    var failure: SystemError?
    bytes.withUnsafeBytes { buffer in
      while written < buffer.count, failure == nil {
        let count = write(file, buffer.baseAddress.map { $0 + written }, buffer.count - written)
        if count >= 0 {
          written += count
        } else if errno != EINTR {
          failure = .last
        }
      }
    }
    if close(file) != 0, failure == nil { failure = .last }
    do throws(FileSystemError) {
      if let failure { throw FileSystemError(.write, entry, failure) }
      do {
        try rename(temporary, to: name, as: entry)
      } catch  where [EISDIR, ENOTEMPTY, EEXIST].contains(error.systemCode) {
        // A folder in the file's place: removed, without following anything in it.
        remove(name)
        try rename(temporary, to: name, as: entry)
      }
    } catch {
      remove(temporary)
      throw error
    }
  }

  /// Appends `bytes` to the regular file `name`, creating it (mode 0644) when missing, with one
  /// `write(2)` under `O_APPEND`, so that lines several processes append never interleave. A link,
  /// FIFO or device at `name` is never written through or waited on: it is
  /// ``FileSystemError/Reason/notARegularFile(_:)``.
  package func append(_ name: [UInt8], _ bytes: [UInt8]) throws(FileSystemError) {
    let entry = path.appending(name)
    let flags = O_WRONLY | O_CREAT | O_APPEND | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC
    let file = try Self.call(.write, entry, name: name) { openat(descriptor, $0, flags, 0o644) }
    guard file >= 0 else {
      if errno == ELOOP { throw FileSystemError(.write, entry, reason: .notARegularFile(.symbolicLink)) }
      throw FileSystemError(.write, entry, .last)
    }
    defer { close(file) }
    var opened = stat()
    guard fstat(file, &opened) == 0 else { throw FileSystemError(.write, entry, .last) }
    let kind = FileStatus(opened).kind
    guard kind == .regular else { throw FileSystemError(.write, entry, reason: .notARegularFile(kind)) }
    let written = bytes.withUnsafeBytes { buffer in
      buffer.baseAddress.map { write(file, $0, buffer.count) } ?? 0
    }
    guard written == bytes.count else {
      throw FileSystemError(.write, entry, written < 0 ? .last : SystemError(code: EIO))
    }
  }

  /// Whether `name` is a regular file whose content begins with `prefix` (read without following
  /// a link or opening anything but a regular file).
  package func fileBegins(_ name: [UInt8], with prefix: [UInt8]) -> Bool {
    guard (try? status(of: name).kind) == .regular,
      let file = try? Self.call(
        .read, path, name: name, { openat(descriptor, $0, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC) }),
      file >= 0
    else { return false }
    defer { close(file) }
    var opened = stat()
    guard fstat(file, &opened) == 0, FileStatus(opened).kind == .regular else { return false }
    var head = [UInt8](repeating: 0, count: prefix.count)
    var count = 0
    while count < head.count {
      let got = head.withUnsafeMutableBytes { read(file, $0.baseAddress.map { $0 + count }, $0.count - count) }
      if got > 0 {
        count += got
      } else if got == 0 || errno != EINTR {
        return false
      }
    }
    return head == prefix
  }

  /// Renames the entry `name` to `newName` in this folder (renameat): a file replaces what is
  /// there, a folder replaces only an empty folder (a non-empty one stays, and this throws).
  package func rename(_ name: [UInt8], to newName: [UInt8]) throws(FileSystemError) {
    try rename(name, to: newName, as: path.appending(name))
  }

  /// ``rename(_:to:)``, naming `shown` in its error (``FileSystemError/Operation/replace``).
  private func rename(_ name: [UInt8], to newName: [UInt8], as shown: BytePath) throws(FileSystemError) {
    let code = try Self.call(.replace, shown, name: name) { (from) throws(FileSystemError) in
      try Self.call(.replace, shown, name: newName) { to in renameat(descriptor, from, descriptor, to) }
    }
    guard code == 0 else { throw FileSystemError(.replace, shown, .last) }
  }

  /// The target of the link `name` (readlinkat): the link itself, never what it points to.
  /// - Throws: ``FileSystemError/Reason/notASymbolicLink(_:)`` when `name` is not a link.
  package func linkTarget(_ name: [UInt8]) throws(FileSystemError) -> [UInt8] {
    let entry = path.appending(name)
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let length = try Self.call(.readLink, entry, name: name) { name in
      buffer.withUnsafeMutableBufferPointer { buffer in
        // Never nil: the buffer is not empty.
        guard let base = buffer.baseAddress else { return -1 }
        return readlinkat(descriptor, name, base, buffer.count)
      }
    }
    guard length >= 0 else {
      if errno == EINVAL {
        throw FileSystemError(.readLink, entry, reason: .notASymbolicLink((try? status(of: name).kind) ?? .unknown))
      }
      throw Self.failure(.readLink, entry)
    }
    return buffer.prefix(length).map { UInt8(bitPattern: $0) }
  }

  /// Makes a link `name` to `target` (symlinkat).
  package func makeLink(_ name: [UInt8], to target: [UInt8]) throws(FileSystemError) {
    let entry = path.appending(name)
    let code = try Self.call(.createLink, entry, name: target) { (target) throws(FileSystemError) in
      try Self.call(.createLink, entry, name: name) { symlinkat(target, descriptor, $0) }
    }
    guard code == 0 else { throw FileSystemError(.createLink, entry, .last) }
  }

  /// Removes the entry `name`: a file, link, FIFO or device is unlinked (a link's target is never
  /// touched); a folder is emptied the same way, depth first, without following any link, then
  /// removed. `false` when something could not be removed.
  @discardableResult
  package func remove(_ name: [UInt8]) -> Bool {
    remove(name, depth: 0)
  }

  /// Folders nested deeper than this are left: no cache of the renderer's nests beyond 2, and
  /// recursion on a planted chain of thousands of folders would exhaust the stack.
  private static let deepestRemoval = 16

  private func remove(_ name: [UInt8], depth: Int) -> Bool {
    guard let unlinked = try? Self.call(.remove, path, name: name, { unlinkat(descriptor, $0, 0) }) else {
      return false
    }
    if unlinked == 0 || errno == ENOENT { return true }
    guard errno == EISDIR, depth < Self.deepestRemoval,
      let inner = try? folder(name, creating: false),
      let names = try? inner.entries(limit: 1 << 16)
    else { return false }
    var removed = true
    for entry in names where !inner.remove(entry, depth: depth + 1) { removed = false }
    guard removed, let code = try? Self.call(.remove, path, name: name, { unlinkat(descriptor, $0, AT_REMOVEDIR) })
    else { return false }
    return code == 0 || errno == ENOENT
  }

  /// Sets the folder's modification time to now (futimens), as a mark of use.
  package func markUsed() {
    futimens(descriptor, nil)
  }

  /// Whether files can be created in and removed from this folder.
  package var isWritable: Bool {
    faccessat(descriptor, ".", W_OK | X_OK, 0) == 0
  }

  /// Calls `body` with `name` (by default `path` itself) as a C string; an empty name, or one with
  /// a NUL byte, is refused (`EINVAL`, as an error of `operation` on `path`), since the kernel
  /// would see a shorter one.
  private static func call<Result>(
    _ operation: FileSystemError.Operation, _ path: BytePath, name: [UInt8]? = nil,
    _ body: (UnsafePointer<CChar>) throws(FileSystemError) -> Result
  ) throws(FileSystemError) -> Result {
    let bytes = name ?? path.bytes
    guard !bytes.contains(0), !bytes.isEmpty else { throw FileSystemError(operation, path, SystemError(code: EINVAL)) }
    let terminated = bytes.map { CChar(bitPattern: $0) } + [0]
    return try terminated.withUnsafeBufferPointer { (buffer) throws(FileSystemError) -> Result in
      guard let base = buffer.baseAddress else { throw FileSystemError(operation, path, SystemError(code: EINVAL)) }
      return try body(base)
    }
  }

  /// The failure of `operation` on `path` that `errno` describes: ``FileSystemError/Reason/missing``
  /// for `ENOENT`.
  private static func failure(_ operation: FileSystemError.Operation, _ path: BytePath) -> FileSystemError {
    let error = SystemError.last
    return FileSystemError(operation, path, reason: error.code == ENOENT ? .missing : .system(errno: error.code))
  }
}

extension FileSystemError {
  /// The `errno` behind the error; nil for a reason of the module's own.
  package var systemCode: Int32? {
    if case .system(let code) = reason { return code }
    return nil
  }

  /// Whether nothing is at the path: ``Reason/missing``, or the system's `ENOENT`.
  package var isMissing: Bool { reason == .missing || systemCode == ENOENT }
}

extension FileSystemError.Reason {
  /// The reason as the cache check (`snackbar doctor --cache`) words it, where every failure is
  /// an entry to repair: "missing", "a FIFO (named pipe) in place of the cache's own entry",
  /// "16777217 bytes, larger than any valid entry (16777216)".
  package var cacheEntryDescription: String {
    switch self {
    case .missing: return "missing"
    case .isADirectory: return "\(FileKind.directory.name) in place of the cache's own entry"
    case .notARegularFile(let kind), .notADirectory(let kind), .notASymbolicLink(let kind):
      return "\(kind.name) in place of the cache's own entry"
    case .tooLarge(let size?, let limit): return "\(size) bytes, larger than any valid entry (\(limit))"
    case .tooManyEntries(let limit): return "more than \(limit) entries"
    default: return description
    }
  }
}

/// open(2), under a name ``CacheFolder/open(_:creating:)`` does not shadow.
private func posixOpen(_ path: UnsafePointer<CChar>, _ flags: Int32) -> Int32 {
  open(path, flags)
}
