import Foundation
import MaterialSnackbar
import SnackbarFlow
import SnackbarLayout
import SnackbarRendering

/// A whole screen with a snackbar on it: what a user sees when `manager` shows `message` in
/// `host`. Snapshot it with `.image(...)` or `.layout(...)`.
///
/// ```swift
/// let manager = SnackbarManager()
/// manager.setBottomOffset(49)  // above a tab bar
/// let screen = SnackbarScreen(
///   message: SnackbarMessage(text: "Message archived"), host: SnackbarDevice.iPhone15.makeHost(),
///   manager: manager)
/// assertSnapshot(of: screen, as: .image(), named: "archived-above-tab-bar")
/// ```
///
/// The host supplies the size, safe area, keyboard and traits (scale, direction, appearance,
/// Dynamic Type); the manager supplies the styling and the placement (alignment, margins, bottom
/// offset). The message is copied when the snapshot is taken, as the manager copies a message it
/// shows.
public struct SnackbarScreen: Sendable {
  /// The message shown.
  public var message: SnackbarMessage
  /// The screen (or view) the snackbar is presented in.
  public var host: SnackbarHost
  /// The styling and placement source.
  public var manager: SnackbarManager
  /// The screen behind the snackbar; nil for the theme's screen colour when the strategy has a
  /// theme, else the renderer's (white in light appearance, #121212 in dark).
  public var screenBackground: SnackbarColor?

  /// Creates a screen.
  public init(
    message: SnackbarMessage, host: SnackbarHost, manager: SnackbarManager = SnackbarManager(),
    screenBackground: SnackbarColor? = nil
  ) {
    self.message = message
    self.host = host
    self.manager = manager
    self.screenBackground = screenBackground
  }

  /// A screen of a device preset: portrait or landscape, with a keyboard of `keyboardHeight`
  /// points (0 for none) and `traits` (their scale, idiom and size classes are the device's).
  public init(
    message: SnackbarMessage, device: SnackbarDevice, landscape: Bool = false, keyboardHeight: CGFloat = 0,
    traits: SnackbarTraitCollection = SnackbarTraitCollection(), manager: SnackbarManager = SnackbarManager(),
    screenBackground: SnackbarColor? = nil
  ) {
    self.init(
      message: message, host: device.makeHost(landscape: landscape, keyboardHeight: keyboardHeight, traits: traits),
      manager: manager, screenBackground: screenBackground)
  }

  /// The render request for this screen.
  /// - Parameters:
  ///   - theme: applied to a copy of ``manager``'s styling (see the strategies); nil uses
  ///     ``manager`` as it is.
  ///   - scale: overrides the host's display scale (smaller goldens); nil keeps it.
  ///   - framing: `SnackbarFraming/tight` gives exactly the screen.
  ///   - animation: the frame of the enter or exit animation.
  public func renderRequest(
    theme: SnackbarTheme? = nil, scale: CGFloat? = nil, framing: SnackbarFraming = .tight,
    animation: SnackbarAnimationPhase = .visible
  ) -> SnackbarRenderRequest {
    var drawnHost = host
    if let scale, scale != host.traitCollection.displayScale {
      // A new host rather than a changed one: the caller's host may be shared with other tests.
      var traits = host.traitCollection
      traits.displayScale = scale
      drawnHost = SnackbarHost(
        size: host.size, safeAreaInsets: host.safeAreaInsets, traitCollection: traits,
        keyboardHeight: host.keyboardHeight, isWindow: host.isWindow)
    }
    let styling = SnackbarSnapshotStyling.manager(base: manager, theme: theme)
    var request = SnackbarRenderRequest(
      message: message, manager: styling, traits: drawnHost.traitCollection,
      sizing: .host(drawnHost, placement: manager))
    request.framing = framing
    request.animation = animation
    request.screenBackground = screenBackground ?? theme?.screenBackgroundColor
    return request
  }
}
