import Foundation
import MaterialSnackbar

/// The snackbar's content at a known width (spec 3.2, 3.3), decided in one pass that cannot
/// oscillate: the arrangement is fixed first (it depends on the button and the font, not on the
/// text's wrapping); the wrap width then depends only on the side margins, which single-line and
/// multi-line share; the text is measured once at that width; the line count then picks only
/// the vertical margins and the minimum height. Nothing measured feeds back into the width.
///
/// Horizontal positions here are left-to-right; ``SnackbarContentFrames`` mirrors them.
struct SnackbarContentPlan {
  let width: CGFloat
  let arrangement: SnackbarArrangement
  let margins: SnackbarDirectionalEdgeInsets
  /// Where the text starts: the leading margin, plus the icon and its gap.
  let textLeading: CGFloat
  /// The label's wrap width (`preferredMaxLayoutWidth`).
  let textWidth: CGFloat
  /// The action button's width in this layout; nil without action.
  let buttonWidth: CGFloat?
  /// The x where the action container ends.
  let actionTrailing: CGFloat
  let label: SnackbarTextMetrics
  /// The label's height rounded up to pixels, as `UILabel.intrinsicContentSize`.
  let labelHeight: CGFloat
  let isMultiline: Bool
  /// In the action-below layout, the row holding the action and the close button.
  let rowHeight: CGFloat
  /// Space kept free under the content (legacy bottom safe inset).
  let contentBottomInset: CGFloat
  let intrinsicHeight: CGFloat
  let minimumLayoutHeight: CGFloat

  /// The content's horizontal constants, shared by the plan and the natural-width estimate.
  struct Insets {
    /// Leading and trailing margins (single- and multi-line share them).
    let side: SnackbarDirectionalEdgeInsets
    /// The text's start: leading margin plus the icon (24) and its gap (16) when there is one.
    let textLeading: CGFloat
    /// What lies beyond the action container: the trailing margin, or the close target (48).
    let actionTrailingReserve: CGFloat
    /// The text's trailing inset when nothing sits beside it: the trailing margin (GM3: the
    /// leading margin, so the sides match, spec 3.9), or the close target plus the 8-pt gap.
    let fullWidthTextTrailing: CGFloat
    /// The same in the action-below layout, where the close button moves to the action's row.
    let actionBelowTextTrailing: CGFloat

    init(input: SnackbarLayoutInput) {
      side = input.isLegacy ? SnackbarLayoutMetrics.legacyMargins : SnackbarLayoutMetrics.singleLineMargins
      let icon =
        input.leadingIcon == nil ? 0 : SnackbarLayoutMetrics.leadingIconSize + SnackbarLayoutMetrics.leadingIconTextGap
      textLeading = side.leading + icon
      let close = SnackbarLayoutMetrics.closeButtonTargetSize
      actionTrailingReserve = input.showsCloseButton ? close : side.trailing
      actionBelowTextTrailing = input.usesGM3Shapes && !input.isLegacy ? side.leading : side.trailing
      fullWidthTextTrailing =
        input.showsCloseButton ? close + SnackbarLayoutMetrics.textButtonGap : actionBelowTextTrailing
    }
  }

  /// The width the content would take with the text on one line: what Auto Layout sizes a
  /// width-limited snackbar to (spec 3.5), before the 288…568 clamp.
  static func naturalWidth(
    input: SnackbarLayoutInput, measured: SnackbarContentMeasurements, arrangement: SnackbarArrangement
  ) -> CGFloat {
    let insets = Insets(input: input)
    let gap = SnackbarLayoutMetrics.textButtonGap
    switch arrangement {
    case .horizontal:
      guard let button = measured.button else {
        return insets.textLeading + measured.textWidth + insets.fullWidthTextTrailing
      }
      return insets.textLeading + measured.textWidth + gap + button.intrinsicWidth + insets.actionTrailingReserve
    case .actionBelow:
      let text = insets.textLeading + measured.textWidth + insets.actionBelowTextTrailing
      let row =
        (measured.button?.intrinsicWidth ?? 0)
        + (input.showsCloseButton ? SnackbarLayoutMetrics.closeButtonTargetSize : 0)
      guard row > 0 else { return text }
      return max(text, insets.side.leading + row + (input.showsCloseButton ? 0 : insets.side.trailing))
    }
  }

  init(
    width: CGFloat, input: SnackbarLayoutInput, measured: SnackbarContentMeasurements, arrangement: SnackbarArrangement,
    contentBottomInset: CGFloat, measurer: some SnackbarTextMeasuring, grid: SnackbarPixelGrid
  ) throws(SnackbarLayoutError) {
    let insets = Insets(input: input)
    self.width = width
    self.arrangement = arrangement
    self.contentBottomInset = contentBottomInset
    textLeading = insets.textLeading
    let actionTrailing = width - insets.actionTrailingReserve
    self.actionTrailing = actionTrailing

    let widths = Self.buttonAndTextWidths(
      width: width, input: input, measured: measured, arrangement: arrangement, insets: insets,
      actionTrailing: actionTrailing, grid: grid)
    buttonWidth = widths.button
    textWidth = widths.text
    guard textWidth > 0 else {
      throw .contentDoesNotFit(snackbarWidth: Double(width), textWidth: Double(textWidth))
    }

    label = try SnackbarContentMeasurements.measure(
      input.message, wrapWidth: textWidth, measurer: measurer, field: "message")
    labelHeight = grid.ceil(label.size.height)
    // `round(labelHeight / lineHeight) > 1`, with C's round (halves away from zero).
    isMultiline = (labelHeight / label.lineHeight).rounded(.toNearestOrAwayFromZero) > 1
    margins = Self.margins(input: input, isMultiline: isMultiline, arrangement: arrangement)

    let heights = Heights(
      input: input, measured: measured, arrangement: arrangement, margins: margins,
      minimumHeight: Self.minimumHeight(input: input, isMultiline: isMultiline), labelHeight: labelHeight,
      lineHeight: label.lineHeight, contentBottomInset: contentBottomInset)
    rowHeight = heights.row
    intrinsicHeight = heights.intrinsic
    minimumLayoutHeight = heights.minimumLayout
  }
}

// MARK: - Widths, then margins and heights

extension SnackbarContentPlan {
  /// The action button's width and the label's wrap width (spec 3.2).
  private static func buttonAndTextWidths(
    width: CGFloat, input: SnackbarLayoutInput, measured: SnackbarContentMeasurements, arrangement: SnackbarArrangement,
    insets: Insets, actionTrailing: CGFloat, grid: SnackbarPixelGrid
  ) -> (button: CGFloat?, text: CGFloat) {
    switch (arrangement, measured.button) {
    case (.horizontal, let button?):
      let buttonWidth = buttonWidthBesideText(
        button, snackbarWidth: width, input: input, measured: measured, insets: insets, grid: grid)
      let gap = SnackbarLayoutMetrics.textButtonGap
      return (buttonWidth, width - insets.textLeading - insets.actionTrailingReserve - buttonWidth - gap)
    case (.horizontal, nil):
      return (nil, width - insets.textLeading - insets.fullWidthTextTrailing)
    case (.actionBelow, let button):
      // The button hugs its title but stays at least the leading margin from the leading edge.
      let room = max(0, actionTrailing - insets.side.leading)
      return (button.map { min($0.intrinsicWidth, room) }, width - insets.textLeading - insets.actionBelowTextTrailing)
    }
  }

  /// The action button's width in the horizontal arrangement, where it shares the row with the text.
  private static func buttonWidthBesideText(
    _ button: SnackbarContentMeasurements.Button, snackbarWidth: CGFloat, input: SnackbarLayoutInput,
    measured: SnackbarContentMeasurements, insets: Insets, grid: SnackbarPixelGrid
  ) -> CGFloat {
    // Legacy has no width constraint: the button keeps its intrinsic width.
    guard !input.isLegacy else { return button.intrinsicWidth }
    let available = SnackbarButtonWidthRule.availableWidth(
      snackbarWidth: snackbarWidth, leadingInset: insets.textLeading, trailingInset: insets.actionTrailingReserve)
    return grid.round(
      SnackbarButtonWidthRule.width(
        available: available, intrinsicWidth: button.intrinsicWidth, textWidth: measured.textWidth))
  }

  /// The margins, which the line count picks once the text is measured.
  private static func margins(
    input: SnackbarLayoutInput, isMultiline: Bool, arrangement: SnackbarArrangement
  ) -> SnackbarDirectionalEdgeInsets {
    if input.isLegacy {
      return SnackbarLayoutMetrics.legacyMargins
    } else if isMultiline || arrangement == .actionBelow {
      return SnackbarLayoutMetrics.multiLineMargins
    } else {
      return SnackbarLayoutMetrics.singleLineMargins
    }
  }

  /// The least height of the content for its line count and shapes (spec 3.3).
  private static func minimumHeight(input: SnackbarLayoutInput, isMultiline: Bool) -> CGFloat {
    if isMultiline {
      return SnackbarLayoutMetrics.minimumHeightMultiline
    } else if input.usesGM3Shapes {
      return SnackbarLayoutMetrics.minimumHeightGM3
    } else {
      return SnackbarLayoutMetrics.minimumHeight
    }
  }

  /// The content's heights (spec 3.3).
  private struct Heights {
    /// In the action-below layout, the row holding the action and the close button; 0 otherwise.
    let row: CGFloat
    let intrinsic: CGFloat
    let minimumLayout: CGFloat

    init(
      input: SnackbarLayoutInput, measured: SnackbarContentMeasurements, arrangement: SnackbarArrangement,
      margins: SnackbarDirectionalEdgeInsets, minimumHeight: CGFloat, labelHeight: CGFloat, lineHeight: CGFloat,
      contentBottomInset: CGFloat
    ) {
      let buttonHeight = measured.button?.height ?? 0
      let closeHeight = input.showsCloseButton ? SnackbarLayoutMetrics.closeButtonTargetSize : 0
      let verticalMargins = margins.top + margins.bottom
      var height = max(minimumHeight, labelHeight + verticalMargins) + contentBottomInset
      switch arrangement {
      case .horizontal:
        // The button container spans the full height and must hold the button (a required
        // constraint that outranks the intrinsic height), and so must the close target.
        row = 0
        height = max(height, buttonHeight + contentBottomInset, closeHeight + contentBottomInset)
        minimumLayout = max(buttonHeight, closeHeight, lineHeight) + verticalMargins
      case .actionBelow:
        // Upstream adds the button's height and the gap even without an action (the height of a
        // nil button is 0), so a large-type message without action is 8 pt taller: kept.
        row = max(buttonHeight, closeHeight)
        height += row + SnackbarLayoutMetrics.textButtonGap
        minimumLayout = row + lineHeight + verticalMargins
      }
      intrinsic = height
    }
  }
}
