/// A way to snapshot values of type `Value` as a `Format` that can be stored and compared.
///
/// Strategies compose with ``pullback(_:)``: a strategy for images becomes a strategy for anything
/// that can be rendered to an image, keeping the image strategy's storage and comparison.
///
/// ```swift
/// extension Snapshotting where Value == Badge, Format == RGBAImage {
///   static func image(tolerance: ImageTolerance = .exact) -> Self {
///     Snapshotting<RGBAImage, RGBAImage>.image(tolerance: tolerance).pullback { try $0.render() }
///   }
/// }
/// ```
public struct Snapshotting<Value, Format>: Sendable {
  /// The golden file's extension, without a dot (`png`, `txt`).
  public var pathExtension: String
  /// How the format is stored and compared.
  public var diffing: Diffing<Format>
  /// Turns a value into its snapshot. Synchronous: render headlessly, do not wait for UI.
  public var snapshot: @Sendable (Value) throws -> Format
  /// Files about the value, made only when its snapshot does not match the golden, written beside
  /// the reference and actual artifacts (the snackbar image strategies add the audit's findings,
  /// `<name>.audit.json`, which `snackbar report` shows beside the images). Nil for none. A
  /// throw costs only these files: the failure says so in a note.
  public var failureArtifacts: (@Sendable (Value) throws -> [DiffingArtifact])?
  /// The suffixes of every artifact ``failureArtifacts`` may make, removed with the others once
  /// the snapshot passes or is re-recorded.
  public var failureArtifactSuffixes: [String] = []

  /// Creates a strategy.
  public init(
    pathExtension: String,
    diffing: Diffing<Format>,
    snapshot: @escaping @Sendable (Value) throws -> Format
  ) {
    self.pathExtension = pathExtension
    self.diffing = diffing
    self.snapshot = snapshot
  }

  /// A strategy for `NewValue` that first transforms it into a `Value`, then snapshots that.
  public func pullback<NewValue>(
    _ transform: @escaping @Sendable (NewValue) throws -> Value
  ) -> Snapshotting<NewValue, Format> {
    let snapshot = self.snapshot
    var pulled = Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) { newValue in
      try snapshot(transform(newValue))
    }
    if let failureArtifacts {
      pulled.failureArtifacts = { newValue in try failureArtifacts(transform(newValue)) }
      pulled.failureArtifactSuffixes = failureArtifactSuffixes
    }
    return pulled
  }

  /// This strategy, also writing the artifacts `make` builds from the value when the snapshot
  /// does not match (see ``failureArtifacts``); `suffixes` lists every suffix they may have.
  public func addingFailureArtifacts(
    suffixes: [String], _ make: @escaping @Sendable (Value) throws -> [DiffingArtifact]
  ) -> Snapshotting<Value, Format> {
    var copy = self
    let previous = failureArtifacts
    copy.failureArtifacts = { value in try (previous?(value) ?? []) + make(value) }
    copy.failureArtifactSuffixes = failureArtifactSuffixes + suffixes
    return copy
  }
}

extension Snapshotting where Value == Format {
  /// A strategy whose values are already in the stored format.
  public init(pathExtension: String, diffing: Diffing<Format>) {
    self.init(pathExtension: pathExtension, diffing: diffing) { $0 }
  }
}
