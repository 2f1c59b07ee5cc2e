import Foundation
import SnackbarImage
import SnackbarSnapshotCore

// The helpers both snapshot test targets use: the core's (comparison, differences, fingerprints,
// the ledger) and the testing module's (strategies, verification). Temporary folders come from
// SnackbarTestSupport, which this module re-exports.

/// Images for tests.
public enum TestImages {
  public static func solid(_ width: Int = 8, _ height: Int = 6, _ pixel: RGBAPixel = RGBAPixel(white: 200)) throws
    -> RGBAImage
  {
    try RGBAImage(width: width, height: height, fill: pixel)
  }

  /// A horizontal gradient with varied colours, so changes at different places are distinguishable.
  public static func gradient(_ width: Int = 16, _ height: Int = 8) throws -> RGBAImage {
    var image = try RGBAImage(width: width, height: height, fill: RGBAPixel(white: 0))
    for y in 0..<height {
      for x in 0..<width {
        image[x, y] = RGBAPixel(
          red: UInt8((x * 255) / max(1, width - 1)), green: UInt8((y * 255) / max(1, height - 1)), blue: 90)
      }
    }
    return image
  }

  public static func with(_ image: RGBAImage, changes: [(x: Int, y: Int, pixel: RGBAPixel)]) -> RGBAImage {
    var copy = image
    for change in changes { copy[change.x, change.y] = change.pixel }
    return copy
  }
}

/// A rendering-stack fingerprint whose differences are easy to predict.
public struct FakeFingerprint: SnapshotStackFingerprint, Equatable {
  public var versions: [String: String]

  public init(versions: [String: String]) { self.versions = versions }

  public func differences(from stored: FakeFingerprint) -> [String] {
    Set(versions.keys).union(stored.versions.keys).sorted().compactMap { key in
      stored.versions[key] == versions[key]
        ? nil : "\(key): \(stored.versions[key] ?? "absent") (recorded) vs \(versions[key] ?? "absent") (here)"
    }
  }

  public static func source(_ versions: [String: String]) -> SnapshotFingerprintSource {
    SnapshotFingerprintSource { FakeFingerprint(versions: versions) }
  }
}
