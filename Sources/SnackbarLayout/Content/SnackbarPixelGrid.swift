import Foundation

/// Rounding to device pixels, as UIKit does: label sizes round up (`UILabel` intrinsic sizes),
/// frame edges round to the nearest pixel (Auto Layout's engine output).
package struct SnackbarPixelGrid: Sendable, Hashable {
  /// Pixels per point.
  package let scale: CGFloat

  /// Creates a grid; `scale` must be finite and positive (the layout validates it).
  package init(scale: CGFloat) { self.scale = scale }

  /// `ceil(value × scale) / scale`, ignoring float noise below a millionth of a pixel, so
  /// 16.625 × 2 = 33.25 gives 33.5 but 17.000000000001 stays 17.
  package func ceil(_ value: CGFloat) -> CGFloat {
    (value * scale - 1e-6).rounded(.up) / scale
  }

  /// The nearest pixel boundary, halves away from zero, ignoring float noise below a millionth of
  /// a pixel: an edge computed as 2.4999999999 px is on the half like its twin at 134.5000000001,
  /// so both round the same way and a 44-pt frame stays 44 pt (rounding the noise instead once
  /// made a 44-pt button 43.667 pt at 3x).
  package func round(_ value: CGFloat) -> CGFloat {
    let pixels = value * scale
    let quantized = (pixels * 1e6).rounded() / 1e6
    return (quantized.isFinite ? quantized : pixels).rounded(.toNearestOrAwayFromZero) / scale
  }

  /// A rectangle with each edge on the nearest pixel boundary, so adjacent frames never overlap
  /// or gap by a fraction of a pixel.
  package func snap(_ rect: CGRect) -> CGRect {
    let minX = round(rect.minX)
    let minY = round(rect.minY)
    return CGRect(x: minX, y: minY, width: round(rect.maxX) - minX, height: round(rect.maxY) - minY)
  }
}
