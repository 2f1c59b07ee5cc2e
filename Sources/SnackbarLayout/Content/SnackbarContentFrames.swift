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
    let width = plan.width
    let margins = plan.margins
    let gap = SnackbarLayoutMetrics.textButtonGap
    let closeSize = SnackbarLayoutMetrics.closeButtonTargetSize
    // The content ends above the legacy bottom safe inset.
    let contentBottom = height - plan.contentBottomInset

    // Where the text may show, and where the action row (or column) is.
    let viewportBottom: CGFloat
    let rowTop: CGFloat
    let rowHeight: CGFloat
    switch plan.arrangement {
    case .horizontal:
      // The label area runs from the top margin to the bottom margin; the button container
      // spans the full height and centres the button (spec 3.2).
      viewportBottom = contentBottom - margins.bottom
      rowTop = 0
      rowHeight = contentBottom
    case .actionBelow:
      // The button container's bottom is at H − 16; the text ends 8 above it.
      rowTop = contentBottom - margins.bottom - plan.rowHeight
      rowHeight = plan.rowHeight
      viewportBottom = rowTop - gap
    }
    var viewport = CGRect(
      x: plan.textLeading, y: margins.top, width: plan.textWidth, height: max(0, viewportBottom - margins.top))
    // UILabel centres its text vertically in the stretched label; when the height is capped the
    // scroll view shows the text from its top.
    let labelY =
      plan.labelHeight <= viewport.height ? viewport.minY + (viewport.height - plan.labelHeight) / 2 : viewport.minY
    var label = CGRect(x: plan.textLeading, y: labelY, width: plan.textWidth, height: plan.labelHeight)

    if let buttonWidth = plan.buttonWidth, let button = measured.button {
      let frame = CGRect(
        x: plan.actionTrailing - buttonWidth, y: rowTop + (rowHeight - button.height) / 2, width: buttonWidth,
        height: button.height)
      // The title keeps the button's inset on the trailing side (16 pt from the snackbar's
      // trailing edge, spec 3.2) and shrinks to fit a narrowed button.
      let room = max(0, buttonWidth - 2 * button.inset)
      let titleWidth = min(button.titleWidth, room)
      actionTitleScale = button.titleWidth > room && button.titleWidth > 0 ? room / button.titleWidth : 1
      let title = CGRect(
        x: frame.maxX - button.inset - titleWidth, y: frame.midY - button.titleHeight / 2, width: titleWidth,
        height: button.titleHeight)
      actionButton = grid.snap(frame)
      actionTitle = grid.snap(title)
    }
    if input.showsCloseButton {
      let target = CGRect(
        x: width - closeSize, y: rowTop + (rowHeight - closeSize) / 2, width: closeSize, height: closeSize)
      let inset = (closeSize - SnackbarLayoutMetrics.closeIconSize) / 2
      closeButton = grid.snap(target)
      closeIcon = grid.snap(target.insetBy(dx: inset, dy: inset))
    }
    viewport = grid.snap(viewport)
    label = grid.snap(label)
    if input.leadingIcon != nil {
      // Centred on the first line when the text wraps (so it marks where the message starts),
      // on the text area otherwise.
      let centre = plan.isMultiline ? label.minY + (plan.label.lines.first?.midY ?? 0) : viewport.midY
      let size = SnackbarLayoutMetrics.leadingIconSize
      icon = grid.snap(CGRect(x: margins.leading, y: centre - size / 2, width: size, height: size))
    }

    labelViewport = viewport
    self.label = label
    lines = []

    if input.traits.isRightToLeft {
      func mirror(_ rect: CGRect) -> CGRect {
        CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
      }
      labelViewport = mirror(labelViewport)
      self.label = mirror(self.label)
      actionButton = actionButton.map(mirror)
      actionTitle = actionTitle.map(mirror)
      icon = icon.map(mirror)
      closeButton = closeButton.map(mirror)
      closeIcon = closeIcon.map(mirror)
    }
    // The measurer already aligned each line within the wrap width.
    let origin = self.label.origin
    lines = plan.label.lines.map { $0.offsetBy(dx: origin.x, dy: origin.y) }

    if let progress = input.progress {
      let barHeight = SnackbarLayoutMetrics.progressBarHeight
      let track = CGRect(x: 0, y: contentBottom - barHeight, width: width, height: barHeight)
      self.progress = grid.snap(track)
      progressIndicator = grid.snap(
        SnackbarLinearProgress.indicatorFrame(
          in: track, progress: progress, elapsed: input.progressElapsedTime,
          direction: SnackbarWritingDirection(input.traits.layoutDirection)))
    }
  }
}
