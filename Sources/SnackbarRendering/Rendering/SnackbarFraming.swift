import Foundation
import MaterialSnackbar

/// What surrounds the drawn snackbar (or screen) in the image.
public enum SnackbarFraming: Sendable, Hashable {
  /// As little as possible. For ``SnackbarRenderSizing/fittingWidth(_:)``: the snackbar plus
  /// exactly the room its elevation shadow needs (nothing at elevation 0), on transparent pixels,
  /// so the image can be composited anywhere without a cut-off shadow. For
  /// ``SnackbarRenderSizing/host(_:placement:)``: the host's bounds.
  case tight
  /// The upstream snapshot harness (spec 6.1): a fill of `color` with `inset` points of it on
  /// every side of the snackbar (or host). With width 180, scale 2, `#CCCCCC` and inset 50 a
  /// one-line snackbar gives a 560×296 image, pixel-compatible with MDC's goldens. The shadow is
  /// clipped at the image's edge when the inset is smaller than its reach.
  case backdrop(color: SnackbarColor, inset: CGFloat)
}
