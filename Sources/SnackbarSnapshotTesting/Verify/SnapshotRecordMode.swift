/// When a snapshot assertion writes its golden file.
///
/// Recording always fails the assertion (a test that wrote its own reference proved nothing), and
/// the failure says where the file went.
///
/// Which mode applies, highest priority first:
/// 1. the `SNAPSHOT_RECORD` environment variable, when set and non-empty (`never`, `missing`,
///    `failed` or `all`, case-insensitive; any other value fails the assertion);
/// 2. the `record:` argument of the assertion;
/// 3. ``SnapshotRecordMode/never`` when `CI` is set (non-empty and not `false`/`0`), otherwise
///    ``SnapshotRecordMode/missing``.
///
/// The environment wins over the argument so that a whole run can be re-recorded (or locked
/// down) without editing tests, and so that a `record: .all` left in a test by mistake can be
/// overridden on CI with `SNAPSHOT_RECORD=never`. (A stray `.all` still fails on CI anyway,
/// because recording fails.)
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
