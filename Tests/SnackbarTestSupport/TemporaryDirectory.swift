import Foundation

/// A fresh empty folder under the system's temporary directory, one per test: the one helper for
/// temporary folders in every test target (files, rendering, snapshots, the command line).
package struct TemporaryDirectory: Sendable {
  /// The folder.
  package let url: URL

  /// Makes the folder (`snackbar-tests-<UUID>`); remove it with ``cleanUp()``.
  package init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("snackbar-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// Removes the folder and everything in it.
  package func cleanUp() {
    try? FileManager.default.removeItem(at: url)
  }

  /// `relative` in the folder.
  package func path(_ relative: String) -> URL {
    url.appendingPathComponent(relative)
  }

  /// Every regular file below the folder (or below `relative` in it), relative paths, sorted.
  package func files(under relative: String = "") -> [String] {
    let root = relative.isEmpty ? url : path(relative)
    guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return [] }
    var result: [String] = []
    while let item = enumerator.nextObject() as? String {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: root.appendingPathComponent(item).path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        result.append(item)
      }
    }
    return result.sorted()
  }
}
