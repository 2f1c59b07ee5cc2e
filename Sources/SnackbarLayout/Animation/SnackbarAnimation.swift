import Foundation

/// Where a snackbar is in its life, for drawing one frame (spec 3.7, modern mode).
public enum SnackbarAnimationPhase: Sendable, Hashable {
  /// Appearing, this many seconds after the enter animation started.
  case entering(TimeInterval)
  /// Fully shown.
  case visible
  /// Disappearing, this many seconds after the exit animation started.
  case exiting(TimeInterval)
}

/// The snackbar layer's animated properties at one moment.
public struct SnackbarAnimationState: Sendable, Hashable {
  /// The layer's opacity, `0...1`.
  public var opacity: Double
  /// The layer's uniform scale about its centre (`transform.scale`).
  public var scale: Double

  /// Creates a state.
  public init(opacity: Double, scale: Double) {
    self.opacity = opacity
    self.scale = scale
  }

  /// Fully shown: opacity 1, scale 1.
  public static let identity = SnackbarAnimationState(opacity: 1, scale: 1)
}

/// MDC's modern enter and exit animations (spec 3.7) as pure functions of time.
///
/// * Enter: opacity 0 → 1 and scale 0.8 → 1 together over 0.15 s, no translation.
/// * Exit: opacity 1 → 0 over 0.125 s, no scale.
/// * Both ease in and out (cubic Bézier (0.42, 0), (0.58, 1)); both hold their end state
///   afterwards (fill mode forwards).
///
/// Times are clamped to the animation: a negative time is the start state, a time past the
/// duration (or +∞) the end state. NaN has no moment, so it reads as the start state (the
/// frame before anything moved), like the other NaN-tolerant values in this package.
public enum SnackbarAnimation {
  /// The enter animation's length in seconds.
  public static let enterDuration: TimeInterval = 0.15
  /// The exit animation's length in seconds.
  public static let exitDuration: TimeInterval = 0.125
  /// The enter animation's starting scale.
  public static let enterInitialScale: Double = 0.8
  /// The timing curve of both animations.
  public static let timingCurve = SnackbarCubicBezier.easeInEaseOut

  /// The state at `phase`.
  public static func state(at phase: SnackbarAnimationPhase) -> SnackbarAnimationState {
    switch phase {
    case .visible:
      return .identity
    case .entering(let elapsed):
      let eased = timingCurve.value(at: fraction(elapsed, of: enterDuration))
      return SnackbarAnimationState(opacity: eased, scale: enterInitialScale + (1 - enterInitialScale) * eased)
    case .exiting(let elapsed):
      let eased = timingCurve.value(at: fraction(elapsed, of: exitDuration))
      return SnackbarAnimationState(opacity: 1 - eased, scale: 1)
    }
  }

  /// The share of `duration` that `elapsed` covers, in `0...1`; NaN and negatives give 0.
  static func fraction(_ elapsed: TimeInterval, of duration: TimeInterval) -> Double {
    guard !elapsed.isNaN, elapsed > 0 else { return 0 }
    return min(1, elapsed / duration)
  }
}
