/// A user interaction with a presented snackbar, for ``SnackbarMessageView/perform(_:)``: the
/// headless replacement for touches and VoiceOver gestures.
public enum SnackbarInteraction: Sendable, Hashable {
  /// A tap on the snackbar body or text: dismisses, user-initiated (``SnackbarDismissReason/tap``),
  /// unless the dismissal affordance is on and VoiceOver focus is on the label.
  case tapBody
  /// A tap on the action button: runs the action's handler, then the completions
  /// (``SnackbarDismissReason/action``). Nothing happens when there is no button.
  case tapAction
  /// A tap outside the snackbar: dismisses (``SnackbarDismissReason/overlayTap``) only if the
  /// message had `shouldDismissOnOverlayTap` when the view was made and VoiceOver is off.
  case tapOutside
  /// A horizontal swipe: dismisses (``SnackbarDismissReason/swipe``). MDC supports it only in
  /// legacy mode; this port accepts it in every mode.
  case swipe(SnackbarSwipeDirection)
  /// The VoiceOver escape gesture: dismisses (``SnackbarDismissReason/accessibilityEscape``).
  case accessibilityEscape
  /// Activating the VoiceOver dismissal affordance: dismisses (``SnackbarDismissReason/tap``) when
  /// the view has `enableDismissalAccessibilityAffordance` and VoiceOver runs (the invisible
  /// affordance is a hit area only then); nothing otherwise.
  case tapDismissalAffordance
  /// A tap on the close button: dismisses (``SnackbarDismissReason/tap``) when the message has
  /// `showsCloseButton`; nothing otherwise. An addition.
  case tapCloseButton
}

/// Which way a swipe goes.
public enum SnackbarSwipeDirection: String, Sendable, Hashable, CaseIterable {
  /// Towards the left edge.
  case left
  /// Towards the right edge.
  case right
}
