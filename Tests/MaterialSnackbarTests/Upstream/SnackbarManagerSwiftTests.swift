// Port of upstream tests/unit/SnackbarManagerSwiftTests.swift (spec 5.4), in virtual time.
// Locals that main-actor handlers write are `nonisolated(unsafe)`: XCTest runs each test on the
// main thread, which is where the manager delivers the handlers, so only one thread touches them.
import Foundation
import MaterialSnackbar
import XCTest

final class SnackbarManagerSwiftTests: XCTestCase {
  private let scheduler = ManualScheduler()
  private lazy var manager = SnackbarManager(scheduler: scheduler)

  override func tearDown() {
    manager.dismissAndCallCompletionBlocks(withCategory: nil)
    scheduler.advanceUntilIdle()
    super.tearDown()
  }

  func testMessagesResumedWhenTokenIsDeallocated() {
    let message = SnackbarMessage(text: "")
    message.duration = 0.05
    nonisolated(unsafe) var completed = false
    message.completionHandler = { _ in completed = true }
    // Upstream wraps this in an autorelease pool; Swift releases the token at `token = nil`.
    do {
      var token: SnackbarSuspensionToken? = manager.suspendAllMessages()
      manager.show(message)
      token = nil
      XCTAssertNil(token)
    }
    scheduler.advance(by: 3)
    XCTAssertTrue(completed)
  }

  func testHasMessagesShowingOrQueued() {
    let message = SnackbarMessage(text: "foo1")
    message.duration = 10
    manager.show(message)
    let manager = self.manager
    let seen = UnitLog()
    scheduler.enqueue { seen.append("\(manager.hasMessagesShowingOrQueued())") }
    scheduler.runUntilIdle()
    XCTAssertEqual(seen.all, ["true"])
  }
}
