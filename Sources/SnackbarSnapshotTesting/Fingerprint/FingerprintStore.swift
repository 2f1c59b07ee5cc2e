import Foundation
import SnackbarRendering

/// Reads and writes `fingerprint.json` in a goldens directory.
///
/// Location: one file per goldens directory (`Snapshots/<Suite>/fingerprint.json` by default, or
/// inside a custom `snapshotDirectory`), not one for the whole package. Suites are recorded at
/// different times and often on different machines; a per-directory file describes the files
/// beside it, and a custom directory carries its own.
enum FingerprintStore {
  /// The file name inside a goldens directory. Not a golden: orphan listings skip it.
  static let fileName = "fingerprint.json"

  /// What comparing the stored fingerprint with the current stack found.
  enum Comparison: Equatable {
    /// No source configured: nothing to say.
    case notConfigured
    /// The stacks match.
    case same
    /// The stacks differ; one line per difference.
    case different([String])
    /// No `fingerprint.json` beside the goldens.
    case notStored(path: String)
    /// The stored or current fingerprint could not be read or computed.
    case unavailable(String)
  }

  /// Compares the fingerprint stored in `directory` with the current one.
  static func compare(directory: URL, source: SnapshotFingerprintSource?) -> Comparison {
    guard let source else { return .notConfigured }
    let url = directory.appendingPathComponent(fileName)
    guard let stored = FileManager.default.contents(atPath: url.path) else { return .notStored(path: url.path) }
    do {
      let differences = try source.differences([UInt8](stored))
      return differences.isEmpty ? .same : .different(differences)
    } catch {
      return .unavailable("cannot compare with \(url.path): \(error)")
    }
  }

  /// Writes the current fingerprint into `directory` when it differs from the stored one (so
  /// re-recording on the same stack leaves the file untouched). Returns a note for the failure
  /// message when something worth knowing happened, `nil` otherwise.
  static func update(directory: URL, source: SnapshotFingerprintSource?) -> String? {
    guard let source else { return nil }
    let url = directory.appendingPathComponent(fileName)
    let current: [UInt8]
    do {
      current = try source.current()
    } catch {
      return "rendering fingerprint not written: \(error)"
    }
    let stored = FileManager.default.contents(atPath: url.path).map { [UInt8]($0) }
    if stored == current { return nil }
    var note: String?
    if let stored, let differences = try? source.differences(stored), !differences.isEmpty {
      // Other goldens in this directory were recorded on the old stack; say so, because they may
      // now fail as "different rendering stack" until re-recorded too.
      note =
        "\(url.path) updated to this rendering stack; other goldens here were recorded on the previous one "
        + "(\(differences.joined(separator: "; "))); re-record them with SNAPSHOT_RECORD=failed"
    }
    do {
      try AtomicFile.write(current, to: url)
    } catch {
      return "rendering fingerprint not written: \(error)"
    }
    return note
  }
}
