// Spec 2.8 (accessibility), 2.6 steps 2, 6 and 10 (modality, focus or announcement), 2.7 step 4.2
// (layout change on dismissal) and the VoiceOver rule of 2.1.
import Foundation
import MaterialSnackbar
import Testing

/// The texts of the announcements among `events`.
private func announcements(_ events: [SnackbarAccessibilityEvent]) -> [String] {
  events.compactMap {
    if case .announcement(let text) = $0 { return text }
    return nil
  }
}

/// The focus events among `events`, as (notification, element).
private func focusEvents(_ events: [SnackbarAccessibilityEvent]) -> [(
  SnackbarAccessibilityNotification, SnackbarMessageView?
)] {
  events.compactMap {
    if case .focus(let notification, let element) = $0 { return (notification, element) }
    return nil
  }
}

private func layoutChangedCount(_ events: [SnackbarAccessibilityEvent]) -> Int {
  events.filter { $0 == .layoutChanged }.count
}

@Suite("Behaviour: accessibility (spec 2.8)")
struct AccessibilityBehaviourTests {
  // MARK: Announce versus focus

  @Test("a transient message is announced with its text when the show animation ends, not before")
  func transientIsAnnouncedAfterAnimation() {
    let h = BehaviourHarness()
    h.show("Saved", duration: 4)
    h.turn()
    h.advance(to: BehaviourHarness.showAnimation - BehaviourHarness.epsilon)
    #expect(h.manager.accessibilityEvents.isEmpty)
    h.advance(to: BehaviourHarness.showAnimation + BehaviourHarness.epsilon)
    #expect(announcements(h.manager.accessibilityEvents) == ["Saved"])
    #expect(focusEvents(h.manager.accessibilityEvents).isEmpty)
    #expect(h.manager.currentSnackbar?.accessibilityElementsHidden == false)
  }

  @Test("with VoiceOver on, a transient message is announced and its elements are hidden")
  func transientUnderVoiceOverHidesElements() {
    let h = BehaviourHarness(voiceOver: true)
    h.show("Saved", duration: 4)
    h.turn()
    h.advance(to: 0.2)
    #expect(announcements(h.manager.accessibilityEvents) == ["Saved"])
    #expect(focusEvents(h.manager.accessibilityEvents).isEmpty)
    #expect(h.manager.currentSnackbar?.accessibilityElementsHidden == true)
  }

  @Test("the announcement uses the message's accessibilityLabel when set (voiceNotificationText)")
  func announcementUsesAccessibilityLabel() {
    let h = BehaviourHarness()
    let message = h.message("Saved", duration: 4)
    message.accessibilityLabel = "Document saved"
    #expect(message.voiceNotificationText?.string == "Document saved")
    h.manager.show(message)
    h.turn()
    h.advance(to: 0.2)
    #expect(announcements(h.manager.accessibilityEvents) == ["Document saved"])
  }

  @Test("voiceNotificationText falls back to the text")
  func voiceNotificationTextFallsBack() {
    let message = SnackbarMessage(text: "plain")
    #expect(message.voiceNotificationText?.string == "plain")
  }

  @Test(
    "a message with an action is focused (layout-changed, the view as argument), not announced",
    arguments: [false, true])
  func actionMessageIsFocused(voiceOver: Bool) {
    let h = BehaviourHarness(voiceOver: voiceOver)
    h.show("Deleted", duration: 4, action: "Undo")
    h.turn()
    let view = h.manager.currentSnackbar
    h.advance(to: BehaviourHarness.showAnimation - BehaviourHarness.epsilon)
    #expect(h.manager.accessibilityEvents.isEmpty)
    h.advance(to: 0.2)
    let focus = focusEvents(h.manager.accessibilityEvents)
    #expect(focus.count == 1)
    #expect(focus.first?.0 == .layoutChanged)
    #expect(focus.first?.1 === view)
    #expect(view != nil)
    #expect(announcements(h.manager.accessibilityEvents).isEmpty)
    #expect(view?.accessibilityElementsHidden == false)
  }

  @Test("focusOnShow focuses a transient message instead of announcing it")
  func focusOnShowFocuses() {
    let h = BehaviourHarness(voiceOver: true)
    let message = h.message("Saved", duration: 4)
    message.focusOnShow = true
    h.manager.show(message)
    h.turn()
    h.advance(to: 0.2)
    #expect(focusEvents(h.manager.accessibilityEvents).count == 1)
    #expect(announcements(h.manager.accessibilityEvents).isEmpty)
    #expect(h.manager.currentSnackbar?.accessibilityElementsHidden == false)
  }

  @Test("a view made modal by the delegate is focused, not announced")
  func modalViewIsFocused() {
    let h = BehaviourHarness(voiceOver: true)
    h.delegate.makesViewModal = true
    h.show("Saved", duration: 4)
    h.turn()
    h.advance(to: 0.2)
    #expect(focusEvents(h.manager.accessibilityEvents).count == 1)
    #expect(announcements(h.manager.accessibilityEvents).isEmpty)
  }

  @Test("clearAccessibilityEvents empties the record")
  func clearEvents() {
    let h = BehaviourHarness()
    h.show("A", duration: 4)
    h.turn()
    h.advance(to: 0.2)
    #expect(h.manager.accessibilityEvents.isEmpty == false)
    h.manager.clearAccessibilityEvents()
    #expect(h.manager.accessibilityEvents.isEmpty)
  }

  // MARK: VoiceOver status changes

  @Test("VoiceOver status change: a transient view's elements become hidden")
  func voiceOverChangeHidesTransient() {
    let h = BehaviourHarness()
    h.show("A", duration: 4)
    h.turn()
    h.advance(to: 0.2)
    #expect(h.manager.currentSnackbar?.accessibilityElementsHidden == false)
    h.manager.isVoiceOverRunningOverride = true
    h.manager.voiceOverStatusDidChange()
    #expect(h.manager.currentSnackbar?.accessibilityElementsHidden == true)
  }

  @Test("VoiceOver status change: a view with an action keeps its elements visible")
  func voiceOverChangeKeepsActionVisible() {
    let h = BehaviourHarness()
    h.show("A", duration: 4, action: "Undo")
    h.turn()
    h.advance(to: 0.2)
    #expect(h.manager.currentSnackbar?.accessibilityElementsHidden == false)
    h.manager.isVoiceOverRunningOverride = true
    h.manager.voiceOverStatusDidChange()
    #expect(h.manager.currentSnackbar?.accessibilityElementsHidden == false)
  }

  @Test("VoiceOver status change: a focusOnShow view keeps its elements visible")
  func voiceOverChangeKeepsFocusOnShowVisible() {
    let h = BehaviourHarness()
    let message = h.message("A", duration: 4)
    message.focusOnShow = true
    h.manager.show(message)
    h.turn()
    h.advance(to: 0.2)
    h.manager.isVoiceOverRunningOverride = true
    h.manager.voiceOverStatusDidChange()
    #expect(h.manager.currentSnackbar?.accessibilityElementsHidden == false)
  }

  // MARK: accessibilityViewIsModal (spec 5.5 modality tests)

  @Test("modal defaults to false with an action under VoiceOver")
  func modalDefaultFalseWithAction() {
    let h = BehaviourHarness(voiceOver: true)
    h.show("A", duration: 4, action: "Undo")
    h.turn()
    #expect(h.manager.currentSnackbar?.accessibilityViewIsModal == false)
  }

  @Test("modal defaults to false without an action under VoiceOver")
  func modalDefaultFalseWithoutAction() {
    let h = BehaviourHarness(voiceOver: true)
    h.show("A", duration: 4)
    h.turn()
    #expect(h.manager.currentSnackbar?.accessibilityViewIsModal == false)
  }

  @Test("shouldEnableAccessibilityViewIsModal + action makes the view modal even without VoiceOver")
  func modalWithActionWithoutVoiceOver() {
    let h = BehaviourHarness()
    h.manager.shouldEnableAccessibilityViewIsModal = true
    h.show("A", duration: 4, action: "Undo")
    h.turn()
    #expect(h.manager.currentSnackbar?.accessibilityViewIsModal == true)
  }

  @Test("shouldEnableAccessibilityViewIsModal without an action: not modal (transient)")
  func modalFlagWithoutAction() {
    let h = BehaviourHarness(voiceOver: true)
    h.manager.shouldEnableAccessibilityViewIsModal = true
    h.show("A", duration: 4)
    h.turn()
    #expect(h.manager.currentSnackbar?.accessibilityViewIsModal == false)
  }

  @Test("shouldEnableAccessibilityViewIsModal + action + legacy dismissal, VoiceOver off: not modal")
  func modalFlagLegacyWithoutVoiceOver() {
    let h = BehaviourHarness()
    h.manager.shouldEnableAccessibilityViewIsModal = true
    let message = h.message("A", duration: 4, action: "Undo")
    message.usesLegacyDismissalBehavior = true
    h.manager.show(message)
    h.turn()
    #expect(h.manager.currentSnackbar?.accessibilityViewIsModal == false)
  }

  @Test("shouldEnableAccessibilityViewIsModal + action + legacy dismissal, VoiceOver on: modal")
  func modalFlagLegacyWithVoiceOver() {
    let h = BehaviourHarness(voiceOver: true)
    h.manager.shouldEnableAccessibilityViewIsModal = true
    let message = h.message("A", duration: 4, action: "Undo")
    message.usesLegacyDismissalBehavior = true
    h.manager.show(message)
    h.turn()
    #expect(h.manager.currentSnackbar?.accessibilityViewIsModal == true)
  }

  @Test("the delegate can make the view modal, with or without an action", arguments: [false, true])
  func delegateOverridesModal(withAction: Bool) {
    let h = BehaviourHarness(voiceOver: true)
    h.delegate.makesViewModal = true
    h.show("A", duration: 4, action: withAction ? "Undo" : nil)
    h.turn()
    #expect(h.manager.currentSnackbar?.accessibilityViewIsModal == true)
  }

  @Test("the will-present block can make the view modal")
  func willPresentBlockOverridesModal() {
    let h = BehaviourHarness()
    let message = h.message("A", duration: 4)
    message.snackbarMessageWillPresentBlock = { _, view in view.accessibilityViewIsModal = true }
    h.manager.show(message)
    h.turn()
    #expect(h.manager.currentSnackbar?.accessibilityViewIsModal == true)
    h.advance(to: 0.2)
    #expect(focusEvents(h.manager.accessibilityEvents).count == 1)
  }

  // MARK: Layout change on dismissal

  @Test("dismissing a non-transient view posts layout-changed after the exit animation")
  func layoutChangedOnDismissNonTransient() {
    let h = BehaviourHarness()
    h.show("A", duration: 4, action: "Undo")
    h.turn()
    h.advance(to: 1)
    h.manager.clearAccessibilityEvents()
    h.manager.currentSnackbar?.perform(.tapBody)
    h.advance(to: 1 + BehaviourHarness.dismissAnimation - BehaviourHarness.epsilon)
    #expect(layoutChangedCount(h.manager.accessibilityEvents) == 0)
    h.advance(to: 1 + BehaviourHarness.dismissAnimation + BehaviourHarness.epsilon)
    #expect(layoutChangedCount(h.manager.accessibilityEvents) == 1)
  }

  @Test("dismissing a modal transient view posts layout-changed")
  func layoutChangedOnDismissModal() {
    let h = BehaviourHarness()
    h.delegate.makesViewModal = true
    h.show("A", duration: 1)
    h.turn()
    h.advance(to: 0.5)
    h.manager.clearAccessibilityEvents()
    h.scheduler.advanceUntilIdle()
    #expect(layoutChangedCount(h.manager.accessibilityEvents) == 1)
  }

  @Test("dismissing a transient, non-modal view posts no layout-changed")
  func noLayoutChangedForTransient() {
    let h = BehaviourHarness()
    h.show("A", duration: 1)
    h.turn()
    h.advance(to: 0.5)
    h.manager.clearAccessibilityEvents()
    h.scheduler.advanceUntilIdle()
    #expect(h.manager.currentSnackbar == nil)
    #expect(layoutChangedCount(h.manager.accessibilityEvents) == 0)
    #expect(focusEvents(h.manager.accessibilityEvents).isEmpty)
  }

  // MARK: The VoiceOver rule of show (2.1)

  @Test("shouldShowMessageWhenVoiceOverIsRunning defaults to true: shown under VoiceOver")
  func shownUnderVoiceOverByDefault() {
    let h = BehaviourHarness(voiceOver: true)
    #expect(h.manager.shouldShowMessageWhenVoiceOverIsRunning)
    h.show("A", duration: 4, action: "Undo")
    h.turn()
    #expect(h.visibleText == "A")
  }

  @Test("shouldShowMessageWhenVoiceOverIsRunning = false drops messages under VoiceOver, with no completion")
  func droppedUnderVoiceOver() {
    let h = BehaviourHarness(voiceOver: true)
    h.manager.shouldShowMessageWhenVoiceOverIsRunning = false
    h.show("A", duration: 4, action: "Undo")
    h.show("B", category: "b", duration: 1)
    h.scheduler.advanceUntilIdle()
    #expect(h.manager.currentSnackbar == nil)
    #expect(h.presentations.isEmpty)
    #expect(h.completions.isEmpty)
    #expect(h.log.events(prefix: "completionWithError").isEmpty)
    #expect(h.manager.hasMessagesShowingOrQueued() == false)
  }

  @Test("shouldShowMessageWhenVoiceOverIsRunning = false still shows when VoiceOver is off")
  func notDroppedWithoutVoiceOver() {
    let h = BehaviourHarness()
    h.manager.shouldShowMessageWhenVoiceOverIsRunning = false
    h.show("A", duration: 4)
    h.turn()
    #expect(h.visibleText == "A")
  }

  @Test("a dropped message does not disturb the visible one")
  func droppedDoesNotReplace() {
    let h = BehaviourHarness()
    h.manager.shouldShowMessageWhenVoiceOverIsRunning = false
    h.show("A", duration: 10)
    h.turn()
    h.manager.isVoiceOverRunningOverride = true
    h.show("B", duration: 10)  // nil category would replace A, but it is dropped first
    h.scheduler.advance(by: 5)
    #expect(h.visibleText == "A")
    #expect(h.completions.isEmpty)
  }

  // MARK: Elements of the view

  @Test("the label's identifier is MDCSnackbarMessageTitleAutomationIdentifier")
  func labelIdentifier() {
    let h = BehaviourHarness()
    h.show("A", duration: 4)
    h.turn()
    #expect(h.manager.currentSnackbar?.label.accessibilityIdentifier == "MDCSnackbarMessageTitleAutomationIdentifier")
  }

  @Test("the label's accessibilityLabel comes from the message")
  func labelFromMessage() {
    let h = BehaviourHarness()
    let message = h.message("text", duration: 4)
    message.accessibilityLabel = "not message text"
    h.manager.show(message)
    h.turn()
    #expect(h.manager.currentSnackbar?.label.accessibilityLabel == "not message text")
  }

  @Test(
    "without a message accessibilityLabel (nil or empty) the label reads the text", arguments: [nil, ""] as [String?])
  func labelFallsBackToText(label: String?) {
    let h = BehaviourHarness()
    let message = h.message("the text", duration: 4)
    message.accessibilityLabel = label
    h.manager.show(message)
    h.turn()
    #expect(h.manager.currentSnackbar?.label.accessibilityLabel == "the text")
  }

  @Test(
    "the label's hint defaults to \"Double-tap to dismiss\", also for an empty message hint",
    arguments: [nil, ""] as [String?])
  func labelDefaultHint(hint: String?) {
    let h = BehaviourHarness()
    let message = h.message("A", duration: 4)
    message.accessibilityHint = hint
    h.manager.show(message)
    h.turn()
    #expect(h.manager.currentSnackbar?.label.accessibilityHint == "Double-tap to dismiss")
  }

  @Test("the label's hint comes from the message when set")
  func labelHintFromMessage() {
    let h = BehaviourHarness()
    let message = h.message("A", duration: 4)
    message.accessibilityHint = "a hint"
    h.manager.show(message)
    h.turn()
    #expect(h.manager.currentSnackbar?.label.accessibilityHint == "a hint")
  }

  @Test("with the dismissal affordance enabled, the label has no default hint")
  func affordanceRemovesDefaultHint() {
    let h = BehaviourHarness()
    h.manager.enableDismissalAccessibilityAffordance = true
    h.show("A", duration: 4)
    h.turn()
    #expect(h.manager.currentSnackbar?.label.accessibilityHint == nil)
  }

  @Test("the container holds the label only, for a plain message")
  func elementsLabelOnly() {
    let h = BehaviourHarness()
    h.show("A", duration: 4)
    h.turn()
    let elements = h.manager.currentSnackbar?.accessibilityElements ?? []
    #expect(elements.map(\.kind) == [.label])
  }

  @Test("the container holds the label then the action button")
  func elementsLabelAndButton() {
    let h = BehaviourHarness()
    h.show("A", duration: 4, action: "Undo")
    h.turn()
    let elements = h.manager.currentSnackbar?.accessibilityElements ?? []
    #expect(elements.map(\.kind) == [.label, .actionButton])
  }

  @Test("the container holds label, button and the dismissal affordance last")
  func elementsWithAffordance() {
    let h = BehaviourHarness()
    h.manager.enableDismissalAccessibilityAffordance = true
    h.show("A", duration: 4, action: "Undo")
    h.turn()
    let elements = h.manager.currentSnackbar?.accessibilityElements ?? []
    #expect(elements.map(\.kind) == [.label, .actionButton, .dismissalAffordance])
    #expect(elements.last?.accessibilityLabel == "Dismiss popup message")
    #expect(elements.last?.accessibilityHint == "Double-tap to dismiss")
  }

  @Test("the action button takes its identifier and hint from the action")
  func buttonAccessibilityFromAction() {
    let h = BehaviourHarness()
    let message = h.message("A", duration: 4, action: "Undo")
    message.action?.accessibilityIdentifier = "undo-button"
    message.action?.accessibilityHint = "Restores the item"
    h.manager.show(message)
    h.turn()
    let view = h.manager.currentSnackbar
    #expect(view?.actionButton?.accessibilityIdentifier == "undo-button")
    #expect(view?.actionButton?.accessibilityHint == "Restores the item")
    let button = view?.accessibilityElements.first { $0.kind == .actionButton }
    #expect(button?.accessibilityIdentifier == "undo-button")
    #expect(button?.accessibilityHint == "Restores the item")
  }

  @Test("the manager's affordance flag is copied into new views only")
  func affordanceFlagCopiedAtCreation() {
    let h = BehaviourHarness()
    h.show("A", duration: 4)
    h.turn()
    h.manager.enableDismissalAccessibilityAffordance = true
    #expect(h.manager.currentSnackbar?.enableDismissalAccessibilityAffordance == false)
    #expect(h.manager.currentSnackbar?.accessibilityElements.count == 1)
  }

  // MARK: Animation off (2.6 step 8) and focus on dismissal (2.7)

  @Test("without animation, the announcement is made synchronously, before isPresenting")
  func unanimatedAnnouncementBeforeIsPresenting() {
    let h = BehaviourHarness(animated: false)
    let probe = EventCountProbe()
    h.manager.delegate = probe
    h.show("A", duration: 4)
    h.turn()
    #expect(probe.eventsAtIsPresenting == [1])
    #expect(announcements(h.manager.accessibilityEvents) == ["A"])
  }

  @Test("without animation, a message with an action is focused synchronously, before isPresenting")
  func unanimatedFocusBeforeIsPresenting() {
    let h = BehaviourHarness(animated: false)
    let probe = EventCountProbe()
    h.manager.delegate = probe
    h.show("A", duration: 4, action: "Undo")
    h.turn()
    #expect(probe.eventsAtIsPresenting == [1])
    #expect(focusEvents(h.manager.accessibilityEvents).count == 1)
  }

  @Test("with animation, isPresenting comes while the show animation runs, before any focus or announcement")
  func animatedIsPresentingBeforeAnnouncement() {
    let h = BehaviourHarness()
    let probe = EventCountProbe()
    h.manager.delegate = probe
    h.show("A", duration: 4)
    h.turn()
    #expect(probe.eventsAtIsPresenting == [0])
  }

  @Test("dismissing while VoiceOver focus is inside posts screen-changed (elementToFocusOnDismiss)")
  func screenChangedWhenFocusedInside() {
    let h = BehaviourHarness(voiceOver: true)
    let message = h.message("A", duration: 10, action: "Undo")
    let target = SnackbarHost(size: CGSize(width: 10, height: 10))
    message.elementToFocusOnDismiss = target
    h.manager.show(message)
    h.turn()
    h.advance(to: 1)
    h.manager.currentSnackbar?.isAccessibilityFocused = true
    h.manager.clearAccessibilityEvents()
    h.manager.currentSnackbar?.perform(.tapBody)
    #expect(h.manager.accessibilityEvents.contains(.screenChanged))
    withExtendedLifetime(target) {}
  }

  @Test(
    "no screen-changed on dismissal when focus is outside the snackbar or VoiceOver is off", arguments: [false, true])
  func noScreenChangedOtherwise(voiceOver: Bool) {
    let h = BehaviourHarness(voiceOver: voiceOver)
    let message = h.message("A", duration: 10, action: "Undo")
    let target = SnackbarHost(size: CGSize(width: 10, height: 10))
    message.elementToFocusOnDismiss = target
    h.manager.show(message)
    h.turn()
    h.advance(to: 1)
    h.manager.currentSnackbar?.isAccessibilityFocused = !voiceOver
    h.manager.clearAccessibilityEvents()
    h.manager.currentSnackbar?.perform(.tapBody)
    h.scheduler.advanceUntilIdle()
    #expect(h.manager.accessibilityEvents.contains(.screenChanged) == false)
    withExtendedLifetime(target) {}
  }

  @Test("focusAccessibilityNotification defaults to layout-changed and is what a focus event carries")
  func focusNotificationIsConfigurable() {
    let h = BehaviourHarness()
    #expect(h.manager.focusAccessibilityNotification == .layoutChanged)
    h.manager.focusAccessibilityNotification = .screenChanged
    h.show("A", duration: 4, action: "Undo")
    h.turn()
    h.advance(to: 0.2)
    #expect(focusEvents(h.manager.accessibilityEvents).map(\.0) == [.screenChanged])
  }

  @Test("toggling the view's affordance flag removes and restores the label's default hint")
  func viewAffordanceToggle() {
    let h = BehaviourHarness()
    h.show("A", duration: 4)
    h.turn()
    let view = h.manager.currentSnackbar
    view?.enableDismissalAccessibilityAffordance = true
    #expect(view?.label.accessibilityHint == nil)
    #expect(view?.accessibilityElements.map(\.kind) == [.label, .dismissalAffordance])
    view?.enableDismissalAccessibilityAffordance = false
    #expect(view?.label.accessibilityHint == "Double-tap to dismiss")
    #expect(view?.accessibilityElements.map(\.kind) == [.label])
  }

  @Test("the view's own accessibilityLabel and hint are not forwarded to the label")
  func viewLabelNotForwarded() {
    let h = BehaviourHarness()
    h.show("text", duration: 4)
    h.turn()
    let view = h.manager.currentSnackbar
    view?.accessibilityLabel = "container label"
    view?.accessibilityHint = "container hint"
    #expect(view?.accessibilityLabel == "container label")
    #expect(view?.label.accessibilityLabel == "text")
    #expect(view?.label.accessibilityHint == "Double-tap to dismiss")
  }
}

/// Counts the accessibility events already recorded when `isPresenting` is called.
private final class EventCountProbe: SnackbarManagerDelegate, @unchecked Sendable {
  var eventsAtIsPresenting: [Int] = []
  func snackbarManager(_ snackbarManager: SnackbarManager, willPresentSnackbarWith messageView: SnackbarMessageView) {}
  func snackbarManager(_ snackbarManager: SnackbarManager, isPresentingSnackbarWith messageView: SnackbarMessageView) {
    eventsAtIsPresenting.append(snackbarManager.accessibilityEvents.count)
  }
}
