// Spec 2.2 (categories) and 2.3 (`dismissAndCallCompletionBlocks(withCategory:)`).
import Foundation
import MaterialSnackbar
import Testing

@Suite("Behaviour: categories and dismissAndCallCompletionBlocks (spec 2.2, 2.3)")
struct CategoryBehaviourTests {
  @Test("a message of category A dismisses the visible A (userInitiated false) and shows after its exit")
  func sameCategoryReplacesVisible() {
    let h = BehaviourHarness()
    h.show("A1", category: "a", duration: 10)
    h.turn()
    h.advance(to: 3)
    h.show("A2", category: "a", duration: 10)
    h.turn()
    #expect(h.log.events.contains("willDisappear:A1"))
    #expect(h.completions == ["completion:A1:false"])
    #expect(timeMatches(h.log.time(of: "willDisappear:A1"), 3))
    h.advance(to: 3 + BehaviourHarness.dismissAnimation + BehaviourHarness.epsilon)
    #expect(h.visibleText == "A2")
    #expect(timeMatches(h.log.time(of: "willPresent:A2"), 3.125))
  }

  @Test("a message of category A waits behind a visible message of category B")
  func otherCategoryWaits() {
    let h = BehaviourHarness()
    h.show("B", category: "b", duration: 2)
    h.turn()
    h.show("A", category: "a", duration: 2)
    h.turn()
    #expect(h.visibleText == "B")
    #expect(h.completions.isEmpty)
    h.advance(to: 2.15 + 0.125 - BehaviourHarness.epsilon)
    #expect(h.presentations == ["willPresent:B"])
    h.advance(to: 2.15 + 0.125 + BehaviourHarness.epsilon)
    #expect(h.presentations == ["willPresent:B", "willPresent:A"])
    #expect(h.completions == ["completion:B:false"])
  }

  @Test("a message of category A waits behind a visible message without a category")
  func categoryWaitsBehindUncategorised() {
    let h = BehaviourHarness()
    h.show("N", duration: 2)
    h.turn()
    h.show("A", category: "a", duration: 2)
    h.turn()
    #expect(h.visibleText == "N")
    #expect(h.completions.isEmpty)
    h.scheduler.advanceUntilIdle()
    #expect(h.presentations == ["willPresent:N", "willPresent:A"])
    #expect(h.completions == ["completion:N:false", "completion:A:false"])
  }

  @Test("a categorised message drops the pending message of its own category only")
  func categoryDropsOnlyItsOwnPending() {
    let h = BehaviourHarness()
    h.show("V", category: "v", duration: 1)
    h.show("A1", category: "a", duration: 1)
    h.show("B", category: "b", duration: 1)
    h.show("A2", category: "a", duration: 1)
    h.turn()
    #expect(h.completions == ["completion:A1:false"])
    #expect(h.visibleText == "V")
    h.scheduler.advanceUntilIdle()
    #expect(h.presentations == ["willPresent:V", "willPresent:B", "willPresent:A2"])
  }

  @Test("category comparison is exact string equality")
  func categoryEqualityIsExact() {
    let h = BehaviourHarness()
    h.show("lower", category: "a", duration: 1)
    h.turn()
    h.show("upper", category: "A", duration: 1)
    h.show("spaced", category: "a ", duration: 1)
    h.turn()
    #expect(h.completions.isEmpty)
    h.scheduler.advanceUntilIdle()
    #expect(h.presentations == ["willPresent:lower", "willPresent:upper", "willPresent:spaced"])
  }

  @Test("dismissAndCallCompletionBlocks is async: nothing happens until the next turn")
  func dismissIsAsynchronous() {
    let h = BehaviourHarness()
    h.show("A", duration: 10)
    h.turn()
    h.manager.dismissAndCallCompletionBlocks(withCategory: nil)
    #expect(h.log.events(prefix: "willDisappear").isEmpty)
    #expect(h.completions.isEmpty)
    h.turn()
    #expect(h.log.events(prefix: "willDisappear") == ["willDisappear:A"])
    #expect(h.completions == ["completion:A:false"])
  }

  @Test("dismissAndCallCompletionBlocks(nil) dismisses the visible message and drops all pending, in queue order")
  func dismissAllCallsEveryCompletionInOrder() {
    let h = BehaviourHarness()
    h.show("V", category: "v", duration: 10)
    h.show("P1", category: "p1", duration: 10)
    h.show("P2", duration: 10)  // uncategorised: replaces V and P1 on its own turn
    h.show("P3", category: "p3", duration: 10)
    h.turn()
    h.advance(to: 1)
    h.log.clear()
    // P2 is now pending behind V's exit or visible; either way everything goes.
    h.manager.dismissAndCallCompletionBlocks(withCategory: nil)
    h.scheduler.advanceUntilIdle()
    #expect(h.manager.hasMessagesShowingOrQueued() == false)
    #expect(h.manager.currentSnackbar == nil)
    #expect(h.completions == ["completion:P2:false", "completion:P3:false"])
  }

  @Test("dismissAndCallCompletionBlocks(nil) with a visible and two pending: visible first, then queue order")
  func dismissAllOrder() {
    let h = BehaviourHarness()
    h.show("V", category: "v", duration: 10)
    h.show("P1", category: "p1", duration: 10)
    h.show("P2", category: "p2", duration: 10)
    h.turn()
    h.manager.dismissAndCallCompletionBlocks(withCategory: nil)
    h.turn()
    #expect(h.completions == ["completion:V:false", "completion:P1:false", "completion:P2:false"])
    #expect(h.log.events.first { $0.hasPrefix("willDisappear") } == "willDisappear:V")
    h.scheduler.advanceUntilIdle()
    #expect(h.presentations == ["willPresent:V"])
    #expect(h.manager.hasMessagesShowingOrQueued() == false)
  }

  @Test("dismissAndCallCompletionBlocks(A) dismisses visible and pending A; B survives and shows next")
  func dismissCategory() {
    let h = BehaviourHarness()
    h.show("A1", category: "a", duration: 10)
    h.show("B", category: "b", duration: 1)
    h.show("N", category: "n", duration: 1)
    h.turn()
    h.advance(to: 2)
    h.manager.dismissAndCallCompletionBlocks(withCategory: "a")
    h.turn()
    #expect(h.completions == ["completion:A1:false"])
    h.advance(to: 2.125 + BehaviourHarness.epsilon)
    #expect(h.visibleText == "B")
    h.scheduler.advanceUntilIdle()
    #expect(h.presentations == ["willPresent:A1", "willPresent:B", "willPresent:N"])
  }

  @Test("dismissAndCallCompletionBlocks(A) removes pending A while a B is visible, which stays")
  func dismissCategoryLeavesOtherVisible() {
    let h = BehaviourHarness()
    h.show("B", category: "b", duration: 10)
    h.show("A", category: "a", duration: 10)
    h.show("C", category: "c", duration: 10)
    h.turn()
    h.manager.dismissAndCallCompletionBlocks(withCategory: "a")
    h.turn()
    #expect(h.completions == ["completion:A:false"])
    #expect(h.log.events(prefix: "willDisappear").isEmpty)
    #expect(h.visibleText == "B")
    h.scheduler.advanceUntilIdle()
    #expect(h.presentations == ["willPresent:B", "willPresent:C"])
  }

  @Test("dismissAndCallCompletionBlocks(A) leaves a visible uncategorised message alone")
  func dismissCategoryNeverMatchesNil() {
    let h = BehaviourHarness()
    h.show("N", duration: 10)
    h.turn()
    h.manager.dismissAndCallCompletionBlocks(withCategory: "a")
    h.scheduler.advance(by: 5)
    #expect(h.visibleText == "N")
    #expect(h.completions.isEmpty)
  }

  @Test("a message that is already dismissing is not dismissed again: one willDisappear, one completion")
  func alreadyDismissingIsSkipped() {
    let h = BehaviourHarness()
    h.show("A", duration: 10)
    h.turn()
    h.manager.currentSnackbar?.perform(.tapBody)
    h.manager.dismissAndCallCompletionBlocks(withCategory: nil)
    h.manager.dismissAndCallCompletionBlocks(withCategory: nil)
    h.scheduler.advanceUntilIdle()
    #expect(h.log.count("willDisappear:A") == 1)
    #expect(h.log.count("didDisappear:A") == 1)
    #expect(h.completions == ["completion:A:true"])
  }

  @Test("dismissAndCallCompletionBlocks on an idle manager does nothing")
  func dismissWhenIdle() {
    let h = BehaviourHarness()
    h.manager.dismissAndCallCompletionBlocks(withCategory: nil)
    h.manager.dismissAndCallCompletionBlocks(withCategory: "a")
    h.scheduler.advanceUntilIdle()
    #expect(h.log.events.isEmpty)
    #expect(h.manager.hasMessagesShowingOrQueued() == false)
  }

  @Test("completion blocks of one category fire in FIFO order")
  func sameCategoryCompletionsAreFifo() {
    let h = BehaviourHarness()
    h.show("V", category: "v", duration: 10)
    h.turn()
    h.show("A1", category: "a", duration: 1)
    h.show("A2", category: "a", duration: 1)
    h.show("A3", category: "a", duration: 1)
    h.turn()
    h.manager.dismissAndCallCompletionBlocks(withCategory: "a")
    h.turn()
    #expect(h.completions == ["completion:A1:false", "completion:A2:false", "completion:A3:false"])
  }
}
