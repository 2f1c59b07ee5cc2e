import Foundation
import MaterialSnackbar
import SnackbarImage
import SnackbarLayout

/// One thing to draw: a presented message view, its environment and how to frame it.
///
/// A value, though it holds a `SnackbarMessageView` (a class) made when the request is
/// created: later changes to the message or the manager do not reach it, as a shown MDC
/// snackbar keeps the styling it was created with. Changing the view itself does.
public struct SnackbarRenderRequest: Sendable {
  /// The view drawn.
  public let messageView: SnackbarMessageView
  /// Display scale, direction, Dynamic Type, size classes and appearance (ignored for
  /// ``SnackbarRenderSizing/host(_:placement:)``, which uses the host's traits).
  public var traits: SnackbarTraitCollection
  /// A fixed width or a whole host.
  public var sizing: SnackbarRenderSizing
  /// What surrounds the snackbar in the image; default ``SnackbarFraming/tight``.
  public var framing: SnackbarFraming
  /// The moment of the enter or exit animation to draw; default fully shown.
  public var animation: SnackbarAnimationPhase
  /// The text's BCP 47 language tag; nil infers it ("ar" for Arabic script, "he" Hebrew, "ja"
  /// kana, "ko" Hangul, "zh" Han, else "en"). It steers shaping and uppercasing of the action.
  public var language: String?
  /// For ``SnackbarRenderSizing/host(_:placement:)``: the screen behind the snackbar; nil for
  /// white in light appearance and Material's dark surface (#121212) in dark appearance. Pass
  /// `SnackbarTheme.screenBackgroundColor` to match a theme.
  public var screenBackground: SnackbarColor?
  /// For ``SnackbarRenderSizing/host(_:placement:)``: a screenshot drawn as the screen behind the
  /// snackbar, stretched to the host's pixel size (its size in points × the display scale); an
  /// image of exactly that size is copied pixel for pixel. Give one of the host's aspect ratio:
  /// it is stretched to fill, never cropped. Translucent pixels are composited over
  /// ``screenBackground`` (or its default), as a screen is opaque. A screenshot shows its own
  /// status bar, keyboard and tab bar, so none is drawn over it; the layout still places the
  /// snackbar by the host's safe area, keyboard and the manager's bottom offset. Nil (the
  /// default) draws the plain screen with its system areas shown.
  public var screenBackgroundImage: RGBAImage?
  /// Seconds since an indeterminate progress bar started, which places its moving segment.
  public var progressElapsedTime: TimeInterval

  /// A request for `message` styled by `manager`, built as the manager builds its views: from a
  /// copy of the message (so later changes to `message` are not drawn), with the manager's
  /// styling at this moment, as a view of the class the message's `viewClass()` names.
  public init(
    message: SnackbarMessage, manager: SnackbarManager = SnackbarManager(),
    traits: SnackbarTraitCollection = .init(),
    sizing: SnackbarRenderSizing = .fittingWidth(SnackbarLayoutSizing.defaultWidth)
  ) {
    let view = SnackbarMessageView.make(for: message.copy(), manager: manager)
    self.init(messageView: view, traits: traits, sizing: sizing)
  }

  /// A request for an existing view (for example `SnackbarManager/currentSnackbar`).
  public init(
    messageView: SnackbarMessageView, traits: SnackbarTraitCollection = .init(),
    sizing: SnackbarRenderSizing = .fittingWidth(SnackbarLayoutSizing.defaultWidth)
  ) {
    self.messageView = messageView
    self.traits = traits
    self.sizing = sizing
    self.framing = .tight
    self.animation = .visible
    self.language = nil
    self.screenBackground = nil
    self.screenBackgroundImage = nil
    self.progressElapsedTime = 0
  }

  /// The sizing the snackbar is laid out with, resolved now: a fixed width, or the host's size,
  /// safe area and keyboard with the manager's placement settings.
  public var layoutSizing: SnackbarLayoutSizing {
    switch sizing {
    case .fittingWidth(let width): return .fittingWidth(width)
    case .host(let host, let manager): return .inHost(SnackbarPlacementInput(host: host, manager: manager))
    }
  }

  /// The traits the snackbar is laid out with: the host's for host sizing, else ``traits``.
  public var effectiveTraits: SnackbarTraitCollection {
    switch sizing {
    case .fittingWidth: return traits
    case .host(let host, _): return host.traitCollection
    }
  }
}
