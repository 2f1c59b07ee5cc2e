import SnackbarFiles

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The most bytes each file the snapshot module reads back may have, and the one bounded read
/// they all go through.
///
/// Goldens directories and artifacts come from strangers' pull requests and from CI caches, so
/// their files are read as untrusted input: up to a limit far above any real file, never more (a
/// 300 MB failure record once took 4 GB and 20 s to report), and never from a FIFO, which would
/// block the reader forever. ``read(_:limit:regularFileOnly:)`` is the files module's bounded read
/// (`FileSystem.read(_:limit:kinds:)`), which refuses directories, FIFOs and sockets before reading.
package enum SnapshotFileLimits {
  /// `fingerprint.json`: about 3 KB per stack recorded in it; 1 MiB holds hundreds of stacks.
  package static let fingerprintBytes = 1 << 20
  /// `<name>.failure.json`: a few KB, most of it the failure message; 1 MiB.
  package static let failureRecordBytes = 1 << 20
  /// One ledger file (`<run>.<pid>.txt`): about 200 bytes per assertion, so 64 MiB is some
  /// 300,000 assertions in one test process.
  package static let ledgerFileBytes = 64 << 20
  /// A golden, and the artifacts `snackbar accept` copies over one (`<name>.actual.png`) or
  /// compares it with (`<name>.reference.png`): 64 MiB. The largest screen the renderer draws
  /// (40 M pixels) is a few MiB as a PNG; only noise comes near the limit.
  package static let goldenBytes = 64 << 20

  /// The whole file at `path`, if it has at most `limit` bytes (`FileSystem.read(_:limit:kinds:)`).
  /// With `regularFileOnly` (goldens) only a regular file is read, never through a link at
  /// `path`: a golden from a pull request that links to a secret would otherwise come back as the
  /// failure's reference artifact, which CI uploads.
  /// - Throws: `FileSystemError`; ``reason(_:regularFileOnly:)`` words it for "cannot read PATH: REASON".
  package static func read(_ path: String, limit: Int, regularFileOnly: Bool = false) throws(FileSystemError)
    -> [UInt8]
  {
    try FileSystem.read(
      BytePath(path), limit: limit, kinds: regularFileOnly ? .regularFilesNotThroughLinks : .filesAndDevices)
  }

  /// Why a ``read(_:limit:regularFileOnly:)`` failed, for "cannot read PATH: REASON": "no such
  /// file", "it is larger than 1 MiB (1048576 bytes)", or the file system's reason.
  package static func reason(_ error: FileSystemError, regularFileOnly: Bool = false) -> String {
    if error.isMissing { return "no such file" }
    switch error.reason {
    case _ where regularFileOnly && error.systemCode == ELOOP:
      return "it is a symbolic link, not a file (a link is never followed here)"
    case .tooLarge(_, let limit): return "it is larger than \(FileSystem.describeLimit(limit))"
    default: return error.reason.description
    }
  }
}
