import Foundation
import MaterialSnackbar

/// The linear progress bar's geometry (not in MDC). The bar is 4 pt tall and spans the
/// container's full width along its bottom edge, inside the rounded clip, like Material's linear
/// indicator on a card; it does not change the snackbar's height (it sits in the bottom margin).
package enum SnackbarLinearProgress {
  /// The filled part of the track, from the leading edge, in container coordinates.
  ///
  /// - Parameters:
  ///   - track: the full bar.
  ///   - progress: determinate (a fraction, clamped to `0...1`, NaN as 0) or indeterminate.
  ///   - elapsed: seconds since the indeterminate animation started; ignored when determinate.
  ///   - direction: where the leading edge is.
  package static func indicatorFrame(
    in track: CGRect, progress: SnackbarProgress, elapsed: TimeInterval, direction: SnackbarWritingDirection
  ) -> CGRect {
    let span: (start: CGFloat, length: CGFloat)
    switch progress {
    case .determinate:
      span = (0, track.width * CGFloat(progress.clampedFraction ?? 0))
    case .indeterminate:
      span = indeterminateSegment(trackWidth: track.width, elapsed: elapsed)
    }
    let x = direction.isRightToLeft ? track.maxX - span.start - span.length : track.minX + span.start
    return CGRect(x: x, y: track.minY, width: span.length, height: track.height)
  }

  /// The indeterminate segment, measured from the leading edge: a segment 40 % of the track long
  /// enters at the leading edge and leaves at the trailing one once per 1.8-s cycle, its head
  /// eased with the ease-in-ease-out curve, clipped to the track. Negative or NaN time reads as
  /// 0; the animation repeats forever.
  package static func indeterminateSegment(trackWidth: CGFloat, elapsed: TimeInterval) -> (
    start: CGFloat, length: CGFloat
  ) {
    let cycle = SnackbarLayoutMetrics.indeterminateProgressCycle
    let time = elapsed.isFinite && elapsed > 0 ? elapsed.truncatingRemainder(dividingBy: cycle) : 0
    let eased = CGFloat(SnackbarCubicBezier.easeInEaseOut.value(at: time / cycle))
    let segment = SnackbarLayoutMetrics.indeterminateSegmentRatio * trackWidth
    let head = eased * (trackWidth + segment)
    let start = max(0, head - segment)
    let end = min(trackWidth, head)
    return (start, max(0, end - start))
  }
}
