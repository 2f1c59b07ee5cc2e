import Foundation
import MaterialSnackbar
import XCTest

/// Real time, so these wait on expectations with generous timeouts (never sleep) and stay few.
final class DispatchSnackbarSchedulerTests: XCTestCase {
  func testEnqueueRunsInOrderAndNotSynchronously() {
    let scheduler = DispatchSnackbarScheduler(label: "test.order")
    let log = UnitLog()
    let done = expectation(description: "all jobs ran")
    scheduler.enqueue {
      log.append("a")
      scheduler.enqueue {
        log.append("c")
        done.fulfill()
      }
    }
    scheduler.enqueue { log.append("b") }
    wait(for: [done], timeout: 10)
    XCTAssertEqual(log.all, ["a", "b", "c"])
  }

  func testScheduledJobRunsAfterDelayAndCancelledJobDoesNot() {
    let scheduler = DispatchSnackbarScheduler(label: "test.delay")
    let log = UnitLog()
    let done = expectation(description: "timer fired")
    let start = scheduler.now
    let cancelled = scheduler.schedule(after: 0.01) { log.append("cancelled") }
    cancelled.cancel()
    scheduler.schedule(after: 0.05) {
      log.append("fired after \(scheduler.now - start >= 0.04)")
      done.fulfill()
    }
    wait(for: [done], timeout: 10)
    XCTAssertEqual(log.all, ["fired after true"])
  }

  func testDefaultManagerShowsAndCompletesInRealTime() {
    let manager = SnackbarManager()
    XCTAssertTrue(manager.scheduler === DispatchSnackbarScheduler.shared)
    let message = SnackbarMessage(text: "real time")
    message.duration = 0.01
    let done = expectation(description: "completion")
    message.completionHandler = { userInitiated in
      XCTAssertFalse(userInitiated)
      done.fulfill()
    }
    manager.show(message)
    wait(for: [done], timeout: 10)
  }
}
