import Foundation
import MaterialSnackbar
import XCTest

final class ManualSchedulerTests: XCTestCase {
  func testStartsAtGivenTimeWithNothingPending() {
    let scheduler = ManualScheduler(now: 5)
    XCTAssertEqual(scheduler.now, 5)
    XCTAssertEqual(scheduler.pendingJobCount, 0)
    XCTAssertNil(scheduler.nextJobTime)
  }

  func testEnqueueNeverRunsSynchronously() {
    let scheduler = ManualScheduler()
    let log = UnitLog()
    scheduler.enqueue { log.append("a") }
    XCTAssertEqual(log.all, [])
    XCTAssertEqual(scheduler.pendingJobCount, 1)
    scheduler.runUntilIdle()
    XCTAssertEqual(log.all, ["a"])
  }

  func testEnqueueIsFIFOAndJobsEnqueuedByJobsRunAfterEarlierOnes() {
    let scheduler = ManualScheduler()
    let log = UnitLog()
    scheduler.enqueue {
      log.append("a")
      scheduler.enqueue { log.append("c") }
    }
    scheduler.enqueue { log.append("b") }
    scheduler.runUntilIdle()
    XCTAssertEqual(log.all, ["a", "b", "c"])
  }

  func testRunUntilIdleDoesNotMoveTheClockOrRunTimers() {
    let scheduler = ManualScheduler()
    let log = UnitLog()
    scheduler.schedule(after: 1) { log.append("timer") }
    scheduler.enqueue { log.append("now") }
    scheduler.runUntilIdle()
    XCTAssertEqual(log.all, ["now"])
    XCTAssertEqual(scheduler.now, 0)
    XCTAssertEqual(scheduler.nextJobTime, 1)
  }

  func testAdvanceRunsInTimeOrderThenFIFOAndMovesClockToEachJob() {
    let scheduler = ManualScheduler()
    let log = UnitLog()
    scheduler.schedule(after: 2) { log.append("2@\(scheduler.now)") }
    scheduler.schedule(after: 1) { log.append("1a@\(scheduler.now)") }
    scheduler.schedule(after: 1) { log.append("1b@\(scheduler.now)") }
    scheduler.schedule(after: 5) { log.append("5") }
    scheduler.advance(by: 3)
    XCTAssertEqual(log.all, ["1a@1.0", "1b@1.0", "2@2.0"])
    XCTAssertEqual(scheduler.now, 3)
    XCTAssertEqual(scheduler.pendingJobCount, 1)
  }

  func testAdvanceRunsJobsScheduledWithinTheWindow() {
    let scheduler = ManualScheduler()
    let log = UnitLog()
    scheduler.schedule(after: 1) {
      scheduler.schedule(after: 0.5) { log.append("inner@\(scheduler.now)") }
      scheduler.schedule(after: 5) { log.append("late") }
    }
    scheduler.advance(by: 2)
    XCTAssertEqual(log.all, ["inner@1.5"])
    XCTAssertEqual(scheduler.nextJobTime, 6)
  }

  func testNegativeAndNaNDelaysMeanZeroButNeverSynchronous() {
    let scheduler = ManualScheduler(now: 10)
    let log = UnitLog()
    scheduler.schedule(after: -3) { log.append("negative") }
    scheduler.schedule(after: .nan) { log.append("nan") }
    XCTAssertEqual(log.all, [])
    XCTAssertEqual(scheduler.nextJobTime, 10)
    scheduler.runUntilIdle()
    XCTAssertEqual(log.all, ["negative", "nan"])
    scheduler.advance(by: -1)
    XCTAssertEqual(scheduler.now, 10)
  }

  func testCancelledJobsDoNotRunAndAreNotCounted() {
    let scheduler = ManualScheduler()
    let log = UnitLog()
    let job = scheduler.schedule(after: 1) { log.append("cancelled") }
    scheduler.schedule(after: 2) { log.append("kept") }
    job.cancel()
    job.cancel()
    XCTAssertTrue(job.isCancelled)
    XCTAssertEqual(scheduler.pendingJobCount, 1)
    XCTAssertEqual(scheduler.nextJobTime, 2)
    scheduler.advanceUntilIdle()
    XCTAssertEqual(log.all, ["kept"])
  }

  func testAdvanceUntilIdleRunsEverythingAndReportsCount() {
    let scheduler = ManualScheduler()
    let counter = UnitCounter()
    for delay in [3.0, 1, 2] { scheduler.schedule(after: delay) { counter.increment() } }
    XCTAssertEqual(scheduler.advanceUntilIdle(), 3)
    XCTAssertEqual(counter.count(), 3)
    XCTAssertEqual(scheduler.now, 3)
  }

  func testAdvanceUntilIdleStopsAtTheSafetyLimit() {
    let scheduler = ManualScheduler()
    @Sendable func forever() { scheduler.enqueue { forever() } }
    forever()
    XCTAssertEqual(scheduler.advanceUntilIdle(), ManualScheduler.advanceUntilIdleLimit)
    XCTAssertEqual(scheduler.pendingJobCount, 1)
  }

  func testEnqueueFromOtherThreadsWhileDriving() {
    let scheduler = ManualScheduler()
    let counter = UnitCounter()
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      for _ in 0..<1000 { scheduler.enqueue { counter.increment() } }
    }
    scheduler.runUntilIdle()
    XCTAssertEqual(counter.count(), 8000)
  }
}
