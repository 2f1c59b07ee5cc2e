import Foundation
import MaterialSnackbar

/// A computed snackbar layout: every frame the renderer draws, in points.
///
/// ``containerFrame`` is in host coordinates (at the origin for
/// ``SnackbarLayoutSizing/fittingWidth(_:)``); every other frame is in the container's
/// coordinates. Frames sit on device-pixel boundaries (`SnackbarPixelGrid`); ``labelLines`` are
/// the text engine's line boxes placed in the label and are not rounded.
public struct SnackbarFrames: Sendable, Equatable {
  /// The snackbar in its host.
  public var containerFrame: CGRect
  /// The host's size (for ``SnackbarLayoutSizing/fittingWidth(_:)``, the snackbar's size).
  public var hostSize: CGSize
  /// Points to pixels.
  public var displayScale: CGFloat
  /// The mirroring direction: in ``SnackbarWritingDirection/rightToLeft`` every x is mirrored.
  public var direction: SnackbarWritingDirection
  /// Side by side, or the action below the text.
  public var arrangement: SnackbarArrangement
  /// MDC's multi-line test: `round(labelHeight / lineHeight) > 1` (spec 3.3).
  public var isMultiline: Bool
  /// The number of text lines the measurer returned.
  public var lineCount: Int
  /// The content margins in effect (spec 3.2).
  public var contentMargins: SnackbarDirectionalEdgeInsets
  /// The text's visible area (MDC's scroll view): text is clipped to it when the height is capped.
  public var labelViewportFrame: CGRect
  /// The laid-out text: the wrap width wide, its measured height (rounded up to pixels) tall,
  /// centred vertically in the viewport, or pinned to the viewport's top when it does not fit.
  public var labelFrame: CGRect
  /// Each line's box, in container coordinates.
  public var labelLines: [CGRect]
  /// The action button (its touch area, 44 pt tall at least); nil without action.
  public var actionButtonFrame: CGRect?
  /// The action title inside the button, at the button's trailing inset; nil without action.
  public var actionTitleFrame: CGRect?
  /// The factor the action title's font shrinks by to fit a narrowed button (1 when it fits):
  /// MDC's title label adjusts its font size to fit the width (spec 3.2).
  public var actionTitleScale: CGFloat
  /// The leading icon; nil without one.
  public var iconFrame: CGRect?
  /// The close button's 48-pt touch target; nil without one.
  public var closeButtonFrame: CGRect?
  /// The close icon, 24 pt, centred in its target; nil without one.
  public var closeIconFrame: CGRect?
  /// The progress track along the bottom edge; nil without progress.
  public var progressFrame: CGRect?
  /// The filled (determinate) or moving (indeterminate) part of the track; nil without progress.
  public var progressIndicatorFrame: CGRect?
  /// The height the content asks for, before the overlay's cap (spec 3.3).
  public var intrinsicHeight: CGFloat
  /// MDC's `minimumLayoutHeight` (spec 3.3), the floor of the height cap.
  public var minimumLayoutHeight: CGFloat
  /// The overlay's height cap (spec 3.5); nil for ``SnackbarLayoutSizing/fittingWidth(_:)``.
  public var maximumHeight: CGFloat?
  /// Whether the cap cut the content: the text then scrolls in ``labelViewportFrame``.
  public var isClipped: Bool
  /// The container's corner radius.
  public var cornerRadius: CGFloat

  /// Creates a layout from its parts; ``compute(_:measurer:)`` is the usual way.
  public init(
    containerFrame: CGRect, hostSize: CGSize, displayScale: CGFloat, direction: SnackbarWritingDirection,
    arrangement: SnackbarArrangement, isMultiline: Bool, lineCount: Int, contentMargins: SnackbarDirectionalEdgeInsets,
    labelViewportFrame: CGRect, labelFrame: CGRect, labelLines: [CGRect], actionButtonFrame: CGRect?,
    actionTitleFrame: CGRect?, actionTitleScale: CGFloat, iconFrame: CGRect?, closeButtonFrame: CGRect?,
    closeIconFrame: CGRect?, progressFrame: CGRect?, progressIndicatorFrame: CGRect?, intrinsicHeight: CGFloat,
    minimumLayoutHeight: CGFloat, maximumHeight: CGFloat?, isClipped: Bool, cornerRadius: CGFloat
  ) {
    self.containerFrame = containerFrame
    self.hostSize = hostSize
    self.displayScale = displayScale
    self.direction = direction
    self.arrangement = arrangement
    self.isMultiline = isMultiline
    self.lineCount = lineCount
    self.contentMargins = contentMargins
    self.labelViewportFrame = labelViewportFrame
    self.labelFrame = labelFrame
    self.labelLines = labelLines
    self.actionButtonFrame = actionButtonFrame
    self.actionTitleFrame = actionTitleFrame
    self.actionTitleScale = actionTitleScale
    self.iconFrame = iconFrame
    self.closeButtonFrame = closeButtonFrame
    self.closeIconFrame = closeIconFrame
    self.progressFrame = progressFrame
    self.progressIndicatorFrame = progressIndicatorFrame
    self.intrinsicHeight = intrinsicHeight
    self.minimumLayoutHeight = minimumLayoutHeight
    self.maximumHeight = maximumHeight
    self.isClipped = isClipped
    self.cornerRadius = cornerRadius
  }

  /// The snackbar's bounds: its size at the origin, the space the other frames live in.
  public var bounds: CGRect { CGRect(origin: .zero, size: containerFrame.size) }
}
