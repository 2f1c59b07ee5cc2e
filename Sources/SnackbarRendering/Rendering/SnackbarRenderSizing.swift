import Foundation
import MaterialSnackbar

/// What the rendered snackbar is sized by.
///
/// Not merged with `SnackbarLayoutSizing`: this one holds the live host and manager, read when
/// the image is drawn; the renderer resolves them into the layout's plain, hashable
/// `SnackbarLayoutSizing` at that moment.
public enum SnackbarRenderSizing: Sendable {
  /// The snackbar alone, exactly this many points wide and as tall as its content: MDC's
  /// `mdc_layoutAndApplyBestFitFrameWithWidth` (the upstream harness uses 180; a 375-pt phone
  /// less its 8-pt margins gives the default 359).
  case fittingWidth(CGFloat)
  /// A whole screen: the image is the host's size × scale, with the snackbar placed by MDC's
  /// overlay rules (spec 3.5) using `placement`'s alignment, margins, top margin and bottom
  /// offset, and the host's size, safe area, keyboard, window flag and traits. The traits of the
  /// request are not used: the snackbar takes its host's.
  case host(SnackbarHost, placement: SnackbarManager)
}
