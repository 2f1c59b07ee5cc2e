import Foundation

extension SnackbarManager {
  /// Shows `message` as ``show(_:)-method`` does and returns a handle to the shown copy, for
  /// long-running work: the handle changes the copy's text and progress while it is queued or
  /// visible, and dismisses it. MDC's `show` stays `Void`.
  ///
  /// ```swift
  /// let upload = SnackbarMessage(text: "Uploading…")
  /// upload.progress = .determinate(0)
  /// let handle = manager.showUpdatable(upload)
  /// handle.update(progress: .determinate(0.5))
  /// handle.update(text: "Uploaded", progress: .determinate(1))   // the 4 s timer starts now
  /// ```
  ///
  /// While the copy's progress is incomplete (indeterminate, or determinate below 1) its timer
  /// does not dismiss it; see ``SnackbarMessage/progress``. A message dropped under the VoiceOver
  /// rule returns a handle whose updates have no effect.
  public func showUpdatable(_ message: SnackbarMessage) -> SnackbarMessageHandle {
    SnackbarMessageHandle(message: show(message, observer: nil), manager: self)
  }
}

/// A shown message, for changing it while it is queued or visible: returned by
/// ``SnackbarManager/showUpdatable(_:)``.
///
/// Safe from any thread. A change applies at once, so a renderer drawing
/// ``SnackbarManager/currentSnackbar`` sees it (``SnackbarMessageView/text``,
/// ``SnackbarMessageView/progress``); the manager then logs it as
/// ``SnackbarManagerEvent/update(messageID:text:progress:)`` and applies the timer rule on its
/// next turn at the current time:
///
/// * while the progress is incomplete (indeterminate, or determinate below 1) the message is not
///   dismissed by its timer;
/// * an update that completes it (a fraction of 1 or more, or ``removeProgress()``) starts the
///   timer then, with the message's full ``SnackbarMessage/duration``;
/// * an update that makes it incomplete again stops a running timer.
///
/// The rule concerns only messages that time out at all: one with an action, or with
/// ``SnackbarMessage/automaticallyDismisses`` false, stays until dismissed either way. The
/// handle holds its manager weakly.
///
/// An update that races with the message's dismissal on another thread is either applied and
/// logged before the message's completion event (possibly after its willDisappear), or refused.
public final class SnackbarMessageHandle: Sendable {
  /// The manager's copy, which the handle changes.
  let message: SnackbarMessage
  weak let manager: SnackbarManager?

  init(message: SnackbarMessage, manager: SnackbarManager) {
    self.message = message
    self.manager = manager
  }

  /// The shown message's identifier, as the event log names it.
  public var id: SnackbarMessageID { message.eventID }

  /// Changes the visible (or still queued) message's text and/or progress; the view re-renders;
  /// logged as ``SnackbarManagerEvent/update(messageID:text:progress:)``. No effect once the
  /// message is dismissed (returns false).
  ///
  /// - Parameters:
  ///   - text: the new text, as plain text (bold markup is dropped); nil keeps the text.
  ///   - progress: the new progress; nil keeps it (``removeProgress()`` removes it).
  /// - Returns: whether the message was still queued or visible, and so changed. An update with
  ///   neither argument changes and logs nothing, and returns the same answer.
  @discardableResult
  public func update(text: String? = nil, progress: SnackbarProgress? = nil) -> Bool {
    apply(text: text, progress: progress.map { .some($0) })
  }

  /// Removes the progress bar, which completes the work as far as the timer is concerned; logged
  /// as an update with no progress. Returns false once the message is dismissed.
  @discardableResult
  public func removeProgress() -> Bool {
    apply(text: nil, progress: .some(nil))
  }

  /// Dismisses this message only (reason ``SnackbarDismissReason/programmatic``, `userInitiated`
  /// false), on a later turn: the visible one leaves with its exit animation, a queued one is
  /// removed. Either way its completions run as for any dismissal. No effect once it is dismissed.
  public func dismiss() {
    guard let manager, !message.hasEnded else { return }
    let message = self.message
    manager.scheduler.enqueue { [manager] in manager.dismissOnScheduler(message: message, reason: .programmatic) }
  }

  private func apply(text: String?, progress: SnackbarProgress??) -> Bool {
    guard let manager else { return false }
    guard text != nil || progress != nil else { return !message.hasEnded }
    let message = self.message
    let id = message.eventID
    let changesProgress = progress != nil
    return message.applyUpdate(text: text, progress: progress) { newText, newProgress in
      manager.scheduler.enqueue { [manager] in
        manager.emit(.update(messageID: id, text: newText, progress: newProgress))
        if changesProgress { manager.progressDidChange(of: message) }
      }
    }
  }
}

extension SnackbarManager {
  /// Dismisses `message` alone: the visible view if it shows it, else its place in the queue.
  func dismissOnScheduler(message: SnackbarMessage, reason: SnackbarDismissReason) {
    let (view, removed) = state.withLock { state -> (SnackbarMessageView?, SnackbarMessage?) in
      let view = state.presentingView ?? state.currentSnackbar
      if let view, view.message === message { return (view, nil) }
      return (nil, state.queue.remove(message))
    }
    if let view, !view.isDismissing {
      view.dismiss(with: nil, userInitiated: false, reason: reason)
    }
    if let removed { completeRemoved([removed], reason: reason) }
  }
}
