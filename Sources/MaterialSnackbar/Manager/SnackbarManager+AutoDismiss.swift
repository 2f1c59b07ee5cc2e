import Foundation

// The auto-dismiss timer (spec 2.5) and the one rule the port adds to it: incomplete progress
// holds it. Every function here runs as a scheduler job.
extension SnackbarManager {
  /// Starts `view`'s timer after its enter animation, or holds it while the progress is
  /// incomplete.
  func armTimer(for view: SnackbarMessageView, message: SnackbarMessage) {
    if message.progress?.holdsAutoDismissTimer == true {
      view.storage.withLock { $0.autoDismissTimer = .held }
    } else {
      startTimer(for: view, duration: message.duration)
    }
  }

  /// Schedules the timer with the full `duration` from now. It holds the view weakly, as MDC's.
  private func startTimer(for view: SnackbarMessageView, duration: TimeInterval) {
    let job = scheduler.schedule(after: duration) { [weak self, weak view] in
      guard let self, let view else { return }
      self.timerDidFire(for: view)
    }
    view.storage.withLock { $0.autoDismissTimer = .running(job) }
  }

  /// Spec 2.5: a VoiceOver-focused snackbar ignores its timer, which is not re-armed. A message
  /// whose progress became incomplete just before the timer fired holds it instead (its update's
  /// job has not run yet).
  func timerDidFire(for view: SnackbarMessageView) {
    guard !view.isDismissing else { return }
    if isVoiceOverRunning && view.isAccessibilityFocused {
      view.storage.withLock { $0.autoDismissTimer = .notArmed }
      return
    }
    if view.message?.progress?.holdsAutoDismissTimer == true {
      view.storage.withLock { $0.autoDismissTimer = .held }
      return
    }
    view.storage.withLock { $0.autoDismissTimer = .notArmed }
    view.dismiss(with: nil, userInitiated: false, reason: .timeout)
  }

  /// A handle changed `message`'s progress: if it is the visible message, a completed progress
  /// starts a held timer (full duration from now), and an incomplete one stops a running timer.
  func progressDidChange(of message: SnackbarMessage) {
    let view = state.read { state in
      [state.presentingView, state.currentSnackbar].lazy.compactMap { $0 }.first { $0.message === message }
    }
    guard let view, !view.isDismissing else { return }
    let holds = message.progress?.holdsAutoDismissTimer == true
    let timer = view.storage.read { $0.autoDismissTimer }
    switch timer {
    case .held where !holds:
      startTimer(for: view, duration: message.duration)
    case .running(let job) where holds:
      job.cancel()
      view.storage.withLock { $0.autoDismissTimer = .held }
    default:
      break
    }
  }
}
