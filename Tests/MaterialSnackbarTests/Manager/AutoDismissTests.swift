// Spec 2.5 (auto-dismissal, duration, the transient rule) and the 3.7 animation durations.
import Foundation
import MaterialSnackbar
import Testing

@Suite("Behaviour: auto-dismissal and timing (spec 2.5, 3.7)")
struct AutoDismissBehaviourTests {
  @Test("the animation durations are 0.15 s in and 0.125 s out")
  func animationDurations() {
    #expect(SnackbarManager.showAnimationDuration == 0.15)
    #expect(SnackbarManager.dismissAnimationDuration == 0.125)
  }

  @Test("message defaults: duration 4, automaticallyDismisses true, no legacy dismissal; the maximum is 10")
  func messageDefaults() {
    let message = SnackbarMessage()
    #expect(message.duration == 4)
    #expect(message.automaticallyDismisses)
    #expect(message.usesLegacyDismissalBehavior == false)
    #expect(message.focusOnShow == false)
    #expect(message.shouldDismissOnOverlayTap == false)
    #expect(SnackbarMessage.maximumDuration == 10)
  }

  @Test(
    "the timer starts when the 0.15 s show animation ends, not at show",
    arguments: [0.5, 1, 2.5, 4, 10] as [TimeInterval])
  func timerStartsAfterShowAnimation(duration: TimeInterval) {
    let h = BehaviourHarness()
    h.show("A", duration: duration)
    h.turn()
    let due = BehaviourHarness.showAnimation + duration
    h.advance(to: due - BehaviourHarness.epsilon)
    #expect(h.log.count("willDisappear:A") == 0)
    #expect(h.visibleText == "A")
    h.advance(to: due + BehaviourHarness.epsilon)
    #expect(h.log.count("willDisappear:A") == 1)
    #expect(timeMatches(h.log.time(of: "willDisappear:A"), due))
    #expect(timeMatches(h.log.time(of: "completion:A:false"), due))
    h.advance(to: due + BehaviourHarness.dismissAnimation + BehaviourHarness.epsilon)
    #expect(timeMatches(h.log.time(of: "didDisappear:A"), due + BehaviourHarness.dismissAnimation))
    #expect(h.manager.currentSnackbar == nil)
  }

  @Test("the default duration is 4 s: gone from view at 4.275 s")
  func defaultDuration() {
    let h = BehaviourHarness()
    let message = SnackbarMessage(text: "A")
    h.attachRecorders(to: message, name: "A")
    h.manager.show(message)
    h.scheduler.advanceUntilIdle()
    #expect(timeMatches(h.log.time(of: "willDisappear:A"), 4.15))
    #expect(timeMatches(h.log.time(of: "didDisappear:A"), 4.275))
    #expect(h.results == ["result:A:timeout:false"])
  }

  @Test("the timer is counted from presentation, so a queued message gets its full duration")
  func queuedMessageGetsFullDuration() {
    let h = BehaviourHarness()
    h.show("A", category: "a", duration: 1)
    h.show("B", category: "b", duration: 3)
    h.scheduler.advanceUntilIdle()
    // A: 0 → 1.15 → 1.275; B: presented 1.275, timer from 1.425, out at 4.425.
    #expect(timeMatches(h.log.time(of: "willPresent:B"), 1.275))
    #expect(timeMatches(h.log.time(of: "willDisappear:B"), 4.425))
  }

  @Test("a message with an action never auto-dismisses (VoiceOver off)")
  func actionNeverAutoDismisses() {
    let h = BehaviourHarness()
    h.show("A", duration: 1, action: "Undo")
    h.turn()
    h.advance(to: 3600)
    #expect(h.visibleText == "A")
    #expect(h.completions.isEmpty)
    #expect(h.scheduler.pendingJobCount == 0)
  }

  @Test("a message with an action never auto-dismisses (VoiceOver on)")
  func actionNeverAutoDismissesVoiceOver() {
    let h = BehaviourHarness(voiceOver: true)
    h.show("A", duration: 1, action: "Undo")
    h.turn()
    h.advance(to: 3600)
    #expect(h.visibleText == "A")
    #expect(h.completions.isEmpty)
  }

  @Test("usesLegacyDismissalBehavior lets a message with an action time out while VoiceOver is off")
  func legacyActionTimesOut() {
    let h = BehaviourHarness()
    let message = h.message("A", duration: 2, action: "Undo")
    message.usesLegacyDismissalBehavior = true
    h.manager.show(message)
    h.scheduler.advanceUntilIdle()
    #expect(timeMatches(h.log.time(of: "willDisappear:A"), 2.15))
    #expect(h.completions == ["completion:A:false"])
    #expect(h.log.events(prefix: "action:").isEmpty)
    #expect(h.results == ["result:A:timeout:false"])
  }

  @Test("usesLegacyDismissalBehavior with an action does not time out while VoiceOver runs")
  func legacyActionStaysUnderVoiceOver() {
    let h = BehaviourHarness(voiceOver: true)
    let message = h.message("A", duration: 2, action: "Undo")
    message.usesLegacyDismissalBehavior = true
    h.manager.show(message)
    h.turn()
    h.advance(to: 600)
    #expect(h.visibleText == "A")
    #expect(h.completions.isEmpty)
  }

  @Test("usesLegacyDismissalBehavior without an action times out, VoiceOver or not", arguments: [false, true])
  func legacyWithoutActionTimesOut(voiceOver: Bool) {
    let h = BehaviourHarness(voiceOver: voiceOver)
    let message = h.message("A", duration: 2)
    message.usesLegacyDismissalBehavior = true
    h.manager.show(message)
    h.scheduler.advanceUntilIdle()
    #expect(timeMatches(h.log.time(of: "willDisappear:A"), 2.15))
  }

  @Test("a message without an action times out while VoiceOver runs (it is transient)")
  func noActionTimesOutUnderVoiceOver() {
    let h = BehaviourHarness(voiceOver: true)
    h.show("A", duration: 2)
    h.scheduler.advanceUntilIdle()
    #expect(timeMatches(h.log.time(of: "willDisappear:A"), 2.15))
    #expect(h.completions == ["completion:A:false"])
  }

  @Test("automaticallyDismisses = false keeps a message up until something dismisses it")
  func automaticallyDismissesFalse() {
    let h = BehaviourHarness()
    let message = h.message("A", duration: 0.1)
    message.automaticallyDismisses = false
    h.manager.show(message)
    h.turn()
    h.advance(to: 3600)
    #expect(h.visibleText == "A")
    #expect(h.completions.isEmpty)
    h.manager.currentSnackbar?.perform(.tapBody)
    h.scheduler.advanceUntilIdle()
    #expect(h.completions == ["completion:A:true"])
  }

  @Test("duration 0 dismisses on the first turn after the show animation")
  func zeroDuration() {
    let h = BehaviourHarness()
    h.show("A", duration: 0)
    h.turn()
    h.advance(to: BehaviourHarness.showAnimation - BehaviourHarness.epsilon)
    #expect(h.log.count("willDisappear:A") == 0)
    h.advance(to: BehaviourHarness.showAnimation + BehaviourHarness.epsilon)
    #expect(timeMatches(h.log.time(of: "willDisappear:A"), 0.15))
    h.scheduler.advanceUntilIdle()
    #expect(timeMatches(h.log.time(of: "didDisappear:A"), 0.275))
  }

  @Test("the show animation's focus/announcement completes before a zero-duration timer fires")
  func zeroDurationAnnouncesFirst() {
    let h = BehaviourHarness()
    h.show("A", duration: 0)
    h.turn()
    h.advance(to: BehaviourHarness.showAnimation + BehaviourHarness.epsilon)
    #expect(h.manager.accessibilityEvents.isEmpty == false)
    #expect(h.log.count("willDisappear:A") == 1)
  }

  @Test("focusOnShow does not stop the timer")
  func focusOnShowKeepsTimer() {
    let h = BehaviourHarness(voiceOver: true)
    let message = h.message("A", duration: 0.1)
    message.focusOnShow = true
    h.manager.show(message)
    h.turn()
    h.advance(to: 0.2)
    #expect(h.visibleText == "A")
    #expect(h.manager.currentSnackbar?.accessibilityElementsHidden == false)
    h.advance(to: 0.25 + BehaviourHarness.epsilon)
    #expect(timeMatches(h.log.time(of: "willDisappear:A"), 0.25))
  }

  @Test("a visible message's timer is not restarted when another category queues behind it")
  func timerNotRestartedByQueueing() {
    let h = BehaviourHarness()
    h.show("A", category: "a", duration: 3)
    h.turn()
    h.advance(to: 2)
    h.show("B", category: "b", duration: 3)
    h.turn()
    h.advance(to: 3.15 + BehaviourHarness.epsilon)
    #expect(timeMatches(h.log.time(of: "willDisappear:A"), 3.15))
  }
}
