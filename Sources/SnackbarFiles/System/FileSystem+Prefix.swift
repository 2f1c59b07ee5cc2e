#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a bounded read (``FileSystem/read(_:limit:kinds:)``) opens.
package enum ReadableKinds: Sendable {
  /// A regular file or a character device such as `/dev/stdin`, through links: a path the user
  /// named for one input.
  case filesAndDevices
  /// A regular file only, through links (a catalog is never `/dev/stdin`).
  case regularFiles
  /// A regular file only, and never through a link at the path (`O_NOFOLLOW`: the system's
  /// `ELOOP`): the files of a folder from strangers (goldens, a catalog's folder), where a link
  /// could point at any file of the machine.
  case regularFilesNotThroughLinks

  /// ``regularFiles``, or ``regularFilesNotThroughLinks`` unless `followingLinks`.
  package static func regularFiles(followingLinks: Bool) -> ReadableKinds {
    followingLinks ? .regularFiles : .regularFilesNotThroughLinks
  }
}

extension FileSystem {
  /// The whole file at `path`, if it has at most `limit` bytes: the package's one bounded read of
  /// a named file (the CLI's inputs, scenarios, the snapshot core's records and goldens, string
  /// and asset catalogs, report artifacts). At most `limit + 1` bytes are ever read, so a 10 GB
  /// file or `/dev/zero` costs `limit` bytes and one moment.
  ///
  /// The file is opened as a ``ReadOnlyFile``: never blocking on a FIFO, and refusing
  /// directories, FIFOs and sockets (and what `kinds` leaves out) without reading.
  /// - Throws: ``FileSystemError`` (``FileSystemError/Operation/read``):
  ///   ``FileSystemError/Reason/tooLarge(size:limit:)`` (with no size) past `limit`,
  ///   ``FileSystemError/Reason/isADirectory``, ``FileSystemError/Reason/notARegularFile(_:)`` for
  ///   a FIFO, a socket or a device `kinds` refuses, or the system's reason (no such file, no
  ///   permission, `ELOOP` for a link not followed).
  package static func read(_ path: BytePath, limit: Int, kinds: ReadableKinds = .filesAndDevices)
    throws(FileSystemError) -> [UInt8]
  {
    try ReadOnlyFile(
      path, followingLinks: kinds == .filesAndDevices || kinds == .regularFiles,
      regularFilesOnly: kinds != .filesAndDevices
    ).readAll(limit: limit)
  }

  /// A size limit as messages name it: `1 MiB (1048576 bytes)` for whole mebibytes, else
  /// `1000 bytes`.
  package static func describeLimit(_ limit: Int) -> String {
    limit % (1 << 20) == 0 ? "\(limit >> 20) MiB (\(limit) bytes)" : "\(limit) bytes"
  }

  /// At most `count` bytes from standard input, reading until end of file or `count` bytes,
  /// whichever comes first (a pipe, a file or a terminal).
  /// - Throws: ``FileSystemError`` (``FileSystemError/Operation/read`` of `standard input`) when
  ///   read(2) fails.
  package static func readStandardInputPrefix(upTo count: Int) throws(FileSystemError) -> [UInt8] {
    do {
      return try readPrefix(ofDescriptor: STDIN_FILENO, upTo: count)
    } catch {
      throw FileSystemError(.read, path: "standard input", reason: .system(errno: error.code))
    }
  }

  /// At most `count` bytes read from `descriptor` until end of file.
  private static func readPrefix(ofDescriptor descriptor: Int32, upTo count: Int) throws(SystemError) -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: min(max(count, 1), 1 << 16))
    while bytes.count < count {
      let wanted = min(chunk.count, count - bytes.count)
      let got = chunk.withUnsafeMutableBytes { posixRead(descriptor, $0.baseAddress, wanted) }
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

/// read(2), under a name ``FileSystem/read(_:limit:kinds:)`` does not hide.
private func posixRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}
