import Foundation
import MaterialSnackbar

extension SnackbarFrames {
  /// Lays a snackbar out: MDC's content rules (spec 3.2, 3.3), the overlay placement (spec 3.5),
  /// and the extras.
  ///
  /// The steps, none of which loops back:
  /// 1. validate the input;
  /// 2. measure what does not depend on the width: the message's single-line width T and the
  ///    action's intrinsic size B;
  /// 3. pick the arrangement (``SnackbarArrangement/resolve(intrinsicButtonWidth:labelFontSize:traits:isLegacy:)``);
  /// 4. fix the width: given, full width between the host's margins, or content-sized within
  ///    288…568 on regular × regular hosts;
  /// 5. measure the text at its wrap width, decide single or multi-line, and derive the height;
  /// 6. cap the height in a host, position the snackbar, and place every frame.
  ///
  /// - Parameters:
  ///   - input: the message, action, traits, extras and sizing.
  ///   - measurer: the text engine (``FixedAdvanceTextMeasurer`` in tests).
  /// - Throws: ``SnackbarLayoutError`` for invalid input, content that cannot fit, or measuring
  ///   failures.
  public static func compute(
    _ input: SnackbarLayoutInput, measurer: some SnackbarTextMeasuring
  ) throws(SnackbarLayoutError) -> SnackbarFrames {
    try SnackbarLayoutValidation.validate(input)
    let grid = SnackbarPixelGrid(scale: input.traits.displayScale)
    let measured = try SnackbarContentMeasurements(input: input, measurer: measurer, grid: grid)
    let arrangement = SnackbarArrangement.resolve(
      intrinsicButtonWidth: measured.button?.intrinsicWidth, labelFontSize: measured.labelFont.pointSize,
      traits: input.traits, isLegacy: input.isLegacy)

    switch input.sizing {
    case .fittingWidth(let requested):
      let width = grid.round(requested)
      guard width > 0 else { throw .contentDoesNotFit(snackbarWidth: Double(requested), textWidth: 0) }
      let plan = try SnackbarContentPlan(
        width: width, input: input, measured: measured, arrangement: arrangement, contentBottomInset: 0,
        measurer: measurer, grid: grid)
      let height = plan.intrinsicHeight
      return assemble(
        input: input, plan: plan, measured: measured, grid: grid,
        containerFrame: CGRect(x: 0, y: 0, width: width, height: height),
        hostSize: CGSize(width: width, height: height), maximumHeight: nil)

    case .inHost(let placement):
      let overlay = SnackbarOverlayPlacement(placement: placement, traits: input.traits, isLegacy: input.isLegacy)
      let natural = SnackbarContentPlan.naturalWidth(input: input, measured: measured, arrangement: arrangement)
      let exactWidth = overlay.width(naturalWidth: natural)
      let exactX = overlay.originX(width: exactWidth)
      let x = grid.round(exactX)
      let width = grid.round(exactX + exactWidth) - x
      guard width > 0 else { throw .contentDoesNotFit(snackbarWidth: Double(exactWidth), textWidth: 0) }
      let plan = try SnackbarContentPlan(
        width: width, input: input, measured: measured, arrangement: arrangement,
        contentBottomInset: overlay.contentBottomInset, measurer: measurer, grid: grid)
      let cap = overlay.maximumHeight(minimumLayoutHeight: plan.minimumLayoutHeight)
      let height = grid.round(min(plan.intrinsicHeight, cap))
      let y = grid.round(overlay.originY(height: height))
      return assemble(
        input: input, plan: plan, measured: measured, grid: grid,
        containerFrame: CGRect(x: x, y: y, width: width, height: height), hostSize: placement.hostSize,
        maximumHeight: cap)
    }
  }

  private static func assemble(
    input: SnackbarLayoutInput, plan: SnackbarContentPlan, measured: SnackbarContentMeasurements,
    grid: SnackbarPixelGrid, containerFrame: CGRect, hostSize: CGSize, maximumHeight: CGFloat?
  ) -> SnackbarFrames {
    let frames = SnackbarContentFrames(
      plan: plan, height: containerFrame.height, input: input, measured: measured, grid: grid)
    return SnackbarFrames(
      containerFrame: containerFrame, hostSize: hostSize, displayScale: input.traits.displayScale,
      direction: SnackbarWritingDirection(input.traits.layoutDirection), arrangement: plan.arrangement,
      isMultiline: plan.isMultiline, lineCount: plan.label.lineCount, contentMargins: plan.margins,
      labelViewportFrame: frames.labelViewport, labelFrame: frames.label, labelLines: frames.lines,
      actionButtonFrame: frames.actionButton, actionTitleFrame: frames.actionTitle,
      actionTitleScale: frames.actionTitleScale, iconFrame: frames.icon, closeButtonFrame: frames.closeButton,
      closeIconFrame: frames.closeIcon, progressFrame: frames.progress,
      progressIndicatorFrame: frames.progressIndicator,
      intrinsicHeight: plan.intrinsicHeight, minimumLayoutHeight: plan.minimumLayoutHeight,
      maximumHeight: maximumHeight, isClipped: containerFrame.height < plan.intrinsicHeight - 1e-9,
      cornerRadius: input.effectiveCornerRadius)
  }
}
