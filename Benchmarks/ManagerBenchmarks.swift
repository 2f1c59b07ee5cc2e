import MaterialSnackbar

/// The manager's costs in virtual time (issue 2): a whole message life cycle, and clearing a long
/// queue, at several lengths to show it is linear.
@MainActor  // as the app code it stands for: the handlers are main-actor code
enum ManagerBenchmarks {
  static func run() {
    print("== SnackbarManager (virtual time)")
    let lifecycle = 1_000
    Benchmark(
      name: "show → present → dismiss → completion", iterations: 15, unitsPerIteration: lifecycle, unit: "message"
    )
    .run {
      let scheduler = ManualScheduler()
      let manager = SnackbarManager(scheduler: scheduler)
      var completions = 0
      for index in 0..<lifecycle {
        let message = SnackbarMessage(text: "Message \(index)")
        message.completionHandler = { _ in completions += 1 }
        manager.show(message)
        scheduler.advanceUntilIdle()
      }
      precondition(completions == lifecycle, "every message completes once")
    }

    var perMessage: [Int: Double] = [:]
    for count in [2_500, 10_000, 40_000] {
      let median = Benchmark(
        name: "dismissAndCallCompletionBlocks over \(count) queued", iterations: 9, unitsPerIteration: count,
        unit: "message"
      ).run(setup: { () -> QueuedFixture in
        let fixture = QueuedFixture()
        for index in 0..<count {
          // Distinct categories, so each message queues rather than replacing the last.
          let message = SnackbarMessage(text: "Queued \(index)")
          message.category = "c\(index)"
          message.completionHandler = { _ in fixture.completions += 1 }
          fixture.manager.show(message)
        }
        fixture.scheduler.runUntilIdle()
        return fixture
      }) { fixture in
        fixture.manager.dismissAndCallCompletionBlocks(withCategory: nil)
        fixture.scheduler.advanceUntilIdle()
        precondition(fixture.completions == count, "every queued message completes once")
      }
      perMessage[count] = median / Double(count)
    }
    if let small = perMessage[2_500], let large = perMessage[40_000] {
      print(String(format: "linearity: cost per message at 40,000 / at 2,500 = %.2f (1.0 is linear)", large / small))
    }
  }
}

/// A manager with every message suspended, so that shown messages stay queued.
@MainActor
private final class QueuedFixture {
  let scheduler = ManualScheduler()
  let manager: SnackbarManager
  let suspension: SnackbarSuspensionToken?
  var completions = 0

  init() {
    manager = SnackbarManager(scheduler: scheduler)
    suspension = manager.suspendAllMessages()
  }
}
