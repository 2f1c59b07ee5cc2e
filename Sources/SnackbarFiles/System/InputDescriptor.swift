#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file read once from start to end as a stream, through its descriptor: a job list given by
/// name, a pipe given by name (`<(…)`, which a ``ReadOnlyFile`` refuses as a FIFO), or standard
/// input. Unlike ``ReadOnlyFile`` the open may wait for a pipe's writer, as a shell's `<` does:
/// the user named it as the input to stream.
package enum InputDescriptor {
  /// Opens `path` for reading (open(2), blocking); a directory is refused (`EISDIR`).
  /// - Returns: the descriptor, which the caller closes with ``close(_:)``.
  /// - Throws: ``FileSystemError`` (``FileSystemError/Operation/read``) with the system's reason.
  package static func open(_ path: BytePath) throws(FileSystemError) -> Int32 {
    let descriptor: Int32
    do {
      descriptor = try path.withCString { posixOpen($0, O_RDONLY | O_CLOEXEC) }
    } catch {
      throw FileSystemError(.read, path, error)
    }
    guard descriptor >= 0 else { throw FileSystemError(.read, path, .last) }
    if status(descriptor)?.kind == .directory {
      close(descriptor)
      throw FileSystemError(.read, path, SystemError(code: EISDIR))
    }
    return descriptor
  }

  /// What `descriptor` reads (fstat(2)); nil when it cannot be asked.
  package static func status(_ descriptor: Int32) -> FileStatus? {
    var status = stat()
    return fstat(descriptor, &status) == 0 ? FileStatus(status) : nil
  }

  /// Closes a descriptor ``open(_:)`` gave.
  package static func close(_ descriptor: Int32) {
    _ = posixClose(descriptor)
  }

  /// Reads the next bytes from `descriptor` into `buffer` (one read(2), retried when
  /// interrupted); `path` names the input in the error.
  /// - Returns: how many bytes were read; 0 at the end of the input.
  /// - Throws: ``FileSystemError`` (``FileSystemError/Operation/read``) with the system's reason.
  package static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, path: BytePath)
    throws(FileSystemError) -> Int
  {
    while true {
      let count = posixRead(descriptor, buffer.baseAddress, buffer.count)
      if count >= 0 { return count }
      if errno != EINTR { throw FileSystemError(.read, path, .last) }
    }
  }
}

/// open(2), close(2) and read(2), under names `InputDescriptor`'s own do not shadow.
private func posixOpen(_ path: UnsafePointer<CChar>, _ flags: Int32) -> Int32 {
  open(path, flags)
}

private func posixClose(_ descriptor: Int32) -> Int32 {
  close(descriptor)
}

private func posixRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}
