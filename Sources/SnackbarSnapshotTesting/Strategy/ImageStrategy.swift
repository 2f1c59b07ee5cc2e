import SnackbarImage
import SnackbarRendering
import SnackbarSnapshotCore

extension Diffing where Format == RGBAImage {
  /// PNG storage and pixel comparison under `tolerance`.
  ///
  /// On a mismatch it adds `difference.png` (highlight | amplified, or reference | actual |
  /// overlay when the sizes differ; see `DifferenceImage.artifact(reference:actual:tolerance:)`)
  /// and explains it in the message. When the context says the golden
  /// came from a different rendering stack and tolerant mode is on, each field of the tolerance is
  /// loosened to at least `differentStackTolerance`.
  public static func image(
    tolerance: ImageTolerance = .exact,
    differentStackTolerance: ImageTolerance = .differentRenderingStack
  ) -> Diffing<RGBAImage> {
    Diffing(
      toData: { image in try PNGCodec.encode(image) },
      fromData: { bytes in try PNGCodec.decode(bytes) },
      compare: { reference, actual, context in
        let effective =
          context.relaxForDifferentRenderingStack ? tolerance.loosened(toAtLeast: differentStackTolerance) : tolerance
        let result = ImageComparison.compare(reference: reference, actual: actual, tolerance: effective)
        if result.isMatch { return nil }
        var message = result.message
        if context.relaxForDifferentRenderingStack {
          message += "\n(tolerance relaxed for a different rendering stack: \(effective))"
        }
        var artifacts: [DiffingArtifact] = []
        do {
          let difference = try DifferenceImage.artifact(reference: reference, actual: actual, tolerance: effective)
          artifacts.append(
            DiffingArtifact(suffix: "difference.png", role: "difference", bytes: try PNGCodec.encode(difference)))
          message += "\n" + DifferenceImage.explanation(reference: reference, actual: actual)
        } catch {
          // The comparison verdict stands; only the picture is missing, so say so and go on.
          message += "\n(difference image not written: \(error))"
        }
        return DiffingFailure(message: message, artifacts: artifacts, imageComparison: result)
      },
      artifactSuffixes: ["difference.png"])
  }
}

extension Snapshotting where Value == RGBAImage, Format == RGBAImage {
  /// Snapshots an image as a PNG golden, compared under `tolerance` (`ImageTolerance.exact` by
  /// default). Build strategies for renderable values from it with ``Snapshotting/pullback(_:)``.
  public static func image(
    tolerance: ImageTolerance = .exact,
    differentStackTolerance: ImageTolerance = .differentRenderingStack
  ) -> Snapshotting<RGBAImage, RGBAImage> {
    Snapshotting(
      pathExtension: "png",
      diffing: .image(tolerance: tolerance, differentStackTolerance: differentStackTolerance))
  }
}
