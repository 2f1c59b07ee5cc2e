import Foundation
import MaterialSnackbar
import SnackbarBasics
import Testing

/// Which test asserted a snapshot, to tell two tests that use the same golden apart.
///
/// Inside a Swift Testing test it is the test's id (module, suite, function, source location),
/// plus the calling function when that is a helper rather than the test itself; in XCTest (or
/// outside any test) it is the test file's name and the calling function (`#function`, so a
/// shared helper makes all its callers look alike, and their duplicates go unnoticed rather than
/// falsely reported).
public struct SnapshotTestIdentity: Sendable, Hashable, CustomStringConvertible {
  /// The identity, compared and logged in the ledger.
  public var key: String

  /// An identity from its key.
  public init(key: String) {
    self.key = key
  }

  /// The running test's identity, for an assertion made from `testName` in the file at `filePath`.
  public static func current(testName: String, filePath: String) -> SnapshotTestIdentity {
    if let test = Test.current {
      let id = "\(test.id)"
      return SnapshotTestIdentity(key: testName == test.name ? id : "\(id) via \(testName)")
    }
    return SnapshotTestIdentity(key: "\((filePath as NSString).lastPathComponent) \(testName)")
  }

  /// The key.
  public var description: String { key }
}

/// The goldens this process has asserted, and by which test: a golden asserted by a second test
/// is an error, because the two would compare against, or overwrite, each other's file.
final class SnapshotGoldenUsers: Sendable {
  /// The process-wide registry the assertions use.
  static let shared = SnapshotGoldenUsers()

  private let users = SnackbarLocked<[String: SnapshotTestIdentity]>([:])

  /// Registers `test` as the user of `golden`; returns the earlier, different user if there is
  /// one (and keeps it registered).
  func claim(_ golden: URL, by test: SnapshotTestIdentity) -> SnapshotTestIdentity? {
    let path = golden.standardizedFileURL.path
    return users.withLock { users in
      if let owner = users[path] { return owner == test ? nil : owner }
      users[path] = test
      return nil
    }
  }
}
