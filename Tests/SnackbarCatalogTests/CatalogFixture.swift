import Foundation
import SnackbarTestSupport

/// A throwaway folder of catalog files, written as the platforms write them; removed with the
/// fixture.
final class CatalogFixture {
  private let folder: TemporaryDirectory
  var root: URL { folder.url }

  init() throws {
    folder = try TemporaryDirectory()
  }

  deinit {
    folder.cleanUp()
  }

  /// Writes `text` as UTF-8 to `relativePath`, and returns its path.
  @discardableResult
  func write(_ text: String, to relativePath: String) throws -> String {
    try write(Data(text.utf8), to: relativePath)
  }

  /// Writes `data` to `relativePath`, and returns its path.
  @discardableResult
  func write(_ data: Data, to relativePath: String) throws -> String {
    let file = root.appendingPathComponent(relativePath)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: file)
    return file.path
  }

  /// The path of `relativePath`.
  func path(_ relativePath: String) -> String { root.appendingPathComponent(relativePath).path }
}
