import Foundation
import MaterialSnackbar
import XCTest

/// Real time, so these wait on expectations with generous timeouts (never sleep) and stay few.
final class DispatchSnackbarSchedulerTests: XCTestCase {
  func testEnqueueRunsInOrderAndNotSynchronously() {
    let scheduler = DispatchSnackbarScheduler(label: "test.order")
    let log = UnitLog()
    let done = expectation(description: "all jobs ran")
    // Everything is enqueued from a job, so the serial queue cannot start "a" before "b" is
    // queued (enqueuing "b" from the test thread raced with "a" enqueuing "c").
    scheduler.enqueue {
      scheduler.enqueue {
        log.append("a")
        scheduler.enqueue {
          log.append("c")
          done.fulfill()
        }
      }
      scheduler.enqueue { log.append("b") }
      log.append("enqueued")
    }
    wait(for: [done], timeout: 10)
    XCTAssertEqual(log.all, ["enqueued", "a", "b", "c"], "in order, and none ran synchronously")
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

  func testDefaultManagerRunsOnTheMainQueue() {
    XCTAssertTrue(SnackbarManager().scheduler === MainQueueSnackbarScheduler.shared)
    XCTAssertTrue(SnackbarManager.default.scheduler === MainQueueSnackbarScheduler.shared)
    let ranOnMain = expectation(description: "job on the main queue")
    MainQueueSnackbarScheduler.shared.schedule(after: 0.01) {
      XCTAssertTrue(Thread.isMainThread, "XCTest's main thread services the main queue while it waits")
      ranOnMain.fulfill()
    }
    wait(for: [ranOnMain], timeout: 10)
  }

  func testPrivateQueueManagerShowsAndCompletesInRealTime() {
    let manager = SnackbarManager(scheduler: DispatchSnackbarScheduler(label: "test.private"))
    let message = SnackbarMessage(text: "real time")
    message.duration = 0.01
    let done = expectation(description: "completion")
    message.completionHandler = { userInitiated in
      XCTAssertFalse(userInitiated)
      XCTAssertTrue(Thread.isMainThread, "handlers run on the main actor whatever the scheduler")
      done.fulfill()
    }
    manager.show(message)
    wait(for: [done], timeout: 10)
  }
}
