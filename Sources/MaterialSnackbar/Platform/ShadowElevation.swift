import Foundation

/// A Material elevation in points: the stand-in for `MDCShadowElevation` (Swift name
/// `ShadowElevation`), an extensible enum over `CGFloat`.
public struct ShadowElevation: RawRepresentable, Sendable, Hashable, Comparable, CustomStringConvertible {
  public let rawValue: CGFloat

  /// Creates an elevation from points.
  public init(rawValue: CGFloat) { self.rawValue = rawValue }
  /// Creates an elevation from points.
  public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  public var description: String { "\(rawValue)" }

  /// 0: flat.
  public static let none = ShadowElevation(0)
  /// 1: switches.
  public static let `switch` = ShadowElevation(1)
  /// 2: resting cards.
  public static let cardResting = ShadowElevation(2)
  /// 2: raised buttons at rest.
  public static let raisedButtonResting = ShadowElevation(2)
  /// 3: quick entry.
  public static let quickEntry = ShadowElevation(3)
  /// 3: search bar at rest.
  public static let searchBarResting = ShadowElevation(3)
  /// 4: app bars.
  public static let appBar = ShadowElevation(4)
  /// 6: snackbars, MDC's default message elevation.
  public static let snackbar = ShadowElevation(6)
  /// 6: floating action buttons at rest.
  public static let fabResting = ShadowElevation(6)
  /// 8: bottom navigation bars.
  public static let bottomNavigationBar = ShadowElevation(8)
  /// 8: menus.
  public static let menu = ShadowElevation(8)
  /// 8: pressed cards.
  public static let cardPickedUp = ShadowElevation(8)
  /// 8: pressed raised buttons.
  public static let raisedButtonPressed = ShadowElevation(8)
  /// 9: sub-menus.
  public static let subMenu = ShadowElevation(9)
  /// 12: pressed floating action buttons.
  public static let fabPressed = ShadowElevation(12)
  /// 16: navigation drawers.
  public static let navDrawer = ShadowElevation(16)
  /// 16: modal bottom sheets.
  public static let modalBottomSheet = ShadowElevation(16)
  /// 24: dialogs.
  public static let dialog = ShadowElevation(24)
  /// 24: pickers.
  public static let picker = ShadowElevation(24)
}
