import Foundation
import MaterialSnackbar
import SnackbarImage
import SnackbarLayout
import SnackbarRendering
import SnackbarSnapshotCore

extension Snapshotting where Value == SnackbarRenderRequest, Format == RGBAImage {
  /// A PNG snapshot of what VoiceOver is given, drawn on the snackbar: each element's
  /// reading-order number on its frame (the message's viewport; the action's and close button's
  /// hit regions tinted), and a legend under the image with what the manager announces (or that
  /// focus moves in), the timeout, and per element the spoken label, hint, traits and hit-region
  /// size. Everything comes from the manager's own data (`SnackbarManager/presentationPlan(for:)`),
  /// so a changed label, a lost hint or a shrunken target changes the golden.
  ///
  /// Compared under `tolerance` like ``Snapshotting/image(tolerance:)``; the legend is text, so
  /// it is stack-dependent as every image golden is. Pair it with ``Snapshotting/audit`` for a
  /// stack-independent text golden. A mismatch also writes the audit (`<name>.audit.json`) for
  /// `snackbar report`.
  public static func accessibilityOverlay(
    tolerance: ImageTolerance = .exact
  ) -> Snapshotting<SnackbarRenderRequest, RGBAImage> {
    Snapshotting<RGBAImage, RGBAImage>.image(tolerance: tolerance).pullback { request in
      try SnackbarRendererCache.renderer().renderAccessibilityOverlay(request)
    }
    .addingAuditArtifact()
  }
}

extension Snapshotting where Value == SnackbarMessage, Format == RGBAImage {
  /// The accessibility overlay of the snackbar
  /// ``Snapshotting/image(width:scale:traits:theme:manager:framing:animation:language:tolerance:)``
  /// draws with the same arguments (fully shown); see
  /// ``Snapshotting/accessibilityOverlay(tolerance:)`` (the request strategy) for what it shows.
  ///
  /// ```swift
  /// assertSnapshot(of: message, as: .accessibilityOverlay(theme: .material3Light), named: "archived-voiceover")
  /// ```
  public static func accessibilityOverlay(
    width: CGFloat = SnackbarLayoutSizing.defaultWidth,
    scale: CGFloat = 2,
    traits: SnackbarTraitCollection = SnackbarTraitCollection(),
    theme: SnackbarTheme? = nil,
    manager: SnackbarManager? = nil,
    framing: SnackbarFraming = .snapshotDefault,
    language: String? = nil,
    tolerance: ImageTolerance = .exact
  ) -> Snapshotting<SnackbarMessage, RGBAImage> {
    Snapshotting<SnackbarRenderRequest, RGBAImage>.accessibilityOverlay(tolerance: tolerance).pullback { message in
      SnackbarSnapshotRequest.message(
        message, width: width, scale: scale, traits: traits, theme: theme, manager: manager, framing: framing,
        animation: .visible, language: language)
    }
  }
}

extension Snapshotting where Value == SnackbarMessageView, Format == RGBAImage {
  /// The accessibility overlay of a message view with the styling it has; see
  /// ``Snapshotting/accessibilityOverlay(tolerance:)`` (the request strategy).
  public static func accessibilityOverlay(
    width: CGFloat = SnackbarLayoutSizing.defaultWidth,
    scale: CGFloat = 2,
    traits: SnackbarTraitCollection = SnackbarTraitCollection(),
    framing: SnackbarFraming = .snapshotDefault,
    language: String? = nil,
    tolerance: ImageTolerance = .exact
  ) -> Snapshotting<SnackbarMessageView, RGBAImage> {
    Snapshotting<SnackbarRenderRequest, RGBAImage>.accessibilityOverlay(tolerance: tolerance).pullback { view in
      SnackbarSnapshotRequest.messageView(
        view, width: width, scale: scale, traits: traits, framing: framing, animation: .visible, language: language)
    }
  }
}

extension Snapshotting where Value == SnackbarScreen, Format == RGBAImage {
  /// The accessibility overlay of a whole screen, the snackbar placed in its host; see
  /// ``Snapshotting/accessibilityOverlay(tolerance:)`` (the request strategy).
  public static func accessibilityOverlay(
    theme: SnackbarTheme? = nil, scale: CGFloat? = nil, tolerance: ImageTolerance = .exact
  ) -> Snapshotting<SnackbarScreen, RGBAImage> {
    Snapshotting<SnackbarRenderRequest, RGBAImage>.accessibilityOverlay(tolerance: tolerance).pullback { screen in
      screen.renderRequest(theme: theme, scale: scale)
    }
  }
}
