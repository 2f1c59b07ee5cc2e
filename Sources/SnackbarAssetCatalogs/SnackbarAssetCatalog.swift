import Foundation
import MaterialSnackbar
import SnackbarBasics
import SnackbarFiles
import SnackbarJSON

/// The named colours of an Xcode asset catalog (an `.xcassets` folder), read as a design team's
/// palette: `Primary.colorset/Contents.json` becomes the colour named "Primary", with its light,
/// dark and high-contrast variants (see `SnackbarColorSet` for what a colorset may hold).
///
/// ```swift
/// let catalog = try SnackbarAssetCatalog(contentsOf: URL(fileURLWithPath: "Assets.xcassets"))
/// catalog.register()   // UIColor(named: "Primary") in MaterialSnackbarCompat finds it
/// ```
///
/// Groups are walked; a group whose `Contents.json` says `"provides-namespace": true` prefixes
/// its colours' names (`Brand/Primary`), as Xcode does. Other asset types (images, symbols, data)
/// are skipped. The files are untrusted input: nothing is followed through a symbolic link (a
/// link inside the catalog is an error, the folder given may be one), only regular files are
/// opened (never a FIFO or a device, so nothing blocks), each `Contents.json` is read only up to
/// ``maximumFileSize``, the walk stops at ``maximumDepth`` levels and ``maximumEntries`` entries,
/// and JSON is read with the package's strict reader: every error names the file, the line and
/// column, and the key.
public struct SnackbarAssetCatalog: Sendable {
  /// The largest `Contents.json` read: a colorset is a few hundred bytes.
  public static let maximumFileSize = 1 << 20
  /// The deepest folder nesting walked.
  public static let maximumDepth = 32
  /// The most folder entries looked at in one catalog.
  public static let maximumEntries = 100_000

  /// The folder read.
  public let url: URL
  /// The colours by name.
  public let colors: [String: SnackbarColor]

  /// Reads every colorset under the asset catalog at `url`.
  /// - Throws: ``SnackbarAssetCatalogError`` for an unreadable folder or file, a link, a file
  ///   too large, bad JSON or a colour it cannot read; nothing is returned in part.
  public init(contentsOf url: URL) throws(SnackbarAssetCatalogError) {
    self.url = url
    var walker = Walker()
    let root = url.path
    let status: FileStatus?
    do {
      status = try FileSystem.status(of: BytePath(root))
    } catch {
      throw .unreadable(path: root, reason: error.reason.description)
    }
    guard let status else {
      throw .unreadable(path: root, reason: FileSystemError.Reason.system(errno: ENOENT).description)
    }
    guard status.kind == .directory else { throw .notADirectory(path: root) }
    try walker.walk(directory: root, namespace: "", depth: 0)
    colors = walker.colors
  }

  /// Makes the colours available by name to every module (`SnackbarNamedColors`, and
  /// `UIColor(named:)` in `MaterialSnackbarCompat`); a name registered before takes this
  /// catalog's colour.
  public func register() {
    SnackbarNamedColors.register(colors)
  }

  /// The catalogs (`*.xcassets` folders) directly inside `directory`, sorted by name: where a
  /// bundle's resources keep them. Nothing is followed through a link.
  public static func catalogs(in directory: URL) -> [URL] {
    let names = (try? Walker.names(in: directory.path)) ?? []
    return names.sorted().filter { $0.hasSuffix(".xcassets") }.map { directory.appendingPathComponent($0) }
      .filter { Walker.kind(of: $0.path) == .directory }
  }

  private struct Walker {
    var colors: [String: SnackbarColor] = [:]
    var entries = 0

    enum Kind: Equatable { case directory, regularFile, link, other, missing }

    /// The names in the folder at `path` that are UTF-8 (no asset's name is anything else).
    static func names(in path: String) throws(FileSystemError) -> [String] {
      try FileSystem.directoryEntries(BytePath(path)).compactMap { String(validating: $0, as: UTF8.self) }
    }

    /// What is at `path`, without following a link.
    static func kind(of path: String) -> Kind {
      guard let status = try? FileSystem.status(of: BytePath(path), followingLinks: false) else { return .missing }
      switch status.kind {
      case .directory: return .directory
      case .regular: return .regularFile
      case .symbolicLink: return .link
      default: return .other
      }
    }

    mutating func walk(directory: String, namespace: String, depth: Int) throws(SnackbarAssetCatalogError) {
      guard depth <= SnackbarAssetCatalog.maximumDepth else {
        throw .tooLarge(path: directory, limit: "\(SnackbarAssetCatalog.maximumDepth) levels of folders")
      }
      let names: [String]
      do {
        names = try Self.names(in: directory).sorted()
      } catch {
        throw .unreadable(path: directory, reason: "cannot list the folder")
      }
      entries += names.count
      guard entries <= SnackbarAssetCatalog.maximumEntries else {
        throw .tooLarge(path: directory, limit: "\(SnackbarAssetCatalog.maximumEntries) entries")
      }
      for name in names where name != "Contents.json" {
        let path = directory + "/" + name
        switch Self.kind(of: path) {
        case .link:
          throw .symbolicLink(path: path)
        case .directory:
          if name.hasSuffix(".colorset") {
            let colorName = namespace + String(name.dropLast(".colorset".count))
            let file = path + "/Contents.json"
            let node = try Self.readJSON(file)
            colors[colorName] = try SnackbarColorSet(node, file: file).color
          } else if !Self.isOtherAssetType(name) {
            // A group: a folder that is not an asset.
            let prefix = try Self.providesNamespace(path) ? namespace + name + "/" : namespace
            try walk(directory: path, namespace: prefix, depth: depth + 1)
          }
        case .regularFile, .other, .missing:
          continue
        }
      }
    }

    /// The folder extensions of Xcode's other asset types, which hold no colours.
    static let otherAssetTypes: Set<String> = [
      "appiconset", "arimageset", "arresourcegroup", "brandassets", "complicationset", "cubetextureset", "dataset",
      "gcdashboardimage", "gcleaderboard", "gcleaderboardset", "iconset", "imageset", "imagestack", "imagestacklayer",
      "launchimage", "mipmapset", "solidimagestack", "solidimagestacklayer", "spriteatlas", "sticker", "stickerpack",
      "stickersequence", "symbolset", "textureset",
    ]

    static func isOtherAssetType(_ name: String) -> Bool {
      guard let dot = name.lastIndex(of: ".") else { return false }
      return otherAssetTypes.contains(String(name[name.index(after: dot)...]).lowercased())
    }

    /// Whether a group's `Contents.json` (if any) says `"properties": {"provides-namespace": true}`.
    static func providesNamespace(_ group: String) throws(SnackbarAssetCatalogError) -> Bool {
      let file = group + "/Contents.json"
      guard kind(of: file) != .missing else { return false }
      let node = try readJSON(file)
      guard let flag = node["properties"]?["provides-namespace"] else { return false }
      guard case .bool(let value) = flag.content else {
        throw .invalidColorSet(
          file: file, position: flag.position, key: "properties.provides-namespace",
          message: "expected true or false, found \(flag.kind)")
      }
      return value
    }

    /// A `Contents.json`, read bounded and strictly.
    static func readJSON(_ file: String) throws(SnackbarAssetCatalogError) -> SnackbarJSONNode {
      let bytes = try readBounded(file)
      do {
        return try SnackbarJSONReader.read(bytes)
      } catch {
        throw .invalidJSON(file: file, error: error)
      }
    }

    /// The bytes of the regular file at `path`, at most ``SnackbarAssetCatalog/maximumFileSize``.
    static func readBounded(_ path: String) throws(SnackbarAssetCatalogError) -> [UInt8] {
      switch kind(of: path) {
      case .link: throw .symbolicLink(path: path)
      case .missing: throw .unreadable(path: path, reason: "no such file")
      case .directory, .other: throw .notARegularFile(path: path)
      case .regularFile: break
      }
      // Not following a link: a file swapped for a link since the check is refused (ELOOP); one
      // swapped for a FIFO is refused without blocking. One byte past the limit tells a file that
      // is too large from one exactly at it.
      let limit = SnackbarAssetCatalog.maximumFileSize
      do {
        return try FileSystem.read(BytePath(path), limit: limit, kinds: .regularFilesNotThroughLinks)
      } catch {
        switch error.reason {
        case .tooLarge: throw .tooLarge(path: path, limit: "\(limit) bytes (a colorset is a few hundred)")
        case .system: throw .unreadable(path: path, reason: error.reason.description)
        default: throw .notARegularFile(path: path)
        }
      }
    }
  }
}

/// Why an asset catalog could not be read; every case names the path.
public enum SnackbarAssetCatalogError: Error, Sendable, Equatable, CustomStringConvertible {
  /// A folder or file that cannot be listed or read, with the system's reason.
  case unreadable(path: String, reason: String)
  /// The catalog's path is not a folder.
  case notADirectory(path: String)
  /// Something that should be a file is a folder, a FIFO, a device or a socket.
  case notARegularFile(path: String)
  /// A symbolic link inside the catalog: catalogs are read without following links.
  case symbolicLink(path: String)
  /// A file or folder past a limit.
  case tooLarge(path: String, limit: String)
  /// A `Contents.json` that is not JSON (or breaks the strict reader's rules).
  case invalidJSON(file: String, line: Int?, column: Int?, message: String)
  /// A `Contents.json` whose content cannot be read as a colour, at a key.
  case invalidColorSet(file: String, line: Int, column: Int, key: String, message: String)

  static func invalidJSON(file: String, error: SnackbarJSONError) -> Self {
    .invalidJSON(file: file, line: error.position?.line, column: error.position?.column, message: error.message)
  }

  static func invalidColorSet(
    file: String, position: SnackbarJSONPosition, key: String, message: String
  ) -> Self {
    .invalidColorSet(file: file, line: position.line, column: position.column, key: key, message: message)
  }

  public var description: String {
    switch self {
    case .unreadable(let path, let reason): return "\(Self.shown(path)): cannot read: \(reason)"
    case .notADirectory(let path): return "\(Self.shown(path)): not a folder; expected an .xcassets folder"
    case .notARegularFile(let path): return "\(Self.shown(path)): not a regular file"
    case .symbolicLink(let path):
      return "\(Self.shown(path)): a symbolic link; asset catalogs are read without following links"
    case .tooLarge(let path, let limit): return "\(Self.shown(path)): larger than the limit of \(limit)"
    case .invalidJSON(let file, let line, let column, let message):
      guard let line, let column else { return "\(Self.shown(file)): \(message)" }
      return "\(Self.shown(file)), line \(line), column \(column): \(message)"
    case .invalidColorSet(let file, let line, let column, let key, let message):
      let keyText = key.isEmpty ? "" : "\(key): "
      return "\(Self.shown(file)), line \(line), column \(column): \(keyText)\(message)"
    }
  }

  /// A path as shown in a message: control characters and bidirectional overrides escaped.
  private static func shown(_ path: String) -> String { EchoedText.escaped(path) }
}
