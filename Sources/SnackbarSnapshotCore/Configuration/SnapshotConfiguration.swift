import Foundation

/// Everything a snapshot assertion reads besides its arguments: the record mode and diff tool of
/// the enclosing scope, environment variables, the rendering fingerprint, where artifacts and
/// ledgers go.
///
/// Assertions use ``current`` unless given one explicitly. Scope settings over many assertions
/// as in swift-snapshot-testing: `@Suite(.snapshots(record: .failed))` on a suite or test, or
/// SnackbarSnapshotTesting's `withSnapshotTesting(record:diffTool:operation:)` around a block.
/// Both set ``current``, a task-local, so concurrently running tests do not see each other's
/// settings. The environment still wins over them (``SnapshotRecordMode`` lists the precedence).
public struct SnapshotConfiguration: Sendable {
  /// The record mode of the enclosing scope (trait or block), below the `record:` argument and
  /// the environment; `nil` when no scope set one.
  public var record: SnapshotRecordMode?
  /// The diff tool whose command failure messages print; `SNAPSHOT_DIFF_TOOL` wins over it.
  public var diffTool: SnapshotDiffTool?
  /// The environment variables to honour (see ``SnapshotEnvironment``).
  public var environment: SnapshotEnvironment
  /// The rendering fingerprint source, or `nil` to neither store nor check fingerprints.
  public var fingerprint: SnapshotFingerprintSource?
  /// Overrides `SNAPSHOT_ARTIFACTS` and the default `<package>/.build/snapshot-artifacts`.
  public var artifactsDirectory: URL?
  /// Where used golden paths are logged for orphan detection (see ``SnapshotLedger``).
  public var ledger: SnapshotLedger.Setting

  /// Creates a configuration.
  public init(
    record: SnapshotRecordMode? = nil,
    diffTool: SnapshotDiffTool? = nil,
    environment: SnapshotEnvironment = .process,
    fingerprint: SnapshotFingerprintSource? = .renderingStack,
    artifactsDirectory: URL? = nil,
    ledger: SnapshotLedger.Setting = .automatic
  ) {
    self.record = record
    self.diffTool = diffTool
    self.environment = environment
    self.fingerprint = fingerprint
    self.artifactsDirectory = artifactsDirectory
    self.ledger = ledger
  }

  /// The process environment, the project's rendering fingerprint, default directories.
  public static var standard: SnapshotConfiguration { SnapshotConfiguration() }

  /// The configuration assertions use when none is passed. Its default, ``standard``, is made on
  /// first use, so it reads the process environment once per process: set variables before the
  /// tests start (as `SNAPSHOT_RECORD=failed swift test` does), not from inside a test.
  @TaskLocal public static var current: SnapshotConfiguration = .standard

  /// This configuration with the given settings replacing its own; `nil` keeps the current one,
  /// so nested scopes override only what they name.
  public func scoped(record: SnapshotRecordMode?, diffTool: SnapshotDiffTool?) -> SnapshotConfiguration {
    var copy = self
    copy.record = record ?? self.record
    copy.diffTool = diffTool ?? self.diffTool
    return copy
  }

  /// The diff tool in effect: `SNAPSHOT_DIFF_TOOL`, else the scope's.
  package var effectiveDiffTool: SnapshotDiffTool? {
    environment["SNAPSHOT_DIFF_TOOL"].map { SnapshotDiffTool(program: $0) } ?? diffTool
  }

  /// The artifacts root: explicit directory, else `SNAPSHOT_ARTIFACTS`, else `nil` (the location
  /// falls back to `<package>/.build/snapshot-artifacts`).
  package var artifactsRoot: URL? { artifactsDirectory ?? environment.artifactsDirectory }
}
