#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A named file open for reading as untrusted input, read a piece at a time: the package's one
/// way of opening a file to read, under the bounded read (``FileSystem/read(_:limit:kinds:)``)
/// and the streamed ones (a PNG golden, decoded as it is read).
///
/// Opening never blocks: the file is opened non-blocking, so a FIFO with no writer cannot hang
/// the caller before its kind is seen, and only a regular file (or, unless `regularFilesOnly`, a
/// character device such as `/dev/stdin`) is kept; a directory, a FIFO or a socket is refused
/// unread. Reads then block as usual, so a terminal or a slow device is waited for rather than an
/// `EAGAIN` error. Every failure is a ``FileSystemError`` naming the path as given.
package final class ReadOnlyFile {
  /// The path as the caller gave it, for messages.
  package let path: BytePath
  /// What the open descriptor is (fstat(2)): checked, so never a directory, FIFO or socket.
  package let status: FileStatus
  /// `O_RDONLY`, closed with the object.
  let descriptor: Int32

  /// Opens the file at `path`. With `followingLinks` false a link at `path` is not followed
  /// (`O_NOFOLLOW`: the system's `ELOOP`), for readers that walk a folder without following links.
  /// - Throws: ``FileSystemError`` (``FileSystemError/Operation/read``):
  ///   ``FileSystemError/Reason/isADirectory``, ``FileSystemError/Reason/notARegularFile(_:)``
  ///   for a FIFO, a socket or (with `regularFilesOnly`) a device, or the system's reason (no such
  ///   file, no permission).
  package convenience init(_ path: BytePath, followingLinks: Bool = true, regularFilesOnly: Bool = false)
    throws(FileSystemError)
  {
    let flags = Self.flags | (followingLinks ? 0 : O_NOFOLLOW)
    let descriptor: Int32
    do {
      descriptor = try path.withCString { open($0, flags) }
    } catch {
      throw FileSystemError(.read, path, error)
    }
    try self.init(opened: descriptor, path: path, regularFilesOnly: regularFilesOnly)
  }

  /// Opens the entry `name` of the open folder `folder` (openat(2)), never through a link
  /// (`O_NOFOLLOW`: the system's `ELOOP`), and only a regular file; `path` names it in messages.
  /// - Throws: as ``init(_:followingLinks:regularFilesOnly:)``.
  package convenience init(_ name: [UInt8], inFolder folder: Int32, path: BytePath) throws(FileSystemError) {
    let descriptor: Int32
    do throws(SystemError) {
      guard !name.isEmpty else { throw SystemError(code: EINVAL) }
      descriptor = try BytePath(bytes: name).withCString { openat(folder, $0, Self.flags | O_NOFOLLOW) }
    } catch {
      throw FileSystemError(.read, path, error)
    }
    try self.init(opened: descriptor, path: path, regularFilesOnly: true)
  }

  /// Opens the file `components` names below the folder `root`, never through a link on the way
  /// or at the end, and only a regular file: for untrusted folders (a matrix shard, an artifacts
  /// folder) whose files must not be anything of the machine's outside them. `root` itself is
  /// opened as the user named it, links included: placing it is the user's choice. Each folder on
  /// the way is opened from the one before (`openat` with `O_NOFOLLOW | O_DIRECTORY`), so a folder
  /// swapped for a link between a check and the open cannot redirect it.
  /// - Throws: ``FileSystemError`` (``FileSystemError/Operation/read``) naming the whole path:
  ///   ``FileSystemError/Reason/invalidPath(_:)`` for no component or an empty, `.` or `..` one,
  ///   ``FileSystemError/Reason/notADirectory(_:)`` naming the folder on the way that is a link or
  ///   a file, ``FileSystemError/Reason/notARegularFile(_:)`` (a link at the end is
  ///   ``FileKind/symbolicLink``), or the system's reason.
  package convenience init(_ components: [[UInt8]], under root: BytePath) throws(FileSystemError) {
    var path = root
    for component in components { path = path.appending(component) }
    guard let name = components.last,
      components.allSatisfy({ !$0.isEmpty && $0 != [0x2E] && $0 != [0x2E, 0x2E] && !$0.contains(0x2F) })
    else {
      throw FileSystemError(.read, path, reason: .invalidPath("it must be a relative path of plain names"))
    }
    let folderFlags = O_RDONLY | O_DIRECTORY | O_CLOEXEC
    var folder: Int32
    do {
      folder = try root.withCString { open($0, folderFlags) }
    } catch {
      throw FileSystemError(.read, path, folder: root, error)
    }
    guard folder >= 0 else { throw FileSystemError(.read, path, folder: root, .last) }
    defer { close(folder) }
    var reached = root
    for component in components.dropLast() {
      reached = reached.appending(component)
      let next: Int32
      do {
        next = try BytePath(bytes: component).withCString { openat(folder, $0, folderFlags | O_NOFOLLOW) }
      } catch {
        throw FileSystemError(.read, path, folder: reached, error)
      }
      guard next >= 0 else {
        let code = errno
        guard code == ELOOP || code == ENOTDIR else {
          throw FileSystemError(.read, path, folder: reached, SystemError(code: code))
        }
        var status = stat()
        let found = (try? BytePath(bytes: component).withCString { fstatat(folder, $0, &status, AT_SYMLINK_NOFOLLOW) })
        throw FileSystemError(
          .read, path, folder: reached, reason: .notADirectory(found == 0 ? FileStatus(status).kind : .unknown))
      }
      close(folder)
      folder = next
    }
    do {
      try self.init(name, inFolder: folder, path: path)
    } catch {
      guard error.reason == .system(errno: ELOOP) else { throw error }
      throw FileSystemError(.read, path, reason: .notARegularFile(.symbolicLink))
    }
  }

  /// Non-blocking until the kind is known; no controlling terminal taken.
  private static let flags = O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY

  /// Keeps `descriptor`, just opened (negative when the open failed, with `errno` set), once it
  /// is found to be a file that may be read; closes it otherwise.
  private init(opened descriptor: Int32, path: BytePath, regularFilesOnly: Bool) throws(FileSystemError) {
    guard descriptor >= 0 else { throw FileSystemError(.read, path, .last) }
    do throws(FileSystemError) {
      var status = stat()
      guard fstat(descriptor, &status) == 0 else { throw FileSystemError(.read, path, .last) }
      let kind = FileStatus(status).kind
      guard kind != .directory else { throw FileSystemError(.read, path, reason: .isADirectory) }
      guard kind == .regular || (kind == .characterDevice && !regularFilesOnly) else {
        throw FileSystemError(.read, path, reason: .notARegularFile(kind))
      }
      // Blocking again: a terminal or a slow device is then waited for, not an EAGAIN error.
      let flags = fcntl(descriptor, F_GETFL)
      guard flags >= 0, fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) == 0 else {
        throw FileSystemError(.read, path, .last)
      }
      self.path = path
      self.status = FileStatus(status)
      self.descriptor = descriptor
    } catch {
      close(descriptor)
      throw error
    }
  }

  deinit {
    close(descriptor)
  }

  /// Reads the next bytes of the file into `buffer` (one read(2), retried when interrupted).
  /// - Returns: how many bytes were read; 0 at the end of the file.
  /// - Throws: ``FileSystemError`` (``FileSystemError/Operation/read``) with the system's reason.
  package func read(into buffer: UnsafeMutableRawBufferPointer) throws(FileSystemError) -> Int {
    guard !buffer.isEmpty else { return 0 }
    while true {
      let count = systemRead(descriptor, buffer.baseAddress, buffer.count)
      if count >= 0 { return count }
      if errno != EINTR { throw FileSystemError(.read, path, .last) }
    }
  }
}

extension ReadOnlyFile {
  /// The rest of the file, if it has at most `limit` bytes: the bound of the package's one
  /// bounded read (``FileSystem/read(_:limit:kinds:)``, and a file opened below a folder).
  /// - Throws: ``FileSystemError`` (``FileSystemError/Operation/read``):
  ///   ``FileSystemError/Reason/tooLarge(size:limit:)`` (with no size) past `limit`, or the
  ///   system's reason.
  package func readAll(limit: Int) throws(FileSystemError) -> [UInt8] {
    // One byte past the limit tells a file that is too large from one exactly at it.
    let limit = max(limit, 0)
    let bytes = try readBytes(upTo: limit == .max ? .max : limit + 1)
    guard bytes.count <= limit else { throw FileSystemError(.read, path, reason: .tooLarge(size: nil, limit: limit)) }
    return bytes
  }

  /// At most `count` bytes from here to the end of the file: all of a shorter file, and never
  /// more, so a 10 GB file or `/dev/zero` costs `count` bytes. A regular file's size (from the
  /// open) is read straight into an array of that size, nothing allocated beyond `count`;
  /// what lies past it (a file that grew, a device) is read on in pieces of at most 64 KiB.
  /// - Throws: ``FileSystemError`` (``FileSystemError/Operation/read``) with the system's reason.
  package func readBytes(upTo count: Int) throws(FileSystemError) -> [UInt8] {
    let expected = status.kind == .regular ? min(max(count, 0), Int(clamping: max(status.size, 0))) : 0
    var failure: FileSystemError?
    var ended = false
    var bytes = [UInt8](unsafeUninitializedCapacity: expected) { buffer, initialized in
      initialized = 0
      let raw = UnsafeMutableRawBufferPointer(buffer)
      while initialized < expected {
        do throws(FileSystemError) {
          let got = try read(into: UnsafeMutableRawBufferPointer(rebasing: raw[initialized...]))
          if got == 0 {
            ended = true  // The file shrank.
            return
          }
          initialized += got
        } catch {
          failure = error
          return
        }
      }
    }
    if let failure { throw failure }
    guard !ended, bytes.count < count else { return bytes }
    // Whether the file ended is asked with a read into a buffer of its own, so a file of the size
    // it reported is never copied and its array has no spare room.
    return try withUnsafeTemporaryAllocation(byteCount: 1 << 16, alignment: 16) { (chunk) throws(FileSystemError) in
      while bytes.count < count {
        let wanted = min(count - bytes.count, chunk.count)
        let got = try read(into: UnsafeMutableRawBufferPointer(rebasing: chunk[..<wanted]))
        if got == 0 { break }
        bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: chunk[..<got]))
      }
      return bytes
    }
  }
}

/// read(2), under a name ``ReadOnlyFile/read(into:)`` does not hide.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}
