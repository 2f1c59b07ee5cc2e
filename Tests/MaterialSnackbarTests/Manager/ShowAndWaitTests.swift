// Issue 2, "Beyond MDC": `showAndWait(_:) async -> SnackbarResult`, driven in virtual time.
import Foundation
import MaterialSnackbar
import Testing

@Suite("Behaviour: showAndWait (issue 2)")
struct ShowAndWaitBehaviourTests {
  /// Starts `showAndWait(message)` in a task and yields until its show job is on the scheduler.
  private func start(_ h: BehaviourHarness, _ message: SnackbarMessage) async -> BehaviourBox<SnackbarResult> {
    let box = BehaviourBox<SnackbarResult>()
    let manager = BehaviourUnchecked(h.manager)
    let message = BehaviourUnchecked(message)
    let before = h.scheduler.pendingJobCount
    Task { box.set(await manager.value.showAndWait(message.value)) }
    let queued = await behaviourYieldUntil { h.scheduler.pendingJobCount > before || box.value != nil }
    #expect(queued, "showAndWait never queued its show job")
    return box
  }

  /// Yields until the task has delivered its result.
  private func result(_ box: BehaviourBox<SnackbarResult>) async -> SnackbarResult? {
    await behaviourYieldUntil { box.value != nil }
    return box.value
  }

  @Test("a tap on the action returns .action, userInitiated true; the MDC handlers still run")
  func actionResult() async {
    let h = BehaviourHarness()
    let box = await start(h, h.message("A", duration: 4, action: "Undo"))
    h.turn()
    #expect(h.visibleText == "A")
    #expect(box.value == nil)
    h.manager.currentSnackbar?.perform(.tapAction)
    h.scheduler.advanceUntilIdle()
    let result = await result(box)
    #expect(result?.reason == .action)
    #expect(result?.userInitiated == true)
    #expect(h.log.events(prefix: "action:") == ["action:A"])
    #expect(h.completions == ["completion:A:true"])
    #expect(h.log.events(prefix: "completionWithError:") == ["completionWithError:A:true:nil"])
  }

  @Test("the timer returns .timeout, userInitiated false, not before the message is dismissed")
  func timeoutResult() async {
    let h = BehaviourHarness()
    let box = await start(h, h.message("A", duration: 2))
    h.turn()
    h.advance(to: 2.15 - BehaviourHarness.epsilon)
    await behaviourYieldUntil(limit: 100) { box.value != nil }
    #expect(box.value == nil)
    h.scheduler.advanceUntilIdle()
    let result = await result(box)
    #expect(result == SnackbarResult(reason: .timeout, userInitiated: false))
    #expect(h.completions == ["completion:A:false"])
  }

  @Test("it returns when the dismissal starts (4.15 s), before the exit animation ends (4.275 s)")
  func returnsWhenTheDismissalStarts() async {
    let h = BehaviourHarness()
    let box = await start(h, h.message("A"))
    h.turn()
    h.advance(to: BehaviourHarness.showAnimation + 4 + BehaviourHarness.epsilon)
    let result = await result(box)
    #expect(result == SnackbarResult(reason: .timeout, userInitiated: false))
    // Returned while the message is still on screen, animating out.
    #expect(timeMatches(h.log.time(of: "willDisappear:A"), 4.15))
    #expect(h.log.time(of: "didDisappear:A") == nil)
    #expect(h.manager.currentSnackbar?.isDismissing == true)
    h.advance(to: 4.15 + BehaviourHarness.dismissAnimation + BehaviourHarness.epsilon)
    #expect(timeMatches(h.log.time(of: "didDisappear:A"), 4.275))
    #expect(h.manager.currentSnackbar == nil)
  }

  @Test("a body tap returns .tap, userInitiated true")
  func tapResult() async {
    let h = BehaviourHarness()
    let box = await start(h, h.message("A", duration: 4))
    h.turn()
    h.manager.currentSnackbar?.perform(.tapBody)
    h.scheduler.advanceUntilIdle()
    #expect(await result(box) == SnackbarResult(reason: .tap, userInitiated: true))
  }

  @Test("a swipe returns .swipe, userInitiated true")
  func swipeResult() async {
    let h = BehaviourHarness()
    let box = await start(h, h.message("A", duration: 4))
    h.turn()
    h.manager.currentSnackbar?.perform(.swipe(.left))
    h.scheduler.advanceUntilIdle()
    #expect(await result(box) == SnackbarResult(reason: .swipe, userInitiated: true))
  }

  @Test("an overlay tap returns .overlayTap, userInitiated true")
  func overlayTapResult() async {
    let h = BehaviourHarness()
    let message = h.message("A", duration: 4)
    message.shouldDismissOnOverlayTap = true
    let box = await start(h, message)
    h.turn()
    h.manager.currentSnackbar?.perform(.tapOutside)
    h.scheduler.advanceUntilIdle()
    #expect(await result(box) == SnackbarResult(reason: .overlayTap, userInitiated: true))
  }

  @Test("the escape gesture returns .accessibilityEscape, userInitiated true")
  func escapeResult() async {
    let h = BehaviourHarness()
    let box = await start(h, h.message("A", duration: 4))
    h.turn()
    h.manager.currentSnackbar?.perform(.accessibilityEscape)
    h.scheduler.advanceUntilIdle()
    #expect(await result(box) == SnackbarResult(reason: .accessibilityEscape, userInitiated: true))
  }

  @Test("replacement by a new uncategorised message returns .replaced, userInitiated false")
  func replacedResult() async {
    let h = BehaviourHarness()
    let box = await start(h, h.message("A", duration: 4))
    h.turn()
    h.show("B", duration: 4)
    h.turn()
    #expect(await result(box) == SnackbarResult(reason: .replaced, userInitiated: false))
    #expect(h.completions == ["completion:A:false"])
  }

  @Test("a pending message replaced before it shows returns .replaced")
  func replacedWhilePending() async {
    let h = BehaviourHarness()
    h.show("V", category: "v", duration: 4)
    h.turn()
    let box = await start(h, h.message("A", category: "a", duration: 4))
    h.turn()
    h.show("A2", category: "a", duration: 4)
    h.turn()
    #expect(await result(box) == SnackbarResult(reason: .replaced, userInitiated: false))
    #expect(h.presentations == ["willPresent:V"])
  }

  @Test("dismissAndCallCompletionBlocks returns .programmatic, userInitiated false")
  func programmaticResult() async {
    let h = BehaviourHarness()
    let box = await start(h, h.message("A", category: "a", duration: 4))
    h.turn()
    h.manager.dismissAndCallCompletionBlocks(withCategory: "a")
    h.scheduler.advanceUntilIdle()
    #expect(await result(box) == SnackbarResult(reason: .programmatic, userInitiated: false))
  }

  @Test("a message dropped by the VoiceOver rule returns .dropped and calls no completion handler")
  func droppedResult() async {
    let h = BehaviourHarness(voiceOver: true)
    h.manager.shouldShowMessageWhenVoiceOverIsRunning = false
    let box = BehaviourBox<SnackbarResult>()
    let manager = BehaviourUnchecked(h.manager)
    let message = BehaviourUnchecked(h.message("A", duration: 4))
    Task { box.set(await manager.value.showAndWait(message.value)) }
    await behaviourYieldUntil { box.value != nil || h.scheduler.pendingJobCount > 0 }
    h.scheduler.advanceUntilIdle()
    let result = await result(box)
    #expect(result == SnackbarResult(reason: .dropped, userInitiated: false))
    #expect(h.completions.isEmpty)
    #expect(h.presentations.isEmpty)
  }

  @Test("showAndWait respects the queue: the second waits for the first")
  func queuedShowAndWait() async {
    let h = BehaviourHarness()
    let first = await start(h, h.message("A", category: "a", duration: 1))
    let second = await start(h, h.message("B", category: "b", duration: 1))
    h.turn()
    #expect(h.visibleText == "A")
    h.advance(to: 1.2)
    #expect(await result(first)?.reason == .timeout)
    #expect(second.value == nil)
    h.scheduler.advanceUntilIdle()
    #expect(await result(second)?.reason == .timeout)
    #expect(h.presentations == ["willPresent:A", "willPresent:B"])
  }
}
