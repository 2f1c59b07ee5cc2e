import Foundation

/// What the files tests share.
enum FilesTestSupport {
  /// A fresh empty temporary directory; the caller removes it.
  static func makeTemporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("snackbar-files-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
