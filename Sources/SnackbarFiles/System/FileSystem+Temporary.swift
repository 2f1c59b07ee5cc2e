#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The temporary folder, and new folders made in it.
extension FileSystem {
  /// The folder for temporary files: `TMPDIR` when it is set and not empty, else `/tmp` (as
  /// Foundation's `temporaryDirectory` chooses), without a trailing slash.
  package static var temporaryDirectory: BytePath {
    var bytes = Array((getenv("TMPDIR").map { String(cString: $0) } ?? "").utf8)
    if bytes.isEmpty { bytes = Array("/tmp".utf8) }
    while bytes.count > 1, bytes.last == BytePath.slash { bytes.removeLast() }
    return BytePath(bytes: bytes)
  }

  /// Makes a new, empty folder of mode 0700 named `prefix` and six random characters in
  /// ``temporaryDirectory`` (mkdtemp(3)): never an existing one, so nobody else's files are
  /// reused.
  /// - Returns: the folder's path.
  /// - Throws: ``FileSystemError`` (``FileSystemError/Operation/createDirectory``) with the
  ///   system's reason.
  package static func makeTemporaryDirectory(prefix: String) throws(FileSystemError) -> BytePath {
    let path = temporaryDirectory.appending(prefix + "XXXXXX")
    guard !path.bytes.contains(0) else { throw FileSystemError(.createDirectory, path, SystemError(code: EINVAL)) }
    var template = path.bytes.map { CChar(bitPattern: $0) } + [0]
    guard let created = mkdtemp(&template) else { throw FileSystemError(.createDirectory, path, .last) }
    return BytePath(bytes: UnsafeBufferPointer(start: created, count: strlen(created)).map { UInt8(bitPattern: $0) })
  }

  /// Whether this process may read the file at `path` (access(2) with `R_OK`).
  package static func isReadable(_ path: BytePath) -> Bool {
    (try? path.withCString { access($0, R_OK) }) == 0
  }

  /// Whether `path` is a file (not a folder) this process may run (access(2) with `X_OK`).
  package static func isExecutableFile(_ path: BytePath) -> Bool {
    guard let status = try? status(of: path), status.kind != .directory else { return false }
    return (try? path.withCString { access($0, X_OK) }) == 0
  }

  /// Writes `bytes` to standard error as they are (no newline added), retrying interrupted and
  /// short writes; a failure is dropped, as there is nowhere left to report it.
  package static func writeStandardError(_ bytes: [UInt8]) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
      if written < 0 {
        if errno == EINTR { continue }
        return
      }
      offset += written
    }
  }
}
