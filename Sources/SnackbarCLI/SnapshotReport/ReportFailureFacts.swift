import Foundation
import SnackbarImage
import SnackbarLayout
import SnackbarRendering
import SnackbarSnapshotCore

/// The numbers of one failure, as label/value rows for the page, from its failure record.
enum ReportFailureFacts {
  /// A reader's name for each kind.
  static func title(_ kind: SnapshotFailureRecord.Kind) -> String {
    switch kind {
    case .pixelMismatch: return "pixel mismatch"
    case .sizeMismatch: return "size mismatch"
    case .stackMismatch: return "rendering stack mismatch"
    case .contentMismatch: return "content mismatch"
    case .missingGolden: return "missing golden"
    case .unreadableGolden: return "unreadable golden"
    }
  }

  /// The rows, in reading order: what the failure message says, as numbers.
  static func rows(_ record: SnapshotFailureRecord) -> [(label: String, value: String)] {
    // The kind is the section's heading badge, so it is not repeated here.
    var rows: [(String, String)] = [("Test", record.test), ("Golden", record.golden)]
    if let image = record.image {
      rows += imageRows(image)
    }
    if !record.renderingStackDifferences.isEmpty {
      rows.append(("Rendering stack", record.renderingStackDifferences.joined(separator: "; ")))
    }
    return rows
  }

  private static func imageRows(_ image: SnapshotFailureRecord.ImageNumbers) -> [(String, String)] {
    let sizes = ("Sizes", "reference \(size(image.referenceSize)), actual \(size(image.actualSize))")
    guard image.referenceSize == image.actualSize else {
      return [sizes, ("Compared", "no pixels: the sizes differ")]
    }
    var rows: [(String, String)] = [
      (
        "Differing pixels",
        "\(image.differingPixels) of \(image.comparedPixels) (\(percent(image.differingPixels, of: image.comparedPixels)))"
      ),
      ("Changed pixels", "\(image.changedPixels) (\(percent(image.changedPixels, of: image.comparedPixels)))"),
      ("Max channel delta", "\(image.maxChannelDelta) of 255"),
      ("Max ΔE00", String(format: "%.2f", image.maxDeltaE)),
    ]
    if let bounds = image.differingBounds { rows.append(("Differing within", rect(bounds))) }
    if let bounds = image.changedBounds, bounds != image.differingBounds {
      rows.append(("Changed within", rect(bounds)))
    }
    rows += [sizes, ("Tolerance", image.tolerance)]
    return rows
  }

  /// `8×6`.
  static func size(_ size: PixelSize) -> String { "\(size.width)×\(size.height)" }

  /// `x 10...50, y 3...20 (41×18)`, as the failure message prints a bounding box.
  ///
  /// A record read from disk holds only numbers within an image (``SnapshotFailureRecord/read(from:)``
  /// refuses others), but a `PixelRect` can be made with any; its ranges are computed with checked
  /// arithmetic all the same, so a page is never a trap.
  static func rect(_ rect: PixelRect) -> String { rect.rangesDescription(times: "×") }

  /// A percentage with enough digits that one pixel in a million does not read as 0 %.
  static func percent(_ count: Int, of total: Int) -> String {
    guard total > 0, count > 0 else { return "0%" }
    let value = Double(count) * 100 / Double(total)
    return String(format: value >= 1 ? "%.2f%%" : "%.4f%%", value)
  }
}
