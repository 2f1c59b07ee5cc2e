import Foundation
import MaterialSnackbar

/// The frames of a ``SnackbarContentPlan`` at the snackbar's final height, in container
/// coordinates: computed left-to-right, snapped to pixels, then mirrored for right-to-left, so
/// an RTL layout is the exact mirror image of the LTR one.
struct SnackbarContentFrames {
  var labelViewport: CGRect
  var label: CGRect
  var lines: [CGRect]
  var actionButton: CGRect?
  var actionTitle: CGRect?
  var actionTitleScale: CGFloat = 1
  var icon: CGRect?
  var closeButton: CGRect?
  var closeIcon: CGRect?
  var progress: CGRect?
  var progressIndicator: CGRect?

  init(
    plan: SnackbarContentPlan, height: CGFloat, input: SnackbarLayoutInput, measured: SnackbarContentMeasurements,
    grid: SnackbarPixelGrid
  ) {
    // The content ends above the legacy bottom safe inset.
    let contentBottom = height - plan.contentBottomInset
    let (viewportBottom, row) = Self.viewportBottomAndActionRow(plan: plan, contentBottom: contentBottom)
    let viewport = Self.labelViewport(plan: plan, bottom: viewportBottom)
    let label = Self.label(plan: plan, in: viewport)

    if let buttonWidth = plan.buttonWidth, let button = measured.button {
      let action = Self.action(button, width: buttonWidth, trailing: plan.actionTrailing, row: row)
      actionTitleScale = action.titleScale
      actionButton = grid.snap(action.button)
      actionTitle = grid.snap(action.title)
    }
    if input.showsCloseButton {
      let close = Self.close(width: plan.width, row: row)
      closeButton = grid.snap(close.target)
      closeIcon = grid.snap(close.icon)
    }
    labelViewport = grid.snap(viewport)
    self.label = grid.snap(label)
    if input.leadingIcon != nil {
      icon = grid.snap(Self.leadingIcon(plan: plan, label: self.label, viewport: labelViewport))
    }
    lines = []

    if input.traits.isRightToLeft {
      mirrorForRightToLeft(width: plan.width)
    }
    // The measurer already aligned each line within the wrap width.
    let origin = self.label.origin
    lines = plan.label.lines.map { $0.offsetBy(dx: origin.x, dy: origin.y) }

    if let progress = input.progress {
      let bar = Self.progressBar(progress, width: plan.width, contentBottom: contentBottom, input: input)
      self.progress = grid.snap(bar.track)
      progressIndicator = grid.snap(bar.indicator)
    }
  }
}

// MARK: - Pieces, left-to-right and before snapping

extension SnackbarContentFrames {
  /// The band the action row (or column) centres its button and close target in.
  private struct ActionRow {
    let top: CGFloat
    let height: CGFloat

    /// The y that centres something `size` tall in the row.
    func centredY(_ size: CGFloat) -> CGFloat {
      top + (height - size) / 2
    }
  }

  /// Where the text may show down to, and where the action row (or column) is.
  private static func viewportBottomAndActionRow(
    plan: SnackbarContentPlan, contentBottom: CGFloat
  ) -> (viewportBottom: CGFloat, row: ActionRow) {
    let margins = plan.margins
    switch plan.arrangement {
    case .horizontal:
      // The label area runs from the top margin to the bottom margin; the button container
      // spans the full height and centres the button (spec 3.2).
      return (contentBottom - margins.bottom, ActionRow(top: 0, height: contentBottom))
    case .actionBelow:
      // The button container's bottom is at H − 16; the text ends 8 above it.
      let rowTop = contentBottom - margins.bottom - plan.rowHeight
      return (rowTop - SnackbarLayoutMetrics.textButtonGap, ActionRow(top: rowTop, height: plan.rowHeight))
    }
  }

  /// Where the text may show: the wrap width, from the top margin down to `bottom`.
  private static func labelViewport(plan: SnackbarContentPlan, bottom: CGFloat) -> CGRect {
    let top = plan.margins.top
    return CGRect(x: plan.textLeading, y: top, width: plan.textWidth, height: max(0, bottom - top))
  }

  private static func label(plan: SnackbarContentPlan, in viewport: CGRect) -> CGRect {
    // UILabel centres its text vertically in the stretched label; when the height is capped the
    // scroll view shows the text from its top.
    let y =
      plan.labelHeight <= viewport.height ? viewport.minY + (viewport.height - plan.labelHeight) / 2 : viewport.minY
    return CGRect(x: plan.textLeading, y: y, width: plan.textWidth, height: plan.labelHeight)
  }

  /// The action button ending at `trailing`, centred in the row, and its title.
  private static func action(
    _ button: SnackbarContentMeasurements.Button, width: CGFloat, trailing: CGFloat, row: ActionRow
  ) -> (button: CGRect, title: CGRect, titleScale: CGFloat) {
    let frame = CGRect(x: trailing - width, y: row.centredY(button.height), width: width, height: button.height)
    // The title keeps the button's inset on the trailing side (16 pt from the snackbar's
    // trailing edge, spec 3.2) and shrinks to fit a narrowed button.
    let room = max(0, width - 2 * button.inset)
    let titleWidth = min(button.titleWidth, room)
    let titleScale = button.titleWidth > room && button.titleWidth > 0 ? room / button.titleWidth : 1
    let title = CGRect(
      x: frame.maxX - button.inset - titleWidth, y: frame.midY - button.titleHeight / 2, width: titleWidth,
      height: button.titleHeight)
    return (frame, title, titleScale)
  }

  /// The close button's target at the trailing edge, centred in the row, and its icon.
  private static func close(width: CGFloat, row: ActionRow) -> (target: CGRect, icon: CGRect) {
    let size = SnackbarLayoutMetrics.closeButtonTargetSize
    let target = CGRect(x: width - size, y: row.centredY(size), width: size, height: size)
    let inset = (size - SnackbarLayoutMetrics.closeIconSize) / 2
    return (target, target.insetBy(dx: inset, dy: inset))
  }

  /// The leading icon, placed from the label and viewport already snapped.
  private static func leadingIcon(plan: SnackbarContentPlan, label: CGRect, viewport: CGRect) -> CGRect {
    // Centred on the first line when the text wraps (so it marks where the message starts),
    // on the text area otherwise.
    let centre = plan.isMultiline ? label.minY + (plan.label.lines.first?.midY ?? 0) : viewport.midY
    let size = SnackbarLayoutMetrics.leadingIconSize
    return CGRect(x: plan.margins.leading, y: centre - size / 2, width: size, height: size)
  }

  /// The progress track along the content's bottom, the full width (so it needs no mirroring),
  /// and its indicator, which runs in the writing direction itself.
  private static func progressBar(
    _ progress: SnackbarProgress, width: CGFloat, contentBottom: CGFloat, input: SnackbarLayoutInput
  ) -> (track: CGRect, indicator: CGRect) {
    let barHeight = SnackbarLayoutMetrics.progressBarHeight
    let track = CGRect(x: 0, y: contentBottom - barHeight, width: width, height: barHeight)
    let indicator = SnackbarLinearProgress.indicatorFrame(
      in: track, progress: progress, elapsed: input.progressElapsedTime,
      direction: SnackbarWritingDirection(input.traits.layoutDirection))
    return (track, indicator)
  }

  /// Mirrors the snapped frames in a container `width` wide; the lines are placed afterwards,
  /// from the mirrored label.
  private mutating func mirrorForRightToLeft(width: CGFloat) {
    func mirror(_ rect: CGRect) -> CGRect {
      CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }
    labelViewport = mirror(labelViewport)
    label = mirror(label)
    actionButton = actionButton.map(mirror)
    actionTitle = actionTitle.map(mirror)
    icon = icon.map(mirror)
    closeButton = closeButton.map(mirror)
    closeIcon = closeIcon.map(mirror)
  }
}
