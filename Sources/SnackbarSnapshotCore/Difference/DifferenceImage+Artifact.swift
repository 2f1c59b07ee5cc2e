import SnackbarImage

extension DifferenceImage {
  /// The panels of the artifact written as `<name>.difference.png`, and their order.
  public enum ArtifactPanels: Sendable, Hashable {
    /// Same size: the highlight, then the amplified difference; one file answers both "where"
    /// and "how much".
    case highlightAndAmplified
    /// Different sizes: the reference, the actual image, then the overlay (the highlight on a
    /// canvas covering both). The amplified difference would show only the overlap, so the two
    /// images themselves are shown instead.
    case referenceActualAndOverlay
  }

  /// Which panels an artifact for these images has.
  public static func artifactPanels(reference: RGBAImage, actual: RGBAImage) -> ArtifactPanels {
    reference.width == actual.width && reference.height == actual.height
      ? .highlightAndAmplified : .referenceActualAndOverlay
  }

  /// The artifact written as `<name>.difference.png` (and by `snackbar diff --output`): the
  /// panels of ``artifactPanels(reference:actual:)``, side by side, or stacked top to bottom when
  /// side by side would exceed `RGBAImage/maximumDimension`. ``explanation(reference:actual:)``
  /// says how to read it.
  /// - Throws: ``DifferenceImageError/tooLarge(width:height:maximumSide:)`` when neither
  ///   arrangement fits (both images larger than about 8192 pixels in both directions).
  public static func artifact(
    reference: RGBAImage, actual: RGBAImage, tolerance: ImageTolerance
  ) throws(DifferenceImageError) -> RGBAImage {
    // Checked before any panel is drawn: a too-large answer should not cost gigabytes first.
    let panels = artifactPanels(reference: reference, actual: actual)
    let axis = try artifactAxis(
      panels: panels, reference: (reference.width, reference.height), actual: (actual.width, actual.height))
    let images: [RGBAImage]
    switch panels {
    case .highlightAndAmplified:
      images = [
        highlight(reference: reference, actual: actual, tolerance: tolerance),
        amplified(reference: reference, actual: actual),
      ]
    case .referenceActualAndOverlay:
      images = [reference, actual, highlight(reference: reference, actual: actual, tolerance: tolerance)]
    }
    return try compose(images, axis: axis, spacing: artifactSpacing, background: RGBAPixel(white: 128))
  }

  /// How to read the artifact for these images, in one paragraph, for failure messages and
  /// `snackbar diff`: which panel is which, and what each colour means.
  public static func explanation(reference: RGBAImage, actual: RGBAImage) -> String {
    let panels = artifactPanels(reference: reference, actual: actual)
    let axis = try? artifactAxis(
      panels: panels, reference: (reference.width, reference.height), actual: (actual.width, actual.height))
    let order = axis == .vertical ? "top to bottom" : "left to right"
    let colors =
      "the reference greyed, with pixels that differ beyond the tolerance in magenta and changes the tolerance "
      + "forgives in amber"
    switch panels {
    case .highlightAndAmplified:
      return "The difference image shows, \(order): highlight | amplified. Highlight: \(colors). "
        + "Amplified: |reference − actual| per channel, every change at least 25 % bright and the largest at full "
        + "brightness; black is identical."
    case .referenceActualAndOverlay:
      return "The sizes differ, so the difference image shows, \(order): reference | actual | overlay. "
        + "Overlay: \(colors), on a canvas covering both images; cyan is area only one of them covers."
    }
  }

  /// The gap between panels, in pixels.
  static let artifactSpacing = 4

  /// Side by side when that fits within `RGBAImage/maximumDimension`, else top to bottom.
  /// - Throws: ``DifferenceImageError/tooLarge(width:height:maximumSide:)`` when neither fits,
  ///   naming the smaller of the two canvases.
  static func artifactAxis(
    panels: ArtifactPanels, reference: (width: Int, height: Int), actual: (width: Int, height: Int)
  ) throws(DifferenceImageError) -> Axis {
    let sizes: [(width: Int, height: Int)]
    switch panels {
    case .highlightAndAmplified: sizes = [reference, reference]
    case .referenceActualAndOverlay:
      sizes = [reference, actual, (max(reference.width, actual.width), max(reference.height, actual.height))]
    }
    let gaps = artifactSpacing * (sizes.count - 1)
    let wide = (sizes.reduce(0) { $0 + $1.width } + gaps, sizes.map(\.height).max() ?? 1)
    let tall = (sizes.map(\.width).max() ?? 1, sizes.reduce(0) { $0 + $1.height } + gaps)
    let limit = RGBAImage.maximumDimension
    if wide.0 <= limit && wide.1 <= limit { return .horizontal }
    if tall.0 <= limit && tall.1 <= limit { return .vertical }
    let smaller = wide.0 * wide.1 <= tall.0 * tall.1 ? wide : tall
    throw .tooLarge(width: smaller.0, height: smaller.1, maximumSide: limit)
  }
}
