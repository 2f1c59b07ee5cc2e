import Foundation
import MaterialSnackbar
import SnackbarLayout
import SnackbarRendering

extension Snapshotting where Value == SnackbarRenderRequest, Format == String {
  /// A `.txt` snapshot of the request's layout: a header of what was resolved (sizing, traits,
  /// language, animation, background, text, shadow and action title colours, fonts as drawn,
  /// icon, progress, close button, elevation, corner radius, GM3, arrangement and line count),
  /// the text of each line as the renderer breaks it (quoted, so a reworded message is a word
  /// diff, not only a width change), then `SnackbarFrames/jsonString()` with lengths rounded to
  /// `precision` points.
  ///
  /// Meant to stay stable across rendering stacks, unlike pixels: everything but the text-derived
  /// frames is exact, and those move only when metrics change by more than the rounding. The
  /// layout still comes from real Pango metrics, so a font change that rewraps a line shows, as
  /// it should. Compared exactly, reported as a line diff.
  ///
  /// - Parameter precision: the step lengths are rounded to, in points; 0.5 by default (a pixel
  ///   at @2x). Pass a smaller step to pin more, or 1 for coarser goldens.
  public static func layout(precision: CGFloat = 0.5) -> Snapshotting<SnackbarRenderRequest, String> {
    Snapshotting<String, String>.lines.pullback { request in
      try SnackbarLayoutReport.text(for: request, renderer: SnackbarRendererCache.renderer(), precision: precision)
    }
  }
}

extension Snapshotting where Value == SnackbarMessage, Format == String {
  /// A `.txt` snapshot of a message's layout, built exactly as
  /// ``Snapshotting/image(width:scale:traits:theme:manager:framing:animation:language:tolerance:)``
  /// builds the image for the same arguments, so the two can accompany each other. See
  /// ``Snapshotting/layout(precision:)`` (the request strategy) for the content.
  public static func layout(
    width: CGFloat = SnackbarLayoutSizing.defaultWidth,
    scale: CGFloat = 2,
    traits: SnackbarTraitCollection = SnackbarTraitCollection(),
    theme: SnackbarTheme? = nil,
    manager: SnackbarManager? = nil,
    animation: SnackbarAnimationPhase = .visible,
    language: String? = nil,
    precision: CGFloat = 0.5
  ) -> Snapshotting<SnackbarMessage, String> {
    Snapshotting<SnackbarRenderRequest, String>.layout(precision: precision).pullback { message in
      SnackbarSnapshotRequest.message(
        message, width: width, scale: scale, traits: traits, theme: theme, manager: manager, framing: .tight,
        animation: animation, language: language)
    }
  }
}

extension Snapshotting where Value == SnackbarMessageView, Format == String {
  /// A `.txt` snapshot of a message view's layout with the styling it has; see
  /// ``Snapshotting/layout(precision:)`` (the request strategy) for the content.
  public static func layout(
    width: CGFloat = SnackbarLayoutSizing.defaultWidth,
    scale: CGFloat = 2,
    traits: SnackbarTraitCollection = SnackbarTraitCollection(),
    animation: SnackbarAnimationPhase = .visible,
    language: String? = nil,
    precision: CGFloat = 0.5
  ) -> Snapshotting<SnackbarMessageView, String> {
    Snapshotting<SnackbarRenderRequest, String>.layout(precision: precision).pullback { view in
      SnackbarSnapshotRequest.messageView(
        view, width: width, scale: scale, traits: traits, framing: .tight, animation: animation, language: language)
    }
  }
}

extension Snapshotting where Value == SnackbarScreen, Format == String {
  /// A `.txt` snapshot of a screen's layout: the snackbar's frames in host coordinates and the
  /// placement it was computed from; see ``Snapshotting/layout(precision:)`` (the request
  /// strategy) for the content.
  public static func layout(
    theme: SnackbarTheme? = nil,
    scale: CGFloat? = nil,
    animation: SnackbarAnimationPhase = .visible,
    precision: CGFloat = 0.5
  ) -> Snapshotting<SnackbarScreen, String> {
    Snapshotting<SnackbarRenderRequest, String>.layout(precision: precision).pullback { screen in
      screen.renderRequest(theme: theme, scale: scale, animation: animation)
    }
  }
}
