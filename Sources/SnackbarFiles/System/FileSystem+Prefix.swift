#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why ``FileSystem/readPrefix(of:upTo:)`` read nothing.
package enum PrefixReadError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The path names a file that is not read as text: a directory, a FIFO or a socket.
  case notAFile(FileStatus.Kind)
  /// The system refused: no such file, no permission, an I/O error.
  case system(SystemError)

  /// The reason in words: "it is a directory", "Permission denied".
  package var description: String {
    switch self {
    case .notAFile(let kind): return "it is \(kind.name), not a file"
    case .system(let error): return error.description
    }
  }
}

extension FileSystem {
  /// At most `count` bytes from the start of the file at `path`: all of a shorter file, and never
  /// more, so a 10 GB file or `/dev/zero` costs `count` bytes and one moment. A caller with a
  /// limit of N bytes asks for N + 1 and refuses when it gets them.
  ///
  /// The package's one bounded read of a named file: the CLI's inputs, the snapshot core's
  /// records, string catalogs and asset catalogs all go through it. The file is opened
  /// non-blocking, so a FIFO with no writer cannot hang the caller before its kind is seen;
  /// directories, FIFOs and sockets are refused without reading. Regular files and character
  /// devices are read, or only regular files when `regularFilesOnly` (a catalog is never
  /// `/dev/stdin`). With `followingLinks` false the open does not follow a link at `path`
  /// (`O_NOFOLLOW`, failing with `ELOOP`), for readers that walk a folder without following links.
  /// - Throws: ``PrefixReadError``.
  package static func readPrefix(
    of path: BytePath, upTo count: Int, followingLinks: Bool = true, regularFilesOnly: Bool = false
  ) throws(PrefixReadError) -> [UInt8] {
    let descriptor: Int32
    let openFlags = O_RDONLY | O_CLOEXEC | O_NONBLOCK | (followingLinks ? 0 : O_NOFOLLOW)
    do {
      descriptor = try path.withCString { open($0, openFlags) }
    } catch {
      throw .system(error)
    }
    guard descriptor >= 0 else { throw .system(.last) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw .system(.last) }
    let kind = FileStatus(status).kind
    guard kind == .regular || (kind == .characterDevice && !regularFilesOnly) else { throw .notAFile(kind) }
    // Blocking again: a terminal or a slow device is then waited for, not an EAGAIN error.
    let flags = fcntl(descriptor, F_GETFL)
    guard flags >= 0, fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) == 0 else { throw .system(.last) }
    do {
      return try readPrefix(ofDescriptor: descriptor, upTo: count)
    } catch {
      throw .system(error)
    }
  }

  /// At most `count` bytes from standard input, reading until end of file or `count` bytes,
  /// whichever comes first (a pipe, a file or a terminal).
  /// - Throws: ``SystemError`` when read(2) fails.
  package static func readStandardInputPrefix(upTo count: Int) throws(SystemError) -> [UInt8] {
    try readPrefix(ofDescriptor: STDIN_FILENO, upTo: count)
  }

  /// At most `count` bytes read from `descriptor` until end of file.
  private static func readPrefix(ofDescriptor descriptor: Int32, upTo count: Int) throws(SystemError) -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: min(max(count, 1), 1 << 16))
    while bytes.count < count {
      let wanted = min(chunk.count, count - bytes.count)
      let got = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
      if got < 0 {
        if errno == EINTR { continue }
        throw .last
      }
      if got == 0 { break }
      bytes += chunk[0..<got]
    }
    return bytes
  }
}
