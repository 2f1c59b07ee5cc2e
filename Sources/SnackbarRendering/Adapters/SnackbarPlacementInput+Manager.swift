import Foundation
import MaterialSnackbar

extension SnackbarPlacementInput {
  /// The placement a manager would give a snackbar in `host` (spec 3.5): the host's size, safe
  /// area, keyboard and window flag, with the manager's alignment, margins and bottom offset.
  ///
  /// The manager reports 8-pt side margins until someone sets them, while MDC's overlay uses 24
  /// on regular-width hosts when they were never set. The port cannot tell "never set" from "set
  /// to 8", so a margin of exactly 8 is read as the default and left to the overlay's rule
  /// (8 compact, 24 regular); any other value is used as given.
  public init(host: SnackbarHost, manager: SnackbarManager) {
    let defaultMargin = SnackbarLayoutMetrics.compactSideMargin
    let leading = manager.leadingMargin
    let trailing = manager.trailingMargin
    self.init(
      host: host, bottomOffset: manager.bottomOffset, horizontalAlignment: manager.horizontalAlignment,
      verticalAlignment: manager.verticalAlignment, topMargin: manager.topMargin,
      leadingMargin: leading == defaultMargin ? nil : leading,
      trailingMargin: trailing == defaultMargin ? nil : trailing)
  }
}
