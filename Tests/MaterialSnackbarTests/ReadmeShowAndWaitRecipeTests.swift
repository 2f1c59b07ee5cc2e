// The "Virtual time" recipe for showAndWait of MaterialSnackbar's article "The manager", verbatim
// below this comment, so it is compiled and run with the suite.
import MaterialSnackbar
import Testing

@Test func savedMessageTimesOut() async {
  let scheduler = ManualScheduler()
  let manager = SnackbarManager(scheduler: scheduler)
  let waiting = Task { await manager.showAndWait(SnackbarMessage(text: "Saved")) }
  while scheduler.pendingJobCount == 0 { await Task.yield() }  // showAndWait has queued its message
  scheduler.advance(by: 0.15 + 4)  // the enter animation, then the 4 s timer: the dismissal starts
  let result = await waiting.value  // returns now, with the exit animation still running
  #expect(result.reason == .timeout)
  #expect(manager.currentSnackbar?.isDismissing == true)
  scheduler.advance(by: 0.125)  // the exit animation ends: the message is gone
  #expect(manager.currentSnackbar == nil)
}
