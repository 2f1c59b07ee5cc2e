#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The kinds of file a path can name, as stat(2) tells them apart: public, since a
/// ``FileSystemError`` says what it found where a file or a folder belongs.
public enum FileKind: Sendable, Equatable {
  case regular, directory, symbolicLink, characterDevice, blockDevice, fifo, socket, unknown

  /// The kind for messages, with its article: "a character device".
  public var name: String {
    switch self {
    case .regular: return "a regular file"
    case .directory: return "a directory"
    case .symbolicLink: return "a symbolic link"
    case .characterDevice: return "a character device"
    case .blockDevice: return "a block device"
    case .fifo: return "a FIFO (named pipe)"
    case .socket: return "a socket"
    case .unknown: return "a special file"
    }
  }
}

/// What stat(2) says about a file: its kind, its identity and its permission bits.
package struct FileStatus: Sendable, Equatable {
  /// The kinds of file a path can name (``FileKind``).
  package typealias Kind = FileKind

  /// The file's kind.
  package let kind: Kind
  /// The device the file lives on; with ``inode`` it identifies the file whatever its name.
  package let device: UInt64
  /// The file's inode number on ``device``.
  package let inode: UInt64
  /// The permission bits (`st_mode & 0o7777`).
  package let permissions: UInt32
  /// The size in bytes.
  package let size: Int64
  /// The last modification, in nanoseconds since 1970.
  package let modificationNanoseconds: Int64
  /// The last change of the file's metadata or content (`st_ctim`), in nanoseconds since 1970:
  /// unlike the modification time, no program can set it back.
  package let changeNanoseconds: Int64
  /// How many names (hard links) the file has.
  package let linkCount: UInt64

  /// Whether `other` is the same file (same device and inode), under any name or link.
  package func isSameFile(as other: FileStatus) -> Bool {
    device == other.device && inode == other.inode
  }

  init(_ status: stat) {
    let mode = UInt32(status.st_mode)
    switch mode & UInt32(S_IFMT) {
    case UInt32(S_IFREG): kind = .regular
    case UInt32(S_IFDIR): kind = .directory
    case UInt32(S_IFLNK): kind = .symbolicLink
    case UInt32(S_IFCHR): kind = .characterDevice
    case UInt32(S_IFBLK): kind = .blockDevice
    case UInt32(S_IFIFO): kind = .fifo
    case UInt32(S_IFSOCK): kind = .socket
    default: kind = .unknown
    }
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
    permissions = mode & 0o7777
    size = Int64(status.st_size)
    linkCount = UInt64(status.st_nlink)
    #if canImport(Darwin)
      let modified = status.st_mtimespec
      let changed = status.st_ctimespec
    #else
      let modified = status.st_mtim
      let changed = status.st_ctim
    #endif
    modificationNanoseconds = Int64(modified.tv_sec) &* 1_000_000_000 &+ Int64(modified.tv_nsec)
    changeNanoseconds = Int64(changed.tv_sec) &* 1_000_000_000 &+ Int64(changed.tv_nsec)
  }
}
