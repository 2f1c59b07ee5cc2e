import MaterialSnackbar
import Testing

/// The examples of the README and of MaterialSnackbar's article "The manager", verbatim, so that
/// they keep compiling and keep being true.
@Suite("README examples")
struct ReadmeExampleTests {
  @Test func quickExampleShowsAMessageWithAnAction() {
    let scheduler = ManualScheduler()
    let manager = SnackbarManager(scheduler: scheduler)
    // README: "The manager" (with `manager` for `SnackbarManager.default`).
    let message = SnackbarMessage(text: "Item archived")
    let action = SnackbarMessageAction()
    action.title = "Undo"
    action.handler = { print("undo") }
    message.action = action
    message.completionHandler = { userInitiated in print("dismissed, userInitiated: \(userInitiated)") }
    manager.show(message)

    scheduler.runUntilIdle()
    #expect(manager.currentSnackbar?.actionButton?.title == "Undo")
    manager.dismissAndCallCompletionBlocks(withCategory: nil)
    scheduler.advanceUntilIdle()
  }

  @Test func showAndWaitExampleReportsTheReason() async {
    let scheduler = ManualScheduler()
    let manager = SnackbarManager(scheduler: scheduler)
    let task = Task {
      // README: "showAndWait".
      let result = await manager.showAndWait(SnackbarMessage(text: "Upload failed"))
      switch result.reason {
      case .action: print("the user tapped the action")
      case .timeout, .tap, .swipe, .overlayTap, .accessibilityEscape: print("gone")
      case .replaced, .programmatic, .dropped: print("never really seen")
      }
      return result
    }
    for _ in 0..<10_000 where scheduler.pendingJobCount == 0 && !manager.hasMessagesShowingOrQueued() {
      await Task.yield()
    }
    scheduler.advanceUntilIdle()
    let result = await task.value
    #expect(result.reason == .timeout)
    #expect(!result.userInitiated)
  }

  @Test func headlessExampleRunsWithoutTheMainQueue() async {
    // README: "Threads and schedulers". Real time: 0.15 s in, 2 s shown, 0.125 s out, all on the
    // private queue (no handler is set, so the main queue is never needed).
    let headless = SnackbarManager(scheduler: DispatchSnackbarScheduler(label: "snackbars"))
    let finished = SnackbarMessage(text: "Upload finished")
    finished.duration = 2
    let outcome = await headless.showAndWait(finished)
    print("upload message gone: \(outcome.reason)")
    #expect(outcome.reason == .timeout)
  }

  @Test func virtualTimeExampleHoldsTrue() {
    // README: "Virtual time", with assert replaced by #expect.
    let scheduler = ManualScheduler()
    let manager = SnackbarManager(scheduler: scheduler)
    manager.show(SnackbarMessage(text: "Saved"))
    scheduler.runUntilIdle()
    #expect(manager.currentSnackbar != nil)
    scheduler.advance(by: 0.15 + 4)
    #expect(manager.currentSnackbar?.isDismissing == true)
    scheduler.advance(by: 0.125)
    #expect(!manager.hasMessagesShowingOrQueued())
  }

  @Test func longRunningWorkExampleHoldsTrue() {
    let scheduler = ManualScheduler()
    let manager = SnackbarManager(scheduler: scheduler)
    let recorder = FlowEventRecorder()
    manager.addEventObserver(recorder.observer)
    // README: "Long-running work and feedback".
    let upload = SnackbarMessage(text: "Uploading photo")
    upload.progress = .determinate(0)
    let handle = manager.showUpdatable(upload)
    handle.update(progress: .determinate(0.5))  // redrawn at once; no timeout while incomplete
    handle.update(text: "Photo uploaded", progress: .determinate(1))  // complete: the 4 s timer starts now

    scheduler.runUntilIdle()
    #expect(manager.currentSnackbar?.text == "Photo uploaded")
    scheduler.advance(by: 0.15 + 4)
    #expect(manager.currentSnackbar?.isDismissing == true)
    scheduler.advance(by: 0.125)

    let failed = SnackbarMessage(text: "Upload failed")
    failed.importance = .error  // the error icon, an error haptic, an assertive announcement
    manager.show(failed)

    scheduler.advance(by: 1)
    #expect(manager.currentSnackbar?.leadingIcon == .error)
    #expect(manager.accessibilityEvents.suffix(2) == [.haptic(.error), .assertiveAnnouncement(text: "Upload failed")])
    #expect(recorder.completions.map(\.1) == [.timeout])
  }
}
