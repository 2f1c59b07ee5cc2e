import Foundation

/// Renders with a mutated cache and checks the outcome against a render with a clean one: the
/// oracle of the cache fuzz harness (`make test`, `make fuzz`) and of the 10,000-mutation trial
/// (`scripts/cache-mutation-trial`).
///
/// A temporary folder holds the cache home (`XDG_CACHE_HOME`), a pristine copy of the cache made
/// by a first render, and `outside/` with a decoy file and an empty folder that links made by
/// mutations point at. Each trial restores the pristine cache (`cp -a`, which keeps the folders'
/// times: fontconfig trusts a cache file only while its font folder's modification time matches,
/// and a cache it ignores would test nothing), applies one mutation, renders in a child process,
/// and expects exit 0, the clean render's bytes, and `outside/` as it was.
package struct CacheTrial: Sendable {
  /// The `snackbar` executable under test.
  package let executable: String
  /// The render's arguments; the output path is appended.
  package let arguments: [String]
  /// The temporary folder.
  package let root: String
  /// The clean cache's PNG.
  package let reference: [UInt8]
  /// Seconds after which a render counts as hung.
  package let timeout: Double

  package var home: String { root + "/home" }
  package var pristine: String { root + "/pristine" }
  package var outside: String { root + "/outside" }
  package var output: String { root + "/out.png" }
  private static let decoyText = "decoy: no cache may write here"

  /// Makes the folder, renders once into the empty cache and keeps that cache and the PNG.
  /// - Throws: ``CacheTrialError`` when the first render fails.
  package init(executable: String, arguments: [String], timeout: Double) throws {
    self.executable = executable
    self.arguments = arguments
    self.timeout = timeout
    root =
      FileManager.default.temporaryDirectory.appendingPathComponent("snackbar-cache-trial-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: root + "/outside/folder", withIntermediateDirectories: true)
    try Data(Self.decoyText.utf8).write(to: URL(fileURLWithPath: root + "/outside/decoy"))
    let first = try SpawnedProcess.run(
      executable, arguments + [root + "/out.png"], environment: Self.environment(root + "/home"), timeout: timeout)
    guard first.ending == .exited(0), let png = FileManager.default.contents(atPath: root + "/out.png") else {
      throw CacheTrialError(message: "the render into an empty cache failed: \(first.ending)")
    }
    reference = [UInt8](png)
    let copy = try SpawnedProcess.run(
      "/bin/cp", ["-a", root + "/home", root + "/pristine"], environment: [:], timeout: timeout)
    guard copy.ending == .exited(0) else { throw CacheTrialError(message: "cp -a of the cache failed: \(copy.ending)") }
  }

  /// The child's environment: this process's, with the cache home set and the mask store on.
  static func environment(_ home: String) -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_CACHE_HOME"] = home
    environment["SNACKBAR_SHADOW_DISK_CACHE"] = nil
    return environment
  }

  /// The entries a mutation may hit, in the clean cache.
  package func targets() -> [CacheEntry] { CacheEntry.all(in: pristine) }

  /// What one trial found.
  package struct Result: Sendable {
    /// The render.
    package let process: SpawnedProcess
    /// What was wrong; `nil` when the oracle held.
    package let problem: String?
  }

  /// Restores the clean cache, applies `mutation`, renders and checks.
  /// - Throws: ``CacheTrialError`` when the cache cannot be restored or mutated (the harness's
  ///   fault, not the renderer's).
  package func run(_ mutation: CacheMutation) throws -> Result {
    // Each trial from the same start, so that one replays alone: the clean cache, the decoy and
    // an empty folder outside.
    try CacheMutation.remove(home)
    try CacheMutation.remove(outside)
    try? FileManager.default.removeItem(atPath: output)
    try FileManager.default.createDirectory(atPath: outside + "/folder", withIntermediateDirectories: true)
    try Data(Self.decoyText.utf8).write(to: URL(fileURLWithPath: outside + "/decoy"))
    let copy = try SpawnedProcess.run("/bin/cp", ["-a", pristine, home], environment: [:], timeout: timeout)
    guard copy.ending == .exited(0) else { throw CacheTrialError(message: "cp -a of the pristine cache failed") }
    try mutation.apply(in: home, outside: outside)
    let process = try SpawnedProcess.run(
      executable, arguments + [output], environment: Self.environment(home), timeout: timeout)
    return Result(process: process, problem: problem(after: process))
  }

  private func problem(after process: SpawnedProcess) -> String? {
    guard process.ending == .exited(0) else { return "the render ended with \(process.ending)" }
    guard let png = FileManager.default.contents(atPath: output) else { return "the render wrote no PNG" }
    guard [UInt8](png) == reference else { return "the pixels differ from a clean cache's" }
    guard FileManager.default.contents(atPath: outside + "/decoy") == Data(Self.decoyText.utf8) else {
      return "the decoy file outside the cache was written through a link"
    }
    let outsideEntries = (try? FileManager.default.contentsOfDirectory(atPath: outside).sorted()) ?? []
    let folderEntries = (try? FileManager.default.contentsOfDirectory(atPath: outside + "/folder")) ?? ["?"]
    guard outsideEntries == ["decoy", "folder"], folderEntries.isEmpty else {
      return "files appeared outside the cache: \(outsideEntries), folder: \(folderEntries)"
    }
    return nil
  }

  /// Removes the temporary folder.
  package func remove() { try? CacheMutation.remove(root) }
}

/// The harness could not set a trial up.
package struct CacheTrialError: Error, CustomStringConvertible {
  package let message: String

  package init(message: String) {
    self.message = message
  }

  package var description: String { message }
}
