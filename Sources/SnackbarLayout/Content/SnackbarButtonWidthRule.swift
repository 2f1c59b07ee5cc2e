import Foundation

/// MDC's `actionButtonWidth` (spec 3.2): how wide the action is in the horizontal layout.
package enum SnackbarButtonWidthRule {
  /// The width shared by text and button: `W − leading − trailing − 8`.
  ///
  /// - Parameters:
  ///   - snackbarWidth: W.
  ///   - leadingInset: the text's leading inset (the leading margin, plus the leading icon's
  ///     share when there is one).
  ///   - trailingInset: what lies beyond the button container (the trailing margin, or the close
  ///     button's target).
  package static func availableWidth(snackbarWidth: CGFloat, leadingInset: CGFloat, trailingInset: CGFloat)
    -> CGFloat
  {
    snackbarWidth - leadingInset - trailingInset - SnackbarLayoutMetrics.textButtonGap
  }

  /// `min(B, max(0.333333 · avail, avail − T))`, or B itself when `avail < 0`.
  ///
  /// The button keeps its intrinsic width when the text fits beside it on one line; otherwise
  /// the text gets the rest, but the button keeps at least a third of the shared width (its title
  /// then shrinks to fit).
  ///
  /// - Parameters:
  ///   - available: ``availableWidth(snackbarWidth:leadingInset:trailingInset:)``.
  ///   - intrinsicWidth: B: the title's width + 2 × inset, at least 44.
  ///   - textWidth: T: the message's single-line width.
  package static func width(available: CGFloat, intrinsicWidth: CGFloat, textWidth: CGFloat) -> CGFloat {
    guard available >= 0 else { return intrinsicWidth }
    return min(intrinsicWidth, max(SnackbarLayoutMetrics.maximumButtonRatio * available, available - textWidth))
  }
}
