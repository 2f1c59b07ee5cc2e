import Foundation
import MaterialSnackbar

/// The snackbar's content margins by reading-order side, as the spec writes them (top, leading,
/// bottom, trailing). A `Codable` twin of `SnackbarDirectionalEdgeInsets` for layout JSON.
public struct SnackbarContentMargins: Sendable, Hashable, Codable {
  /// Top margin in points.
  public var top: CGFloat
  /// Leading margin in points (left in LTR, right in RTL).
  public var leading: CGFloat
  /// Bottom margin in points.
  public var bottom: CGFloat
  /// Trailing margin in points.
  public var trailing: CGFloat

  /// Creates margins.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// Creates margins from directional insets.
  public init(_ insets: SnackbarDirectionalEdgeInsets) {
    self.init(top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing)
  }
}
