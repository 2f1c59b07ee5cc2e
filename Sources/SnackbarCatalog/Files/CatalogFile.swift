import Foundation
import SnackbarFiles

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one bounded read every catalog file goes through, and the folder listing of the readers
/// that walk `.lproj` and `res/values*` folders.
///
/// Catalogs come from translators, vendors and pull requests, so each file is untrusted: it is
/// read only when it is a regular file (never a FIFO, which would block, nor a device such as
/// `/dev/zero`, which never ends) and only up to ``maximumFileBytes``. The module cannot use the
/// renderer's `FileSystem.readPrefix` (it links Cairo), so it keeps this small equivalent.
public enum CatalogFile {
  /// The largest catalog file read: 16 MiB. Xcode's own catalogs of a large app are a few MiB;
  /// a file past this is refused before more than the limit is read.
  public static let maximumFileBytes = 16 << 20
  /// The most entries a catalog folder (a `res/` or a folder of `.lproj` folders) may list.
  public static let maximumFolderEntries = 10_000

  /// The bytes of the regular file at `path`, at most `limit`.
  /// - Throws: ``StringCatalogError`` naming the file: missing, not a regular file, unreadable,
  ///   or larger than `limit`.
  public static func read(_ path: String, limit: Int = maximumFileBytes) throws(StringCatalogError) -> [UInt8] {
    func failure(_ message: String) -> StringCatalogError {
      StringCatalogError(file: path, line: nil, column: nil, message: message)
    }
    // Non-blocking, so a FIFO without a writer cannot hang the open before its kind is seen.
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { throw failure("cannot read: \(lastError())") }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw failure("cannot read: \(lastError())") }
    guard (status.st_mode & S_IFMT) == S_IFREG else {
      throw failure("not a regular file (\(kindName(status.st_mode))); catalogs are read from files")
    }
    guard status.st_size <= limit else { throw failure(tooLarge(limit)) }
    let flags = fcntl(descriptor, F_GETFL)
    guard flags >= 0, fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) == 0 else {
      throw failure("cannot read: \(lastError())")
    }
    var bytes = [UInt8](repeating: 0, count: min(limit, Int(status.st_size)) + 1)
    var count = 0
    while count < bytes.count {
      let got = bytes.withUnsafeMutableBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        return readDescriptor(descriptor, base + count, buffer.count - count)
      }
      if got < 0 {
        if errno == EINTR { continue }
        throw failure("cannot read: \(lastError())")
      }
      if got == 0 { break }
      count += got
      // The file grew since fstat: read on, up to the limit and one byte more.
      if count == bytes.count && count <= limit {
        bytes += [UInt8](repeating: 0, count: min(limit + 1 - count, 1 << 16))
      }
    }
    guard count <= limit else { throw failure(tooLarge(limit)) }
    return Array(bytes.prefix(count))
  }

  /// What is at `path`: a link counts as what it points to. Reading never writes, so following
  /// one is safe; what it points to is still opened only if it is a regular file, and bounded.
  enum Kind: Equatable { case directory, regularFile, other, missing }

  static func kind(of path: String) -> Kind {
    var status = stat()
    guard lstat(path, &status) == 0 else { return .missing }
    switch status.st_mode & S_IFMT {
    case S_IFDIR: return .directory
    case S_IFREG: return .regularFile
    case S_IFLNK:
      var target = stat()
      guard stat(path, &target) == 0 else { return .missing }
      switch target.st_mode & S_IFMT {
      case S_IFDIR: return .directory
      case S_IFREG: return .regularFile
      default: return .other
      }
    default: return .other
    }
  }

  /// The names in the folder at `path`, sorted by their scalars.
  /// - Throws: ``StringCatalogError`` when it cannot be listed or lists too many entries.
  static func list(_ path: String) throws(StringCatalogError) -> [String] {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: path)
    } catch {
      throw StringCatalogError(file: path, line: nil, column: nil, message: "cannot list the folder")
    }
    guard names.count <= maximumFolderEntries else {
      throw StringCatalogError(
        file: path, line: nil, column: nil,
        message: "the folder lists \(names.count) entries, more than the \(maximumFolderEntries) a catalog folder may")
    }
    return names.sorted(by: StringCatalog.scalarOrder)
  }

  static func tooLarge(_ limit: Int) -> String {
    let size = limit % (1 << 20) == 0 ? "\(limit >> 20) MiB (\(limit) bytes)" : "\(limit) bytes"
    return "the file is larger than \(size), the limit for a catalog file"
  }

  private static func lastError() -> String { String(cString: strerror(errno)) }

  private static func kindName(_ mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFDIR: return "a folder"
    case S_IFIFO: return "a FIFO"
    case S_IFSOCK: return "a socket"
    case S_IFCHR, S_IFBLK: return "a device"
    default: return "not a file"
    }
  }
}

/// read(2), named apart from ``CatalogFile/read(_:limit:)``.
private func readDescriptor(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}
