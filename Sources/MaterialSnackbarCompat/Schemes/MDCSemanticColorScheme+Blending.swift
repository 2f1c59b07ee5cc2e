import Foundation
import MaterialSnackbar

extension MDCSemanticColorScheme {
  /// `color` composited source-over onto `backgroundColor`, as `+blendColor:withBackgroundColor:`.
  ///
  /// MDC declared this in `components/schemes/Color/src/MDCSemanticColorScheme.h` up to the last
  /// release, v124.2.0, and removed it later in favour of its Color component; MDC-era theming code
  /// calls it to work out the Material 2 snackbar container colour (on-surface at 0.8 over surface),
  /// so the port keeps it. Each channel is the alpha-weighted mix of the two colours and the result's
  /// alpha is `a + b·(1 − a)`, which is what `SnackbarColor/blended(over:)` computes; when both
  /// colours are fully transparent the result is `SnackbarColor/clear`.
  public static func blendColor(_ color: SnackbarColor, withBackgroundColor backgroundColor: SnackbarColor)
    -> SnackbarColor
  {
    color.blended(over: backgroundColor)
  }
}
