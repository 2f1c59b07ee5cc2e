#if !canImport(UIKit)
  import Foundation
  import MaterialSnackbar

  /// UIKit's font, as the port's `SnackbarFont`: a family, a size and a weight, which the
  /// renderer resolves against its pinned fonts (the system font is drawn with Roboto).
  /// `UIFont.Weight` is `SnackbarFont/Weight`; `systemFont(ofSize:weight:)` and `withSize(_:)`
  /// come from the port.
  public typealias UIFont = SnackbarFont

  extension SnackbarFont {
    /// `UIFont.systemFont(ofSize:)`: the system font, regular.
    public static func systemFont(ofSize size: CGFloat) -> SnackbarFont {
      systemFont(ofSize: size, weight: .regular)
    }

    /// `UIFont.boldSystemFont(ofSize:)`: the system font, bold.
    public static func boldSystemFont(ofSize size: CGFloat) -> SnackbarFont {
      systemFont(ofSize: size, weight: .bold)
    }
  }
#endif
