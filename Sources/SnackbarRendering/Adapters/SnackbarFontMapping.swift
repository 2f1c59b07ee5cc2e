import Foundation
import MaterialSnackbar

extension TextFont {
  /// The Pango font request for a snackbar font.
  ///
  /// The "system" family stands for the platform UI font; the renderer draws it with Roboto, as
  /// Material does (``FontEnvironment/systemFamily``). Any other family name is passed through:
  /// Pango falls back through ``FontEnvironment/fallbackFamilies`` for families the pinned fonts
  /// do not have, so an unknown name still draws (in Roboto) instead of failing.
  public init(_ font: SnackbarFont) {
    self.init(
      family: font.isSystemFont ? FontEnvironment.systemFamily : font.familyName, pointSize: Double(font.pointSize),
      weight: FontWeight(font.weight))
  }
}

extension FontWeight {
  /// The pinned weight closest to a UIKit weight.
  ///
  /// Only regular (400), medium (500) and bold (700) are pinned, so lighter weights draw regular
  /// and semibold (600) draws medium: it is nearer Material's medium than bold in stroke
  /// contrast, and MDC never asks for it.
  public init(_ weight: SnackbarFont.Weight) {
    switch weight.cssWeight {
    case ..<450: self = .regular
    case ..<650: self = .medium
    default: self = .bold
    }
  }
}
