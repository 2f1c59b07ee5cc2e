import Foundation

/// The environment a snackbar is drawn in: the stand-in for `UITraitCollection`.
public struct SnackbarTraitCollection: Sendable, Hashable {
  /// Light or dark appearance, as `UIUserInterfaceStyle`.
  public enum UserInterfaceStyle: String, Sendable, Hashable, CaseIterable {
    /// Not set; treated as light.
    case unspecified
    /// Light appearance.
    case light
    /// Dark appearance.
    case dark
  }

  /// Reading direction, as `UITraitEnvironmentLayoutDirection`.
  public enum LayoutDirection: String, Sendable, Hashable, CaseIterable {
    /// Not set; treated as left-to-right.
    case unspecified
    /// Latin, CJK, …
    case leftToRight
    /// Arabic, Hebrew, …: the snackbar mirrors (leading is on the right).
    case rightToLeft
  }

  /// The kind of device, as `UIUserInterfaceIdiom`. MDC sizes and spaces snackbars differently on
  /// iPad (widths 288...568, bottom margin 24) than on other devices (spec 3.1, 3.5).
  public enum UserInterfaceIdiom: String, Sendable, Hashable, CaseIterable {
    /// Not set; treated as phone.
    case unspecified
    /// A phone.
    case phone
    /// A tablet.
    case pad
  }

  /// Whether the user asked for more contrast, as `UIAccessibilityContrast` (Increase Contrast);
  /// named colours from an asset catalog have high-contrast variants.
  public enum AccessibilityContrast: String, Sendable, Hashable, CaseIterable {
    /// Not set; treated as normal.
    case unspecified
    /// Normal contrast.
    case normal
    /// Increased contrast.
    case high
  }

  /// A size class, as `UIUserInterfaceSizeClass`.
  public enum SizeClass: String, Sendable, Hashable, CaseIterable {
    /// Not set.
    case unspecified
    /// Phones in portrait (width), phones in landscape (height).
    case compact
    /// Full-screen tablets.
    case regular
  }

  /// Points to pixels: 1, 2 or 3. Must be finite and positive to draw.
  public var displayScale: CGFloat
  /// Light or dark.
  public var userInterfaceStyle: UserInterfaceStyle
  /// Reading direction.
  public var layoutDirection: LayoutDirection
  /// Dynamic Type size.
  public var preferredContentSizeCategory: SnackbarContentSizeCategory
  /// Horizontal size class: regular × regular hosts centre a width-limited snackbar.
  public var horizontalSizeClass: SizeClass
  /// Vertical size class: accessibility sizes stack the action only when this is regular.
  public var verticalSizeClass: SizeClass
  /// Phone or tablet.
  public var userInterfaceIdiom: UserInterfaceIdiom
  /// Normal or increased contrast.
  public var accessibilityContrast: AccessibilityContrast

  /// Creates a trait collection; every trait has UIKit's "phone, portrait, light" default.
  public init(
    displayScale: CGFloat = 2,
    userInterfaceStyle: UserInterfaceStyle = .light,
    layoutDirection: LayoutDirection = .leftToRight,
    preferredContentSizeCategory: SnackbarContentSizeCategory = .large,
    horizontalSizeClass: SizeClass = .compact,
    verticalSizeClass: SizeClass = .regular,
    userInterfaceIdiom: UserInterfaceIdiom = .phone,
    accessibilityContrast: AccessibilityContrast = .unspecified
  ) {
    self.displayScale = displayScale
    self.userInterfaceStyle = userInterfaceStyle
    self.layoutDirection = layoutDirection
    self.preferredContentSizeCategory = preferredContentSizeCategory
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.userInterfaceIdiom = userInterfaceIdiom
    self.accessibilityContrast = accessibilityContrast
  }

  /// Whether both size classes are regular (a full-screen tablet), where the snackbar is
  /// width-limited and ``SnackbarHorizontalAlignment`` applies (spec 3.5).
  public var isRegularRegular: Bool { horizontalSizeClass == .regular && verticalSizeClass == .regular }

  /// Whether the layout is mirrored.
  public var isRightToLeft: Bool { layoutDirection == .rightToLeft }

  /// Whether the device is a tablet.
  public var isPad: Bool { userInterfaceIdiom == .pad }

  /// Whether the appearance is dark.
  public var isDark: Bool { userInterfaceStyle == .dark }

  /// Whether increased contrast is on.
  public var isHighContrast: Bool { accessibilityContrast == .high }
}
