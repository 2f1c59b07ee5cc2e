import Foundation

/// The user's preferred text size: the stand-in for `UIContentSizeCategory`.
public enum SnackbarContentSizeCategory: String, Sendable, Hashable, CaseIterable, Comparable {
  /// Not set; treated as ``large``.
  case unspecified
  /// XS.
  case extraSmall
  /// S.
  case small
  /// M.
  case medium
  /// L, the default.
  case large
  /// XL.
  case extraLarge
  /// XXL.
  case extraExtraLarge
  /// XXXL, the largest non-accessibility size.
  case extraExtraExtraLarge
  /// AX-M.
  case accessibilityMedium
  /// AX-L.
  case accessibilityLarge
  /// AX-XL.
  case accessibilityExtraLarge
  /// AX-XXL.
  case accessibilityExtraExtraLarge
  /// AX-XXXL, the largest size.
  case accessibilityExtraExtraExtraLarge

  /// Whether this is one of the accessibility sizes (AX-M and above).
  public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

  /// The short name used in the spec table and on the command line (`XS` … `AX-XXXL`).
  public var shortName: String {
    switch self {
    case .unspecified: return "L"
    case .extraSmall: return "XS"
    case .small: return "S"
    case .medium: return "M"
    case .large: return "L"
    case .extraLarge: return "XL"
    case .extraExtraLarge: return "XXL"
    case .extraExtraExtraLarge: return "XXXL"
    case .accessibilityMedium: return "AX-M"
    case .accessibilityLarge: return "AX-L"
    case .accessibilityExtraLarge: return "AX-XL"
    case .accessibilityExtraExtraLarge: return "AX-XXL"
    case .accessibilityExtraExtraExtraLarge: return "AX-XXXL"
    }
  }

  /// Parses a short name (`XS` … `AX-XXXL`, case-insensitive) or a case name; nil otherwise.
  public init?(shortName: String) {
    let wanted = shortName.uppercased()
    if let match = Self.allCases.first(where: { $0 != .unspecified && $0.shortName == wanted }) {
      self = match
    } else if let match = Self(rawValue: shortName) {
      self = match
    } else {
      return nil
    }
  }

  /// The Material type-scale size in points for `style` at this category (spec 3.1). The Button
  /// style has no accessibility sizes, so it stops growing at XXXL (20 pt).
  public func pointSize(for style: SnackbarFont.TextStyle) -> CGFloat {
    let sizes: [CGFloat] = [11, 12, 13, 14, 16, 18, 20, 25, 30, 37, 44, 52]
    let index: Int
    switch self {
    case .unspecified: index = 3
    case .extraSmall: index = 0
    case .small: index = 1
    case .medium: index = 2
    case .large: index = 3
    case .extraLarge: index = 4
    case .extraExtraLarge: index = 5
    case .extraExtraExtraLarge: index = 6
    case .accessibilityMedium: index = 7
    case .accessibilityLarge: index = 8
    case .accessibilityExtraLarge: index = 9
    case .accessibilityExtraExtraLarge: index = 10
    case .accessibilityExtraExtraExtraLarge: index = 11
    }
    return style == .button ? sizes[min(index, 6)] : sizes[index]
  }

  private var order: Int { Self.allCases.firstIndex(of: self) ?? 0 }
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.order < rhs.order }
}
