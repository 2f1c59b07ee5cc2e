import Foundation

/// Everything a manager knows, guarded by one lock (spec 2.1–2.4).
struct SnackbarManagerState {
  /// Messages waiting to be shown (MDC's `pendingMessages`).
  var queue = SnackbarQueue()
  /// MDC's `showingMessage`: true from dequeue until the exit animation has finished.
  var isShowingMessage = false
  /// The view being presented, from its creation until its dismissal finishes. It becomes
  /// ``currentSnackbar`` only after the delegate and the will-present block, as in MDC.
  var presentingView: SnackbarMessageView?
  /// The visible view.
  var currentSnackbar: SnackbarMessageView?
  /// Tokens of "all messages" suspensions.
  var allSuspensions: Set<UUID> = []
  /// Tokens of category suspensions; empty sets are removed.
  var categorySuspensions: [String: Set<UUID>] = [:]
  var styling = SnackbarStyling()
  var delegate = WeakDelegate()
  var presentationHostView = WeakReference<SnackbarHost>(nil)
  /// The host the overlay is attached to while a snackbar shows (spec 2.11).
  var overlayHost = WeakReference<SnackbarHost>(nil)
  var overlayAccessibilityViewIsModal = false
  var bottomOffset: CGFloat = 0
  var horizontalAlignment: SnackbarHorizontalAlignment = .center
  var verticalAlignment: SnackbarVerticalAlignment = .bottom
  var topMargin: CGFloat = 8
  /// nil until set: MDC's overlay picks 8 or 24 from the host's size class for margins that were
  /// never set (spec 3.5), so "unset" must stay distinguishable from "set to 8".
  var leadingMargin: CGFloat?
  var trailingMargin: CGFloat?
  var isVoiceOverRunningOverride = false
  var accessibilityEvents: [SnackbarAccessibilityEvent] = []
  /// The event log's observers, in the order they were added.
  var eventObservers: [SnackbarEventObserver] = []
  var nextObservationNumber = 0
  /// The last number given to a shown message (``SnackbarMessageID``) and to a suspension token.
  var lastMessageNumber = 0
  var lastTokenNumber = 0

  /// The identifier of the next message `show` copies.
  mutating func nextMessageID() -> SnackbarMessageID {
    lastMessageNumber += 1
    return SnackbarMessageID(rawValue: lastMessageNumber)
  }

  /// Records an event, keeping at most ``SnackbarManager/accessibilityEventLimit``: a long-running
  /// host that never reads the record must not grow without bound. The oldest half is dropped at
  /// once, so recording stays amortised O(1).
  mutating func recordAccessibilityEvent(_ event: SnackbarAccessibilityEvent) {
    if accessibilityEvents.count >= SnackbarManager.accessibilityEventLimit {
      accessibilityEvents.removeFirst(SnackbarManager.accessibilityEventLimit / 2)
    }
    accessibilityEvents.append(event)
  }
}
