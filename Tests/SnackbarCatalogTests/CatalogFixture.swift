import Foundation

/// A throwaway folder of catalog files, written as the platforms write them; removed with the
/// fixture.
final class CatalogFixture {
  let root: URL

  init() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("string-catalog-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: root)
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
