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
    return Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) { newValue in
      try snapshot(transform(newValue))
    }
  }
}

extension Snapshotting where Value == Format {
  /// A strategy whose values are already in the stored format.
  public init(pathExtension: String, diffing: Diffing<Format>) {
    self.init(pathExtension: pathExtension, diffing: diffing) { $0 }
  }
}
