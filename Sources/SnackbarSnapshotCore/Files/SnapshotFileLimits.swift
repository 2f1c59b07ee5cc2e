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
/// block the reader forever. ``read(_:limit:)`` reads at most `limit + 1` bytes with
/// `FileSystem.readPrefix(of:upTo:)`, which refuses directories, FIFOs and sockets before reading.
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

  /// Why a bounded read returned nothing.
  package enum ReadError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Nothing is at the path.
    case missing
    /// The file could not be read: not a file, no permission, an I/O error.
    case unreadable(String)
    /// The file is larger than the limit.
    case tooLarge(limit: Int)

    /// The reason, for "cannot read PATH: REASON".
    package var description: String {
      switch self {
      case .missing: return "no such file"
      case .unreadable(let reason): return reason
      case .tooLarge(let limit): return "it is larger than \(SnapshotFileLimits.describe(limit))"
      }
    }
  }

  /// The whole file at `path`, if it has at most `limit` bytes. With `regularFileOnly` (goldens)
  /// only a regular file is read, never through a link at `path`: a golden from a pull request
  /// that links to a secret would otherwise come back as the failure's reference artifact, which
  /// CI uploads.
  /// - Throws: ``ReadError``.
  package static func read(_ path: String, limit: Int, regularFileOnly: Bool = false) throws(ReadError) -> [UInt8] {
    let bytes: [UInt8]
    do {
      bytes = try FileSystem.readPrefix(
        of: BytePath(path), upTo: limit + 1, followingLinks: !regularFileOnly, regularFilesOnly: regularFileOnly)
    } catch {
      if error.systemCode == ENOENT { throw .missing }
      if error.systemCode == ELOOP, regularFileOnly {
        throw .unreadable("it is a symbolic link, not a file (a link is never followed here)")
      }
      throw .unreadable(error.reason.description)
    }
    guard bytes.count <= limit else { throw .tooLarge(limit: limit) }
    return bytes
  }

  /// `1 MiB (1048576 bytes)`.
  package static func describe(_ limit: Int) -> String {
    limit % (1 << 20) == 0 ? "\(limit >> 20) MiB (\(limit) bytes)" : "\(limit) bytes"
  }
}
