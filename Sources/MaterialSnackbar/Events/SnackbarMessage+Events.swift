import Foundation

// What the manager keeps on its copy of a message for the event log and for handles.
extension SnackbarMessage {
  /// The identifier `show` gave this copy. Every copy the manager presents or queues has one; 0
  /// stands for a message that never went through `show` (a bare view's).
  var eventID: SnackbarMessageID { storage.read { $0.messageID } ?? SnackbarMessageID(rawValue: 0) }

  /// The text as events report it: empty rather than nil.
  var eventText: String { text ?? "" }

  /// Whether the copy was dismissed, removed or dropped.
  var hasEnded: Bool { storage.read { $0.hasEnded } }

  /// Marks the copy as ended, so handles stop changing it.
  func end() {
    storage.withLock { $0.hasEnded = true }
  }

  /// Applies a handle's change unless the copy has ended, atomically with ``end()``, and passes
  /// the result to `applied` before releasing the lock.
  ///
  /// `applied` only enqueues the update's scheduler job. Enqueuing under the lock orders that job
  /// before the completion job of a dismissal that ends the copy right after, so the event log
  /// never shows an update after its message's completion. Schedulers never run a job
  /// synchronously, so no user code runs under the lock.
  ///
  /// - Parameters:
  ///   - text: the new plain text (bold markup is dropped), or nil to keep the text.
  ///   - progress: `.some(value)` sets the progress (`.some(nil)` removes it); nil keeps it.
  /// - Returns: false when the copy has ended (nothing changes, `applied` is not called).
  func applyUpdate(
    text: String?, progress: SnackbarProgress??, applied: (_ text: String, _ progress: SnackbarProgress?) -> Void
  ) -> Bool {
    storage.withLock { state in
      guard !state.hasEnded else { return false }
      if let text { state.content = .plain(text) }
      if let progress { state.progress = progress }
      applied(state.content?.string ?? "", state.progress)
      return true
    }
  }
}
