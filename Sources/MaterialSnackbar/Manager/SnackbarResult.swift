/// Why a snackbar left the screen, or never reached it. Not part of MDC, which reports only
/// `userInitiated`.
public enum SnackbarDismissReason: String, Sendable, Hashable, CaseIterable {
  /// The user tapped the action button; its handler ran before the completion.
  case action
  /// The auto-dismiss timer fired.
  case timeout
  /// The user tapped the snackbar body, the close button or the VoiceOver dismissal affordance.
  case tap
  /// The user swiped the snackbar away.
  case swipe
  /// The user tapped outside the snackbar and the message had `shouldDismissOnOverlayTap`.
  case overlayTap
  /// The VoiceOver escape gesture (two-finger scrub).
  case accessibilityEscape
  /// A newer message of the same category, or of no category, took its place.
  case replaced
  /// `dismissAndCallCompletionBlocks(withCategory:)` removed it.
  case programmatic
  /// `show` refused it because VoiceOver was running and the manager's
  /// `shouldShowMessageWhenVoiceOverIsRunning` is false. MDC's completion handlers do not run for
  /// such a message; only ``SnackbarManager/showAndWait(_:)`` and
  /// ``SnackbarMessage/completionHandlerWithReason`` hear about it.
  case dropped

  /// Whether MDC would report this as `userInitiated` (spec 2.7).
  public var isUserInitiated: Bool {
    switch self {
    case .action, .tap, .swipe, .overlayTap, .accessibilityEscape: return true
    case .timeout, .replaced, .programmatic, .dropped: return false
    }
  }
}

/// How a message ended: the result of ``SnackbarManager/showAndWait(_:)`` and the argument of
/// ``SnackbarMessage/completionHandlerWithReason``.
public struct SnackbarResult: Sendable, Hashable, CustomStringConvertible {
  /// Why it ended.
  public var reason: SnackbarDismissReason
  /// The value MDC passes to the completion handlers.
  public var userInitiated: Bool

  /// Creates a result.
  public init(reason: SnackbarDismissReason, userInitiated: Bool) {
    self.reason = reason
    self.userInitiated = userInitiated
  }

  /// Creates the result MDC would report for `reason`.
  public init(reason: SnackbarDismissReason) {
    self.init(reason: reason, userInitiated: reason.isUserInitiated)
  }

  /// `reason (userInitiated: …)`, for logs.
  public var description: String { "\(reason.rawValue) (userInitiated: \(userInitiated))" }
}
