import Foundation
import MaterialSnackbar

extension SnackbarPlacementInput {
  /// The placement a manager would give a snackbar in `host` (spec 3.5): the host's size, safe
  /// area, keyboard and window flag, with the manager's alignment, margins and bottom offset.
  ///
  /// Side margins that were never set on the manager are left to the overlay's rule (8 compact,
  /// 24 regular); a set margin, 8 included, is used as given.
  public init(host: SnackbarHost, manager: SnackbarManager) {
    self.init(
      host: host, bottomOffset: manager.bottomOffset, horizontalAlignment: manager.horizontalAlignment,
      verticalAlignment: manager.verticalAlignment, topMargin: manager.topMargin,
      leadingMargin: manager.explicitLeadingMargin, trailingMargin: manager.explicitTrailingMargin)
  }
}
