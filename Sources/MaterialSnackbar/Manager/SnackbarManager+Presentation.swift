import Foundation

// The life of a message, step by step as spec 2.1–2.7 describes MDC's main-thread code. Every
// function here runs either as a scheduler job or synchronously from an interaction; state
// changes happen under the lock, callbacks outside it.
extension SnackbarManager {
  /// `show` after the nil check: copy, maybe drop, then one async job. Returns the copy, which
  /// carries the message's identifier (a dropped message's copy has ended already).
  @discardableResult
  func show(_ message: SnackbarMessage, observer: (@Sendable (SnackbarResult) -> Void)?) -> SnackbarMessage {
    let copy = message.copy()
    let (dropped, id) = state.withLock { state in
      (
        state.isVoiceOverRunningOverride && !state.styling.shouldShowMessageWhenVoiceOverIsRunning,
        state.nextMessageID()
      )
    }
    copy.storage.withLock { $0.messageID = id }
    if dropped {
      // MDC returns silently; only the port's additions hear about it, on a later turn like any
      // completion.
      copy.end()
      let result = SnackbarResult(reason: .dropped)
      scheduler.enqueue { [self] in
        emit(
          .completion(messageID: id, text: copy.eventText, reason: result.reason, userInitiated: result.userInitiated))
        if let handler = message.completionHandlerWithReason {
          MainActorDelivery.run(passing: handler) { $0(result) }
        }
        observer?(result)
      }
      return copy
    }
    copy.resultObserver = observer
    scheduler.enqueue { [self] in showOnScheduler(copy) }
    return copy
  }

  /// MDC's `showMessageMainThread`: replace the category, append, show if possible.
  func showOnScheduler(_ message: SnackbarMessage) {
    dismissOnScheduler(category: message.category, reason: .replaced)
    state.withLock { $0.queue.append(message) }
    showNextIfNecessary()
  }

  /// MDC's `dismissAndCallCompletionBlocksOnMainThread(category:)` (spec 2.3).
  ///
  /// The queued messages are taken out *before* the visible one is dismissed. MDC does it the
  /// other way round, so with animations off its synchronous dismissal can present the next
  /// queued message, which then escapes the removal; taking them first closes that hole. The
  /// completions still run in MDC's order: the visible message's first, then the queue's.
  func dismissOnScheduler(category: String?, reason: SnackbarDismissReason) {
    let (view, removed) = state.withLock { state -> (SnackbarMessageView?, [SnackbarMessage]) in
      // The presenting view, not only the visible one: another thread's synchronous dismissal
      // may be presenting the next view right now, and it must not escape either.
      let view = state.presentingView ?? state.currentSnackbar
      return (view, state.queue.removeAll(inCategory: category))
    }
    if let view, !view.isDismissing, category == nil || view.message?.category == category {
      view.dismiss(with: nil, userInitiated: false, reason: reason)
    }
    completeRemoved(removed, reason: reason)
  }

  /// Ends messages taken out of the queue and schedules their completions.
  ///
  /// One job for the whole batch: the handlers still run in queue order, on a later turn, with
  /// nothing in between, and a long queue costs one job instead of thousands.
  func completeRemoved(_ removed: [SnackbarMessage], reason: SnackbarDismissReason) {
    guard !removed.isEmpty else { return }
    for message in removed { message.end() }
    let result = SnackbarResult(reason: reason, userInitiated: false)
    // With an event observer every message completes in the log, handlers or not.
    let needingCompletion = hasEventObservers ? removed : removed.filter(\.hasCompletionObservers)
    guard !needingCompletion.isEmpty else { return }
    scheduler.enqueue { [self] in runCompletions(of: needingCompletion, result: result) }
  }

  /// Takes the first message that is not suspended and presents it, unless one is showing.
  func showNextIfNecessary() {
    let next = state.withLock { state -> SnackbarMessage? in
      guard !state.isShowingMessage, !state.queue.isEmpty, state.allSuspensions.isEmpty else { return nil }
      let suspended = state.categorySuspensions
      let message = state.queue.removeFirst { category in
        guard let category else { return true }
        return suspended[category] == nil
      }
      if message != nil { state.isShowingMessage = true }
      return message
    }
    if let next { present(next) }
  }

  /// The presentation sequence of spec 2.6.
  func present(_ message: SnackbarMessage) {
    // Of the class the message names (MDC's `viewClass`), which may style itself in its init.
    let view = SnackbarMessageView.make(for: message, manager: self)
    view.installDismissHandler { [weak self] view, userInitiated, action, reason in
      self?.hide(view, action: action, userInitiated: userInitiated, reason: reason)
    }
    let (modalWhenNonTransient, delegate) = state.withLock { state in
      state.presentingView = view
      return (state.styling.shouldEnableAccessibilityViewIsModal, state.delegate.value)
    }
    view.accessibilityViewIsModal = modalWhenNonTransient && !isTransient(view)
    emit(.willPresent(messageID: message.eventID, text: message.eventText))
    let willPresentBlock = message.snackbarMessageWillPresentBlock
    if delegate != nil || willPresentBlock != nil {
      MainActorDelivery.run(passing: (delegate, willPresentBlock)) { delegate, willPresentBlock in
        delegate?.snackbarManager(self, willPresentSnackbarWith: view)
        willPresentBlock?(message, view)
      }
    }

    let isModal = view.accessibilityViewIsModal
    let animated = state.withLock { state -> Bool? in
      // The delegate may have dismissed the view already; then its dismissal owns the state.
      guard state.presentingView === view else { return nil }
      state.currentSnackbar = view
      state.overlayAccessibilityViewIsModal = isModal
      state.overlayHost = WeakReference(message.presentationHostViewOverride ?? state.presentationHostView.object)
      return state.styling.isMessageAnimationEnabled
    }
    guard let animated else { return }
    if let feedback = message.importance?.hapticFeedback, !view.isDismissing {
      // With the enter animation, as HIG asks haptics to coincide with what they signal.
      record(.haptic(feedback))
      emit(.haptic(feedback, messageID: message.eventID))
    }
    if animated {
      if view.animateSnackbarOpacity(from: 0, to: 1) == nil && view.animateSnackbarScale(from: 0.8, to: 1) == nil {
        message.error = Self.misconfiguredAnimationError(view)
      }
      scheduler.schedule(after: Self.showAnimationDuration) { [self] in showAnimationDidEnd(view) }
    } else {
      showAnimationDidEnd(view)
    }
    if let delegate {
      MainActorDelivery.run(passing: delegate) { $0.snackbarManager(self, isPresentingSnackbarWith: view) }
    }
  }

  /// Completion C of spec 2.6 step 10: focus or announce, then start the timer.
  func showAnimationDidEnd(_ view: SnackbarMessageView) {
    // A view dismissed during its enter animation is neither announced nor timed.
    guard !view.isDismissing, let message = view.message else { return }
    emit(.didPresent(messageID: message.eventID, text: message.eventText))
    let transient = isTransient(view)
    if allowsFocus(view, transient: transient) {
      let notification = state.read { $0.styling.focusAccessibilityNotification }
      record(.focus(notification, element: view))
    } else {
      view.accessibilityElementsHidden = isVoiceOverRunning
      let text = message.voiceNotificationText?.string ?? ""
      let assertive = message.importance?.isAssertive ?? false
      record(assertive ? .assertiveAnnouncement(text: text) : .announcement(text: text))
      emit(.announcement(text: text, assertive: assertive))
    }
    guard transient && message.automaticallyDismisses else { return }
    armTimer(for: view, message: message)
  }

  /// The dismissal sequence of spec 2.7, reached through the view's one-shot handler.
  func hide(
    _ view: SnackbarMessageView, action: SnackbarMessageAction?, userInitiated: Bool, reason: SnackbarDismissReason
  ) {
    guard let message = view.message else { return }
    message.end()
    // Logged before anything is scheduled, so that no handler's event can precede it.
    emit(.willDisappear(messageID: message.eventID, text: message.eventText))
    scheduleHandlers(of: message, action: action, result: SnackbarResult(reason: reason, userInitiated: userInitiated))
    let (delegate, animated) = state.read { ($0.delegate.value, $0.styling.isMessageAnimationEnabled) }
    if let delegate { MainActorDelivery.run(passing: delegate) { $0.snackbarWillDisappear(self) } }
    if isVoiceOverRunning && view.isAccessibilityFocused { record(.screenChanged) }
    if animated {
      if view.animateSnackbarOpacity(from: 1, to: 0) == nil {
        message.error = Self.misconfiguredAnimationError(view)
      }
      scheduler.schedule(after: Self.dismissAnimationDuration) { [self] in dismissAnimationDidEnd(view) }
    } else {
      dismissAnimationDidEnd(view)
    }
  }

  /// Spec 2.7 step 4: detach, announce the layout change, forget the view, tell the delegate,
  /// show the next message.
  func dismissAnimationDidEnd(_ view: SnackbarMessageView) {
    let transient = isTransient(view)
    let delegate = state.withLock { state -> (any SnackbarManagerDelegate)?? in
      guard state.presentingView === view else { return nil }
      state.overlayHost = WeakReference(nil)
      if state.overlayAccessibilityViewIsModal || !transient {
        state.recordAccessibilityEvent(.layoutChanged)
      }
      state.overlayAccessibilityViewIsModal = false
      state.currentSnackbar = nil
      return .some(state.delegate.value)
    }
    guard let delegate else { return }
    if let message = view.message { emit(.didDisappear(messageID: message.eventID, text: message.eventText)) }
    if let delegate { MainActorDelivery.run(passing: delegate) { $0.snackbarDidDisappear(self) } }
    state.withLock { state in
      state.presentingView = nil
      state.isShowingMessage = false
    }
    showNextIfNecessary()
  }

  /// Spec 2.7 step 2: the action handler (if the button was tapped) on one turn, the completions
  /// on the next.
  ///
  /// An event observer hears `actionHandler` whenever the button was tapped; for an action without
  /// a handler it comes in the completion turn, so the turns stay as MDC's.
  func scheduleHandlers(of message: SnackbarMessage, action: SnackbarMessageAction?, result: SnackbarResult) {
    if let action, action.handler != nil {
      scheduler.enqueue { [self] in
        emit(.actionHandler(messageID: message.eventID, text: message.eventText))
        if let handler = action.handler { MainActorDelivery.run(passing: handler) { $0() } }
        scheduler.enqueue { [self] in runCompletions(of: [message], result: result) }
      }
    } else if message.hasCompletionObservers || hasEventObservers {
      scheduler.enqueue { [self] in
        if action != nil { emit(.actionHandler(messageID: message.eventID, text: message.eventText)) }
        runCompletions(of: [message], result: result)
      }
    } else {
      _ = message.takeError()
    }
  }

  /// Spec 2.10: the error a transition without animations reports.
  static func misconfiguredAnimationError(_ view: SnackbarMessageView) -> NSError {
    NSError(
      domain: SnackbarError.domain, code: SnackbarError.slideAnimationMisconfigured.rawValue,
      userInfo: ["MDCSnackbarMessageView": view])
  }

  // MARK: - Rules

  /// Spec 2.5 with the manager's VoiceOver state (``presentationPlan(for:)`` holds the rule).
  func isTransient(_ view: SnackbarMessageView) -> Bool {
    Self.isTransient(message: view.message, voiceOverRunning: isVoiceOverRunning)
  }

  /// Spec 2.6 step 10 (``presentationPlan(for:)`` holds the rule).
  func allowsFocus(_ view: SnackbarMessageView, transient: Bool) -> Bool {
    Self.allowsFocus(view, transient: transient)
  }
}

extension SnackbarMessage {
  /// Whether anything listens for the end of this message.
  var hasCompletionObservers: Bool {
    storage.read {
      $0.completionHandler != nil || $0.completionHandlerWithError != nil || $0.completionHandlerWithReason != nil
        || $0.resultObserver != nil
    }
  }
}
