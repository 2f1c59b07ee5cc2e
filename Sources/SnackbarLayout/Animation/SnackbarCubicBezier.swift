import Foundation

/// A timing curve from (0, 0) to (1, 1) with two control points, as `CAMediaTimingFunction`.
/// It maps the fraction of time elapsed (x) to the fraction of the change done (y).
public struct SnackbarCubicBezier: Sendable, Hashable {
  /// The first control point's x, in `0...1`.
  public let x1: Double
  /// The first control point's y.
  public let y1: Double
  /// The second control point's x, in `0...1`.
  public let x2: Double
  /// The second control point's y.
  public let y2: Double

  /// Creates a curve. The x coordinates are clamped to `0...1` (NaN as 0), which keeps x(t)
  /// monotonic, so every x has exactly one parameter.
  public init(x1: Double, y1: Double, x2: Double, y2: Double) {
    func clamp(_ value: Double) -> Double { value.isNaN ? 0 : min(1, max(0, value)) }
    self.x1 = clamp(x1)
    self.y1 = y1.isFinite ? y1 : 0
    self.x2 = clamp(x2)
    self.y2 = y2.isFinite ? y2 : 1
  }

  /// `kCAMediaTimingFunctionEaseInEaseOut`: (0.42, 0) and (0.58, 1), which MDC's enter and exit
  /// animations use (spec 3.7).
  public static let easeInEaseOut = SnackbarCubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
  /// The straight line.
  public static let linear = SnackbarCubicBezier(x1: 0, y1: 0, x2: 1, y2: 1)

  /// The curve's y where its x is `progress`, solved exactly (to 1e-12): Newton's method from
  /// `t = x`, falling back to bisection where the slope is too flat. `progress` is clamped to
  /// `0...1`; NaN reads as 0.
  public func value(at progress: Double) -> Double {
    let x = progress.isNaN ? 0 : min(1, max(0, progress))
    if x == 0 { return 0 }
    if x == 1 { return 1 }
    return Self.component(parameter(forX: x), c1: y1, c2: y2)
  }

  /// The parameter t in `0...1` with `x(t) = x`.
  func parameter(forX x: Double) -> Double {
    let tolerance = 1e-12
    var t = x
    for _ in 0..<8 {
      let error = Self.component(t, c1: x1, c2: x2) - x
      if abs(error) < tolerance { return t }
      let slope = Self.derivative(t, c1: x1, c2: x2)
      if abs(slope) < 1e-9 { break }
      t -= error / slope
      if !(0...1).contains(t) { break }
    }
    var low = 0.0
    var high = 1.0
    t = x
    for _ in 0..<100 {
      let value = Self.component(t, c1: x1, c2: x2)
      if abs(value - x) < tolerance { break }
      if value < x { low = t } else { high = t }
      t = (low + high) / 2
    }
    return t
  }

  /// One coordinate of the curve at parameter t, with end points 0 and 1:
  /// `3(1−t)²t·c1 + 3(1−t)t²·c2 + t³`, in Horner form.
  static func component(_ t: Double, c1: Double, c2: Double) -> Double {
    let c = 3 * c1
    let b = 3 * (c2 - c1) - c
    let a = 1 - c - b
    return ((a * t + b) * t + c) * t
  }

  /// The coordinate's derivative at t.
  static func derivative(_ t: Double, c1: Double, c2: Double) -> Double {
    let c = 3 * c1
    let b = 3 * (c2 - c1) - c
    let a = 1 - c - b
    return (3 * a * t + 2 * b) * t + c
  }
}
