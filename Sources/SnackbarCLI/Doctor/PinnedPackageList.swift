import Foundation
import SnackbarBasics
import SnackbarFiles
import SnackbarJSON
import SnackbarRendering
import SnackbarRenderingStack

/// The pinned Debian packages and versions: `scripts/pinned-packages.txt`, one `PACKAGE=VERSION`
/// a line, `#` comments and blank lines allowed. The same file `scripts/bootstrap` and the
/// Dockerfile install from.
struct PinnedPackageList: Equatable {
  /// One pinned package.
  struct Entry: Equatable {
    /// The Debian package name.
    let package: String
    /// The exact version, as `apt-get install PACKAGE=VERSION` takes it.
    let version: String
  }

  /// The entries in file order.
  let entries: [Entry]
  /// Where the list was read from, for messages.
  let path: String

  /// The pinned version of `package`, if it is pinned.
  func version(of package: String) -> String? {
    entries.first { $0.package == package }?.version
  }

  /// The list in this package's checkout, found from this source file's path (as the snapshot
  /// module finds the package root from a test file's path): `swift run snackbar doctor` in a
  /// package depending on MaterialSnackbar reads the list of the checkout it was built from. A
  /// binary moved away from its sources finds nothing there; `--pinned FILE` names a list.
  static let defaultURL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Doctor
    .deletingLastPathComponent()  // SnackbarCLI
    .deletingLastPathComponent()  // Sources
    .deletingLastPathComponent()  // the package root
    .appendingPathComponent("scripts/pinned-packages.txt")

  /// Parses `text`, read from `path`.
  /// - Throws: ``PinnedPackageListError`` for a line that is not `PACKAGE=VERSION` or a package
  ///   listed twice.
  init(text: String, path: String) throws(PinnedPackageListError) {
    var entries: [Entry] = []
    for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = rawLine.prefix { $0 != "#" }.trimmingCharacters(in: .whitespaces)
      if line.isEmpty { continue }
      let parts = line.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
      guard parts.count == 2, Self.isPackageName(parts[0]), Self.isVersion(parts[1]) else {
        throw .malformed(path: path, line: index + 1, text: line)
      }
      guard !entries.contains(where: { $0.package == parts[0] }) else {
        throw .duplicate(path: path, line: index + 1, package: parts[0])
      }
      entries.append(Entry(package: parts[0], version: parts[1]))
    }
    self.entries = entries
    self.path = path
  }

  /// Reads and parses the list at `url`.
  /// - Throws: ``PinnedPackageListError``.
  static func load(from url: URL) throws(PinnedPackageListError) -> PinnedPackageList {
    // Bounded and FIFO-safe, as every file doctor reads: a list is a few hundred bytes.
    let bytes: [UInt8]
    do {
      bytes = try FileSystem.read(BytePath(url.path), limit: maximumBytes)
    } catch {
      guard case .tooLarge = error.reason else { throw .unreadable(path: url.path, reason: error.reason.description) }
      throw .unreadable(path: url.path, reason: "it is larger than \(maximumBytes) bytes, the limit for a pinned list")
    }
    return try PinnedPackageList(text: String(decoding: bytes, as: UTF8.self), path: url.path)
  }

  /// The largest pinned list read: 1 MiB, thousands of times this project's.
  static let maximumBytes = 1 << 20

  /// Debian Policy 5.6.1 (``DebianPackages/packageNameProblem(_:)``): the list feeds the printed
  /// `apt-get install` line, so it is held to the same syntax as a fingerprint's packages.
  private static func isPackageName(_ name: String) -> Bool {
    DebianPackages.packageNameProblem(name) == nil
  }

  /// Debian Policy 5.6.12: `[epoch:]upstream[-revision]` (``DebianPackages/versionProblem(_:)``).
  private static func isVersion(_ version: String) -> Bool {
    DebianPackages.versionProblem(version) == nil
  }
}

/// Why the pinned list could not be used. Descriptions show the path and the line by the one
/// escaping rule (``EchoedText``): the line comes from a file.
enum PinnedPackageListError: Error, Equatable, CustomStringConvertible {
  /// The file is missing, unreadable, not a file or too large.
  case unreadable(path: String, reason: String)
  /// A line is not `PACKAGE=VERSION`.
  case malformed(path: String, line: Int, text: String)
  /// A package is listed twice.
  case duplicate(path: String, line: Int, package: String)

  var description: String {
    switch self {
    case .unreadable(let path, let reason):
      return "cannot read the pinned package list \(EchoedText.escaped(path)): \(reason)"
    case .malformed(let path, let line, let text):
      return
        "\(EchoedText.escaped(path)) line \(line): expected PACKAGE=VERSION (as dpkg-query -W prints them, in Debian's "
        + "syntax), got \"\(EchoedText.escaped(text))\""
    case .duplicate(let path, let line, let package):
      return "\(EchoedText.escaped(path)) line \(line): \(package) is pinned twice; keep one version"
    }
  }
}
