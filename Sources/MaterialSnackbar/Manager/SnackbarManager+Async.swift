extension SnackbarManager {
  /// Shows `message` and returns when it has ended, with the reason (an addition to MDC).
  ///
  /// The message's own handlers still run as in MDC, before this returns. A message dropped
  /// under the VoiceOver rule returns ``SnackbarDismissReason/dropped`` at once. Cancelling the
  /// task does not dismiss the message: call ``dismissAndCallCompletionBlocks(withCategory:)``.
  public func showAndWait(_ message: SnackbarMessage) async -> SnackbarResult {
    await withCheckedContinuation { (continuation: CheckedContinuation<SnackbarResult, Never>) in
      show(message, observer: { continuation.resume(returning: $0) })
    }
  }
}
