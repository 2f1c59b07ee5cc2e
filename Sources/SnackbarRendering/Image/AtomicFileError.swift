/// Why `AtomicFile/write(_:to:)` failed. Each case names the path involved and the system's
/// reason (for example "Permission denied").
public enum AtomicFileError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The destination is not a file URL.
  case notAFileURL(String)
  /// The parent directory could not be created.
  case cannotCreateDirectory(path: String, reason: String)
  /// No temporary file could be created next to the destination (usually an unwritable directory).
  case cannotCreateTemporaryFile(directory: String, reason: String)
  /// Writing or flushing the temporary file failed (for example, the disk is full).
  case writeFailed(path: String, reason: String)
  /// Moving the temporary file over the destination failed (for example, the destination is a
  /// directory).
  case renameFailed(path: String, reason: String)

  /// A message for people: what failed and, where possible, how to fix it.
  public var description: String {
    switch self {
    case .notAFileURL(let url):
      return "cannot write \(url): not a file URL"
    case .cannotCreateDirectory(let path, let reason):
      return "cannot create directory \(path): \(reason)"
    case .cannotCreateTemporaryFile(let directory, let reason):
      return "cannot write into \(directory): \(reason)"
    case .writeFailed(let path, let reason):
      return "cannot write \(path): \(reason)"
    case .renameFailed(let path, let reason):
      return "cannot replace \(path): \(reason)"
    }
  }
}
