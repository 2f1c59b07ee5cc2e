// Long-running work (issue 11): updating a shown message, and progress holding the timer.
import Foundation
import MaterialSnackbar
import Testing

@Suite("Flow: updatable messages and progress holding the timer")
struct SnackbarMessageHandleTests {
  /// Shows `text` with `progress` through a handle and runs the show job.
  private func showUpload(
    _ h: FlowHarness, _ text: String = "Uploading", progress: SnackbarProgress? = .determinate(0)
  ) -> SnackbarMessageHandle {
    let message = SnackbarMessage(text: text)
    message.progress = progress
    let handle = h.manager.showUpdatable(message)
    h.scheduler.runUntilIdle()
    return handle
  }

  @Test("an update changes the visible view at once and is logged at the time it was made")
  func updateChangesTheVisibleView() throws {
    let h = FlowHarness()
    let handle = showUpload(h)
    h.advance(to: 1)
    #expect(handle.update(text: "Uploading 2 of 3", progress: .determinate(0.5)))
    let view = try #require(h.manager.currentSnackbar)
    #expect(view.text == "Uploading 2 of 3")
    #expect(view.progress == .determinate(0.5))
    #expect(view.textRuns.map(\.text).joined() == "Uploading 2 of 3")
    #expect(view.label.accessibilityLabel == "Uploading 2 of 3")
    h.advance(to: 2)
    #expect(
      h.recorder.entries.last
        == FlowLogEntry(1, .update(messageID: handle.id, text: "Uploading 2 of 3", progress: .determinate(0.5))))
  }

  @Test("the update event carries the whole state: a text-only update reports the kept progress")
  func textOnlyUpdateReportsProgress() {
    let h = FlowHarness()
    let handle = showUpload(h, progress: .determinate(0.25))
    handle.update(text: "Still going")
    handle.update(progress: .determinate(0.75))
    h.scheduler.runUntilIdle()
    let updates = h.recorder.events.filter {
      if case .update = $0 { return true }
      return false
    }
    #expect(
      updates == [
        .update(messageID: mid(1), text: "Still going", progress: .determinate(0.25)),
        .update(messageID: mid(1), text: "Still going", progress: .determinate(0.75)),
      ])
  }

  @Test("the original message is untouched: the handle changes the manager's copy")
  func originalUntouched() {
    let h = FlowHarness()
    let original = SnackbarMessage(text: "Uploading")
    let handle = h.manager.showUpdatable(original)
    handle.update(text: "Done", progress: .determinate(1))
    #expect(original.text == "Uploading")
    #expect(original.progress == nil)
  }

  @Test(
    "incomplete progress holds the timer; completing it starts the full duration then",
    arguments: [SnackbarProgress.determinate(0), .determinate(0.99), .indeterminate, .determinate(.nan)])
  func incompleteProgressHoldsTheTimer(initial: SnackbarProgress) {
    let h = FlowHarness()
    let handle = showUpload(h, progress: initial)
    h.advance(to: 30)
    #expect(h.visibleText == "Uploading")
    #expect(h.willDisappearTime(of: handle.id) == nil)
    #expect(handle.update(text: "Uploaded", progress: .determinate(1)))
    h.advance(to: 33.999)
    #expect(h.visibleText == "Uploaded")
    h.advance(to: 40)
    #expect(h.willDisappearTime(of: handle.id) == 34)
    #expect(h.recorder.completions.map(\.1) == [.timeout])
  }

  @Test("removing the progress completes the work: the timer starts then")
  func removingProgressStartsTheTimer() {
    let h = FlowHarness()
    let handle = showUpload(h, progress: .indeterminate)
    h.advance(to: 10)
    #expect(handle.removeProgress())
    #expect(h.manager.currentSnackbar?.progress == nil)
    h.advance(to: 20)
    #expect(h.willDisappearTime(of: handle.id) == 14)
    #expect(h.recorder.events.contains(.update(messageID: handle.id, text: "Uploading", progress: nil)))
  }

  @Test("a fraction above 1 counts as complete")
  func overCompleteProgress() {
    let h = FlowHarness()
    let handle = showUpload(h)
    h.advance(to: 1)
    handle.update(progress: .determinate(1.5))
    h.advance(to: 10)
    #expect(h.willDisappearTime(of: handle.id) == 5)
  }

  @Test("progress complete from the start times out as usual")
  func completeFromTheStart() {
    let h = FlowHarness()
    let handle = showUpload(h, progress: .determinate(1))
    h.advance(to: 10)
    #expect(h.willDisappearTime(of: handle.id) == 4.15)
  }

  @Test("completed during the enter animation: the timer starts when the animation ends, as usual")
  func completedDuringEnter() {
    let h = FlowHarness()
    let handle = showUpload(h)
    h.advance(to: 0.1)
    handle.update(progress: .determinate(1))
    h.advance(to: 10)
    #expect(h.willDisappearTime(of: handle.id) == 4.15)
  }

  @Test("progress made incomplete again stops the running timer; completing it again restarts it in full")
  func incompleteAgainStopsTheTimer() {
    let h = FlowHarness()
    let handle = showUpload(h, progress: .determinate(1))
    h.advance(to: 2)
    handle.update(text: "Retrying", progress: .determinate(0.5))
    h.advance(to: 3)
    handle.update(progress: .determinate(1))
    h.advance(to: 6.999)
    #expect(h.willDisappearTime(of: handle.id) == nil)
    h.advance(to: 10)
    #expect(h.willDisappearTime(of: handle.id) == 7)
    #expect(h.recorder.completions.count == 1)
  }

  @Test("a text-only update leaves a running timer alone")
  func textOnlyUpdateKeepsTheTimer() {
    let h = FlowHarness()
    let handle = showUpload(h, progress: nil)
    h.advance(to: 2)
    handle.update(text: "Still here")
    h.advance(to: 10)
    #expect(h.willDisappearTime(of: handle.id) == 4.15)
  }

  @Test("a completed update does not start a second timer while one runs")
  func noSecondTimer() {
    let h = FlowHarness()
    let handle = showUpload(h, progress: .determinate(1))
    h.advance(to: 2)
    handle.update(progress: .determinate(1))
    h.advance(to: 10)
    #expect(h.willDisappearTime(of: handle.id) == 4.15)
    #expect(h.recorder.completions.count == 1)
  }

  @Test("progress changed without the handle still holds the timer when it fires; the handle then releases it")
  func progressChangedBehindTheHandle() {
    let h = FlowHarness()
    let handle = showUpload(h, progress: nil)
    h.advance(to: 1)
    h.manager.currentSnackbar?.message?.progress = .determinate(0.5)
    h.advance(to: 20)
    #expect(h.willDisappearTime(of: handle.id) == nil)
    handle.update(progress: .determinate(1))
    h.advance(to: 30)
    #expect(h.willDisappearTime(of: handle.id) == 24)
  }

  @Test("a message with an action stays whatever its progress, as MDC's rule says")
  func actionMessageNeverTimesOut() {
    let h = FlowHarness()
    let message = flowMessage("Uploading", action: "Cancel")
    message.progress = .determinate(0)
    let handle = h.manager.showUpdatable(message)
    h.advance(to: 5)
    handle.update(progress: .determinate(1))
    h.advance(to: 60)
    #expect(h.willDisappearTime(of: handle.id) == nil)
    #expect(h.visibleText == "Uploading")
  }

  @Test("a queued message can be updated; it shows the new text and a completed progress times out")
  func updateWhileQueued() {
    let h = FlowHarness()
    h.manager.show(flowMessage("First", category: "a"))
    let message = flowMessage("Waiting", category: "b")
    message.progress = .determinate(0)
    let handle = h.manager.showUpdatable(message)
    h.advance(to: 1)
    #expect(handle.update(text: "Ready", progress: .determinate(1)))
    h.advance(to: 4.3)
    #expect(h.visibleText == "Ready")
    h.scheduler.advanceUntilIdle()
    #expect(h.recorder.events.contains(.willPresent(messageID: handle.id, text: "Ready")))
    #expect(h.willDisappearTime(of: handle.id) == 8.425)
  }

  @Test("after the message is dismissed an update returns false and changes and logs nothing")
  func updateAfterDismissal() {
    let h = FlowHarness()
    let handle = showUpload(h, progress: nil)
    h.advance(to: 1)
    let view = h.manager.currentSnackbar
    view?.perform(.tapBody)
    #expect(handle.update(text: "Too late") == false)
    #expect(handle.removeProgress() == false)
    h.scheduler.advanceUntilIdle()
    #expect(view?.text == "Uploading")
    #expect(
      !h.recorder.events.contains {
        if case .update = $0 { return true }
        return false
      })
  }

  @Test("a dropped message's handle refuses updates")
  func droppedHandle() {
    let h = FlowHarness()
    h.manager.isVoiceOverRunningOverride = true
    h.manager.shouldShowMessageWhenVoiceOverIsRunning = false
    let handle = h.manager.showUpdatable(SnackbarMessage(text: "A"))
    #expect(handle.update(text: "B") == false)
  }

  @Test("an empty update changes and logs nothing and says whether the message is live")
  func emptyUpdate() {
    let h = FlowHarness()
    let handle = showUpload(h)
    #expect(handle.update())
    h.scheduler.runUntilIdle()
    #expect(h.recorder.events.count == 1)
    h.manager.dismissAndCallCompletionBlocks(withCategory: nil)
    h.scheduler.runUntilIdle()
    #expect(handle.update() == false)
  }

  @Test("the handle dismisses its visible message only, programmatically")
  func dismissVisible() {
    let h = FlowHarness()
    let handle = showUpload(h, progress: .indeterminate)
    h.advance(to: 2)
    handle.dismiss()
    handle.dismiss()
    h.advance(to: 3)
    #expect(h.willDisappearTime(of: handle.id) == 2)
    #expect(h.recorder.completions.map { [$0.0 == handle.id, $0.1 == .programmatic, $0.2] } == [[true, true, false]])
    #expect(h.manager.currentSnackbar == nil)
  }

  @Test("the handle removes its queued message, which completes without showing; the visible one stays")
  func dismissQueued() {
    let h = FlowHarness()
    let visible = h.manager.showUpdatable(flowMessage("Visible", category: "a"))
    let queued = h.manager.showUpdatable(flowMessage("Queued", category: "b"))
    h.advance(to: 1)
    queued.dismiss()
    h.advance(to: 1)
    #expect(h.recorder.completions.map(\.0) == [queued.id])
    #expect(h.recorder.completions.map(\.1) == [.programmatic])
    #expect(h.visibleText == "Visible")
    #expect(queued.update(text: "x") == false)
    h.scheduler.advanceUntilIdle()
    #expect(h.recorder.completions.map(\.0) == [queued.id, visible.id])
    #expect(!h.manager.hasMessagesShowingOrQueued())
  }

  @Test("a handle outliving its manager does nothing")
  func handleOutlivesManager() {
    let scheduler = ManualScheduler()
    var manager: SnackbarManager? = SnackbarManager(scheduler: scheduler)
    let handle = manager!.showUpdatable(SnackbarMessage(text: "A"))
    scheduler.advanceUntilIdle()
    manager = nil
    #expect(handle.update(text: "B") == false)
    handle.dismiss()
    #expect(scheduler.pendingJobCount == 0)
  }
}
