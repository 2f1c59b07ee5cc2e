// Spec 2.11 (host selection), 1.1 (`setPresentationHostView` does not move a visible snackbar) and
// 2.6 step 6 / 2.7 step 4.1 (the overlay mirrors modality, and detaches after the exit animation).
import Foundation
import MaterialSnackbar
import Testing

private func makeHost(_ width: CGFloat = 320) -> SnackbarHost {
  SnackbarHost(size: CGSize(width: width, height: 640))
}

@Suite("Behaviour: host selection (spec 2.11)")
struct HostSelectionBehaviourTests {
  @Test("with no host anywhere, the message still presents headless and times out")
  func headless() {
    let h = BehaviourHarness()
    h.show("A", duration: 1)
    h.turn()
    #expect(h.visibleText == "A")
    #expect(h.manager.currentHost == nil)
    h.scheduler.advanceUntilIdle()
    #expect(h.completions == ["completion:A:false"])
  }

  @Test("the manager's presentation host is used")
  func managerHost() {
    let h = BehaviourHarness()
    let host = makeHost()
    h.manager.setPresentationHostView(host)
    h.show("A", duration: 1)
    h.turn()
    #expect(h.manager.currentHost === host)
    withExtendedLifetime(host) {}
  }

  @Test("the message's presentationHostViewOverride takes precedence over the manager's host")
  func overrideWins() {
    let h = BehaviourHarness()
    let managerHost = makeHost(320)
    let messageHost = makeHost(400)
    h.manager.setPresentationHostView(managerHost)
    let message = h.message("A", duration: 1)
    message.presentationHostViewOverride = messageHost
    h.manager.show(message)
    h.turn()
    #expect(h.manager.currentHost === messageHost)
    withExtendedLifetime((managerHost, messageHost)) {}
  }

  @Test("the override applies to its message only; the next message uses the manager's host")
  func overrideIsPerMessage() {
    let h = BehaviourHarness()
    let managerHost = makeHost(320)
    let messageHost = makeHost(400)
    h.manager.setPresentationHostView(managerHost)
    let first = h.message("A", category: "a", duration: 1)
    first.presentationHostViewOverride = messageHost
    h.manager.show(first)
    h.show("B", category: "b", duration: 1)
    h.turn()
    #expect(h.manager.currentHost === messageHost)
    h.advance(to: 1.3)
    #expect(h.visibleText == "B")
    #expect(h.manager.currentHost === managerHost)
    withExtendedLifetime((managerHost, messageHost)) {}
  }

  @Test("setPresentationHostView does not move a visible snackbar; the next one uses the new host")
  func hostChangeDoesNotMoveVisible() {
    let h = BehaviourHarness()
    let oldHost = makeHost(320)
    let newHost = makeHost(400)
    h.manager.setPresentationHostView(oldHost)
    h.show("A", category: "a", duration: 1)
    h.show("B", category: "b", duration: 1)
    h.turn()
    h.manager.setPresentationHostView(newHost)
    #expect(h.manager.currentHost === oldHost)
    h.advance(to: 1.3)
    #expect(h.visibleText == "B")
    #expect(h.manager.currentHost === newHost)
    withExtendedLifetime((oldHost, newHost)) {}
  }

  @Test("the overlay is detached from its host after the exit animation")
  func detachedAfterDismissal() {
    let h = BehaviourHarness()
    let host = makeHost()
    h.manager.setPresentationHostView(host)
    h.show("A", duration: 1)
    h.turn()
    h.advance(to: 1.15 + BehaviourHarness.epsilon)
    #expect(h.manager.currentHost === host)  // still animating out
    h.advance(to: 1.275 + BehaviourHarness.epsilon)
    #expect(h.manager.currentHost == nil)
    withExtendedLifetime(host) {}
  }

  @Test("the manager holds its host weakly: once released, messages present headless")
  func managerHostIsWeak() {
    let h = BehaviourHarness()
    do {
      let host = makeHost()
      h.manager.setPresentationHostView(host)
      #expect(h.manager.presentationHostView === host)
    }
    #expect(h.manager.presentationHostView == nil)
    h.show("A", duration: 1)
    h.turn()
    #expect(h.visibleText == "A")
    #expect(h.manager.currentHost == nil)
  }

  @Test("a released override falls back to the manager's host")
  func releasedOverrideFallsBack() {
    let h = BehaviourHarness()
    let managerHost = makeHost()
    h.manager.setPresentationHostView(managerHost)
    let message = h.message("A", duration: 1)
    do {
      let messageHost = makeHost(400)
      message.presentationHostViewOverride = messageHost
    }
    h.manager.show(message)
    h.turn()
    #expect(h.manager.currentHost === managerHost)
    withExtendedLifetime(managerHost) {}
  }

  @Test("setPresentationHostView(nil) clears the host")
  func clearHost() {
    let h = BehaviourHarness()
    let host = makeHost()
    h.manager.setPresentationHostView(host)
    h.manager.setPresentationHostView(nil)
    h.show("A", duration: 1)
    h.turn()
    #expect(h.manager.currentHost == nil)
    withExtendedLifetime(host) {}
  }

  @Test("the overlay mirrors the view's modality as left by the delegate", arguments: [false, true])
  func overlayMirrorsModality(delegateMakesModal: Bool) {
    let h = BehaviourHarness(voiceOver: true)
    h.delegate.makesViewModal = delegateMakesModal
    h.show("A", duration: 4, action: "Undo")
    h.turn()
    #expect(h.manager.overlayAccessibilityViewIsModal == delegateMakesModal)
    #expect(h.manager.currentSnackbar?.accessibilityViewIsModal == delegateMakesModal)
  }

  @Test("the overlay mirrors modality set by shouldEnableAccessibilityViewIsModal")
  func overlayMirrorsManagerFlag() {
    let h = BehaviourHarness()
    h.manager.shouldEnableAccessibilityViewIsModal = true
    h.show("A", duration: 4, action: "Undo")
    h.turn()
    #expect(h.manager.overlayAccessibilityViewIsModal)
  }
}
