import MaterialSnackbar

// The examples of the README and of MaterialSnackbar's article "The manager" that a test cannot
// run as printed, verbatim so that they keep compiling (ReadmeCodeBlocksTests checks they are
// here). ReadmeExampleTests runs the same code in test
// form: on a ManualScheduler instead of the process-wide default manager, and with #expect
// instead of assert, whose failure would stop the whole test process.
enum ReadmeVerbatimExamples {
  /// "The manager" article: shows on `SnackbarManager.default`, which other tests must not see.
  static func managerExample() {
    let message = SnackbarMessage(text: "Item archived")
    let action = SnackbarMessageAction()
    action.title = "Undo"
    action.handler = { print("undo") }
    message.action = action
    message.completionHandler = { userInitiated in print("dismissed, userInitiated: \(userInitiated)") }
    SnackbarManager.default.show(message)
  }

  /// README, "The manager", and the "The manager" article, "Virtual time": checks with `assert`.
  static func virtualTimeExample() {
    let scheduler = ManualScheduler()
    let manager = SnackbarManager(scheduler: scheduler)
    manager.show(SnackbarMessage(text: "Saved"))
    scheduler.runUntilIdle()  // one main-queue turn: the message is presented, the 0.15 s enter animation starts
    assert(manager.currentSnackbar != nil)
    scheduler.advance(by: 0.15 + 4)  // the animation ends, then the 4 s timer fires and the 0.125 s exit starts
    scheduler.advance(by: 0.125)
    assert(!manager.hasMessagesShowingOrQueued())
  }
}
