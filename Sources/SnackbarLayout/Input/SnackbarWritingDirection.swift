import Foundation
import MaterialSnackbar

/// A layout direction: the snackbar's mirroring and the edge its text aligns to.
///
/// Not the text's reading order: as in `UILabel`, each paragraph reads in the direction of its
/// first strong character (see ``SnackbarParagraph``).
///
/// A separate, `Codable` type (rather than `SnackbarTraitCollection/LayoutDirection`) because
/// layouts are printed as JSON and the trait's `unspecified` case has no meaning once resolved.
public enum SnackbarWritingDirection: String, Sendable, Hashable, Codable, CaseIterable {
  /// Latin, CJK, …: leading is on the left.
  case leftToRight
  /// Arabic, Hebrew, …: leading is on the right, and every x mirrors (spec 3.2: the margins use
  /// leading and trailing anchors).
  case rightToLeft

  /// The resolved direction of a trait collection; `unspecified` reads as left-to-right, as UIKit
  /// does.
  public init(_ direction: SnackbarTraitCollection.LayoutDirection) {
    self = direction == .rightToLeft ? .rightToLeft : .leftToRight
  }

  /// Whether this is ``rightToLeft``.
  public var isRightToLeft: Bool { self == .rightToLeft }
}
