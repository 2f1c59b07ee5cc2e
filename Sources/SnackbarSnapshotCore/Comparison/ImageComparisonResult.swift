import SnackbarImage
import SnackbarJSON

/// Everything one image comparison measured, and whether it passed its tolerance.
///
/// Two counts are kept apart on purpose: *changed* pixels differ in any byte at all, *differing*
/// pixels are the changed ones that the tolerance does not forgive. The failure message prints
/// both, with the thresholds beside the measured values, so a reader can tell a ±1 rounding drift
/// (many changed, none differing) from a real regression.
public struct ImageComparisonResult: Sendable, Equatable {
  /// The reference (golden) image's size.
  public let referenceSize: PixelSize
  /// The actual (new) image's size.
  public let actualSize: PixelSize
  /// The tolerance the verdict was made with.
  public let tolerance: ImageTolerance
  /// Pixels in the compared area (zero when the sizes differ: nothing is compared).
  public let pixelCount: Int
  /// Pixels whose four bytes are not all equal.
  public let changedPixelCount: Int
  /// Changed pixels that the tolerance does not forgive.
  public let differingPixelCount: Int
  /// The largest absolute difference in any one channel (R, G, B or A) over all pixels.
  public let maxChannelDelta: UInt8
  /// The largest CIEDE2000 ΔE over all changed pixels (see `ColorDifference`), 0 when none.
  public let maxDeltaE: Double
  /// The bounding box of the changed pixels, or `nil` when none changed.
  public let changedBounds: PixelRect?
  /// The bounding box of the differing pixels, or `nil` when none differ.
  public let differingBounds: PixelRect?

  /// Creates a result; normally made by ``ImageComparison/compare(reference:actual:tolerance:)``.
  public init(
    referenceSize: PixelSize,
    actualSize: PixelSize,
    tolerance: ImageTolerance,
    pixelCount: Int,
    changedPixelCount: Int,
    differingPixelCount: Int,
    maxChannelDelta: UInt8,
    maxDeltaE: Double,
    changedBounds: PixelRect?,
    differingBounds: PixelRect?
  ) {
    self.referenceSize = referenceSize
    self.actualSize = actualSize
    self.tolerance = tolerance
    self.pixelCount = pixelCount
    self.changedPixelCount = changedPixelCount
    self.differingPixelCount = differingPixelCount
    self.maxChannelDelta = maxChannelDelta
    self.maxDeltaE = maxDeltaE
    self.changedBounds = changedBounds
    self.differingBounds = differingBounds
  }

  /// Whether both images have the same width and height.
  public var sizesMatch: Bool { referenceSize == actualSize }

  /// Whether every byte of every pixel is equal.
  public var isIdentical: Bool { sizesMatch && changedPixelCount == 0 }

  /// `differingPixelCount / pixelCount`, 0 for an empty comparison.
  public var differingFraction: Double {
    pixelCount == 0 ? 0 : Double(differingPixelCount) / Double(pixelCount)
  }

  /// `changedPixelCount / pixelCount`, 0 for an empty comparison.
  public var changedFraction: Double {
    pixelCount == 0 ? 0 : Double(changedPixelCount) / Double(pixelCount)
  }

  /// The verdict: same size and no more differing pixels than the tolerance allows.
  public var isMatch: Bool {
    sizesMatch && differingFraction <= tolerance.allowedDifferingFraction
  }

  /// A human summary with every number beside its threshold, one fact per line.
  public var message: String {
    if !sizesMatch {
      return "image sizes differ: reference is \(referenceSize), actual is \(actualSize)"
    }
    if isIdentical { return "images are identical (\(referenceSize))" }
    var lines: [String] = []
    let verdict = isMatch ? "within tolerance" : "beyond tolerance"
    lines.append(
      "\(differingPixelCount) of \(pixelCount) pixels (\(Self.percent(differingFraction))) differ \(verdict)"
        + " (allowed \(Self.percent(tolerance.allowedDifferingFraction)));"
        + " \(changedPixelCount) (\(Self.percent(changedFraction))) changed at all"
    )
    lines.append("max channel delta \(maxChannelDelta) (tolerated per pixel: \(tolerance.perChannel))")
    let perceptualLimit =
      tolerance.perceptual.map { "tolerated per pixel: \(SnackbarJSONNumber.fixed($0))" } ?? "no perceptual tolerance"
    lines.append("max ΔE00 \(SnackbarJSONNumber.fixed(maxDeltaE)) (\(perceptualLimit))")
    if let differingBounds {
      lines.append("differing pixels within \(differingBounds.rangesDescription)")
    }
    if let changedBounds, changedBounds != differingBounds {
      lines.append("changed pixels within \(changedBounds.rangesDescription)")
    }
    lines.append("tolerance \(tolerance); image size \(referenceSize)")
    return lines.joined(separator: "\n")
  }

  /// Percent with enough digits that one pixel in 200 000 is not printed as 0%.
  static func percent(_ fraction: Double) -> String {
    let value = fraction * 100
    if value == 0 { return "0%" }
    if value >= 1 { return "\(SnackbarJSONNumber.fixed(value, digits: 2))%" }
    return "\(SnackbarJSONNumber.fixed(value, digits: 4))%"
  }
}
