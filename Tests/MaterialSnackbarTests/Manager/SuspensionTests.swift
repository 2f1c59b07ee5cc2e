// Spec 2.4 (suspension) and 1.2 (the token).
import Foundation
import MaterialSnackbar
import Testing

@Suite("Behaviour: suspension (spec 2.4, 1.2)")
struct SuspensionBehaviourTests {
  @Test("suspendAllMessages holds every message back; resuming shows it on the next turn")
  func suspendAllAndResume() {
    let h = BehaviourHarness()
    let token = h.manager.suspendAllMessages()
    h.show("A", category: "a", duration: 1)
    h.show("N", duration: 1)
    h.advance(to: 30)
    #expect(h.manager.currentSnackbar == nil)
    #expect(h.presentations.isEmpty)
    h.manager.resumeMessages(with: token)
    #expect(h.manager.currentSnackbar == nil)  // resume is async-main
    h.turn()
    #expect(h.visibleText == "N")
    #expect(timeMatches(h.log.time(of: "willPresent:N"), 30))
    // The uncategorised N replaced the suspended A on its own turn (dismissal is never suspended).
    #expect(h.completions == ["completion:A:false"])
  }

  @Test("dropping the last reference to the token resumes")
  func tokenReleaseResumes() {
    let h = BehaviourHarness()
    var token: SnackbarSuspensionToken? = h.manager.suspendAllMessages()
    h.show("A", duration: 0.05)
    h.advance(to: 5)
    #expect(h.presentations.isEmpty)
    #expect(token != nil)
    token = nil
    h.scheduler.advanceUntilIdle()
    #expect(h.presentations == ["willPresent:A"])
    #expect(h.completions == ["completion:A:false"])
    #expect(timeMatches(h.log.time(of: "willPresent:A"), 5))
  }

  @Test("the suspend call returns its token synchronously but takes effect on its turn (FIFO with show)")
  func suspensionIsOrderedWithShow() {
    let h = BehaviourHarness()
    h.show("before", category: "x", duration: 1)
    let token = h.manager.suspendAllMessages()
    h.show("after", category: "y", duration: 1)
    h.scheduler.advanceUntilIdle()
    // `before` was dequeued by its own turn, ahead of the suspension job; `after` waits.
    #expect(h.presentations == ["willPresent:before"])
    #expect(h.manager.hasMessagesShowingOrQueued())
    h.manager.resumeMessages(with: token)
    h.scheduler.advanceUntilIdle()
    #expect(h.presentations == ["willPresent:before", "willPresent:after"])
  }

  @Test("suspending a category skips its messages; later messages of other categories show first")
  func categorySuspensionSkips() {
    let h = BehaviourHarness()
    let token = h.manager.suspendMessages(withCategory: "a")
    h.show("A", category: "a", duration: 1)
    h.show("B", category: "b", duration: 1)
    h.show("C", category: "c", duration: 1)
    h.scheduler.advanceUntilIdle()
    #expect(h.presentations == ["willPresent:B", "willPresent:C"])
    #expect(h.manager.hasMessagesShowingOrQueued())
    h.manager.resumeMessages(with: token)
    h.scheduler.advanceUntilIdle()
    #expect(h.presentations == ["willPresent:B", "willPresent:C", "willPresent:A"])
    #expect(h.completions == ["completion:B:false", "completion:C:false", "completion:A:false"])
  }

  @Test("a category suspension does not block an uncategorised message")
  func categorySuspensionDoesNotBlockNil() {
    let h = BehaviourHarness()
    let token = h.manager.suspendMessages(withCategory: "a")
    h.show("N", duration: 1)
    h.turn()
    #expect(h.visibleText == "N")
    h.manager.resumeMessages(with: token)
  }

  @Test("an uncategorised message is blocked by an all-suspension")
  func allSuspensionBlocksNil() {
    let h = BehaviourHarness()
    let token = h.manager.suspendAllMessages()
    h.show("N", duration: 1)
    h.advance(to: 3)
    #expect(h.manager.currentSnackbar == nil)
    h.manager.resumeMessages(with: token)
    h.turn()
    #expect(h.visibleText == "N")
  }

  @Test("the visible message is unaffected by suspension: its timer still dismisses it")
  func visibleMessageIgnoresSuspensionTimer() {
    let h = BehaviourHarness()
    h.show("V", category: "v", duration: 2)
    h.turn()
    let all = h.manager.suspendAllMessages()
    let own = h.manager.suspendMessages(withCategory: "v")
    h.turn()
    h.advance(to: 2.15 + BehaviourHarness.epsilon)
    #expect(h.log.events.contains("willDisappear:V"))
    h.advance(to: 3)
    #expect(h.manager.currentSnackbar == nil)
    #expect(h.completions == ["completion:V:false"])
    withExtendedLifetime((all, own)) {}
  }

  @Test("the visible message is unaffected by suspension: taps still dismiss it")
  func visibleMessageIgnoresSuspensionTap() {
    let h = BehaviourHarness()
    h.show("V", duration: 10)
    h.turn()
    let token = h.manager.suspendAllMessages()
    h.turn()
    h.manager.currentSnackbar?.perform(.tapBody)
    h.scheduler.advanceUntilIdle()
    #expect(h.completions == ["completion:V:true"])
    #expect(h.manager.currentSnackbar == nil)
    withExtendedLifetime(token) {}
  }

  @Test("while suspended, the next message waits after the visible one leaves, until resume")
  func nextWaitsForResume() {
    let h = BehaviourHarness()
    h.show("V", category: "v", duration: 1)
    h.turn()
    let token = h.manager.suspendAllMessages()
    h.show("W", category: "w", duration: 1)
    h.advance(to: 20)
    #expect(h.presentations == ["willPresent:V"])
    #expect(h.manager.currentSnackbar == nil)
    #expect(h.manager.hasMessagesShowingOrQueued())
    h.manager.resumeMessages(with: token)
    h.turn()
    #expect(h.visibleText == "W")
    #expect(timeMatches(h.log.time(of: "willPresent:W"), 20))
  }

  @Test("same-category replacement still dismisses the visible message while that category is suspended")
  func replacementIgnoresSuspension() {
    let h = BehaviourHarness()
    h.show("A1", category: "a", duration: 10)
    h.turn()
    let token = h.manager.suspendMessages(withCategory: "a")
    h.show("A2", category: "a", duration: 10)
    h.turn()
    #expect(h.completions == ["completion:A1:false"])
    h.advance(to: 5)
    #expect(h.manager.currentSnackbar == nil)
    #expect(h.presentations == ["willPresent:A1"])
    h.manager.resumeMessages(with: token)
    h.turn()
    #expect(h.visibleText == "A2")
  }

  @Test("dismissAndCallCompletionBlocks removes suspended pending messages with completion(false)")
  func dismissRemovesSuspended() {
    let h = BehaviourHarness()
    let token = h.manager.suspendMessages(withCategory: "a")
    h.show("A", category: "a", duration: 1)
    h.show("B", category: "b", duration: 1)
    h.turn()
    h.manager.dismissAndCallCompletionBlocks(withCategory: "a")
    h.turn()
    #expect(h.completions == ["completion:A:false"])
    h.manager.resumeMessages(with: token)
    h.scheduler.advanceUntilIdle()
    #expect(h.presentations == ["willPresent:B"])
  }

  @Test("two tokens: resuming one (even twice) leaves the other in force")
  func resumeTwiceIsHarmless() {
    let h = BehaviourHarness()
    let first = h.manager.suspendAllMessages()
    let second = h.manager.suspendAllMessages()
    h.show("A", duration: 1)
    h.manager.resumeMessages(with: first)
    h.manager.resumeMessages(with: first)
    h.advance(to: 5)
    #expect(h.presentations.isEmpty)
    h.manager.resumeMessages(with: second)
    h.turn()
    #expect(h.presentations == ["willPresent:A"])
  }

  @Test("an explicit resume followed by releasing the token is harmless")
  func resumeThenRelease() {
    let h = BehaviourHarness()
    var token: SnackbarSuspensionToken? = h.manager.suspendAllMessages()
    let other = h.manager.suspendAllMessages()
    h.manager.resumeMessages(with: token!)
    token = nil
    h.show("A", duration: 1)
    h.advance(to: 5)
    #expect(h.presentations.isEmpty)
    h.manager.resumeMessages(with: other)
    h.scheduler.advanceUntilIdle()
    #expect(h.presentations == ["willPresent:A"])
    #expect(token == nil)
  }

  @Test("a token from another manager has no effect on either manager")
  func foreignTokenHasNoEffect() {
    let h = BehaviourHarness()
    let other = BehaviourHarness()
    let own = h.manager.suspendAllMessages()
    let foreign = other.manager.suspendAllMessages()
    h.show("A", duration: 1)
    other.show("B", duration: 1)
    h.manager.resumeMessages(with: foreign)
    h.scheduler.advanceUntilIdle()
    other.scheduler.advanceUntilIdle()
    #expect(h.presentations.isEmpty)
    #expect(other.presentations.isEmpty)
    h.manager.resumeMessages(with: own)
    other.manager.resumeMessages(with: foreign)
    h.turn()
    other.turn()
    #expect(h.presentations == ["willPresent:A"])
    #expect(other.presentations == ["willPresent:B"])
  }

  @Test("the token holds its manager weakly; releasing it after the manager is gone does nothing")
  func tokenOutlivesManager() {
    let scheduler = ManualScheduler()
    weak var weakManager: SnackbarManager?
    var token: SnackbarSuspensionToken?
    do {
      let manager = SnackbarManager(scheduler: scheduler)
      weakManager = manager
      token = manager.suspendAllMessages()
      scheduler.runUntilIdle()
    }
    scheduler.advanceUntilIdle()
    #expect(weakManager == nil)
    token = nil
    scheduler.advanceUntilIdle()
    #expect(token == nil)
    #expect(scheduler.pendingJobCount == 0)
  }

  @Test("resume on an idle, unsuspended manager changes nothing")
  func resumeUnknownToken() {
    let h = BehaviourHarness()
    let token = h.manager.suspendMessages(withCategory: "a")
    h.manager.resumeMessages(with: token)
    h.manager.resumeMessages(with: token)
    h.scheduler.advanceUntilIdle()
    #expect(h.log.events.isEmpty)
    h.show("A", category: "a", duration: 1)
    h.turn()
    #expect(h.visibleText == "A")
  }
}
