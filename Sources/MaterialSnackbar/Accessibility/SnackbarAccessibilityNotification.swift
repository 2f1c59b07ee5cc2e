/// The accessibility notifications the manager posts: the stand-in for
/// `UIAccessibility.Notification`, as used by ``SnackbarManager/focusAccessibilityNotification``.
public enum SnackbarAccessibilityNotification: String, Sendable, Hashable, CaseIterable {
  /// Part of the screen changed; VoiceOver moves to the argument (the default focus notification).
  case layoutChanged
  /// A new screen appeared; VoiceOver moves to the argument and plays the screen sound.
  case screenChanged
  /// Speak the argument.
  case announcement
}
