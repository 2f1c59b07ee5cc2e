import Foundation
import SnackbarImage
import SnackbarRendering

/// The folder the CLI fuzz harness runs in: `root/work` is the working directory, with input
/// fixtures in `work/fixtures`. Every input starts from the same files, so an input replays alone.
struct CLIFuzzSandbox: Sendable {
  let root: URL
  var work: URL { root.appendingPathComponent("work", isDirectory: true) }
  var fixtures: URL { work.appendingPathComponent("fixtures", isDirectory: true) }

  /// A fresh sandbox under the system's temporary directory, with its fixtures.
  init() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "snackbar-cli-fuzz-\(UUID().uuidString)", isDirectory: true)
    try reset()
  }

  /// The fixtures' relative names: two different PNGs, one of another size, one not a PNG, an
  /// empty one, a directory named like a PNG, a snapshots folder and an empty ledger.
  static let fixtureNames = [
    "a.png", "b.png", "small.png", "junk.png", "empty.png", "dir.png", "Snapshots", "ledger",
  ]

  /// Removes everything but the working directory itself (a thread may be in it) and writes the
  /// fixtures again.
  func reset() throws {
    let manager = FileManager.default
    for directory in [root, work] {
      for name in (try? manager.contentsOfDirectory(atPath: directory.path)) ?? []
      where name != "work" || directory != root {
        try manager.removeItem(at: directory.appendingPathComponent(name))
      }
    }
    try manager.createDirectory(at: fixtures, withIntermediateDirectories: true)
    try write(PNGCodec.encode(RGBAImage(width: 8, height: 6, fill: RGBAPixel(white: 40))), "a.png")
    try write(PNGCodec.encode(RGBAImage(width: 8, height: 6, fill: RGBAPixel(white: 200))), "b.png")
    try write(PNGCodec.encode(RGBAImage(width: 3, height: 2, fill: RGBAPixel(white: 40))), "small.png")
    try write(Array("not a png".utf8), "junk.png")
    try write([], "empty.png")
    try manager.createDirectory(at: fixtures.appendingPathComponent("dir.png"), withIntermediateDirectories: true)
    let snapshots = fixtures.appendingPathComponent("Snapshots/SomeTests")
    try manager.createDirectory(at: snapshots, withIntermediateDirectories: true)
    try write(PNGCodec.encode(RGBAImage(width: 2, height: 2, fill: RGBAPixel(white: 9))), "Snapshots/SomeTests/x.png")
    try manager.createDirectory(at: fixtures.appendingPathComponent("ledger"), withIntermediateDirectories: true)
  }

  private func write(_ bytes: [UInt8], _ name: String) throws {
    try Data(bytes).write(to: fixtures.appendingPathComponent(name))
  }

  /// Every file (with its size and modification time) and folder under the root, by path
  /// relative to the root. A folder's own time is left out: a temporary file made and removed in
  /// it changes that without writing anything.
  func listing() -> [String: String] {
    var result: [String: String] = [:]
    guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return result }
    while let path = enumerator.nextObject() as? String {
      let attributes = enumerator.fileAttributes ?? [:]
      guard attributes[.type] as? FileAttributeType != .typeDirectory else {
        result[path] = "directory"
        continue
      }
      let size = attributes[.size].map { "\($0)" } ?? "?"
      let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
      result[path] = "file \(size) \(modified)"
    }
    return result
  }

  /// `path` (absolute, or relative to ``work``) relative to the root, as ``listing()`` names it;
  /// nil outside the sandbox.
  func relativePath(_ path: String) -> String? {
    let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : work.appendingPathComponent(path)
    let prefix = root.standardizedFileURL.path + "/"
    let full = url.standardizedFileURL.path
    return full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : nil
  }

  /// Whether `path` (absolute, or relative to ``work``) lies inside the sandbox.
  func contains(_ path: String) -> Bool { relativePath(path) != nil }

  func remove() { try? FileManager.default.removeItem(at: root) }
}
