// Port of upstream tests/unit/MDCSnackbarRippleTests.m (spec 5.6).
import MaterialSnackbar
import XCTest

final class MDCSnackbarRippleTests: XCTestCase {
  private let scheduler = ManualScheduler()
  private lazy var manager = SnackbarManager(scheduler: scheduler)
  private var message: SnackbarMessage!

  override func setUp() {
    super.setUp()
    message = SnackbarMessage(text: "Snackbar Message")
    let action = SnackbarMessageAction()
    action.title = "Tap Me"
    message.action = action
  }

  func testRippleDisabledForSnackbarButtons() {
    manager.show(message)
    scheduler.runUntilIdle()
    let button = manager.currentSnackbar?.actionButton
    XCTAssertNotNil(button)
    XCTAssertEqual(button?.enableRippleBehavior, false)
  }

  func testRippleEnabledForSnackbarButtonsWhenEnabledRippleBehavior() {
    message.enableRippleBehavior = true
    manager.show(message)
    scheduler.runUntilIdle()
    XCTAssertEqual(manager.currentSnackbar?.actionButton?.enableRippleBehavior, true)
  }
}
