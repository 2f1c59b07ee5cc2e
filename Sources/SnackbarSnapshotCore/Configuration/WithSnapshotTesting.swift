/// Runs `operation` with snapshot settings for every assertion inside it, as
/// swift-snapshot-testing's function of the same name does.
///
/// ```swift
/// withSnapshotTesting(record: .failed, diffTool: .ksdiff) {
///   assertSnapshot(of: message, as: .image(), named: "archived")
/// }
/// ```
///
/// A `nil` argument keeps the enclosing setting, so blocks nest. The settings live in
/// `SnapshotConfiguration.current` (a task-local): they reach child tasks, not other tests.
/// The environment still wins (`SNAPSHOT_RECORD`, `CI`, `SNAPSHOT_DIFF_TOOL`), and an
/// assertion's own `record:` wins over the block; ``SnapshotRecordMode`` lists the order.
public func withSnapshotTesting<R>(
  record: SnapshotRecordMode? = nil,
  diffTool: SnapshotDiffTool? = nil,
  operation: () throws -> R
) rethrows -> R {
  try SnapshotConfiguration.$current.withValue(
    SnapshotConfiguration.current.scoped(record: record, diffTool: diffTool), operation: operation)
}

/// Runs the asynchronous `operation` with snapshot settings for every assertion inside it; see
/// the synchronous ``withSnapshotTesting(record:diffTool:operation:)``.
public func withSnapshotTesting<R>(
  record: SnapshotRecordMode? = nil,
  diffTool: SnapshotDiffTool? = nil,
  isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> R
) async rethrows -> R {
  try await SnapshotConfiguration.$current.withValue(
    SnapshotConfiguration.current.scoped(record: record, diffTool: diffTool), operation: operation,
    isolation: isolation)
}
