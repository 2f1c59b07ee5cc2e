import SnackbarSnapshotCore

/// How a snapshot format is stored on disk and compared.
///
/// `toData`/`fromData` convert between the format and the golden file's bytes; `compare` decides
/// whether an actual value matches its reference and, when not, explains why and supplies extra
/// artifacts (a difference image, a `.diff` file). Reference and actual artifacts are written by
/// `verifySnapshot(of:as:named:record:snapshotDirectory:configuration:file:filePath:testName:line:column:)`
/// from `toData`, so `compare` only adds what is specific to the format.
public struct Diffing<Format>: Sendable {
  /// Encodes a value as the bytes of its golden file.
  public var toData: @Sendable (Format) throws -> [UInt8]
  /// Decodes a golden file's bytes. Throw for corrupt or foreign data; the error's description is
  /// shown with the file's path.
  public var fromData: @Sendable ([UInt8]) throws -> Format
  /// Compares `actual` against `reference`: `nil` when they match, otherwise the failure.
  public var compare: @Sendable (_ reference: Format, _ actual: Format, _ context: DiffingContext) -> DiffingFailure?
  /// The suffixes of every ``DiffingArtifact`` `compare` may return (`difference.png`, `diff`).
  /// When the snapshot later passes (or is re-recorded), the artifacts of its earlier failure
  /// are removed: `reference` and `actual` always, these because they are declared here.
  public var artifactSuffixes: [String]

  /// Creates a diffing from its three operations and the suffixes of the artifacts `compare`
  /// may return.
  public init(
    toData: @escaping @Sendable (Format) throws -> [UInt8],
    fromData: @escaping @Sendable ([UInt8]) throws -> Format,
    compare: @escaping @Sendable (_ reference: Format, _ actual: Format, _ context: DiffingContext) -> DiffingFailure?,
    artifactSuffixes: [String] = []
  ) {
    self.toData = toData
    self.fromData = fromData
    self.compare = compare
    self.artifactSuffixes = artifactSuffixes
  }
}

/// What a comparison may know about its circumstances beyond the two values.
public struct DiffingContext: Sendable, Equatable {
  /// The golden was recorded on a different rendering stack than the current one, and the user
  /// opted into tolerant comparison for that case (`SNAPSHOT_TOLERANT_STACK=1`, never on CI).
  /// Image diffings loosen their tolerance; text diffings ignore it, because text snapshots are
  /// meant to be stack-independent.
  public var relaxForDifferentRenderingStack: Bool

  /// Creates a context.
  public init(relaxForDifferentRenderingStack: Bool = false) {
    self.relaxForDifferentRenderingStack = relaxForDifferentRenderingStack
  }

  /// The ordinary case: compare as configured.
  public static let standard = DiffingContext()
}

/// Why a value did not match its reference.
public struct DiffingFailure: Sendable, Equatable {
  /// What differs, with numbers; may span several lines. It does not need to name the golden file
  /// or artifacts: the caller adds those.
  public var message: String
  /// Extra files to write beside the reference and actual artifacts.
  public var artifacts: [DiffingArtifact]
  /// For images: the comparison's numbers, kept as fields for the failure record
  /// (`SnapshotFailureRecord`) so no tool has to parse ``message``.
  public var imageComparison: ImageComparisonResult?

  /// Creates a failure.
  public init(message: String, artifacts: [DiffingArtifact] = [], imageComparison: ImageComparisonResult? = nil) {
    self.message = message
    self.artifacts = artifacts
    self.imageComparison = imageComparison
  }
}

/// A file written on failure to help see the difference.
public struct DiffingArtifact: Sendable, Equatable {
  /// Appended to the snapshot's name with a dot: `difference.png` gives `<name>.difference.png`.
  public var suffix: String
  /// A short role shown in the failure message, e.g. `difference`.
  public var role: String
  /// The file's content.
  public var bytes: [UInt8]

  /// Creates an artifact.
  public init(suffix: String, role: String, bytes: [UInt8]) {
    self.suffix = suffix
    self.role = role
    self.bytes = bytes
  }
}
