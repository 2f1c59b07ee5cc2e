import Foundation
import SnackbarBasics

/// Shows snackbars one at a time, in order, by category: the port of `MDCSnackbarManager`.
///
/// Every public member is safe to call from any thread. Work MDC posts to the main queue runs as
/// jobs on ``scheduler``; animations and timers are scheduled jobs too, so with a
/// ``ManualScheduler`` the whole life of a snackbar runs in virtual time:
///
/// ```swift
/// let scheduler = ManualScheduler()
/// let manager = SnackbarManager(scheduler: scheduler)
/// let message = SnackbarMessage(text: "Photo archived")
/// message.completionHandler = { userInitiated in print("gone, by user: \(userInitiated)") }
/// manager.show(message)
/// scheduler.advanceUntilIdle()   // enter 0.15 s, shown 4 s, exit 0.125 s, completion
/// ```
///
/// The manager never calls out (delegate, blocks, handlers) while holding its lock, so callbacks
/// may call back into it.
///
/// **Threading.** As in MDC, every callback (the action handler, the completion handlers, the
/// will-present block, the view's blocks and the delegate) runs on the main actor, whatever the
/// scheduler: their types are `@MainActor`, so a Swift 6 app's main-actor closures and delegates
/// are accepted as written. ``init()`` and ``default`` run on the main queue
/// (``MainQueueSnackbarScheduler``); a headless program without a serviced main queue passes a
/// ``DispatchSnackbarScheduler``, and tests a ``ManualScheduler``.
public final class SnackbarManager: Sendable {
  /// How long the enter animation takes, in seconds (fade in and scale from 0.8). The timer
  /// starts when it ends.
  public static let showAnimationDuration: TimeInterval = 0.15
  /// How long the exit animation takes, in seconds (fade out).
  public static let dismissAnimationDuration: TimeInterval = 0.125

  /// The shared manager, as `MDCSnackbarManager.default`; it runs on the main queue
  /// (``MainQueueSnackbarScheduler/shared``).
  public static let `default` = SnackbarManager()

  /// The serial executor and clock everything runs on.
  public let scheduler: any SnackbarScheduler

  let state = SnackbarLocked(SnackbarManagerState())

  /// Creates a manager on the main queue (``MainQueueSnackbarScheduler/shared``), in real time,
  /// as MDC's. Safe on any thread: nothing runs until a message is shown.
  public convenience init() {
    self.init(scheduler: MainQueueSnackbarScheduler.shared)
  }

  /// Creates a manager on `scheduler`; pass a ``ManualScheduler`` to run in virtual time.
  public init(scheduler: any SnackbarScheduler) {
    self.scheduler = scheduler
  }

  // MARK: - Showing and dismissing

  /// Shows `message`, or queues it behind the visible one (spec 2.1, 2.2).
  ///
  /// The manager shows a copy, made now, so later changes to `message` have no effect. A nil
  /// message is ignored. A new message replaces the visible and queued messages of its category;
  /// a message without a category replaces every one of them. While VoiceOver runs and
  /// ``shouldShowMessageWhenVoiceOverIsRunning`` is false, the message is dropped silently: MDC's
  /// completion handlers are not called (only ``SnackbarMessage/completionHandlerWithReason`` and
  /// ``showAndWait(_:)`` hear ``SnackbarDismissReason/dropped``).
  public func show(_ message: SnackbarMessage?) {
    guard let message else { return }
    show(message, observer: nil)
  }

  /// Dismisses the visible message and removes the queued messages of `category` (all of them
  /// when nil), calling each one's completion with `userInitiated` false, on a later turn
  /// (spec 2.3). Suspended messages are removed too.
  public func dismissAndCallCompletionBlocks(withCategory category: String?) {
    scheduler.enqueue { [self] in dismissOnScheduler(category: category, reason: .programmatic) }
  }

  /// Whether a message is visible (or leaving) or queued, suspended ones included, as MDC's code
  /// counts them (its header says otherwise). False right after ``show(_:)-method`` until the queued
  /// job has run.
  public func hasMessagesShowingOrQueued() -> Bool {
    state.read { $0.isShowingMessage || !$0.queue.isEmpty }
  }

  /// The visible snackbar, from the end of the delegate's `willPresent` until its exit animation
  /// ends. A test and headless hook, as MDC's tests reach it through a class extension.
  public var currentSnackbar: SnackbarMessageView? { state.read { $0.currentSnackbar } }

  // MARK: - Host

  /// Sets the host new snackbars attach to; held weakly. A message's
  /// ``SnackbarMessage/presentationHostViewOverride`` takes precedence. A visible snackbar does
  /// not move.
  public func setPresentationHostView(_ hostView: SnackbarHost?) {
    state.withLock { $0.presentationHostView = WeakReference(hostView) }
  }

  /// The host set with ``setPresentationHostView(_:)-method``, if it is still alive. An addition.
  public var presentationHostView: SnackbarHost? { state.read { $0.presentationHostView.object } }

  /// The host the visible snackbar is attached to (spec 2.11): the message's override, else the
  /// manager's host; nil when nothing shows or no host was given (headless). An addition.
  public var currentHost: SnackbarHost? { state.read { $0.overlayHost.object } }

  /// Whether the overlay is modal for VoiceOver: it mirrors the visible view's
  /// ``SnackbarMessageView/accessibilityViewIsModal`` as it was after the delegate and the
  /// will-present block ran. A test hook (MDC's tests read the overlay view).
  public var overlayAccessibilityViewIsModal: Bool { state.read { $0.overlayAccessibilityViewIsModal } }

  // MARK: - Layout

  /// Lifts the snackbar above the bottom edge (for a tab bar, say); the larger of this, the
  /// keyboard and the safe area wins (spec 2.12). Default 0.
  public func setBottomOffset(_ offset: CGFloat) {
    state.withLock { $0.bottomOffset = offset }
  }

  /// The value of ``setBottomOffset(_:)-method``. An addition: MDC has no getter.
  public var bottomOffset: CGFloat { state.read { $0.bottomOffset } }

  /// Where a width-limited snackbar sits on a regular × regular host (default centre).
  public var horizontalAlignment: SnackbarHorizontalAlignment {
    get { state[\.horizontalAlignment] }
    set { state[\.horizontalAlignment] = newValue }
  }

  /// Which edge the snackbar sits at (default bottom).
  public var verticalAlignment: SnackbarVerticalAlignment {
    get { state[\.verticalAlignment] }
    set { state[\.verticalAlignment] = newValue }
  }

  /// The gap below the top safe area with ``SnackbarVerticalAlignment/top`` (default 8).
  public var topMargin: CGFloat {
    get { state[\.topMargin] }
    set { state[\.topMargin] = newValue }
  }

  /// The gap at the leading side (default 8).
  public var leadingMargin: CGFloat {
    get { state.read { $0.leadingMargin ?? Self.defaultSideMargin } }
    set { state[\.leadingMargin] = newValue }
  }

  /// The gap at the trailing side (default 8).
  public var trailingMargin: CGFloat {
    get { state.read { $0.trailingMargin ?? Self.defaultSideMargin } }
    set { state[\.trailingMargin] = newValue }
  }

  /// What ``leadingMargin`` reads before it is set. A headless manager has no overlay whose size
  /// class could choose 24, so it reports the compact value.
  static let defaultSideMargin: CGFloat = 8

  /// The leading margin if it was ever set, nil otherwise; the renderer then applies MDC's
  /// size-class default (8 compact, 24 regular).
  package var explicitLeadingMargin: CGFloat? { state.read { $0.leadingMargin } }

  /// The trailing margin if it was ever set, nil otherwise.
  package var explicitTrailingMargin: CGFloat? { state.read { $0.trailingMargin } }

  // MARK: - Delegate

  /// Observes presentation and dismissal; held weakly.
  public var delegate: (any SnackbarManagerDelegate)? {
    get { state[\.delegate.value] }
    set { state[\.delegate.value] = newValue }
  }
}
