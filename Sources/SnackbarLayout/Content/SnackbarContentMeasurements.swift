import Foundation
import MaterialSnackbar

/// The measurements that do not depend on the snackbar's width, taken once per layout: the
/// message's single-line width and the action button's intrinsic size.
struct SnackbarContentMeasurements {
  /// The action button at its title's full size.
  struct Button {
    /// B: title width + 2 × inset, at least 44 (spec 3.2).
    let intrinsicWidth: CGFloat
    /// Title height + 2 × inset, at least 44 (spec 3.3).
    let height: CGFloat
    /// The title's single-line width, rounded up to pixels.
    let titleWidth: CGFloat
    /// The title's height, rounded up to pixels.
    let titleHeight: CGFloat
    /// The button's content inset: 8, legacy 5.
    let inset: CGFloat
  }

  /// The message's first font: the one MDC's tests read (spec 3.2, 3.3).
  let labelFont: SnackbarFont
  /// T: the message's first line without wrapping, rounded up to pixels.
  let textWidth: CGFloat
  /// The action button; nil without action.
  let button: Button?

  init(
    input: SnackbarLayoutInput, measurer: some SnackbarTextMeasuring, grid: SnackbarPixelGrid
  ) throws(SnackbarLayoutError) {
    labelFont = input.message.primaryFont ?? .defaultMessageFont
    textWidth = grid.ceil(try Self.singleLineWidth(of: input.message, measurer: measurer, field: "message"))
    guard let paragraph = input.actionTitleParagraph else {
      button = nil
      return
    }
    let metrics = try Self.measure(paragraph, wrapWidth: nil, measurer: measurer, field: "actionTitle")
    let inset =
      input.isLegacy ? SnackbarLayoutMetrics.legacyButtonContentInset : SnackbarLayoutMetrics.buttonContentInset
    let titleWidth = grid.ceil(metrics.size.width)
    let titleHeight = grid.ceil(metrics.size.height)
    let minimum = SnackbarLayoutMetrics.buttonMinimumSize
    button = Button(
      intrinsicWidth: max(minimum, titleWidth + 2 * inset), height: max(minimum, titleHeight + 2 * inset),
      titleWidth: titleWidth, titleHeight: titleHeight, inset: inset)
  }

  /// Measures through `measurer`, turning its failures and bad numbers into layout errors.
  static func measure(
    _ paragraph: SnackbarParagraph, wrapWidth: CGFloat?, measurer: some SnackbarTextMeasuring, field: String
  ) throws(SnackbarLayoutError) -> SnackbarTextMetrics {
    let metrics: SnackbarTextMetrics
    do {
      metrics = try measurer.measure(paragraph, wrapWidth: wrapWidth)
    } catch {
      throw .textMeasurementFailed("\(field): \(error)")
    }
    return try SnackbarLayoutValidation.checked(metrics, of: field)
  }

  private static func singleLineWidth(
    of paragraph: SnackbarParagraph, measurer: some SnackbarTextMeasuring, field: String
  ) throws(SnackbarLayoutError) -> CGFloat {
    let width: CGFloat
    do {
      width = try measurer.singleLineWidth(of: paragraph)
    } catch {
      throw .textMeasurementFailed("\(field): \(error)")
    }
    guard width.isFinite, width >= 0 else {
      throw .invalidTextMetrics("\(field): single-line width \(width)")
    }
    return width
  }
}
