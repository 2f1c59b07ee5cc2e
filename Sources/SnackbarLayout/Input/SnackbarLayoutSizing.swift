import Foundation

/// How wide the snackbar is and where it sits.
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
