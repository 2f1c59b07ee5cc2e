import Foundation
import MaterialSnackbar
import SnackbarLayout

/// What the host screen shows at one moment of a flow: the visible snackbar (if any) in its
/// animation state, and the screen's own state (keyboard, bottom offset).
///
/// Everything a renderer needs to draw the moment, read from the manager
/// (`SnackbarManager/currentSnackbar`) and from the times of its events.
public struct SnackbarFlowScreen: Sendable {
  /// The flow's time, in seconds.
  public var time: TimeInterval
  /// The visible snackbar, from its presentation until its exit animation ends; nil for none.
  public var messageView: SnackbarMessageView?
  /// Where the visible snackbar is in its life: entering (its 0.15-s enter animation), visible,
  /// or exiting (its 0.125-s exit animation).
  public var phase: SnackbarAnimationPhase
  /// Seconds since the visible snackbar was presented (an indeterminate bar moves with it).
  public var presentedFor: TimeInterval
  /// The keyboard's height over the host's bottom edge, 0 when hidden.
  public var keyboardHeight: CGFloat
  /// The manager's bottom offset.
  public var bottomOffset: CGFloat

  /// Creates a screen description.
  public init(
    time: TimeInterval, messageView: SnackbarMessageView?, phase: SnackbarAnimationPhase = .visible,
    presentedFor: TimeInterval = 0, keyboardHeight: CGFloat = 0, bottomOffset: CGFloat = 0
  ) {
    self.time = time
    self.messageView = messageView
    self.phase = phase
    self.presentedFor = presentedFor
    self.keyboardHeight = keyboardHeight
    self.bottomOffset = bottomOffset
  }

  /// The snackbar's opacity and scale now (identity when none is visible).
  public var animationState: SnackbarAnimationState { SnackbarAnimation.state(at: phase) }

  /// Whether a snackbar is drawn at all (one that has faded out, or not begun to fade in, is not).
  public var showsSnackbar: Bool {
    guard messageView != nil else { return false }
    let state = animationState
    return state.opacity > 0 && state.scale > 0
  }

  /// Whether the picture changes with time alone: a running animation, or an indeterminate
  /// progress bar, whose segment moves.
  public var isAnimating: Bool {
    guard showsSnackbar, let view = messageView else { return false }
    if animationState != .identity { return true }
    return view.message?.progress == .indeterminate
  }

  /// What, besides time, decides the picture: two moments with equal keys and no animation look
  /// the same, so the second need not be drawn.
  public var contentKey: ContentKey {
    ContentKey(
      view: showsSnackbar ? messageView.map(ObjectIdentifier.init) : nil, text: messageView?.message?.text,
      progress: messageView?.message?.progress, keyboardHeight: keyboardHeight, bottomOffset: bottomOffset)
  }

  /// The inputs of a still picture; see ``contentKey``.
  public struct ContentKey: Hashable, Sendable {
    var view: ObjectIdentifier?
    var text: String?
    var progress: SnackbarProgress?
    var keyboardHeight: CGFloat
    var bottomOffset: CGFloat
  }
}
