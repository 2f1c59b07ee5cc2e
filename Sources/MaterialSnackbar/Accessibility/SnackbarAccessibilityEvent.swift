/// An accessibility notification the manager would have posted to the platform.
///
/// Headless hosts (and tests) have no VoiceOver to post to, so the manager records each
/// notification in ``SnackbarManager/accessibilityEvents``, in order. A host that has a screen
/// reader forwards them.
public enum SnackbarAccessibilityEvent: Sendable, Equatable, CustomStringConvertible {
  /// Speak `text`: posted after the enter animation for a snackbar that does not take focus, with
  /// the message's ``SnackbarMessage/voiceNotificationText`` (empty when the message has none).
  /// Polite: it waits for VoiceOver to finish speaking (MDC's low priority).
  case announcement(text: String)
  /// Speak `text` at once, interrupting VoiceOver: posted instead of ``announcement(text:)`` for a
  /// message whose ``SnackbarMessage/importance`` is warning or error. An addition; MDC's
  /// announcements are all polite (low priority).
  case assertiveAnnouncement(text: String)
  /// Play a notification haptic (`UINotificationFeedbackGenerator`): requested as a snackbar whose
  /// ``SnackbarMessage/importance`` asks for one starts to appear. An addition.
  case haptic(SnackbarHapticFeedback)
  /// Move focus to the snackbar: posted after the enter animation for a snackbar that takes focus
  /// (modal, ``SnackbarMessage/focusOnShow``, or non-transient), with the manager's
  /// ``SnackbarManager/focusAccessibilityNotification`` and the view as argument.
  case focus(SnackbarAccessibilityNotification, element: SnackbarMessageView?)
  /// Layout changed with no argument: posted when a modal or non-transient snackbar has left, so
  /// VoiceOver re-reads the screen.
  case layoutChanged
  /// Screen changed: posted when a snackbar is dismissed while VoiceOver runs and focus is inside
  /// it; the argument (not recorded) is the message's ``SnackbarMessage/elementToFocusOnDismiss``.
  case screenChanged

  /// Views compare by identity.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (.announcement(let a), .announcement(let b)): return a == b
    case (.assertiveAnnouncement(let a), .assertiveAnnouncement(let b)): return a == b
    case (.haptic(let a), .haptic(let b)): return a == b
    case (.focus(let a, let viewA), .focus(let b, let viewB)): return a == b && viewA === viewB
    case (.layoutChanged, .layoutChanged), (.screenChanged, .screenChanged): return true
    default: return false
    }
  }

  /// A short form for logs and test failures.
  public var description: String {
    switch self {
    case .announcement(let text): return "announcement(\"\(text)\")"
    case .assertiveAnnouncement(let text): return "assertiveAnnouncement(\"\(text)\")"
    case .haptic(let feedback): return "haptic(\(feedback.rawValue))"
    case .focus(let notification, let element):
      return "focus(\(notification.rawValue), element: \(element.map { objectAddress($0) } ?? "nil"))"
    case .layoutChanged: return "layoutChanged"
    case .screenChanged: return "screenChanged"
    }
  }
}
