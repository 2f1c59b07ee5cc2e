/// What UIKit's `UINotificationFeedbackGenerator` would be asked for (`notificationOccurred(_:)`)
/// when a message of some importance appears.
///
/// Headless hosts have no Taptic Engine, so the manager records the request, in
/// ``SnackbarManager/accessibilityEvents`` and as ``SnackbarManagerEvent/haptic(_:messageID:)``;
/// an app forwards it to the generator. Nothing requires it.
public enum SnackbarHapticFeedback: String, Sendable, CaseIterable {
  /// `UINotificationFeedbackGenerator.FeedbackType.success`.
  case success
  /// `UINotificationFeedbackGenerator.FeedbackType.warning`.
  case warning
  /// `UINotificationFeedbackGenerator.FeedbackType.error`.
  case error
}
