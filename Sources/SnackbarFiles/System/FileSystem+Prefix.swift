#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension FileSystem {
  /// At most `count` bytes from the start of the file at `path`: all of a shorter file, and never
  /// more, so a 10 GB file or `/dev/zero` costs `count` bytes and one moment. A caller with a
  /// limit of N bytes asks for N + 1 and refuses when it gets them.
  ///
  /// The package's one bounded read of a named file: the CLI's inputs, the snapshot core's
  /// records, string catalogs and asset catalogs all go through it. The file is opened as a
  /// ``ReadOnlyFile``: never blocking on a FIFO, and refusing directories, FIFOs and sockets
  /// without reading. Regular files and character devices are read, or only regular files when
  /// `regularFilesOnly` (a catalog is never `/dev/stdin`). With `followingLinks` false the open
  /// does not follow a link at `path` (`O_NOFOLLOW`, failing with `ELOOP`), for readers that walk
  /// a folder without following links.
  /// - Throws: ``FileSystemError`` (``FileSystemError/Operation/read``): ``FileSystemError/Reason/isADirectory``,
  ///   ``FileSystemError/Reason/notARegularFile(_:)`` for a FIFO, a socket or (with
  ///   `regularFilesOnly`) a device, or the system's reason (no such file, no permission, `ELOOP`
  ///   for a link not followed).
  package static func readPrefix(
    of path: BytePath, upTo count: Int, followingLinks: Bool = true, regularFilesOnly: Bool = false
  ) throws(FileSystemError) -> [UInt8] {
    try ReadOnlyFile(path, followingLinks: followingLinks, regularFilesOnly: regularFilesOnly).readBytes(upTo: count)
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
