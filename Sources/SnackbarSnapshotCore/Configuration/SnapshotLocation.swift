import Foundation
import SnackbarFiles

/// Where one snapshot's golden and artifacts live, derived from the test file's path.
///
/// Defaults, for a test in `<root>/Tests/SomeTests/ToastTests.swift` asserting `named: "dark"`:
/// - package root: the nearest directory at or above the test file that contains `Package.swift`;
/// - suite: the test file's name without extension (`ToastTests`);
/// - golden: `<root>/Snapshots/ToastTests/dark.png` (or `snapshotDirectory/dark.png`);
/// - artifacts: `<artifacts>/ToastTests/dark.reference.png` etc., where `<artifacts>` is the
///   configuration's directory, else `SNAPSHOT_ARTIFACTS`, else `<root>/.build/snapshot-artifacts`.
package struct SnapshotLocation: Sendable, Equatable {
  /// The package root, or `nil` when no `Package.swift` was found above the test file.
  package var packageRoot: URL?
  /// The test file's name without extension.
  package var suite: String
  /// The sanitized snapshot name (see ``sanitize(_:)``).
  package var name: String
  /// The name the artifacts and the failure record take (`<artifactName>.actual.png`,
  /// `<artifactName>.failure.json`): ``name``, unless two goldens of one name and two formats
  /// fail together (a flow's `<name>.png` and `<name>.txt`), whose records would overwrite each
  /// other.
  package var artifactName: String
  /// The directory holding the golden (and its `fingerprint.json`).
  package var goldenDirectory: URL
  /// The golden file.
  package var goldenURL: URL
  /// The directory failure artifacts go to for this suite.
  package var artifactsDirectory: URL

  /// Resolves the location of snapshot `name` with extension `pathExtension` asserted from the
  /// file at `filePath`; its artifacts are named `artifactName` (sanitized), by default `name`.
  /// - Throws: ``SnapshotLocationError`` when the name is empty after sanitizing, or when no
  ///   package root is found and no `snapshotDirectory` was given.
  package init(
    filePath: String,
    name: String,
    pathExtension: String,
    snapshotDirectory: URL?,
    artifactsRoot: URL?,
    artifactName: String? = nil
  ) throws(SnapshotLocationError) {
    let sanitized = Self.sanitize(name)
    guard !sanitized.isEmpty else { throw .invalidName(name) }
    let sanitizedArtifactName = artifactName.map(Self.sanitize) ?? sanitized
    guard !sanitizedArtifactName.isEmpty else { throw .invalidName(artifactName ?? name) }
    let testFile = URL(fileURLWithPath: filePath)
    let root = Self.packageRoot(containing: testFile)
    let suite = testFile.deletingPathExtension().lastPathComponent
    let goldenDirectory: URL
    if let snapshotDirectory {
      goldenDirectory = snapshotDirectory.standardizedFileURL
    } else if let root {
      goldenDirectory = root.appendingPathComponent("Snapshots").appendingPathComponent(suite)
    } else {
      throw .noPackageRoot(filePath: filePath)
    }
    let artifactsBase =
      artifactsRoot
      ?? root?.appendingPathComponent(".build").appendingPathComponent("snapshot-artifacts")
      ?? FileSystem.temporaryDirectoryURL.appendingPathComponent("snapshot-artifacts")
    self.packageRoot = root
    self.suite = suite
    self.name = sanitized
    self.artifactName = sanitizedArtifactName
    self.goldenDirectory = goldenDirectory
    self.goldenURL = goldenDirectory.appendingPathComponent("\(sanitized).\(pathExtension)")
    self.artifactsDirectory = artifactsBase.standardizedFileURL.appendingPathComponent(suite)
  }

  /// The URL of artifact `<name>.<suffix>`, e.g. suffix `actual.png`.
  package func artifactURL(suffix: String) -> URL {
    artifactsDirectory.appendingPathComponent("\(artifactName).\(suffix)")
  }

  /// A name made safe as a file name: every run of characters other than ASCII letters, digits,
  /// `-`, `_` and `.` becomes one `-`, and a leading `.` becomes `-` (no hidden files, no `..`).
  /// Names are explicit, so this only guards against slashes and spaces; a name that sanitizes
  /// to nothing is rejected.
  package static func sanitize(_ name: String) -> String {
    var result = ""
    var pendingDash = false
    for scalar in name.unicodeScalars {
      let allowed =
        (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || (scalar >= "0" && scalar <= "9")
        || scalar == "-" || scalar == "_" || scalar == "."
      if allowed {
        if pendingDash {
          result.append("-")
          pendingDash = false
        }
        result.unicodeScalars.append(scalar)
      } else {
        pendingDash = true
      }
    }
    if pendingDash, !result.isEmpty { result.append("-") }
    if result.hasPrefix(".") {
      let rest = result.drop(while: { $0 == "." })
      result = rest.isEmpty || rest.hasPrefix("-") ? String(rest) : "-" + rest
    }
    return result == "-" ? "" : result
  }

  /// The nearest directory at or above `file` containing `Package.swift`.
  package static func packageRoot(containing file: URL) -> URL? {
    // Work on path strings: URL's deletingLastPathComponent turns "/" into "/../" on Linux,
    // which would never terminate.
    var directory = (file.standardizedFileURL.path as NSString).deletingLastPathComponent
    while !directory.isEmpty {
      let manifest = (directory as NSString).appendingPathComponent("Package.swift")
      if (try? FileSystem.status(of: BytePath(manifest))) != nil {
        return URL(fileURLWithPath: directory, isDirectory: true)
      }
      let parent = (directory as NSString).deletingLastPathComponent
      if parent == directory { return nil }
      directory = parent
    }
    return nil
  }
}

/// Why a snapshot's location could not be resolved.
package enum SnapshotLocationError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The name is empty or has no usable characters.
  case invalidName(String)
  /// No `Package.swift` above the test file, and no explicit directory.
  case noPackageRoot(filePath: String)

  /// A one-line explanation for failure messages and command-line errors.
  package var description: String {
    switch self {
    case .invalidName(let name):
      return "snapshot name '\(name)' has no usable characters; use letters, digits, '-', '_' or '.'"
    case .noPackageRoot(let filePath):
      return "no Package.swift found above \(filePath); pass snapshotDirectory: to say where goldens live"
    }
  }
}
