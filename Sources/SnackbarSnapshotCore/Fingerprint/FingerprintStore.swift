import Foundation
import SnackbarFiles
import SnackbarJSON

/// Reads and writes `fingerprint.json` in a goldens directory.
///
/// Location: one file per goldens directory (`Snapshots/<Suite>/fingerprint.json` by default, or
/// inside a custom `snapshotDirectory`), not one for the whole package. Suites are recorded at
/// different times and often on different machines; a per-directory file describes the files
/// beside it, and a custom directory carries its own. Inside it, each golden has its stack
/// (``FingerprintFile``): re-recording one golden does not rewrite the others'.
package enum FingerprintStore {
  /// The file name inside a goldens directory. Not a golden: orphan listings skip it.
  package static let fileName = "fingerprint.json"

  /// What comparing the stored fingerprint with the current stack found.
  package enum Comparison: Equatable {
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

  /// Compares the stack `golden` (its file name) was recorded on, as stored in `directory`, with
  /// the current one.
  package static func compare(directory: URL, golden: String, source: SnapshotFingerprintSource?) -> Comparison {
    guard let source else { return .notConfigured }
    let url = directory.appendingPathComponent(fileName)
    let stored: [UInt8]
    do {
      stored = try readStored(url)
    } catch {
      if error.isMissing { return .notStored(path: url.path) }
      return .unavailable("cannot compare with \(url.path): \(readReason(error))")
    }
    do {
      let file = try FingerprintFile(bytes: stored)
      let stack = file.stack(for: golden)
      // The main stack is compared from the file's own bytes (decoders skip `otherStacks`), so a
      // file in the original format is read exactly as before.
      let bytes = stack == file.main ? stored : FingerprintFile.encode(stack)
      let differences = try source.differences(bytes)
      return differences.isEmpty ? .same : .different(differences)
    } catch {
      return .unavailable("cannot compare with \(url.path): \(error)")
    }
  }

  /// Records that `golden` (its file name) in `directory` was just recorded on the current stack.
  /// Writes only when the content changes (re-recording on the same stack leaves the file
  /// untouched) and never changes what the other goldens are recorded on. Returns a note for the
  /// failure message when something worth knowing happened, `nil` otherwise.
  package static func update(directory: URL, golden: String, source: SnapshotFingerprintSource?) -> String? {
    guard let source else { return nil }
    let url = directory.appendingPathComponent(fileName)
    let currentBytes: [UInt8]
    let current: SnackbarJSONValue
    do {
      currentBytes = try source.current()
      current = try FingerprintFile(bytes: currentBytes).main
    } catch {
      return "rendering fingerprint not written: \(error)"
    }
    var stored: [UInt8]?
    var note: String?
    var file = FingerprintFile(main: current)
    do {
      let bytes = try readStored(url)
      stored = bytes
      file = try FingerprintFile(bytes: bytes)
    } catch let error as FileSystemError where error.isMissing {
      // The directory's first golden: a new file.
    } catch let error as FileSystemError {
      note = "\(url.path) was unreadable (\(readReason(error))) and now describes only this rendering stack"
    } catch {
      note = "\(url.path) was unreadable (\(error)) and now describes only this rendering stack"
    }
    file.assign(golden, to: current, existing: goldens(in: directory))
    // Worth a note: this golden now differs from the directory's main stack, so the two kinds
    // of golden here would fail differently on any one machine.
    if note == nil, file.stack(for: golden) != file.main,
      let differences = try? source.differences(FingerprintFile.encode(file.main)), !differences.isEmpty
    {
      note =
        "\(golden) was recorded on this rendering stack; \(url.path) keeps the stack of each golden, and the "
        + "others here were recorded on another (\(differences.joined(separator: "; ")))"
    }
    let bytes: [UInt8]
    do {
      // A single stack equal to the current one is written exactly as the source encodes it.
      bytes = file.others.isEmpty && file.main == current ? currentBytes : try file.encoded()
    } catch {
      return "rendering fingerprint not written: \(error)"
    }
    if bytes == stored { return note }
    do {
      try AtomicFile.write(bytes, to: url)
    } catch {
      return "rendering fingerprint not written: \(error)"
    }
    return note
  }

  /// The stored file's bytes, read bounded (``SnapshotFileLimits/fingerprintBytes``) and never
  /// from a FIFO: the file comes with the goldens, from whoever committed them.
  /// - Throws: `FileSystemError`; ``readReason(_:)`` words it.
  static func readStored(_ url: URL) throws(FileSystemError) -> [UInt8] {
    try SnapshotFileLimits.read(url.path, limit: SnapshotFileLimits.fingerprintBytes)
  }

  /// Why ``readStored(_:)`` failed, for "cannot read PATH: REASON".
  static func readReason(_ error: FileSystemError) -> String {
    let reason = SnapshotFileLimits.reason(error)
    guard case .tooLarge = error.reason else { return reason }
    return "\(reason), the limit for a \(fileName); a fingerprint is a few KB"
  }

  /// The goldens in `directory`: regular files, not hidden (atomic-write temporaries), not the
  /// fingerprint itself.
  static func goldens(in directory: URL) -> Set<String> {
    let names = (try? FileSystem.directoryEntries(BytePath(directory.path))) ?? []
    return Set(
      names.compactMap { String(validating: $0, as: UTF8.self) }.filter { !$0.hasPrefix(".") && $0 != fileName })
  }
}
