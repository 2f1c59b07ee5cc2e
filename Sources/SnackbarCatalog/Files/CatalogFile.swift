import Foundation
import SnackbarFiles

/// The one bounded read every catalog file goes through, and the folder listing of the readers
/// that walk `.lproj` and `res/values*` folders.
///
/// Catalogs come from translators, vendors and pull requests, so each file is untrusted: it is
/// read only when it is a regular file (never a FIFO, which would block, nor a device such as
/// `/dev/zero`, which never ends) and only up to ``maximumFileBytes``, through the package's one
/// bounded read (`FileSystem.read(_:limit:kinds:)` in SnackbarFiles).
package enum CatalogFile {
  /// The largest catalog file read: 16 MiB. Xcode's own catalogs of a large app are a few MiB;
  /// a file past this is refused once one byte past the limit is read.
  package static let maximumFileBytes = 16 << 20
  /// The most entries a catalog folder (a `res/` or a folder of `.lproj` folders) may list.
  package static let maximumFolderEntries = 10_000

  /// The bytes of the regular file at `path`, at most `limit`.
  /// - Throws: ``StringCatalogError`` naming the file: missing, not a regular file, unreadable,
  ///   or larger than `limit`.
  package static func read(_ path: String, limit: Int = maximumFileBytes) throws(StringCatalogError) -> [UInt8] {
    try read(path, limit: limit, followingLinks: true)
  }

  /// ``read(_:limit:)``, and with `followingLinks` false never through a link at `path`: the
  /// files a reader finds inside a catalog folder (a link there, from a pull request, could
  /// point at any file of the machine, whose text would then be drawn and uploaded).
  static func read(_ path: String, limit: Int = maximumFileBytes, followingLinks: Bool) throws(StringCatalogError)
    -> [UInt8]
  {
    func failure(_ message: String, _ error: FileSystemError) -> StringCatalogError {
      StringCatalogError(file: path, line: nil, column: nil, message: message, fileSystemError: error)
    }
    do {
      return try FileSystem.read(BytePath(path), limit: limit, kinds: .regularFiles(followingLinks: followingLinks))
    } catch {
      switch error.reason {
      case .tooLarge: throw failure(tooLarge(limit), error)
      case .system(ELOOP) where !followingLinks:
        throw failure(linkInFolder, error)
      case .isADirectory: throw failure(notARegularFile(.directory), error)
      case .notARegularFile(let kind): throw failure(notARegularFile(kind), error)
      default: throw failure("cannot read: \(error.reason)", error)
      }
    }
  }

  /// What is at `path`. The path the user names may be a link, and counts as what it points to:
  /// placing it is the user's choice. Inside a catalog folder (`followingLinks` false) a link is
  /// ``link``, which the readers refuse.
  enum Kind: Equatable { case directory, regularFile, link, other, missing }

  static func kind(of path: String, followingLinks: Bool = true) -> Kind {
    // A path that cannot be looked up (no permission, a loop of links) is reported as missing,
    // as a dangling link is: the reader then says the catalog is not there.
    guard let status = try? FileSystem.status(of: BytePath(path), followingLinks: followingLinks) else {
      return .missing
    }
    switch status.kind {
    case .directory: return .directory
    case .regular: return .regularFile
    case .symbolicLink: return .link
    default: return .other
    }
  }

  /// Why a link inside a catalog folder is not read.
  static let linkInFolder =
    "a symbolic link inside a catalog folder, which is not followed (a catalog from a pull request could point "
    + "one at any file of the machine); name the file it points to instead"

  /// The kind of the entry `name` of the catalog folder `folder`, never through a link.
  /// - Throws: ``StringCatalogError`` for a link.
  static func entryKind(_ name: String, in folder: String) throws(StringCatalogError) -> Kind {
    let path = folder + "/" + name
    let kind = kind(of: path, followingLinks: false)
    guard kind != .link else { throw StringCatalogError(file: path, line: nil, column: nil, message: linkInFolder) }
    return kind
  }

  /// The names in the folder at `path`, sorted by their scalars.
  /// - Throws: ``StringCatalogError`` when it cannot be listed or lists too many entries.
  static func list(_ path: String) throws(StringCatalogError) -> [String] {
    let entries: [[UInt8]]
    do {
      entries = try FileSystem.directoryEntries(BytePath(path))
    } catch {
      throw StringCatalogError(
        file: path, line: nil, column: nil, message: "cannot list the folder",
        fileSystemError: error)
    }
    guard entries.count <= maximumFolderEntries else {
      throw StringCatalogError(
        file: path, line: nil, column: nil,
        message:
          "the folder lists \(entries.count) entries, more than the \(maximumFolderEntries) a catalog folder may",
        fileSystemError: FileSystemError(.list, BytePath(path), reason: .tooManyEntries(limit: maximumFolderEntries)))
    }
    // A name that is not UTF-8 cannot be a catalog's (`de.lproj`, `values-fr`, `Localizable.strings`).
    return entries.compactMap { String(validating: $0, as: UTF8.self) }.sorted(by: StringCatalog.scalarOrder)
  }

  static func tooLarge(_ limit: Int) -> String {
    "the file is larger than \(FileSystem.describeLimit(limit)), the limit for a catalog file"
  }

  /// "not a regular file (a FIFO); catalogs are read from files".
  private static func notARegularFile(_ kind: FileKind) -> String {
    "not a regular file (\(kindName(kind))); catalogs are read from files"
  }

  /// The kind as a catalog error names it.
  private static func kindName(_ kind: FileKind) -> String {
    switch kind {
    case .directory: return "a folder"
    case .fifo: return "a FIFO"
    case .socket: return "a socket"
    case .characterDevice, .blockDevice: return "a device"
    case .regular, .symbolicLink, .unknown: return "not a file"
    }
  }
}
