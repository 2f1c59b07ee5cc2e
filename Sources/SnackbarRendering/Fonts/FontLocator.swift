import Foundation
import SnackbarFiles

/// Finds the pinned font files: at their Debian paths, or anywhere under the directory named by
/// `SNACKBAR_FONTS_DIR` (searched recursively by file name) on systems that install fonts
/// elsewhere.
///
/// The environment is passed in rather than read globally so tests can point it at an empty
/// directory without mutating the process environment (which is not thread-safe).
public struct FontLocator: Sendable {
  /// The environment variable that replaces the Debian font directories.
  public static let fontsDirectoryVariable = "SNACKBAR_FONTS_DIR"

  /// The environment consulted, usually the process environment.
  public let environment: [String: String]

  /// Creates a locator reading `environment` (default: the process environment).
  public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
    self.environment = environment
  }

  /// The override directory, if `SNACKBAR_FONTS_DIR` is set and not empty.
  public var fontsDirectory: String? {
    guard let value = environment[Self.fontsDirectoryVariable], !value.isEmpty else { return nil }
    return value
  }

  /// Finds each font's file.
  /// - Throws: ``FontError/missingFont(path:package:)`` for the first font not found.
  public func resolve(_ fonts: [PinnedFont] = PinnedFont.all) throws(FontError) -> [ResolvedFont] {
    if let directory = fontsDirectory {
      let index = Self.indexFiles(under: directory)
      return try fonts.map { font throws(FontError) in
        guard let path = index[font.fileName] else {
          throw .missingFont(path: "\(directory)/**/\(font.fileName)", package: font.package)
        }
        return ResolvedFont(font: font, path: path)
      }
    }
    return try fonts.map { font throws(FontError) in
      guard FileSystem.isReadable(BytePath(font.debianPath)) else {
        throw .missingFont(path: font.debianPath, package: font.package)
      }
      return ResolvedFont(font: font, path: font.debianPath)
    }
  }

  /// Maps file name to path for every file (or link to one) under `directory`. When a name occurs twice,
  /// the lexicographically first path wins, so the choice does not depend on directory order.
  private static func indexFiles(under directory: String) -> [String: String] {
    // Absolute, with `.` and `..` resolved, as the paths the index gives are.
    let root = URL(fileURLWithPath: directory, isDirectory: true).standardizedFileURL.path
    // A folder that cannot be read holds no font this process could load: left out, not an error.
    let folders = (try? FolderTree.folders(under: BytePath(root), skippingUnreadable: true)) ?? []
    var index: [String: String] = [:]
    for folder in folders {
      // Links to files are files, so a directory of links to the real fonts works.
      for file in folder.files {
        let path = String(decoding: folder.path.appending(file).bytes, as: UTF8.self)
        let name = String(decoding: file, as: UTF8.self)
        if let existing = index[name], existing <= path { continue }
        index[name] = path
      }
    }
    return index
  }
}
