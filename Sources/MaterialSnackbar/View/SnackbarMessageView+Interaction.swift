extension SnackbarMessageView {
  /// Simulates a user interaction, as the touch and VoiceOver handlers of MDC's view do
  /// (spec 2.7, 2.9). Each dismisses at most once: interactions after the first dismissal, and
  /// interactions with a bare view, do nothing.
  ///
  /// VoiceOver checks use the manager's ``SnackbarManager/isVoiceOverRunningOverride``, since a
  /// headless host has no screen reader.
  public func perform(_ interaction: SnackbarInteraction) {
    let voiceOverRunning = snackbarManager?.isVoiceOverRunning ?? false
    switch interaction {
    case .tapBody:
      if enableDismissalAccessibilityAffordance && voiceOverRunning && isAccessibilityFocused { return }
      dismiss(with: nil, userInitiated: true, reason: .tap)
    case .tapAction:
      guard actionButton != nil, let action = message?.action else { return }
      dismiss(with: action, userInitiated: true, reason: .action)
    case .tapOutside:
      guard dismissesOnOverlayTap, !voiceOverRunning else { return }
      dismiss(with: nil, userInitiated: true, reason: .overlayTap)
    case .swipe:
      dismiss(with: nil, userInitiated: true, reason: .swipe)
    case .accessibilityEscape:
      dismiss(with: nil, userInitiated: true, reason: .accessibilityEscape)
    case .tapDismissalAffordance:
      // The affordance is invisible: it is a hit area only while VoiceOver runs (spec 2.8).
      guard enableDismissalAccessibilityAffordance, voiceOverRunning else { return }
      dismiss(with: nil, userInitiated: true, reason: .tap)
    case .tapCloseButton:
      guard message?.showsCloseButton == true else { return }
      dismiss(with: nil, userInitiated: true, reason: .tap)
    }
  }
}
