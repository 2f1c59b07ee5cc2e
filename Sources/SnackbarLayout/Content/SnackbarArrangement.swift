import Foundation
import MaterialSnackbar

/// Where the action sits relative to the text.
public enum SnackbarArrangement: String, Sendable, Hashable, Codable, CaseIterable {
  /// Text and action side by side, the action at the trailing edge.
  case horizontal
  /// The action below the text, at the trailing edge: MDC's "vertical layout" (spec 3.2).
  case actionBelow

  /// MDC's `shouldUseVerticalLayout` (spec 3.2): never in legacy mode; otherwise when the button
  /// is wider than 0.4 × the maximum width (128 pt on phones, 227.2 on iPad), or at an
  /// accessibility content size with a regular vertical size class and a label font above 21 pt.
  ///
  /// The second condition does not need an action, as upstream: a large-type message without
  /// one still gets the action-below margins (and upstream's 8-pt gap under the text).
  ///
  /// - Parameters:
  ///   - intrinsicButtonWidth: the button's width at its title's full size; nil without action.
  ///   - labelFontSize: the message's (first) font size in points.
  ///   - traits: the content size category, vertical size class and idiom.
  ///   - isLegacy: legacy mode.
  public static func resolve(
    intrinsicButtonWidth: CGFloat?, labelFontSize: CGFloat, traits: SnackbarTraitCollection, isLegacy: Bool
  ) -> SnackbarArrangement {
    if isLegacy { return .horizontal }
    let limit = SnackbarLayoutMetrics.actionBelowWidthRatio * SnackbarLayoutMetrics.maximumWidth(isPad: traits.isPad)
    let actionIsLong = (intrinsicButtonWidth ?? 0) > limit
    let textIsLarge =
      traits.preferredContentSizeCategory.isAccessibilityCategory && traits.verticalSizeClass == .regular
      && labelFontSize > SnackbarLayoutMetrics.accessibilityFontThreshold
    return actionIsLong || textIsLarge ? .actionBelow : .horizontal
  }
}
