// Issue 2's quirk decisions (spec section 7): what the port does where upstream traps, crashes or
// contradicts its header.
import Foundation
import MaterialSnackbar
import Testing

@Suite("Behaviour: quirk decisions (issue 2, spec 7)")
struct QuirkDecisionBehaviourTests {
  @Test(
    "duration above 10 is clamped to 10; negative and NaN become 0; nothing traps",
    arguments: [
      (11, 10), (10, 10), (1e9, 10), (.infinity, 10), (0, 0), (-1, 0), (-.infinity, 0), (.nan, 0), (2.5, 2.5),
    ] as [(TimeInterval, TimeInterval)])
  func durationIsClamped(input: TimeInterval, stored: TimeInterval) {
    let message = SnackbarMessage(text: "A")
    message.duration = input
    #expect(message.duration == stored)
  }

  @Test("a clamped duration drives the timer: 60 s dismisses at 10.15 s")
  func clampedDurationTimer() {
    let h = BehaviourHarness()
    h.show("A", duration: 60)
    h.turn()
    h.advance(to: 10.15 - BehaviourHarness.epsilon)
    #expect(h.visibleText == "A")
    h.advance(to: 10.15 + BehaviourHarness.epsilon)
    #expect(timeMatches(h.log.time(of: "willDisappear:A"), 10.15))
  }

  @Test("a negative duration dismisses right after the show animation", arguments: [-5, TimeInterval.nan])
  func negativeDurationTimer(duration: TimeInterval) {
    let h = BehaviourHarness()
    h.show("A", duration: duration)
    h.scheduler.advanceUntilIdle()
    #expect(timeMatches(h.log.time(of: "willDisappear:A"), 0.15))
    #expect(h.completions == ["completion:A:false"])
  }

  @Test("an action with a nil title leaves message.action nil")
  func actionWithNilTitle() {
    let message = SnackbarMessage(text: "A")
    message.action = SnackbarMessageAction()
    #expect(message.action == nil)
  }

  @Test("an action with an empty title leaves message.action nil (the title setter ignores \"\")")
  func actionWithEmptyTitle() {
    let message = SnackbarMessage(text: "A")
    let action = SnackbarMessageAction()
    action.title = ""
    #expect(action.title == nil)
    message.action = action
    #expect(message.action == nil)
  }

  @Test("an invalid action replaces a valid one with nil")
  func invalidActionClearsAction() {
    let message = SnackbarMessage(text: "A")
    let good = SnackbarMessageAction()
    good.title = "Undo"
    message.action = good
    #expect(message.action === good)
    message.action = SnackbarMessageAction()
    #expect(message.action == nil)
    message.action = good
    message.action = nil
    #expect(message.action == nil)
  }

  @Test("the action title setter ignores nil and empty strings, keeping the previous title")
  func actionTitleIgnoresEmpty() {
    let action = SnackbarMessageAction()
    action.title = "Undo"
    action.title = ""
    #expect(action.title == "Undo")
    action.title = nil
    #expect(action.title == "Undo")
    action.title = "Redo"
    #expect(action.title == "Redo")
  }

  @Test("a message whose action was rejected shows without a button and times out")
  func rejectedActionShowsWithoutButton() {
    let h = BehaviourHarness()
    let message = h.message("A", duration: 1)
    message.action = SnackbarMessageAction()
    h.manager.show(message)
    h.turn()
    #expect(h.manager.currentSnackbar?.actionButton == nil)
    h.scheduler.advanceUntilIdle()
    #expect(timeMatches(h.log.time(of: "willDisappear:A"), 1.15))
  }

  @Test("suspendMessages(withCategory: nil) suspends every message, categorised or not")
  func nilCategorySuspendsAll() {
    let h = BehaviourHarness()
    let token = h.manager.suspendMessages(withCategory: nil)
    h.show("A", category: "a", duration: 1)
    h.show("B", category: "b", duration: 1)
    h.advance(to: 10)
    #expect(h.presentations.isEmpty)
    #expect(h.manager.hasMessagesShowingOrQueued())
    h.manager.resumeMessages(with: token)
    h.scheduler.advanceUntilIdle()
    #expect(h.presentations == ["willPresent:A", "willPresent:B"])
  }

  @Test("suspendMessages(withCategory: nil) also blocks uncategorised messages, and its release resumes")
  func nilCategorySuspensionBlocksNilAndReleases() {
    let h = BehaviourHarness()
    var token: SnackbarSuspensionToken? = h.manager.suspendMessages(withCategory: nil)
    h.show("N", duration: 1)
    h.advance(to: 10)
    #expect(h.presentations.isEmpty)
    #expect(token != nil)
    token = nil
    h.turn()
    #expect(h.visibleText == "N")
  }

  @Test("text = nil means empty text")
  func nilTextIsEmpty() {
    let message = SnackbarMessage(text: "A")
    message.text = nil
    #expect(message.text == "")
    #expect(message.attributedText?.string == "")
  }

  @Test("a message with nil text can be shown and is announced as empty")
  func nilTextShows() {
    let h = BehaviourHarness()
    let message = SnackbarMessage()
    message.text = nil
    message.duration = 1
    h.manager.show(message)
    h.turn()
    #expect(h.manager.currentSnackbar != nil)
    #expect(h.manager.currentSnackbar?.message?.text == "")
  }

  @Test("hasMessagesShowingOrQueued counts suspended messages (the code, not the header)")
  func hasMessagesCountsSuspended() {
    let h = BehaviourHarness()
    let token = h.manager.suspendAllMessages()
    h.show("A", duration: 1)
    h.turn()
    #expect(h.manager.currentSnackbar == nil)
    #expect(h.manager.hasMessagesShowingOrQueued())
    h.manager.dismissAndCallCompletionBlocks(withCategory: nil)
    h.turn()
    #expect(h.manager.hasMessagesShowingOrQueued() == false)
    withExtendedLifetime(token) {}
  }

  @Test("hasMessagesShowingOrQueued counts a message suspended by category")
  func hasMessagesCountsCategorySuspended() {
    let h = BehaviourHarness()
    let token = h.manager.suspendMessages(withCategory: "a")
    h.show("A", category: "a", duration: 1)
    h.turn()
    #expect(h.manager.currentSnackbar == nil)
    #expect(h.manager.hasMessagesShowingOrQueued())
    withExtendedLifetime(token) {}
  }

  @Test("a nil-category message wipes the whole queue, suspended messages included")
  func nilCategoryWipesQueue() {
    let h = BehaviourHarness()
    let token = h.manager.suspendMessages(withCategory: "a")
    h.show("A", category: "a", duration: 1)
    h.show("B", category: "b", duration: 10)
    h.show("C", category: "c", duration: 1)
    h.turn()
    #expect(h.visibleText == "B")
    h.show("N", duration: 1)
    h.turn()
    #expect(h.completions == ["completion:B:false", "completion:A:false", "completion:C:false"])
    h.manager.resumeMessages(with: token)
    h.scheduler.advanceUntilIdle()
    #expect(h.presentations == ["willPresent:B", "willPresent:N"])
  }

  @Test("the manager's disabled and selected title colours never reach new views")
  func otherStateTitleColorsDoNotReachViews() {
    let h = BehaviourHarness()
    let green = SnackbarColor(red: 0, green: 1, blue: 0)
    let blue = SnackbarColor(red: 0, green: 0, blue: 1)
    h.manager.setButtonTitleColor(green, for: .disabled)
    h.manager.setButtonTitleColor(blue, for: .selected)
    #expect(h.manager.buttonTitleColor(for: .disabled) == green)
    h.show("A", duration: 4, action: "Undo")
    h.turn()
    let view = h.manager.currentSnackbar
    #expect(view?.buttonTitleColor(for: .disabled) != green)
    #expect(view?.buttonTitleColor(for: .selected) != blue)
    #expect(view?.actionButton?.titleColor(for: .disabled) != green)
  }

  @Test("a VoiceOver-focused snackbar is not auto-dismissed, and the timer is not re-armed")
  func focusedSnackbarIsNotAutoDismissed() {
    let h = BehaviourHarness(voiceOver: true)
    h.show("A", duration: 1)
    h.turn()
    h.manager.currentSnackbar?.isAccessibilityFocused = true
    h.advance(to: 1.15 + BehaviourHarness.epsilon)
    #expect(h.visibleText == "A")
    h.manager.currentSnackbar?.isAccessibilityFocused = false
    h.advance(to: 600)
    #expect(h.visibleText == "A")
    #expect(h.completions.isEmpty)
    h.manager.currentSnackbar?.perform(.tapBody)
    h.scheduler.advanceUntilIdle()
    #expect(h.completions == ["completion:A:true"])
  }

  @Test("focus alone does not block the timer when VoiceOver is off")
  func focusWithoutVoiceOverDoesNotBlockTimer() {
    let h = BehaviourHarness()
    h.show("A", duration: 1)
    h.turn()
    h.manager.currentSnackbar?.isAccessibilityFocused = true
    h.scheduler.advanceUntilIdle()
    #expect(timeMatches(h.log.time(of: "willDisappear:A"), 1.15))
  }

  @Test("with the dismissal affordance on, a body tap on the VoiceOver-focused label does not dismiss")
  func affordanceBlocksFocusedBodyTap() {
    let h = BehaviourHarness(voiceOver: true)
    h.manager.enableDismissalAccessibilityAffordance = true
    h.show("A", duration: 10, action: "Undo")
    h.turn()
    h.manager.currentSnackbar?.isAccessibilityFocused = true
    h.manager.currentSnackbar?.perform(.tapBody)
    h.advance(to: 5)
    #expect(h.visibleText == "A")
    h.manager.currentSnackbar?.perform(.tapDismissalAffordance)
    h.scheduler.advanceUntilIdle()
    #expect(h.completions == ["completion:A:true"])
  }
}
