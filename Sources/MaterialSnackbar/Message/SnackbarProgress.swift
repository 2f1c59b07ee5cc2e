import Foundation

/// A progress indicator inside the snackbar. Not part of MDC iOS; off unless a message sets
/// ``SnackbarMessage/progress``.
public enum SnackbarProgress: Sendable, Hashable {
  /// Work of unknown length: an animated bar.
  case indeterminate
  /// A fraction done, clamped to `0...1` when drawn (NaN draws as 0).
  case determinate(Double)

  /// The fraction to draw, clamped; nil when indeterminate.
  public var clampedFraction: Double? {
    guard case .determinate(let value) = self else { return nil }
    return value.isNaN ? 0 : min(1, max(0, value))
  }

  /// Whether the work is done: a determinate fraction of 1 or more. Indeterminate work is never
  /// complete, and NaN counts as 0.
  public var isComplete: Bool { clampedFraction == 1 }
}
