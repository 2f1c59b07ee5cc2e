import Foundation

/// Insets by physical side: the stand-in for `UIEdgeInsets`, used for safe areas.
public struct SnackbarEdgeInsets: Sendable, Hashable {
  /// Top inset in points.
  public var top: CGFloat
  /// Left inset in points.
  public var left: CGFloat
  /// Bottom inset in points.
  public var bottom: CGFloat
  /// Right inset in points.
  public var right: CGFloat

  /// Creates insets from four sides.
  public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No inset.
  public static let zero = SnackbarEdgeInsets()

  /// The inset on the reading-order leading side: left in LTR, right in RTL.
  public func leading(rightToLeft: Bool) -> CGFloat { rightToLeft ? right : left }
  /// The inset on the trailing side: right in LTR, left in RTL.
  public func trailing(rightToLeft: Bool) -> CGFloat { rightToLeft ? left : right }
}

/// Insets by reading-order side: the stand-in for `NSDirectionalEdgeInsets`, used for the
/// snackbar's content margins, which the spec writes as (top, leading, bottom, trailing).
public struct SnackbarDirectionalEdgeInsets: Sendable, Hashable {
  /// Top inset in points.
  public var top: CGFloat
  /// Leading inset in points (left in LTR, right in RTL).
  public var leading: CGFloat
  /// Bottom inset in points.
  public var bottom: CGFloat
  /// Trailing inset in points.
  public var trailing: CGFloat

  /// Creates insets from four sides.
  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// No inset.
  public static let zero = SnackbarDirectionalEdgeInsets()
}
