import Foundation
import SnackbarBasics
import SnackbarJSON
import SnackbarRenderingStack

/// A description of the rendering stack (library versions, font hashes) that can say how it
/// differs from a stored one. `RenderingFingerprint` is the production conformer; tests use
/// small fakes.
package protocol SnapshotStackFingerprint: Codable, Sendable {
  /// Human-readable lines, one per difference between `stored` and `self`; empty when equal.
  func differences(from stored: Self) -> [String]
}

extension RenderingFingerprint: SnapshotStackFingerprint {}

/// Where snapshot assertions get the current rendering fingerprint and how they compare it with
/// the `fingerprint.json` stored beside the goldens. Type-erased so a configuration does not need
/// to be generic over the fingerprint type.
///
/// The file lives in each goldens directory (`Snapshots/<Suite>/fingerprint.json`, or in a custom
/// `snapshotDirectory`): suites are recorded at different times, so each directory describes the
/// stacks its own goldens came from, golden by golden (a golden re-recorded on another stack is
/// listed under `otherStacks`; the others keep theirs). It is updated whenever a golden in the
/// directory is recorded, only if its content changes. When an image does not match and the
/// fingerprint stored for that golden differs from the current one, the failure says "different
/// rendering stack" and lists the differences;
/// with `SNAPSHOT_TOLERANT_STACK=1` (ignored when `CI` is set) the comparison is retried with
/// ``ImageTolerance/differentRenderingStack``.
public struct SnapshotFingerprintSource: Sendable {
  /// The current fingerprint, encoded as the bytes of `fingerprint.json`.
  package var current: @Sendable () throws -> [UInt8]
  /// The differences between a stored `fingerprint.json` and the current stack. Throws when the
  /// stored bytes are not a fingerprint.
  package var differences: @Sendable (_ stored: [UInt8]) throws -> [String]
  /// Whether this is ``renderingStack``, whose operations only say that the renderer must read
  /// the stack (see there).
  package private(set) var isRenderingStack = false

  /// Creates a source from its two operations.
  package init(
    current: @escaping @Sendable () throws -> [UInt8],
    differences: @escaping @Sendable (_ stored: [UInt8]) throws -> [String]
  ) {
    self.current = current
    self.differences = differences
  }

  /// A source for any `SnapshotStackFingerprint`, stored as pretty-printed JSON with sorted keys
  /// (stable bytes, readable diffs in review).
  ///
  /// `make` runs at most once per source: fingerprints hash font files, and they do not change
  /// while a process runs. A failure is not cached, so a later call may succeed.
  package init<Fingerprint: SnapshotStackFingerprint>(_ make: @escaping @Sendable () throws -> Fingerprint) {
    let cache = SnackbarLocked<Fingerprint?>(nil)
    let load: @Sendable () throws -> Fingerprint = {
      if let cached = cache.withLock({ $0 }) { return cached }
      let made = try make()
      cache.withLock { $0 = made }
      return made
    }
    self.init(
      current: {
        FingerprintFile.encode(try SnackbarJSONEncoder.encode(try load()))
      },
      differences: { stored in
        // The strict reader, as for every stored fingerprint: a repeated key is an error with its
        // place, not a silent choice of one value.
        let recorded = try SnackbarJSONDecoder.decode(Fingerprint.self, from: stored)
        return try load().differences(from: recorded)
      })
  }

  /// The project's renderer: library versions and the pinned font files' hashes.
  ///
  /// Reading them takes the renderer's own libraries, which this module does not link, so that
  /// comparing and storing images never loads Cairo or Pango. SnackbarSnapshotTesting's
  /// assertions read this source through the renderer; read directly, it throws an error that
  /// says so.
  public static let renderingStack: SnapshotFingerprintSource = {
    var source = SnapshotFingerprintSource(
      current: { throw SnapshotFingerprintSourceError.needsRenderer },
      differences: { _ in throw SnapshotFingerprintSourceError.needsRenderer })
    source.isRenderingStack = true
    return source
  }()
}

/// Why a fingerprint source could not be read.
package enum SnapshotFingerprintSourceError: Error, Sendable, Equatable, CustomStringConvertible {
  /// ``SnapshotFingerprintSource/renderingStack`` was read without the renderer: only
  /// SnackbarSnapshotTesting's assertions read it.
  case needsRenderer

  package var description: String {
    switch self {
    case .needsRenderer:
      return "the rendering stack's fingerprint is read by SnackbarSnapshotTesting's assertions, with the renderer"
    }
  }
}
