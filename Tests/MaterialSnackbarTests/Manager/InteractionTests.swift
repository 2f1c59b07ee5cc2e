// Spec 2.7 (`userInitiated` per trigger), 2.8 (dismissal affordance), 2.9 (overlay taps) and the
// issue's dismissal reasons (`SnackbarResult`).
import Foundation
import MaterialSnackbar
import Testing

@Suite("Behaviour: interactions and userInitiated (spec 2.7, 2.9)")
struct InteractionBehaviourTests {
  /// Shows one message, performs `interaction` at t = 1 and runs everything.
  private func dismiss(
    with interaction: SnackbarInteraction, action: String? = nil, configure: (SnackbarMessage) -> Void = { _ in },
    manager configureManager: (SnackbarManager) -> Void = { _ in }
  ) -> BehaviourHarness {
    let h = BehaviourHarness()
    configureManager(h.manager)
    let message = h.message("A", duration: 10, action: action)
    configure(message)
    h.manager.show(message)
    h.turn()
    h.advance(to: 1)
    h.manager.currentSnackbar?.perform(interaction)
    h.scheduler.advanceUntilIdle()
    return h
  }

  @Test("a tap on the body dismisses with userInitiated true, reason .tap, and runs no action handler")
  func tapBody() {
    let h = dismiss(with: .tapBody, action: "Undo")
    #expect(h.completions == ["completion:A:true"])
    #expect(h.results == ["result:A:tap:true"])
    #expect(h.log.events(prefix: "action:").isEmpty)
    #expect(timeMatches(h.log.time(of: "willDisappear:A"), 1))
  }

  @Test("a tap on the action runs its handler, then completions with true; reason .action")
  func tapAction() {
    let h = dismiss(with: .tapAction, action: "Undo")
    #expect(h.log.events(prefix: "action:") == ["action:A"])
    #expect(h.completions == ["completion:A:true"])
    #expect(h.results == ["result:A:action:true"])
    let events = h.log.events
    #expect(events.firstIndex(of: "action:A")! < events.firstIndex(of: "completion:A:true")!)
  }

  @Test("a tap on the action of a message without one does nothing")
  func tapMissingAction() {
    let h = BehaviourHarness()
    h.show("A", duration: 10)
    h.turn()
    h.manager.currentSnackbar?.perform(.tapAction)
    h.advance(to: 5)
    #expect(h.visibleText == "A")
    #expect(h.completions.isEmpty)
  }

  @Test("a tap outside dismisses with true when shouldDismissOnOverlayTap is set; reason .overlayTap")
  func tapOutsideWithFlag() {
    let h = dismiss(with: .tapOutside) { $0.shouldDismissOnOverlayTap = true }
    #expect(h.completions == ["completion:A:true"])
    #expect(h.results == ["result:A:overlayTap:true"])
  }

  @Test("a tap outside does nothing without shouldDismissOnOverlayTap")
  func tapOutsideWithoutFlag() {
    let h = BehaviourHarness()
    h.show("A", duration: 10)
    h.turn()
    h.manager.currentSnackbar?.perform(.tapOutside)
    h.advance(to: 5)
    #expect(h.visibleText == "A")
    #expect(h.completions.isEmpty)
  }

  @Test("shouldDismissOnOverlayTap is read from the message when shown: setting it afterwards has no effect")
  func overlayTapFlagIsCopied() {
    let h = BehaviourHarness()
    let message = h.message("A", duration: 10)
    h.manager.show(message)
    message.shouldDismissOnOverlayTap = true
    h.turn()
    h.manager.currentSnackbar?.perform(.tapOutside)
    h.advance(to: 5)
    #expect(h.visibleText == "A")
  }

  @Test(
    "a swipe dismisses with userInitiated true, reason .swipe, in either direction (modern mode too)",
    arguments: [SnackbarSwipeDirection.left, .right])
  func swipe(direction: SnackbarSwipeDirection) {
    let h = dismiss(with: .swipe(direction))
    #expect(h.completions == ["completion:A:true"])
    #expect(h.results == ["result:A:swipe:true"])
  }

  @Test("the accessibility escape gesture dismisses with true; reason .accessibilityEscape")
  func accessibilityEscape() {
    let h = dismiss(with: .accessibilityEscape, action: "Undo")
    #expect(h.completions == ["completion:A:true"])
    #expect(h.results == ["result:A:accessibilityEscape:true"])
    #expect(h.log.events(prefix: "action:").isEmpty)
  }

  @Test("activating the dismissal affordance dismisses with userInitiated true")
  func dismissalAffordance() {
    let h = BehaviourHarness(voiceOver: true)
    h.manager.enableDismissalAccessibilityAffordance = true
    h.show("A", duration: 10, action: "Undo")
    h.turn()
    h.manager.currentSnackbar?.perform(.tapDismissalAffordance)
    h.scheduler.advanceUntilIdle()
    #expect(h.completions == ["completion:A:true"])
    #expect(h.log.events(prefix: "action:").isEmpty)
    #expect(h.log.events(prefix: "result:").count == 1)
    #expect(h.log.events(prefix: "result:").first?.hasSuffix(":true") == true)
  }

  @Test("the close button (an extra) dismisses with userInitiated true and runs no action handler")
  func closeButton() {
    let h = dismiss(with: .tapCloseButton, action: "Undo") { $0.showsCloseButton = true }
    #expect(h.completions == ["completion:A:true"])
    #expect(h.log.events(prefix: "action:").isEmpty)
  }

  @Test("the timer dismisses with userInitiated false, reason .timeout")
  func timeout() {
    let h = BehaviourHarness()
    h.show("A", duration: 1)
    h.scheduler.advanceUntilIdle()
    #expect(h.completions == ["completion:A:false"])
    #expect(h.results == ["result:A:timeout:false"])
  }

  @Test("dismissAndCallCompletionBlocks gives userInitiated false, reason .programmatic, visible and pending")
  func programmatic() {
    let h = BehaviourHarness()
    h.show("A", category: "a", duration: 10)
    h.show("B", category: "b", duration: 10)
    h.turn()
    h.manager.dismissAndCallCompletionBlocks(withCategory: nil)
    h.scheduler.advanceUntilIdle()
    #expect(h.completions == ["completion:A:false", "completion:B:false"])
    #expect(h.results == ["result:A:programmatic:false", "result:B:programmatic:false"])
  }

  @Test("replacement by a new message gives userInitiated false, reason .replaced, visible and pending")
  func replaced() {
    let h = BehaviourHarness()
    h.show("A", category: "a", duration: 10)
    h.show("B", category: "b", duration: 10)
    h.turn()
    h.show("N", duration: 10)
    h.turn()
    #expect(h.completions == ["completion:A:false", "completion:B:false"])
    #expect(h.results == ["result:A:replaced:false", "result:B:replaced:false"])
  }

  @Test("interactions on a view that is already dismissing are no-ops")
  func interactionsWhileDismissing() {
    let h = BehaviourHarness()
    h.show("A", duration: 10, action: "Undo")
    h.turn()
    let view = h.manager.currentSnackbar
    view?.perform(.tapBody)
    h.advance(to: 0.05)
    view?.perform(.tapAction)
    view?.perform(.swipe(.right))
    h.scheduler.advanceUntilIdle()
    #expect(h.results == ["result:A:tap:true"])
    #expect(h.log.events(prefix: "action:").isEmpty)
  }

  @Test("a tap during the show animation dismisses at once, and the timer never fires afterwards")
  func tapDuringShowAnimation() {
    let h = BehaviourHarness()
    h.show("A", duration: 1)
    h.show("B", category: "b", duration: 10)
    h.turn()
    h.advance(to: 0.05)
    h.manager.currentSnackbar?.perform(.tapBody)
    h.advance(to: 5)
    #expect(h.results == ["result:A:tap:true"])
    #expect(h.visibleText == "B")
    #expect(h.log.events(prefix: "willDisappear:") == ["willDisappear:A"])
  }

  @Test("a tap outside is ignored while VoiceOver runs, even with shouldDismissOnOverlayTap")
  func tapOutsideIgnoredUnderVoiceOver() {
    let h = BehaviourHarness(voiceOver: true)
    let message = h.message("A", duration: 10)
    message.shouldDismissOnOverlayTap = true
    h.manager.show(message)
    h.turn()
    h.manager.currentSnackbar?.perform(.tapOutside)
    h.advance(to: 5)
    #expect(h.visibleText == "A")
    #expect(h.completions.isEmpty)
  }

  @Test("the dismissal affordance is a hit area only while VoiceOver runs: with VoiceOver off it does nothing")
  func dismissalAffordanceNeedsVoiceOver() {
    let h = BehaviourHarness()
    h.manager.enableDismissalAccessibilityAffordance = true
    h.show("A", duration: 10, action: "Undo")
    h.turn()
    h.manager.currentSnackbar?.perform(.tapDismissalAffordance)
    h.advance(to: 5)
    #expect(h.visibleText == "A")
    #expect(h.completions.isEmpty)
  }

  @Test("without the affordance, a body tap dismisses even when VoiceOver focus is on the label")
  func focusedBodyTapWithoutAffordance() {
    let h = BehaviourHarness(voiceOver: true)
    h.show("A", duration: 10, action: "Undo")
    h.turn()
    h.manager.currentSnackbar?.isAccessibilityFocused = true
    h.manager.currentSnackbar?.perform(.tapBody)
    h.scheduler.advanceUntilIdle()
    #expect(h.completions == ["completion:A:true"])
  }
}
