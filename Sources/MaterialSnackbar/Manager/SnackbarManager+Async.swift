extension SnackbarManager {
  /// Shows `message` and returns as soon as its outcome is known, with the reason (an addition
  /// to MDC).
  ///
  /// It returns when the message's dismissal starts, on the same turn as its completion
  /// handlers, not when the message is off screen: a message that times out returns after the
  /// 0.15 s enter animation and its duration (at 4.15 s by default), while its 0.125 s exit
  /// animation is still running; `snackbarDidDisappear` follows at 4.275 s. That is when MDC
  /// reports the outcome, and the next queued message can only appear after the exit, so wait
  /// for ``SnackbarManagerDelegate/snackbarDidDisappear(_:)`` if you need the screen clear.
  ///
  /// The message's own handlers still run as in MDC, before this returns. A message dropped
  /// under the VoiceOver rule returns ``SnackbarDismissReason/dropped`` at once. Cancelling the
  /// task does not dismiss the message: call ``dismissAndCallCompletionBlocks(withCategory:)-method``.
  public func showAndWait(_ message: SnackbarMessage) async -> SnackbarResult {
    await withCheckedContinuation { (continuation: CheckedContinuation<SnackbarResult, Never>) in
      show(message, observer: { continuation.resume(returning: $0) })
    }
  }
}
