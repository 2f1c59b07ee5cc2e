// Spec 2.1 (threading and `show`) and the queueing half of 2.2.
import Foundation
import MaterialSnackbar
import Testing

@Suite("Behaviour: show and queueing (spec 2.1, 2.2)")
struct ShowAndQueueingBehaviourTests {
  @Test("show(nil) is ignored: nothing is queued, shown or completed")
  func showNilIsIgnored() {
    let h = BehaviourHarness()
    h.manager.show(nil)
    #expect(h.scheduler.pendingJobCount == 0)
    h.scheduler.advanceUntilIdle()
    #expect(h.manager.currentSnackbar == nil)
    #expect(h.manager.hasMessagesShowingOrQueued() == false)
    #expect(h.log.events.isEmpty)
  }

  @Test("show is async-main: nothing is presented until the queued job runs, and that takes no time")
  func showIsAsynchronous() {
    let h = BehaviourHarness()
    h.show("A", duration: 4)
    #expect(h.manager.currentSnackbar == nil)
    #expect(h.manager.hasMessagesShowingOrQueued() == false)
    #expect(h.log.events.isEmpty)
    #expect(h.scheduler.pendingJobCount >= 1)
    h.turn()
    #expect(h.scheduler.now == 0)
    #expect(h.visibleText == "A")
    #expect(h.manager.hasMessagesShowingOrQueued())
    #expect(h.presentations == ["willPresent:A"])
    #expect(timeMatches(h.log.time(of: "willPresent:A"), 0))
  }

  @Test("presentation order: delegate willPresent, then the will-present block, then isPresenting")
  func presentationCallbackOrder() {
    let h = BehaviourHarness()
    let message = h.message("A", duration: 4)
    let log = h.log
    message.snackbarMessageWillPresentBlock = { presented, view in
      log.record("block:\(presented.text ?? ""):\(view.message?.text ?? "")")
    }
    h.manager.show(message)
    h.turn()
    #expect(h.log.events == ["willPresent:A", "block:A:A", "isPresenting:A"])
    #expect(h.visibleText == "A")
  }

  @Test("the will-present block gets the presented copy and its view, not the caller's object")
  func willPresentBlockGetsTheCopy() {
    let h = BehaviourHarness()
    let message = h.message("A", duration: 4)
    let seen = BehaviourBox<(Bool, Bool)>()
    let original = BehaviourUnchecked(message)
    message.snackbarMessageWillPresentBlock = { presented, view in
      seen.set((presented === original.value, view.message === presented))
    }
    h.manager.show(message)
    h.turn()
    #expect(seen.value?.0 == false)
    #expect(seen.value?.1 == true)
  }

  @Test("the message is copied on show: later changes to the caller's object have no effect")
  func showCopiesTheMessage() {
    let h = BehaviourHarness()
    let message = h.message("original", category: "c", duration: 2)
    h.manager.show(message)
    message.text = "changed"
    message.duration = 9
    message.category = "other"
    message.automaticallyDismisses = false
    h.turn()
    let view = h.manager.currentSnackbar
    #expect(view?.message !== message)
    #expect(view?.message?.text == "original")
    #expect(view?.message?.category == "c")
    #expect(view?.message?.duration == 2)
    // The copy's duration (2) and auto-dismissal drive the timer, not the changed original.
    h.advance(to: BehaviourHarness.showAnimation + 2 + BehaviourHarness.epsilon)
    #expect(h.log.events.contains("willDisappear:original"))
  }

  @Test("a message is presented on the turn of the show when nothing is visible")
  func presentsAtOnceWhenIdle() {
    let h = BehaviourHarness()
    h.advance(to: 5)
    h.show("A", duration: 4)
    h.turn()
    #expect(timeMatches(h.log.time(of: "willPresent:A"), 5))
  }

  @Test("only one snackbar is visible at a time; the next waits for the dismissal animation")
  func oneVisibleAtATime() {
    let h = BehaviourHarness()
    h.show("A", category: "a", duration: 1)
    h.show("B", category: "b", duration: 1)
    h.turn()
    #expect(h.visibleText == "A")
    #expect(h.presentations == ["willPresent:A"])
    h.advance(to: 1.15 + BehaviourHarness.dismissAnimation - BehaviourHarness.epsilon)
    #expect(h.visibleText == "A")
    #expect(h.presentations == ["willPresent:A"])
    h.advance(to: 1.15 + BehaviourHarness.dismissAnimation + BehaviourHarness.epsilon)
    #expect(h.visibleText == "B")
    #expect(timeMatches(h.log.time(of: "willPresent:B"), 1.15 + 0.125))
    #expect(timeMatches(h.log.time(of: "didDisappear:A"), 1.15 + 0.125))
  }

  @Test("messages of different categories are shown first in, first out")
  func fifoAcrossCategories() {
    let h = BehaviourHarness()
    for name in ["A", "B", "C", "D"] { h.show(name, category: name.lowercased(), duration: 1) }
    h.scheduler.advanceUntilIdle()
    #expect(h.presentations == ["willPresent:A", "willPresent:B", "willPresent:C", "willPresent:D"])
    #expect(h.completions == ["completion:A:false", "completion:B:false", "completion:C:false", "completion:D:false"])
    // Each one: 0.15 s in, 1 s up, 0.125 s out.
    #expect(timeMatches(h.log.time(of: "willPresent:D"), 3 * 1.275))
    #expect(h.manager.hasMessagesShowingOrQueued() == false)
  }

  @Test("a message without a category dismisses the visible one and drops every pending one, in queue order")
  func nilCategoryReplacesEverything() {
    let h = BehaviourHarness()
    h.show("V", category: "v", duration: 10)
    h.turn()
    h.show("P1", category: "p1", duration: 10)
    h.show("P2", category: "p2", duration: 10)
    h.turn()
    #expect(h.visibleText == "V")
    h.log.clear()
    h.advance(to: 1)
    h.show("N", duration: 10)
    h.turn()
    #expect(
      h.completions == ["completion:V:false", "completion:P1:false", "completion:P2:false"])
    #expect(h.log.events.first == "willDisappear:V")
    #expect(h.visibleText == "V")  // still animating out
    h.advance(to: 1 + BehaviourHarness.dismissAnimation + BehaviourHarness.epsilon)
    #expect(h.visibleText == "N")
    #expect(timeMatches(h.log.time(of: "willPresent:N"), 1.125))
    #expect(h.presentations == ["willPresent:N"])
  }

  @Test("without a category, a message replaces a visible uncategorised one (latest wins)")
  func nilCategoryReplacesNilCategory() {
    let h = BehaviourHarness()
    h.show("A", duration: 10)
    h.turn()
    h.advance(to: 2)
    h.show("B", duration: 10)
    h.scheduler.advanceUntilIdle()
    #expect(h.presentations == ["willPresent:A", "willPresent:B"])
    #expect(h.completions == ["completion:A:false", "completion:B:false"])
    #expect(timeMatches(h.log.time(of: "completion:A:false"), 2))
    #expect(timeMatches(h.log.time(of: "willPresent:B"), 2.125))
  }

  @Test("showing the same object twice without a category calls its completion twice: false, then the outcome")
  func sameMessageTwiceNilCategory() {
    let h = BehaviourHarness()
    let message = h.message("M", duration: 10)
    h.manager.show(message)
    h.turn()
    h.manager.show(message)
    h.turn()
    #expect(h.completions == ["completion:M:false"])
    h.advance(to: BehaviourHarness.dismissAnimation + BehaviourHarness.epsilon)
    #expect(h.presentations == ["willPresent:M", "willPresent:M"])
    h.manager.currentSnackbar?.perform(.tapBody)
    h.scheduler.advanceUntilIdle()
    #expect(h.completions == ["completion:M:false", "completion:M:true"])
  }

  @Test("showing the same object twice with a category replaces too: two completions")
  func sameMessageTwiceWithCategory() {
    let h = BehaviourHarness()
    let message = h.message("M", category: "c", duration: 1)
    h.manager.show(message)
    h.manager.show(message)
    h.scheduler.advanceUntilIdle()
    // The first copy is presented by its own turn, then replaced by the second.
    #expect(h.presentations == ["willPresent:M", "willPresent:M"])
    #expect(h.completions == ["completion:M:false", "completion:M:false"])
  }

  @Test("a message shown again in a category it already had goes to the back of the queue")
  func reshownCategoryGoesToTheBack() {
    let h = BehaviourHarness()
    h.show("V", category: "v", duration: 1)
    h.show("A1", category: "a", duration: 1)
    h.show("B", category: "b", duration: 1)
    h.turn()
    h.show("A2", category: "a", duration: 1)
    h.turn()
    #expect(h.completions == ["completion:A1:false"])
    h.scheduler.advanceUntilIdle()
    #expect(h.presentations == ["willPresent:V", "willPresent:B", "willPresent:A2"])
  }

  @Test("at most one pending message per category")
  func atMostOnePendingPerCategory() {
    let h = BehaviourHarness()
    h.show("V", category: "v", duration: 1)
    for index in 1...5 { h.show("A\(index)", category: "a", duration: 1) }
    h.scheduler.advanceUntilIdle()
    #expect(h.presentations == ["willPresent:V", "willPresent:A5"])
    #expect(
      h.completions == [
        "completion:A1:false", "completion:A2:false", "completion:A3:false", "completion:A4:false",
        "completion:V:false", "completion:A5:false",
      ])
  }

  @Test("hasMessagesShowingOrQueued: false before the show job, true through the exit animation, then false")
  func hasMessagesShowingOrQueuedLifecycle() {
    let h = BehaviourHarness()
    h.show("A", duration: 1)
    #expect(h.manager.hasMessagesShowingOrQueued() == false)
    h.turn()
    #expect(h.manager.hasMessagesShowingOrQueued())
    h.advance(to: 1.15 + BehaviourHarness.epsilon)
    #expect(h.log.events.contains("willDisappear:A"))
    #expect(h.manager.hasMessagesShowingOrQueued())
    h.advance(to: 1.275 - BehaviourHarness.epsilon)
    #expect(h.manager.hasMessagesShowingOrQueued())
    h.advance(to: 1.275 + BehaviourHarness.epsilon)
    #expect(h.manager.hasMessagesShowingOrQueued() == false)
  }

  @Test("two managers are independent: each shows its own message at the same time")
  func twoManagersAreIndependent() {
    let scheduler = ManualScheduler()
    let first = SnackbarManager(scheduler: scheduler)
    let second = SnackbarManager(scheduler: scheduler)
    first.show(SnackbarMessage(text: "one"))
    second.show(SnackbarMessage(text: "two"))
    scheduler.runUntilIdle()
    #expect(first.currentSnackbar?.message?.text == "one")
    #expect(second.currentSnackbar?.message?.text == "two")
    first.dismissAndCallCompletionBlocks(withCategory: nil)
    scheduler.advance(by: 1)
    #expect(first.currentSnackbar == nil)
    #expect(second.currentSnackbar?.message?.text == "two")
    #expect(first !== second)
  }

  @Test("two SnackbarManager() instances are distinct, and .default is one shared instance")
  func defaultIsShared() {
    #expect(SnackbarManager() !== SnackbarManager())
    #expect(SnackbarManager.default === SnackbarManager.default)
  }

  @Test("a completion handler may show the next message: it is presented after the exit animation")
  func showFromCompletionHandler() {
    let h = BehaviourHarness()
    let first = h.message("A", duration: 1)
    let manager = BehaviourUnchecked(h.manager)
    let next = BehaviourUnchecked(h.message("B", category: "b", duration: 1))
    first.completionHandler = { _ in manager.value.show(next.value) }
    h.manager.show(first)
    h.scheduler.advanceUntilIdle()
    #expect(h.presentations == ["willPresent:A", "willPresent:B"])
    #expect(timeMatches(h.log.time(of: "willPresent:B"), 1.275))
  }

  @Test("show is safe from another thread: the message is queued on the scheduler")
  func showFromAnotherThread() async {
    let h = BehaviourHarness()
    let message = BehaviourUnchecked(h.message("T", duration: 1))
    let manager = BehaviourUnchecked(h.manager)
    await Task.detached { manager.value.show(message.value) }.value
    #expect(h.manager.currentSnackbar == nil)
    h.turn()
    #expect(h.visibleText == "T")
  }

  @Test("currentSnackbar is set after willPresent and the block, and before isPresenting")
  func currentSnackbarSetBetweenWillAndIsPresenting() {
    let h = BehaviourHarness()
    let probe = PresentationProbe()
    h.manager.delegate = probe
    let message = h.message("A", duration: 4)
    let manager = BehaviourUnchecked(h.manager)
    let inBlock = BehaviourBox<Bool>()
    message.snackbarMessageWillPresentBlock = { _, _ in inBlock.set(manager.value.currentSnackbar == nil) }
    h.manager.show(message)
    h.turn()
    #expect(probe.currentWasNilAtWillPresent == [true])
    #expect(inBlock.value == true)
    #expect(probe.currentWasViewAtIsPresenting == [true])
  }

  @Test(
    "every message shown gets exactly one completion, whatever the mix of operations (seeded)",
    arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
  func exactlyOneCompletionEach(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let h = BehaviourHarness()
    let categories: [String?] = [nil, "a", "b", "c"]
    var tokens: [SnackbarSuspensionToken?] = []
    var shown: [String] = []
    for step in 0..<300 {
      switch random.next() % 10 {
      case 0, 1, 2:
        let name = "M\(step)"
        shown.append(name)
        let category = categories[Int(random.next() % UInt64(categories.count))]
        let hasAction = random.next() % 4 == 0
        h.show(name, category: category, duration: Double(random.next() % 30) / 10, action: hasAction ? "Go" : nil)
      case 3:
        h.manager.dismissAndCallCompletionBlocks(withCategory: categories[Int(random.next() % 4)])
      case 4:
        let category = categories[Int(random.next() % 4)]
        tokens.append(
          category == nil ? h.manager.suspendAllMessages() : h.manager.suspendMessages(withCategory: category))
      case 5:
        if !tokens.isEmpty {
          h.manager.resumeMessages(with: tokens.remove(at: Int(random.next() % UInt64(tokens.count))))
        }
      case 6:
        let interactions: [SnackbarInteraction] = [.tapBody, .tapAction, .swipe(.left), .accessibilityEscape]
        h.manager.currentSnackbar?.perform(interactions[Int(random.next() % 4)])
      case 7:
        h.turn()
      default:
        h.scheduler.advance(by: Double(random.next() % 20) / 10)
      }
    }
    tokens.removeAll()
    h.manager.dismissAndCallCompletionBlocks(withCategory: nil)
    h.scheduler.advanceUntilIdle()
    for name in shown {
      #expect(h.log.events(prefix: "completion:\(name):").count == 1, "completion count for \(name)")
      #expect(h.log.events(prefix: "result:\(name):").count == 1, "result count for \(name)")
    }
    #expect(h.manager.hasMessagesShowingOrQueued() == false)
    #expect(h.manager.currentSnackbar == nil)
    #expect(h.log.events(prefix: "willPresent:").count == h.log.events(prefix: "didDisappear:").count)
  }

  @Test("show, dismiss, suspend and resume from 8 threads at once: every message still gets exactly one completion")
  func concurrentCallersEachGetOneCompletion() {
    let h = BehaviourHarness()
    let categories: [String?] = [nil, "a", "b"]
    DispatchQueue.concurrentPerform(iterations: 8) { thread in
      for index in 0..<25 {
        h.show("T\(thread)-\(index)", category: categories[(thread + index) % 3], duration: 1)
        if index % 10 == 0 { h.manager.dismissAndCallCompletionBlocks(withCategory: categories[index % 3]) }
        if index % 7 == 0 { h.manager.resumeMessages(with: h.manager.suspendMessages(withCategory: "a")) }
      }
    }
    h.manager.dismissAndCallCompletionBlocks(withCategory: nil)
    h.scheduler.advanceUntilIdle()
    for thread in 0..<8 {
      for index in 0..<25 {
        #expect(h.log.count("completion:T\(thread)-\(index):false") == 1, "T\(thread)-\(index)")
      }
    }
    #expect(h.completions.count == 200)
    #expect(h.manager.hasMessagesShowingOrQueued() == false)
  }
}

/// Reads `currentSnackbar` from inside the presentation callbacks (spec 2.6 steps 3, 5 and 9).
private final class PresentationProbe: SnackbarManagerDelegate, @unchecked Sendable {
  var currentWasNilAtWillPresent: [Bool] = []
  var currentWasViewAtIsPresenting: [Bool] = []
  func snackbarManager(_ snackbarManager: SnackbarManager, willPresentSnackbarWith messageView: SnackbarMessageView) {
    currentWasNilAtWillPresent.append(snackbarManager.currentSnackbar == nil)
  }
  func snackbarManager(_ snackbarManager: SnackbarManager, isPresentingSnackbarWith messageView: SnackbarMessageView) {
    currentWasViewAtIsPresenting.append(snackbarManager.currentSnackbar === messageView)
  }
}
