import SnackbarSnapshotCore
import Testing

/// A Swift Testing trait that sets the snapshot record mode and diff tool for a suite or test,
/// as swift-snapshot-testing's `.snapshots(record:diffTool:)` does:
///
/// ```swift
/// @Suite(.snapshots(record: .failed, diffTool: .ksdiff))
/// struct ToastSnapshotTests {
///   @Test(.snapshots(record: .never)) func archived() { … }   // overrides the suite's mode
/// }
/// ```
///
/// It applies to every test in the suite, nested suites included, by running each test inside
/// `withSnapshotTesting(record:diffTool:operation:)`; a test's own trait is the inner scope,
/// so it wins. The environment still wins over both (`SnapshotRecordMode` lists the order).
public struct SnapshotsTestTrait: SuiteTrait, TestTrait, TestScoping {
  /// The record mode for the tests in scope, or `nil` to keep the enclosing one.
  public var record: SnapshotRecordMode?
  /// The diff tool for the tests in scope, or `nil` to keep the enclosing one.
  public var diffTool: SnapshotDiffTool?

  /// Creates the trait; prefer `Testing/Trait/snapshots(record:diffTool:)`.
  public init(record: SnapshotRecordMode? = nil, diffTool: SnapshotDiffTool? = nil) {
    self.record = record
    self.diffTool = diffTool
  }

  /// Applied to each test of a suite, not once around it, so every test case starts from it.
  public var isRecursive: Bool { true }

  /// Runs the test inside `withSnapshotTesting(record:diffTool:operation:)`.
  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await withSnapshotTesting(record: record, diffTool: diffTool) {
      try await function()
    }
  }
}

extension Trait where Self == SnapshotsTestTrait {
  /// Sets the snapshot record mode and diff tool for a suite or test; see ``SnapshotsTestTrait``.
  public static func snapshots(record: SnapshotRecordMode? = nil, diffTool: SnapshotDiffTool? = nil) -> Self {
    SnapshotsTestTrait(record: record, diffTool: diffTool)
  }
}
