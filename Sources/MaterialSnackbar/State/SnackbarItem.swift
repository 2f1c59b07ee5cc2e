import Foundation

extension SnackbarState {
  /// One snackbar of a ``SnackbarState``, as the article models it: what it says and how it
  /// behaves. Equal items are the same item (the ``id`` is unique per `show`).
  public struct SnackbarItem: Equatable, Hashable, Identifiable, Sendable {
    /// A unique identifier (a UUID string), as the article's.
    public var id: String
    /// What the snackbar says.
    public var text: String
    /// Seconds on screen after the enter animation; 0 or less keeps it until hidden.
    public var duration: Double
    /// Whether it shows an indeterminate progress bar (and so never hides by itself).
    public var showProgress: Bool
    /// Whether it shows a close (×) button.
    public var showCloseButton: Bool

    /// An item with a fresh ``id``, as the article's `SnackbarItem(text:duration:showProgress:
    /// showCloseButton:)`.
    public init(
      id: String = UUID().uuidString, text: String, duration: Double, showProgress: Bool, showCloseButton: Bool
    ) {
      self.id = id
      self.text = text
      self.duration = duration
      self.showProgress = showProgress
      self.showCloseButton = showCloseButton
    }

    /// The message that shows this item on a manager: the article's fields mapped onto the
    /// manager's (no category replaces what is showing; a category of its own queues).
    func message(queued: Bool) -> SnackbarMessage {
      let message = SnackbarMessage(text: text)
      // The article's view hides an item only when its duration is positive and it has no
      // progress; the manager's incomplete-progress rule covers the second half.
      message.automaticallyDismisses = duration > 0
      message.duration = duration
      message.progress = showProgress ? .indeterminate : nil
      message.showsCloseButton = showCloseButton
      message.category = queued ? "SnackbarState.\(id)" : nil
      return message
    }
  }
}
