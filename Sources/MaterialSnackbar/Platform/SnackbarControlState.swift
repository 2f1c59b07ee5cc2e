/// The states a control's title colour can be set for: the stand-in for `UIControl.State`.
public struct SnackbarControlState: OptionSet, Sendable, Hashable {
  public let rawValue: UInt

  /// Creates a state set from UIKit's raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The normal state. UIKit's raw value is 0, the empty set, and so is this one.
  public static let normal: SnackbarControlState = []
  /// Pressed.
  public static let highlighted = SnackbarControlState(rawValue: 1 << 0)
  /// Disabled.
  public static let disabled = SnackbarControlState(rawValue: 1 << 1)
  /// Selected.
  public static let selected = SnackbarControlState(rawValue: 1 << 2)
}
