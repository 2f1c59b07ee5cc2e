/// Why an atomic write (`AtomicFile` or `OutputTransaction`) failed. Each case names the path
/// the caller gave, never a temporary file, and gives the system's reason in its own words (for
/// example "Permission denied").
public enum AtomicFileError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The destination is not a file URL.
  case notAFileURL(String)
  /// The path cannot name a file: it is empty, ends with `/` or holds a NUL byte.
  case invalidPath(path: String, reason: String)
  /// The destination is an existing directory.
  case isADirectory(path: String)
  /// The destination exists but is not a regular file (a device such as /dev/null, a FIFO, a
  /// socket): a rename would replace it, so it is refused. `kind` says what it is.
  case notARegularFile(path: String, kind: String)
  /// A folder on the way to the destination is a file (`parent`).
  case parentIsNotADirectory(path: String, parent: String)
  /// The destination could not be looked up (no search permission, too many links).
  case cannotAccess(path: String, reason: String)
  /// The folder the destination goes in (`directory`, or the nearest existing folder above it)
  /// does not allow creating files.
  case notWritable(path: String, directory: String, reason: String)
  /// The folder `directory`, needed for the destination `path`, could not be created.
  case cannotCreateDirectory(path: String, directory: String, reason: String)
  /// No temporary file could be created in `directory`, beside the destination `path`.
  case cannotCreateTemporaryFile(path: String, directory: String, reason: String)
  /// Writing or flushing the destination's content failed (for example, the disk is full).
  case writeFailed(path: String, reason: String)
  /// Moving the finished file into place failed; the destination is as it was.
  case renameFailed(path: String, reason: String)

  /// A message for people: what failed and, where possible, how to fix it.
  public var description: String {
    switch self {
    case .notAFileURL(let url):
      return "cannot write \(url): not a file URL"
    case .invalidPath(let path, let reason):
      return "cannot write \"\(path)\": \(reason)"
    case .isADirectory(let path):
      return "cannot write \(path): it is a directory; give a file path"
    case .notARegularFile(let path, let kind):
      return "cannot write \(path): it is \(kind), not a regular file; outputs are written atomically "
        + "(a temporary file, then a rename), so give the path of a regular file or a new one"
    case .parentIsNotADirectory(let path, let parent):
      return "cannot write \(path): \(parent) is a file, not a directory"
    case .cannotAccess(let path, let reason):
      return "cannot write \(path): \(reason)"
    case .notWritable(let path, let directory, let reason):
      return "cannot write \(path): cannot create files in \(directory): \(reason)"
    case .cannotCreateDirectory(let path, let directory, let reason):
      return "cannot write \(path): cannot create directory \(directory): \(reason)"
    case .cannotCreateTemporaryFile(let path, let directory, let reason):
      return "cannot write \(path): cannot create a file in \(directory): \(reason)"
    case .writeFailed(let path, let reason):
      return "cannot write \(path): \(reason)"
    case .renameFailed(let path, let reason):
      return "cannot replace \(path): \(reason)"
    }
  }
}
