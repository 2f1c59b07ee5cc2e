// Spec 2.7 (dismissal sequence, callback order) and 2.6 step 8 (no animation).
import Foundation
import MaterialSnackbar
import Testing

@Suite("Behaviour: dismissal order (spec 2.7)")
struct DismissalOrderBehaviourTests {
  /// The callbacks of the spec's sequence, without the `result:` extension.
  private func mdcEvents(_ h: BehaviourHarness) -> [String] { h.log.events.filter { !$0.hasPrefix("result:") } }

  @Test(
    "animated action tap: willDisappear, action, completionWithError, completion, then 0.125 s later didDisappear and the next"
  )
  func animatedActionOrder() {
    let h = BehaviourHarness()
    h.show("A", category: "a", duration: 4, action: "Undo")
    h.show("B", category: "b", duration: 4)
    h.turn()
    h.advance(to: 1)
    h.log.clear()
    h.manager.currentSnackbar?.perform(.tapAction)
    h.scheduler.advance(by: 0.5)
    #expect(
      mdcEvents(h) == [
        "willDisappear:A", "action:A", "completionWithError:A:true:nil", "completion:A:true", "didDisappear:A",
        "willPresent:B", "isPresenting:B",
      ])
    #expect(timeMatches(h.log.time(of: "willDisappear:A"), 1))
    #expect(timeMatches(h.log.time(of: "action:A"), 1))
    #expect(timeMatches(h.log.time(of: "completion:A:true"), 1))
    #expect(timeMatches(h.log.time(of: "didDisappear:A"), 1.125))
    #expect(timeMatches(h.log.time(of: "willPresent:B"), 1.125))
  }

  @Test("willDisappear runs synchronously with the tap; action and completions wait for a main-queue turn")
  func willDisappearIsSynchronous() {
    let h = BehaviourHarness()
    h.show("A", duration: 4, action: "Undo")
    h.turn()
    h.log.clear()
    h.manager.currentSnackbar?.perform(.tapAction)
    #expect(mdcEvents(h) == ["willDisappear:A"])
    h.turn()
    #expect(mdcEvents(h) == ["willDisappear:A", "action:A", "completionWithError:A:true:nil", "completion:A:true"])
  }

  @Test("the view stays current during the exit animation and is cleared just before didDisappear")
  func currentSnackbarDuringExit() {
    let h = BehaviourHarness()
    h.show("A", duration: 4)
    h.turn()
    let view = h.manager.currentSnackbar
    view?.perform(.tapBody)
    h.advance(to: BehaviourHarness.dismissAnimation - BehaviourHarness.epsilon)
    #expect(h.manager.currentSnackbar === view)
    #expect(h.log.count("didDisappear:A") == 0)
    h.advance(to: BehaviourHarness.dismissAnimation + BehaviourHarness.epsilon)
    #expect(h.manager.currentSnackbar == nil)
    #expect(h.log.count("didDisappear:A") == 1)
  }

  @Test("currentSnackbar is already nil inside didDisappear")
  func currentSnackbarNilInDidDisappear() {
    let h = BehaviourHarness()
    let probe = DidDisappearProbe()
    h.manager.delegate = probe
    h.show("A", duration: 1)
    h.scheduler.advanceUntilIdle()
    #expect(probe.currentWasNil == [true])
  }

  @Test("a body tap passes no action: the action handler never runs, completions get true")
  func bodyTapRunsNoActionHandler() {
    let h = BehaviourHarness()
    h.show("A", duration: 4, action: "Undo")
    h.turn()
    h.manager.currentSnackbar?.perform(.tapBody)
    h.scheduler.advanceUntilIdle()
    #expect(h.log.events(prefix: "action:").isEmpty)
    #expect(h.completions == ["completion:A:true"])
  }

  @Test("completionHandlerWithError runs before completionHandler, with a nil error on the normal path")
  func completionWithErrorFirst() {
    let h = BehaviourHarness()
    h.show("A", duration: 1)
    h.scheduler.advanceUntilIdle()
    #expect(
      h.log.events.filter { $0.hasPrefix("completion") } == [
        "completionWithError:A:false:nil", "completion:A:false",
      ])
  }

  @Test("the dismiss handler runs at most once: repeated taps, a second action tap and the timer are no-ops")
  func dismissHandlerRunsOnce() {
    let h = BehaviourHarness()
    h.show("A", duration: 1, action: "Undo")
    h.turn()
    let view = h.manager.currentSnackbar
    view?.perform(.tapBody)
    view?.perform(.tapBody)
    view?.perform(.tapAction)
    view?.perform(.swipe(.left))
    view?.perform(.accessibilityEscape)
    h.manager.dismissAndCallCompletionBlocks(withCategory: nil)
    h.scheduler.advanceUntilIdle()
    view?.perform(.tapAction)
    h.scheduler.advanceUntilIdle()
    #expect(h.log.count("willDisappear:A") == 1)
    #expect(h.log.count("didDisappear:A") == 1)
    #expect(h.log.events(prefix: "action:").isEmpty)
    #expect(h.completions == ["completion:A:true"])
    #expect(h.log.events(prefix: "completionWithError:") == ["completionWithError:A:true:nil"])
  }

  @Test("the auto-dismiss timer is a no-op after a user dismissal")
  func timerAfterTapIsNoOp() {
    let h = BehaviourHarness()
    h.show("A", duration: 2)
    h.show("B", category: "b", duration: 10)
    h.turn()
    h.advance(to: 1)
    h.manager.currentSnackbar?.perform(.tapBody)
    h.advance(to: 2.15 + BehaviourHarness.epsilon)  // A's timer would fire now; B is visible
    #expect(h.visibleText == "B")
    #expect(h.log.count("willDisappear:A") == 1)
    #expect(h.log.events(prefix: "willDisappear:").count == 1)
    #expect(h.completions == ["completion:A:true"])
  }

  @Test("without animation, didDisappear and the next presentation come synchronously, before the handlers")
  func unanimatedOrder() {
    let h = BehaviourHarness(animated: false)
    h.show("A", category: "a", duration: 4, action: "Undo")
    h.show("B", category: "b", duration: 4)
    h.turn()
    h.log.clear()
    h.manager.currentSnackbar?.perform(.tapAction)
    #expect(mdcEvents(h) == ["willDisappear:A", "didDisappear:A", "willPresent:B", "isPresenting:B"])
    #expect(h.visibleText == "B")
    h.turn()
    #expect(
      mdcEvents(h) == [
        "willDisappear:A", "didDisappear:A", "willPresent:B", "isPresenting:B", "action:A",
        "completionWithError:A:true:nil", "completion:A:true",
      ])
    #expect(h.scheduler.now == 0)
  }

  @Test("without animation, the auto-dismiss timer starts at presentation and the exit takes no time")
  func unanimatedTimerStartsAtPresentation() {
    let h = BehaviourHarness(animated: false)
    h.show("A", duration: 2)
    h.turn()
    h.advance(to: 2 - BehaviourHarness.epsilon)
    #expect(h.visibleText == "A")
    h.advance(to: 2 + BehaviourHarness.epsilon)
    #expect(h.manager.currentSnackbar == nil)
    #expect(timeMatches(h.log.time(of: "willDisappear:A"), 2))
    #expect(timeMatches(h.log.time(of: "didDisappear:A"), 2))
    #expect(h.completions == ["completion:A:false"])
  }

  @Test("a replaced message's willDisappear precedes its completion and the replacement's presentation")
  func replacementOrder() {
    let h = BehaviourHarness()
    h.show("A", duration: 10)
    h.turn()
    h.log.clear()
    h.show("B", duration: 10)
    h.advance(to: 0.5)
    #expect(
      mdcEvents(h) == [
        "willDisappear:A", "completionWithError:A:false:nil", "completion:A:false", "didDisappear:A",
        "willPresent:B", "isPresenting:B",
      ])
  }

  @Test("an action without a handler still completes with userInitiated true")
  func actionWithoutHandler() {
    let h = BehaviourHarness()
    let message = h.message("A", duration: 4)
    let action = SnackbarMessageAction()
    action.title = "OK"
    message.action = action
    h.manager.show(message)
    h.turn()
    h.manager.currentSnackbar?.perform(.tapAction)
    h.scheduler.advanceUntilIdle()
    #expect(h.completions == ["completion:A:true"])
    #expect(h.manager.hasMessagesShowingOrQueued() == false)
  }

  @Test("a message without any completion handler dismisses cleanly and the next one shows")
  func noHandlers() {
    let h = BehaviourHarness()
    h.manager.show(SnackbarMessage(text: "bare"))
    h.show("B", category: "b", duration: 1)
    h.turn()
    h.manager.currentSnackbar?.perform(.tapBody)
    h.advance(to: 0.2)
    #expect(h.visibleText == "B")
    #expect(h.log.events(prefix: "willDisappear:") == ["willDisappear:bare"])
  }

  @Test("an action handler runs in its own main-queue job; the completions come one job later")
  func actionHandlerThenCompletionJob() {
    let h = BehaviourHarness()
    h.show("A", duration: 4, action: "Undo")
    h.turn()
    h.log.clear()
    h.manager.currentSnackbar?.perform(.tapAction)
    let log = h.log
    h.scheduler.enqueue { log.record("probe") }
    h.turn()
    #expect(
      mdcEvents(h) == [
        "willDisappear:A", "action:A", "probe", "completionWithError:A:true:nil", "completion:A:true",
      ])
  }

  @Test("without an action handler, the completion job is enqueued directly by the dismissal")
  func completionJobEnqueuedDirectly() {
    let h = BehaviourHarness()
    h.show("A", duration: 4)
    h.turn()
    h.log.clear()
    h.manager.currentSnackbar?.perform(.tapBody)
    let log = h.log
    h.scheduler.enqueue { log.record("probe") }
    h.turn()
    #expect(mdcEvents(h) == ["willDisappear:A", "completionWithError:A:true:nil", "completion:A:true", "probe"])
  }

  @Test(
    "with animations off, the dismissal has finished when the completion runs (upstream testSuspendAndResumeMessage)")
  func unanimatedCompletionSeesNothingQueued() {
    let h = BehaviourHarness(animated: false)
    let message = h.message("A", category: "Test Snackbar Category", duration: 10)
    let manager = BehaviourUnchecked(h.manager)
    let seen = BehaviourBox<Bool>()
    message.completionHandler = { _ in seen.set(manager.value.hasMessagesShowingOrQueued()) }
    h.manager.show(message)
    h.manager.dismissAndCallCompletionBlocks(withCategory: "Test Snackbar Category")
    h.turn()
    #expect(seen.value == false)
  }
}

/// Reads `currentSnackbar` inside `snackbarDidDisappear` (spec 2.7 step 4.3 comes before 4.4).
private final class DidDisappearProbe: SnackbarManagerDelegate, @unchecked Sendable {
  var currentWasNil: [Bool] = []
  func snackbarManager(_ snackbarManager: SnackbarManager, willPresentSnackbarWith messageView: SnackbarMessageView) {}
  func snackbarDidDisappear(_ snackbarManager: SnackbarManager) {
    currentWasNil.append(snackbarManager.currentSnackbar == nil)
  }
}
