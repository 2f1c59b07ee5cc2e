import Foundation
import Observation
import SnackbarBasics

/// The API of the SwiftUI article "The Missing HUD/Toast/Snackbar in iOS", as a facade on a real
/// ``SnackbarManager``: `SnackbarState.shared.show(text: "Saved")`, `hide(item:)`, `hide()`, and
/// ``pendingItems`` for views to observe.
///
/// ```swift
/// SnackbarState.shared.show(text: "This is a snackbar!")
/// SnackbarState.shared.hide()
/// ```
///
/// The article keeps its items in a list and lets a SwiftUI view time them. Here each item is a
/// message shown on the state's manager, so timing, the progress bar, the close button, gestures,
/// accessibility, renders and flows follow the manager's rules, as for every other message:
///
/// * ``show(text:duration:showProgress:showCloseButton:queued:)`` replaces what is pending (the
///   article's `pendingItems = [item]`; on the manager, a message without a category, which
///   dismisses the others), or with `queued: true` waits behind them;
/// * an item leaves ``pendingItems`` when ``hide(item:)`` or ``hide()`` removes it, at once, or
///   when its message ends by itself (its timer, a tap, a swipe, the close button), when the
///   manager reports the end;
/// * ``pendingItems`` changes before `show` and `hide` return, as in the article, and each
///   change is reported through the Observation framework, so a SwiftUI view on Apple platforms
///   (and `withObservationTracking` anywhere) sees it.
///
/// ``shared`` uses ``SnackbarManager/default``, so its messages queue and replace with the
/// app's other snackbars; ``sheet`` and ``init()`` have a manager of their own (a sheet's
/// snackbar is independent of the screen's); ``init(manager:)`` takes one, for example on a
/// ``ManualScheduler`` to test in virtual time. Safe to use from any thread.
public final class SnackbarState: Observable, Sendable {
  /// The state of the app's main content, on ``SnackbarManager/default``.
  public static let shared = SnackbarState(manager: .default)

  /// The state of a sheet's own snackbar, with a manager of its own (the article's
  /// `sheetWithSnackbar`).
  public static let sheet = SnackbarState()

  /// The manager the state's messages are shown on: where to host, style and render them.
  public let manager: SnackbarManager

  private struct Storage {
    var items: [SnackbarItem] = []
    /// The shown message of each item still pending, by the item's id.
    var handles: [String: SnackbarMessageHandle] = [:]
  }

  private let storage = SnackbarLocked(Storage())
  private let registrar = ObservationRegistrar()

  /// A state with a manager of its own, on the main queue.
  public convenience init() {
    self.init(manager: SnackbarManager())
  }

  /// A state showing its items on `manager`.
  public init(manager: SnackbarManager) {
    self.manager = manager
  }

  /// The items shown or waiting, oldest first: the first is on screen (or entering). Observable.
  public var pendingItems: [SnackbarItem] {
    registrar.access(self, keyPath: \.pendingItems)
    return storage.read { $0.items }
  }

  /// Shows `text`, replacing what is pending (the article's behaviour) unless `queued` is true,
  /// and returns the item, which is in ``pendingItems`` when this returns.
  ///
  /// - Parameters:
  ///   - text: what the snackbar says.
  ///   - duration: seconds on screen after the enter animation (default 1.5, the article's); 0
  ///     or less keeps it until hidden, as in the article, and more than 10 is 10, the manager's
  ///     maximum.
  ///   - showProgress: shows an indeterminate progress bar; such an item never hides by itself.
  ///   - showCloseButton: shows a close (×) button, which hides the item.
  ///   - queued: waits behind the pending items instead of replacing them.
  @discardableResult
  public func show(
    text: String, duration: Double = 1.5, showProgress: Bool = false, showCloseButton: Bool = false,
    queued: Bool = false
  ) -> SnackbarItem {
    let item = SnackbarItem(
      text: text, duration: duration, showProgress: showProgress, showCloseButton: showCloseButton)
    let message = item.message(queued: queued)
    let id = item.id
    message.completionHandlerWithReason = { [weak self] _ in self?.itemEnded(id: id) }
    mutateItems { storage in
      if !queued {
        // The manager dismisses their messages: this one has no category.
        storage.items.removeAll()
        storage.handles.removeAll()
      }
      storage.items.append(item)
    }
    // Shown after the list changed, so that an observer never sees an item's end before it.
    let handle = manager.showUpdatable(message)
    let kept = storage.withLock { storage -> Bool in
      // Another thread may have hidden the item meanwhile; then its message goes too.
      guard storage.items.contains(where: { $0.id == id }) else { return false }
      storage.handles[id] = handle
      return true
    }
    if !kept { handle.dismiss() }
    return item
  }

  /// Hides `item`, or every item when `item` is nil; ``pendingItems`` changes before this
  /// returns, and the snackbars leave with their exit animation.
  public func hide(item: SnackbarItem? = nil) {
    guard let item else { return hideAll() }
    let handle = storage.read { $0.handles[item.id] }
    if storage.read({ $0.items.contains(item) }) {
      mutateItems { storage in
        storage.items.removeAll { $0 == item }
        storage.handles[item.id] = nil
      }
    }
    handle?.dismiss()
  }

  /// Hides every item, as `hide(item: nil)`.
  public func hide() {
    hideAll()
  }

  private func hideAll() {
    let handles = storage.read { Array($0.handles.values) }
    if !storage.read({ $0.items.isEmpty }) {
      mutateItems { storage in
        storage.items.removeAll()
        storage.handles.removeAll()
      }
    }
    for handle in handles { handle.dismiss() }
  }

  /// The manager reports the end of an item's message (timer, tap, swipe, close button, or a
  /// replacement): it leaves the list if it is still there.
  private func itemEnded(id: String) {
    guard storage.read({ $0.items.contains { $0.id == id } }) else { return }
    mutateItems { storage in
      storage.items.removeAll { $0.id == id }
      storage.handles[id] = nil
    }
  }

  /// Changes the list under the lock, announced to observers.
  private func mutateItems(_ body: (inout Storage) -> Void) {
    registrar.withMutation(of: self, keyPath: \.pendingItems) {
      storage.withLock { body(&$0) }
    }
  }
}
