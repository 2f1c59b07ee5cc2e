import Foundation

/// Why a snapshot assertion failed, with the full message a test framework should show.
///
/// Returned by `verifySnapshot(of:as:named:record:snapshotDirectory:configuration:file:filePath:testName:line:column:)`
/// for custom frameworks; `assertSnapshot(of:as:named:record:snapshotDirectory:configuration:file:filePath:testName:line:column:)`
/// reports its ``message``.
public struct SnapshotFailure: Error, Sendable, Equatable, CustomStringConvertible {
  /// The broad reason, for code that treats reasons differently (for example, a bulk "record
  /// only" run that ignores ``Kind/recorded``).
  public enum Kind: Sendable, Hashable {
    /// A golden was written; re-run to assert.
    case recorded
    /// No golden exists and the record mode forbids writing one.
    case missingReference
    /// The golden exists and the value does not match it.
    case mismatch
    /// The golden exists but cannot be read or decoded (corrupt, truncated, wrong format).
    case unreadableReference
    /// Producing or encoding the value failed.
    case snapshotFailed
    /// The configuration or environment is invalid (for example, `SNAPSHOT_RECORD=yes`).
    case configuration
    /// Writing the golden failed.
    case writeFailed
    /// Another test already asserted the same golden (the same name in the same directory).
    case duplicateName
  }

  /// The broad reason.
  public var kind: Kind
  /// The full, multi-line message.
  public var message: String
  /// The golden file involved, when the location could be resolved.
  public var goldenURL: URL?
  /// Files written to help diagnose the failure, by role (`reference`, `actual`, `difference`,
  /// `diff`), in the order they appear in the message.
  public var artifacts: [SnapshotArtifactFile]
  /// When the golden was recorded on a different rendering stack: what differs. Empty otherwise.
  public var renderingStackDifferences: [String]
  /// For an image mismatch: the comparison's numbers, as the message prints them.
  public var imageComparison: ImageComparisonResult?

  /// Creates a failure.
  public init(
    kind: Kind,
    message: String,
    goldenURL: URL? = nil,
    artifacts: [SnapshotArtifactFile] = [],
    renderingStackDifferences: [String] = [],
    imageComparison: ImageComparisonResult? = nil
  ) {
    self.kind = kind
    self.message = message
    self.goldenURL = goldenURL
    self.artifacts = artifacts
    self.renderingStackDifferences = renderingStackDifferences
    self.imageComparison = imageComparison
  }

  /// The message.
  public var description: String { message }

  /// The artifact written for `role`, if any.
  public func artifact(_ role: String) -> URL? {
    artifacts.first { $0.role == role }?.url
  }
}

/// One failure artifact on disk.
public struct SnapshotArtifactFile: Sendable, Hashable {
  /// `reference`, `actual`, `difference`, `diff`, …
  public var role: String
  /// Where it was written.
  public var url: URL

  /// Creates a record of an artifact.
  public init(role: String, url: URL) {
    self.role = role
    self.url = url
  }
}
