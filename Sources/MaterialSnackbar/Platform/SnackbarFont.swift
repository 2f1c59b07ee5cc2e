import Foundation

/// A font request: the stand-in for `UIFont`.
///
/// It names a family, a size in points and a weight; the renderer resolves it against its pinned
/// fonts. The "system" family stands for the platform UI font, which the renderer draws with
/// Roboto, Material's typeface.
public struct SnackbarFont: Sendable, Hashable, CustomStringConvertible {
  /// A weight on UIKit's scale (`-1...1`, regular 0), as `UIFont.Weight`.
  public struct Weight: RawRepresentable, Sendable, Hashable, Comparable {
    public let rawValue: CGFloat
    /// Creates a weight from UIKit's raw value.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Thin strokes (CSS 100).
    public static let ultraLight = Weight(rawValue: -0.8)
    /// CSS 200.
    public static let thin = Weight(rawValue: -0.6)
    /// CSS 300.
    public static let light = Weight(rawValue: -0.4)
    /// Body text (CSS 400).
    public static let regular = Weight(rawValue: 0)
    /// Material's "medium", used for buttons and bold runs (CSS 500).
    public static let medium = Weight(rawValue: 0.23)
    /// CSS 600.
    public static let semibold = Weight(rawValue: 0.3)
    /// CSS 700.
    public static let bold = Weight(rawValue: 0.4)
    /// CSS 800.
    public static let heavy = Weight(rawValue: 0.56)
    /// CSS 900.
    public static let black = Weight(rawValue: 0.62)

    /// The nearest CSS/OpenType weight class (100...900), which font matching uses.
    public var cssWeight: Int {
      let table: [(CGFloat, Int)] = [
        (-0.8, 100), (-0.6, 200), (-0.4, 300), (0, 400), (0.23, 500), (0.3, 600), (0.4, 700), (0.56, 800),
        (0.62, 900),
      ]
      return table.min(by: { abs($0.0 - rawValue) < abs($1.0 - rawValue) })?.1 ?? 400
    }
  }

  /// The Material type-scale roles the snackbar uses, for fonts that follow Dynamic Type.
  public enum TextStyle: String, Sendable, Hashable, CaseIterable {
    /// Body 1: message text, regular.
    case body1
    /// Body 2: bold runs of the message, medium.
    case body2
    /// Button: the action title, medium.
    case button

    /// The weight Material gives the role.
    public var weight: Weight { self == .body1 ? .regular : .medium }
  }

  /// The family name standing for the platform's UI font.
  public static let systemFamilyName = "system"

  /// The family, or ``systemFamilyName``.
  public let familyName: String
  /// The size in points. ``isValid`` tells whether it can be drawn.
  public let pointSize: CGFloat
  /// The weight.
  public let weight: Weight
  /// When set, the font follows Dynamic Type: ``scaled(for:)`` resizes it by the Material table
  /// for its role. When nil the size is fixed, as MDC's default snackbar fonts are.
  public let textStyle: TextStyle?

  /// Creates a font of a named family. The size is checked when the font is drawn (``isValid``).
  public init(name: String, size: CGFloat, weight: Weight = .regular) {
    self.init(familyName: name, pointSize: size, weight: weight, textStyle: nil)
  }

  private init(familyName: String, pointSize: CGFloat, weight: Weight, textStyle: TextStyle?) {
    self.familyName = familyName
    self.pointSize = pointSize
    self.weight = weight
    self.textStyle = textStyle
  }

  /// The platform font at a size and weight, as `UIFont.systemFont(ofSize:weight:)`.
  public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> SnackbarFont {
    SnackbarFont(familyName: systemFamilyName, pointSize: size, weight: weight, textStyle: nil)
  }

  /// The Material font for a role at a content-size category, scaling with Dynamic Type
  /// (spec 3.1 table), as `UIFont.preferredFont(forTextStyle:compatibleWith:)`.
  public static func preferredFont(
    forTextStyle style: TextStyle, contentSizeCategory: SnackbarContentSizeCategory = .large
  ) -> SnackbarFont {
    SnackbarFont(
      familyName: systemFamilyName, pointSize: contentSizeCategory.pointSize(for: style), weight: style.weight,
      textStyle: style)
  }

  /// The same font at another size, as `UIFont.withSize(_:)`.
  public func withSize(_ size: CGFloat) -> SnackbarFont {
    SnackbarFont(familyName: familyName, pointSize: size, weight: weight, textStyle: textStyle)
  }

  /// The same font at another weight (its Dynamic Type role kept), as a `UIFont` made from its
  /// descriptor with a weight trait.
  public func withWeight(_ weight: Weight) -> SnackbarFont {
    SnackbarFont(familyName: familyName, pointSize: pointSize, weight: weight, textStyle: textStyle)
  }

  /// The size this font takes at `category`: unchanged for fixed fonts, the Material table's size
  /// for fonts that follow Dynamic Type.
  public func scaled(for category: SnackbarContentSizeCategory) -> SnackbarFont {
    guard let textStyle else { return self }
    return withSize(category.pointSize(for: textStyle))
  }

  /// Whether the size is finite and within `0 < size <= 1024` points.
  public var isValid: Bool { pointSize.isFinite && pointSize > 0 && pointSize <= 1024 }

  /// Whether this is the platform font.
  public var isSystemFont: Bool { familyName == Self.systemFamilyName }

  /// `family size weight`, for logs and layout snapshots.
  public var description: String {
    let size = pointSize == pointSize.rounded() ? String(Int(pointSize)) : String(describing: pointSize)
    return "\(familyName) \(size)pt w\(weight.cssWeight)" + (textStyle.map { " (\($0.rawValue), scaled)" } ?? "")
  }

  /// MDC's default message font: Body 1, 14 pt regular, fixed size.
  public static let defaultMessageFont = SnackbarFont.systemFont(ofSize: 14, weight: .regular)
  /// MDC's font for bold runs: Body 2, 14 pt medium, fixed size.
  public static let defaultBoldMessageFont = SnackbarFont.systemFont(ofSize: 14, weight: .medium)
  /// MDC's default button font: Button, 14 pt medium, fixed size.
  public static let defaultButtonFont = SnackbarFont.systemFont(ofSize: 14, weight: .medium)
}
