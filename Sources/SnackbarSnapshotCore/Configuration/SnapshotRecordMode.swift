/// When a snapshot assertion writes its golden file.
///
/// Recording always fails the assertion (a test that wrote its own reference proved nothing), and
/// the failure says where the file went.
///
/// Which mode applies, highest priority first:
/// 1. the `SNAPSHOT_RECORD` environment variable, when set and non-empty (`never`, `missing`,
///    `failed` or `all`, case-insensitive; any other value fails the assertion);
/// 2. ``SnapshotRecordMode/never`` when `CI` is set (non-empty and not `false`/`0`): on CI,
///    neither the `record:` argument nor a trait or block can make an assertion write a golden;
///    the failure says which request was ignored;
/// 3. the `record:` argument of the assertion;
/// 4. the innermost `withSnapshotTesting(record:)` block or `.snapshots(record:)` trait
///    (`SnapshotConfiguration.record`);
/// 5. ``SnapshotRecordMode/missing``.
///
/// The environment wins over code: a whole run can be re-recorded (or locked down) without
/// editing tests, and a `record: .all` or `@Suite(.snapshots(record: .failed))` left in code by
/// mistake never writes goldens on CI. (An explicit `SNAPSHOT_RECORD` is a decision about the run,
/// so it is honoured on CI too, for a job that re-records on purpose.) Within code, the narrower
/// setting wins: the argument over the block, the block over the trait it runs in. The diff tool
/// follows the same rule: `SNAPSHOT_DIFF_TOOL`, then the innermost block or trait.
public enum SnapshotRecordMode: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// Never write; a missing golden is a failure that says how to record it.
  case never
  /// Write goldens that do not exist yet; compare the rest.
  case missing
  /// Write goldens that do not exist or do not match (including unreadable ones); matching
  /// goldens are left untouched, so re-recording does not churn files that pass within tolerance.
  case failed
  /// Write every golden, matching or not.
  case all

  /// The mode's name, as `SNAPSHOT_RECORD` spells it.
  public var description: String { rawValue }
}
