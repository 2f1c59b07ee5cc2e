import Foundation
import MaterialSnackbar
import SnackbarFlow
import SnackbarImage
import SnackbarLayout
import SnackbarRendering

/// Draws the screens of a flow one frame after another, redrawing only what changed.
///
/// The screen behind the snackbar is drawn whole once; each frame then draws just the snackbar's
/// region (its container and shadow reach) and the part of the screen the old and new regions
/// cover (all of it, a band at a time, when the keyboard or the bottom offset changes), and copies
/// them over the frame, comparing as it copies. No copy of the screen is kept, so a frame costs
/// its own pixels once. A frame in which nothing
/// animates and nothing changed is not drawn at all. Every frame's pixels are exactly those of a
/// full `SnackbarRenderer/render(_:)` of the same moment.
package final class SnackbarFlowFrameRenderer {
  /// The renderer that draws (use this object on the renderer's thread).
  package let renderer: SnackbarRenderer
  /// The screen drawn, at its display scale.
  package let host: SnackbarHost
  /// The manager whose styling and placement the snackbar has.
  package let manager: SnackbarManager
  /// The screen's colour.
  package let background: SnackbarColor?

  private var canvas: SnackbarFrameCanvas?
  private var backdropKey: BackdropKey?
  private var lastContent: SnackbarFlowScreen.ContentKey?
  private var lastWasAnimating = true

  /// How many frames drew the snackbar's region.
  package private(set) var drawnFrameCount = 0
  /// How many frames were skipped because nothing could have changed.
  package private(set) var skippedFrameCount = 0

  /// Creates a frame renderer for the screens of `host`, with `manager`'s snackbars on `background`.
  package init(renderer: SnackbarRenderer, host: SnackbarHost, manager: SnackbarManager, background: SnackbarColor?) {
    self.renderer = renderer
    self.host = host
    self.manager = manager
    self.background = background
  }

  /// The current frame (blank until the first ``draw(_:)``).
  package var image: RGBAImage? { canvas?.image }

  /// Brings the frame to `screen` and returns the rectangle of pixels that changed: the whole
  /// image for the first frame, nil when the picture is the same as the previous frame's.
  /// - Throws: `SnackbarRenderError` when drawing fails.
  package func draw(_ screen: SnackbarFlowScreen) throws(SnackbarRenderError) -> PixelRect? {
    let key = BackdropKey(keyboardHeight: screen.keyboardHeight, bottomOffset: screen.bottomOffset)
    let content = screen.contentKey
    let isAnimating = screen.isAnimating
    let backdropChanged = canvas == nil || key != backdropKey
    if !backdropChanged, !isAnimating, !lastWasAnimating, content == lastContent {
      skippedFrameCount += 1
      return nil
    }
    let patch = try Self.request(for: screen, host: host, manager: manager, background: background).flatMap {
      (request) throws(SnackbarRenderError) in try renderer.renderSnackbarRegion(request)
    }
    drawnFrameCount += 1
    backdropKey = key
    lastContent = content
    lastWasAnimating = isAnimating
    guard var current = canvas else {
      let pixels = try SnackbarCanvas.pixelSize(host.size, scale: host.traitCollection.displayScale)
      var first = try SnackbarFrameCanvas(width: pixels.width, height: pixels.height, backdrop: screenRegion)
      _ = try first.update(patch: patch, backdrop: screenRegion)
      canvas = first
      return first.image.bounds
    }
    // Drop the stored copy before mutating, so the frame's buffers are updated in place rather
    // than copied (12 MB at 3x) on every frame.
    canvas = nil
    let changed: PixelRect?
    do {
      changed = try current.update(backdropChanged: backdropChanged, patch: patch, backdrop: screenRegion)
    } catch {
      // A failed update may have left the frame half drawn: start from a whole screen next time.
      backdropKey = nil
      throw error
    }
    canvas = current
    return changed
  }

  /// The pixels of `region` of the screen as it is now (keyboard, bottom offset).
  private func screenRegion(_ region: PixelRect) throws(SnackbarRenderError) -> RGBAImage {
    try renderer.renderScreen(host: host, bottomOffset: manager.bottomOffset, background: background, region: region)
  }

  /// The render request of `screen`'s snackbar in `host`, or nil when no snackbar is drawn.
  static func request(
    for screen: SnackbarFlowScreen, host: SnackbarHost, manager: SnackbarManager, background: SnackbarColor?
  ) -> SnackbarRenderRequest? {
    guard screen.showsSnackbar, let view = screen.messageView else { return nil }
    var request = SnackbarRenderRequest(
      messageView: view, traits: host.traitCollection, sizing: .host(host, placement: manager))
    request.animation = screen.phase
    request.progressElapsedTime = screen.presentedFor
    request.screenBackground = background
    return request
  }

  private struct BackdropKey: Equatable {
    var keyboardHeight: CGFloat
    var bottomOffset: CGFloat
  }
}
