/// Why a file operation failed: the one error of the files module, whatever the operation (an
/// atomic write, a bounded read, a cache entry).
///
/// Every failure says the same three things, so this is a struct of them rather than an enum of
/// cases that each repeat them: what was being done (``operation``), to which path as the caller
/// gave it (``path``, never a temporary file's; with ``folder`` when a folder on the way is the
/// trouble), and why (``reason``: the system's `errno`, or a check of the module's own such as
/// "a directory where a file belongs"). Callers branch on the reason, and each message is made
/// here from those facts (``description``), so a message cannot name one path while the error
/// holds another.
public struct FileSystemError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What was being done when it failed.
  public enum Operation: Sendable, Equatable {
    /// Reading a file's content.
    case read
    /// Writing a file: its checks, its content, its flush.
    case write
    /// Renaming a finished file or folder into place.
    case replace
    /// Opening a folder.
    case open
    /// Looking up what is at a path (stat).
    case inspect
    /// Listing a folder's names.
    case list
    /// Creating a folder (``folder``) a write needs.
    case createDirectory
    /// Creating files in a folder (``folder``): the folder's permission, checked before a write.
    case createFile
    /// Creating the temporary file (in ``folder``) a write fills before its rename.
    case createTemporaryFile
    /// Reading a symbolic link's target.
    case readLink
    /// Creating a symbolic link.
    case createLink
    /// Renaming an entry.
    case rename
    /// Removing an entry.
    case remove
  }

  /// Why it failed.
  public enum Reason: Sendable, Equatable, CustomStringConvertible {
    /// The system refused, with its `errno` (no permission, no space, no such file), shown in
    /// the system's own words ("Permission denied"), never as an error domain and number.
    case system(errno: Int32)
    /// Nothing is at the path (or, with ``FileSystemError/folder``, at that folder above it).
    case missing
    /// A directory is where a file belongs.
    case isADirectory
    /// Something else than a regular file (a device, a FIFO, a socket, a link where links are not
    /// followed) is where a file belongs. A directory is ``isADirectory``.
    case notARegularFile(FileKind)
    /// Something else than a folder is where a folder belongs.
    case notADirectory(FileKind)
    /// Something else than a symbolic link is where a link was expected.
    case notASymbolicLink(FileKind)
    /// A folder on the way, ``FileSystemError/folder``, is a file.
    case parentIsNotADirectory
    /// The file is larger than `limit` bytes: `size` bytes, or nil when reading stopped at the
    /// limit without learning the size.
    case tooLarge(size: Int64?, limit: Int)
    /// The folder lists more than `limit` names.
    case tooManyEntries(limit: Int)
    /// The path cannot name a file; the text says why ("the path is empty").
    case invalidPath(String)
    /// The destination is a URL, but not a file URL.
    case notAFileURL

    /// The reason alone, as a reader says it: "it is a directory, not a file", "Permission
    /// denied". Writes word some reasons differently (see ``FileSystemError/description``).
    public var description: String {
      switch self {
      case .system(let code): return SystemError.message(code)
      case .missing: return "it does not exist"
      case .isADirectory: return "it is a directory, not a file"
      case .notARegularFile(let kind): return "it is \(kind.name), not a file"
      case .notADirectory(let kind): return "it is \(kind.name), not a folder"
      case .notASymbolicLink(let kind): return "it is \(kind.name), not a symbolic link"
      case .parentIsNotADirectory: return "a folder above it is a file"
      case .tooLarge(let size?, let limit): return "it is \(size) bytes, larger than the limit of \(limit)"
      case .tooLarge(nil, let limit): return "it is larger than the limit of \(limit) bytes"
      case .tooManyEntries(let limit): return "it lists more than \(limit) entries"
      case .invalidPath(let reason): return reason
      case .notAFileURL: return "not a file URL"
      }
    }
  }

  /// What was being done.
  public let operation: Operation
  /// The path the caller gave, as shown to people (escaped by the package's `EchoedText` rule):
  /// the destination of a write, never its temporary file.
  public let path: String
  /// The folder involved, when it is not ``path`` itself: the folder a write could not create,
  /// create files in or create its temporary file in, or the file that stands where a folder on
  /// the way belongs.
  public let folder: String?
  /// Why.
  public let reason: Reason

  /// An error of `operation` on `path` (as shown to people), with `folder` involved, for `reason`.
  public init(_ operation: Operation, path: String, folder: String? = nil, reason: Reason) {
    self.operation = operation
    self.path = path
    self.folder = folder
    self.reason = reason
  }

  /// An error of `operation` on `path`, with `folder` involved, for `reason`.
  package init(_ operation: Operation, _ path: BytePath, folder: BytePath? = nil, reason: Reason) {
    self.init(operation, path: path.description, folder: folder?.description, reason: reason)
  }

  /// An error of `operation` on `path` for the system's `error`.
  init(_ operation: Operation, _ path: BytePath, folder: BytePath? = nil, _ error: SystemError) {
    self.init(operation, path, folder: folder, reason: .system(errno: error.code))
  }

  /// A message for people: what failed, on which path, and where possible how to fix it. Every
  /// step of a write reads "cannot write PATH: …", naming the file asked for, and a failed rename
  /// "cannot replace PATH: …".
  public var description: String {
    let shownFolder = folder ?? path
    switch operation {
    case .write: return writeDescription
    case .createDirectory:
      guard folder != nil, folder != path else { return "cannot create directory \(path): \(reason)" }
      return "cannot write \(path): cannot create directory \(shownFolder): \(reason)"
    case .createFile: return "cannot write \(path): cannot create files in \(shownFolder): \(reason)"
    case .createTemporaryFile: return "cannot write \(path): cannot create a file in \(shownFolder): \(reason)"
    case .replace: return "cannot replace \(path): \(reason)"
    case .read: return "cannot read \(path): \(reason)"
    case .open: return "cannot open \(path): \(reason)"
    case .inspect: return "cannot look up \(path): \(reason)"
    case .list: return "cannot list \(path): \(reason)"
    case .readLink: return "cannot read the link \(path): \(reason)"
    case .createLink: return "cannot create the link \(path): \(reason)"
    case .rename: return "cannot rename \(path): \(reason)"
    case .remove: return "cannot remove \(path): \(reason)"
    }
  }

  /// "cannot write PATH: …", with the advice a write's own checks give.
  private var writeDescription: String {
    switch reason {
    case .invalidPath(let text):
      return "cannot write \"\(path)\": \(text)"
    case .notAFileURL:
      return "cannot write \(path): not a file URL"
    case .isADirectory:
      return "cannot write \(path): it is a directory; give a file path"
    case .notARegularFile(let kind):
      return "cannot write \(path): it is \(kind.name), not a regular file; outputs are written atomically "
        + "(a temporary file, then a rename), so give the path of a regular file or a new one"
    case .notADirectory(let kind):
      return "cannot write \"\(path)\": it is \(kind.name), not a folder; the folder is replaced as a unit, "
        + "so move it away"
    case .parentIsNotADirectory:
      return "cannot write \(path): \(folder ?? "a folder above it") is a file, not a directory"
    case .missing:
      return "cannot write \(path): \(folder ?? path) does not exist"
    default:
      return "cannot write \(path): \(reason)"
    }
  }
}
