import Foundation

/// How wide the snackbar is and where it sits, as plain values.
///
/// The renderer has a twin, `SnackbarRenderSizing`, on purpose: a render request holds the live
/// host and manager (reference types, read when the image is drawn, so later changes to them are
/// seen), while the layout takes this resolved, hashable snapshot of them
/// (``SnackbarPlacementInput``), which keeps the layout pure and its inputs comparable.
public enum SnackbarLayoutSizing: Sendable, Hashable {
  /// The snackbar alone, exactly this many points wide, at origin (0, 0), as tall as its content:
  /// MDC's `mdc_layoutAndApplyBestFitFrameWithWidth` (spec 6.1; the upstream harness uses 180)
  /// and `snackbar render --width`. No height cap applies. A width off the device-pixel grid is
  /// rounded to it, as Auto Layout would.
  case fittingWidth(CGFloat)
  /// The snackbar placed in a host by MDC's overlay rules (spec 3.5): width, position and height
  /// cap come from the host.
  case inHost(SnackbarPlacementInput)
}

extension SnackbarLayoutSizing {
  /// The width a snackbar alone is drawn at unless told otherwise: a 375-pt phone less MDC's 8-pt
  /// margins on each side. The renderer, the snapshot strategies and the CLI all default to it.
  public static let defaultWidth: CGFloat = 359
}
