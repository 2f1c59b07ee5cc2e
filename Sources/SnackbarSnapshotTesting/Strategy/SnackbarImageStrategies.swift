import Foundation
import MaterialSnackbar
import SnackbarImage
import SnackbarLayout
import SnackbarRendering
import SnackbarSnapshotCore

/// Builds the render requests the snackbar strategies draw, so `.image` and `.layout` of the same
/// arguments describe the same snackbar.
enum SnackbarSnapshotRequest {
  static func message(
    _ message: SnackbarMessage, width: CGFloat, scale: CGFloat, traits: SnackbarTraitCollection,
    theme: SnackbarTheme?, manager: SnackbarManager?, framing: SnackbarFraming, animation: SnackbarAnimationPhase,
    language: String?
  ) -> SnackbarRenderRequest {
    var request = SnackbarRenderRequest(
      message: message, manager: SnackbarSnapshotStyling.manager(base: manager, theme: theme),
      traits: SnackbarSnapshotStyling.traits(traits, scale: scale), sizing: .fittingWidth(width))
    request.framing = framing
    request.animation = animation
    request.language = language
    return request
  }

  static func messageView(
    _ view: SnackbarMessageView, width: CGFloat, scale: CGFloat, traits: SnackbarTraitCollection,
    framing: SnackbarFraming, animation: SnackbarAnimationPhase, language: String?
  ) -> SnackbarRenderRequest {
    var request = SnackbarRenderRequest(
      messageView: view, traits: SnackbarSnapshotStyling.traits(traits, scale: scale), sizing: .fittingWidth(width))
    request.framing = framing
    request.animation = animation
    request.language = language
    return request
  }
}

extension Snapshotting where Value == SnackbarRenderRequest, Format == RGBAImage {
  /// Draws the request as it is (sizing, framing, animation, language) and compares PNG goldens
  /// under `tolerance`. The most general snackbar strategy: the others build a request and use
  /// this one.
  ///
  /// Drawing uses this thread's cached renderer (``SnackbarRendererCache``). The goldens'
  /// directory keeps the rendering stack's fingerprint (`SnapshotFingerprintSource.renderingStack`,
  /// the configuration's default), so a mismatch on another stack says so. A mismatch also
  /// writes the snackbar's audit (`<name>.audit.json`, as `snackbar audit --json` prints it), which
  /// `snackbar report` shows as badges beside the images; a passing snapshot audits nothing.
  public static func image(tolerance: ImageTolerance = .exact) -> Snapshotting<SnackbarRenderRequest, RGBAImage> {
    Snapshotting<RGBAImage, RGBAImage>.image(tolerance: tolerance).pullback { request in
      try SnackbarRendererCache.renderer().render(request)
    }
    .addingAuditArtifact()
  }
}

extension Snapshotting where Value == SnackbarMessage, Format == RGBAImage {
  /// Draws a message as the manager would show it, `width` points wide (as tall as its content),
  /// and compares PNG goldens under `tolerance`.
  ///
  /// ```swift
  /// assertSnapshot(
  ///   of: SnackbarMessage(text: "Photo archived"), as: .image(theme: .material3Light), named: "archived-m3")
  /// ```
  ///
  /// - Parameters:
  ///   - width: the snackbar's width in points; 359 is a 375-pt phone less MDC's 8-pt margins.
  ///   - scale: points to pixels; wins over `traits.displayScale`.
  ///   - traits: direction, appearance, Dynamic Type, size classes and idiom.
  ///   - theme: a named look applied to a copy of `manager`'s styling (or to a fresh manager);
  ///     nil draws `manager` as it is, or MDC's defaults (`SnackbarTheme/mdc`) without one.
  ///     The caller's manager is never changed.
  ///   - manager: the styling source (colours, fonts, elevation, GM3), read when the snapshot is
  ///     taken.
  ///   - framing: what surrounds the snackbar; default `SnackbarFraming/snapshotDefault`.
  ///   - animation: the enter or exit frame to draw; default fully shown.
  ///   - language: the text's BCP 47 tag; nil infers it from the text.
  ///   - tolerance: how different pixels may be (`ImageTolerance.exact` by default).
  public static func image(
    width: CGFloat = SnackbarLayoutSizing.defaultWidth,
    scale: CGFloat = 2,
    traits: SnackbarTraitCollection = SnackbarTraitCollection(),
    theme: SnackbarTheme? = nil,
    manager: SnackbarManager? = nil,
    framing: SnackbarFraming = .snapshotDefault,
    animation: SnackbarAnimationPhase = .visible,
    language: String? = nil,
    tolerance: ImageTolerance = .exact
  ) -> Snapshotting<SnackbarMessage, RGBAImage> {
    Snapshotting<SnackbarRenderRequest, RGBAImage>.image(tolerance: tolerance).pullback { message in
      SnackbarSnapshotRequest.message(
        message, width: width, scale: scale, traits: traits, theme: theme, manager: manager, framing: framing,
        animation: animation, language: language)
    }
  }
}

extension Snapshotting where Value == SnackbarMessageView, Format == RGBAImage {
  /// Draws an existing message view (for example `SnackbarManager/currentSnackbar`) with the
  /// styling it has, `width` points wide, and compares PNG goldens under `tolerance`. There is no
  /// theme argument: a view keeps the styling it was made with, as in MDC; snapshot the message
  /// with a theme instead.
  ///
  /// Parameters as for ``Snapshotting/image(width:scale:traits:theme:manager:framing:animation:language:tolerance:)``
  /// (the `SnackbarMessage` strategy).
  public static func image(
    width: CGFloat = SnackbarLayoutSizing.defaultWidth,
    scale: CGFloat = 2,
    traits: SnackbarTraitCollection = SnackbarTraitCollection(),
    framing: SnackbarFraming = .snapshotDefault,
    animation: SnackbarAnimationPhase = .visible,
    language: String? = nil,
    tolerance: ImageTolerance = .exact
  ) -> Snapshotting<SnackbarMessageView, RGBAImage> {
    Snapshotting<SnackbarRenderRequest, RGBAImage>.image(tolerance: tolerance).pullback { view in
      SnackbarSnapshotRequest.messageView(
        view, width: width, scale: scale, traits: traits, framing: framing, animation: animation, language: language)
    }
  }
}

extension Snapshotting where Value == SnackbarScreen, Format == RGBAImage {
  /// Draws the whole host screen with the snackbar placed by MDC's overlay rules (safe area,
  /// keyboard, bottom offset, tablet width limits), and compares PNG goldens under `tolerance`.
  ///
  /// - Parameters:
  ///   - theme: applied to a copy of the screen's manager styling; nil draws the manager as it
  ///     is. It also colours the screen when ``SnackbarScreen/screenBackground`` is nil.
  ///   - scale: overrides the host's display scale (a 1× or 2× golden of a 3× phone is a
  ///     quarter or half the size); nil keeps the device's.
  ///   - framing: `SnackbarFraming/tight` (default) gives exactly the screen.
  ///   - animation: the enter or exit frame to draw; default fully shown.
  ///   - tolerance: how different pixels may be (`ImageTolerance.exact` by default).
  public static func image(
    theme: SnackbarTheme? = nil,
    scale: CGFloat? = nil,
    framing: SnackbarFraming = .tight,
    animation: SnackbarAnimationPhase = .visible,
    tolerance: ImageTolerance = .exact
  ) -> Snapshotting<SnackbarScreen, RGBAImage> {
    Snapshotting<SnackbarRenderRequest, RGBAImage>.image(tolerance: tolerance).pullback { screen in
      screen.renderRequest(theme: theme, scale: scale, framing: framing, animation: animation)
    }
  }
}
