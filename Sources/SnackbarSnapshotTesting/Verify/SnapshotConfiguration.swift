import Foundation

/// Everything a snapshot assertion reads besides its arguments: environment variables, the
/// rendering fingerprint, where artifacts and ledgers go.
///
/// Assertions use ``current`` unless given one explicitly. Scope a configuration over many
/// assertions with `SnapshotConfiguration.$current.withValue(config) { … }` (a task-local, so
/// concurrently running tests do not see each other's configuration).
public struct SnapshotConfiguration: Sendable {
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
    environment: SnapshotEnvironment = .process,
    fingerprint: SnapshotFingerprintSource? = .renderingStack,
    artifactsDirectory: URL? = nil,
    ledger: SnapshotLedger.Setting = .automatic
  ) {
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

  /// The artifacts root: explicit directory, else `SNAPSHOT_ARTIFACTS`, else `nil` (the location
  /// falls back to `<package>/.build/snapshot-artifacts`).
  var artifactsRoot: URL? { artifactsDirectory ?? environment.artifactsDirectory }
}
