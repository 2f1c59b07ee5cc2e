import MaterialSnackbar
import XCTest

final class SnackbarSuspensionTokenTests: XCTestCase {
  func testTokenCarriesCategoryAndFreshIdentifier() throws {
    let manager = SnackbarManager(scheduler: ManualScheduler())
    let all = try XCTUnwrap(manager.suspendAllMessages(), "never nil, although optional as in MDC")
    let category = try XCTUnwrap(manager.suspendMessages(withCategory: "c"))
    XCTAssertNil(all.category)
    XCTAssertEqual(category.category, "c")
    XCTAssertNotEqual(all.identifier, category.identifier)
    XCTAssertNotEqual(all, category)
    XCTAssertEqual(all, all)
  }

  func testTokensAreNumberedPerManagerForTheEventLog() throws {
    let manager = SnackbarManager(scheduler: ManualScheduler())
    let first = try XCTUnwrap(manager.suspendAllMessages())
    let second = try XCTUnwrap(manager.suspendMessages(withCategory: "c"))
    XCTAssertEqual([first.id.rawValue, second.id.rawValue], [1, 2])
    XCTAssertEqual(second.id.description, "token-2")
    let other = SnackbarManager(scheduler: ManualScheduler())
    XCTAssertEqual(try XCTUnwrap(other.suspendAllMessages()).id.rawValue, 1)
  }

  func testTokenOutlivingItsManagerDoesNothing() {
    var token: SnackbarSuspensionToken?
    weak var weakManager: SnackbarManager?
    do {
      let scheduler = ManualScheduler()
      let manager = SnackbarManager(scheduler: scheduler)
      weakManager = manager
      token = manager.suspendAllMessages()
      scheduler.runUntilIdle()
    }
    XCTAssertNil(weakManager, "the token holds its manager weakly")
    token = nil
    XCTAssertNil(token)
  }

  func testTokenOfAnotherManagerHasNoEffect() {
    let scheduler = ManualScheduler()
    let manager = SnackbarManager(scheduler: scheduler)
    let other = SnackbarManager(scheduler: scheduler)
    let token = manager.suspendAllMessages()
    let foreign = other.suspendAllMessages()
    manager.show(SnackbarMessage(text: "held"))
    manager.resumeMessages(with: foreign)
    manager.resumeMessages(with: nil)
    scheduler.runUntilIdle()
    XCTAssertNil(manager.currentSnackbar)
    manager.resumeMessages(with: token)
    scheduler.runUntilIdle()
    XCTAssertNotNil(manager.currentSnackbar)
  }

  func testTwoTokensBothNeedReleasing() {
    let scheduler = ManualScheduler()
    let manager = SnackbarManager(scheduler: scheduler)
    var first: SnackbarSuspensionToken? = manager.suspendMessages(withCategory: "c")
    var second: SnackbarSuspensionToken? = manager.suspendMessages(withCategory: "c")
    let message = SnackbarMessage(text: "held")
    message.category = "c"
    manager.show(message)
    scheduler.runUntilIdle()
    first = nil
    scheduler.runUntilIdle()
    XCTAssertNil(manager.currentSnackbar)
    XCTAssertNil(first)
    XCTAssertNotNil(second)
    second = nil
    scheduler.runUntilIdle()
    XCTAssertNotNil(manager.currentSnackbar)
  }
}
