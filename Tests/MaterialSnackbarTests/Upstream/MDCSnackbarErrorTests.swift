// Port of upstream tests/unit/MDCSnackbarShowMessageErrorTests.m (spec 5.7). Upstream's fake
// view returns nil from its animation factories; here the factories live on the message.
// Locals that main-actor handlers write are `nonisolated(unsafe)`: XCTest runs each test on the
// main thread, which is where the manager delivers the handlers, so only one thread touches them.
import Foundation
import MaterialSnackbar
import XCTest

private final class MDCFakeSnackbarMessage: SnackbarMessage, @unchecked Sendable {
  override func animateSnackbarOpacity(from: CGFloat, to: CGFloat) -> SnackbarLayerAnimation? { nil }
  override func animateSnackbarScale(from: CGFloat, to: CGFloat) -> SnackbarLayerAnimation? { nil }
}

final class MDCSnackbarErrorTests: XCTestCase {
  private let scheduler = ManualScheduler()
  private lazy var manager = SnackbarManager(scheduler: scheduler)
  private var message: SnackbarMessage!
  private var fakeMessage: SnackbarMessage!

  override func setUp() {
    super.setUp()
    message = SnackbarMessage(text: "Snackbar Message")
    fakeMessage = MDCFakeSnackbarMessage(text: "Fake Snackbar Message")
  }

  override func tearDown() {
    manager.dismissAndCallCompletionBlocks(withCategory: nil)
    scheduler.advanceUntilIdle()
    super.tearDown()
  }

  func testNoErrorForSnackbarMessageDefaultManager() {
    nonisolated(unsafe) var shown: SnackbarMessage?
    message.snackbarMessageWillPresentBlock = { copy, _ in shown = copy }
    manager.show(message)
    scheduler.runUntilIdle()
    XCTAssertNil(message.error)
    XCTAssertNotNil(shown)
    XCTAssertNil(shown?.error, "the copy being shown has no error either")
  }

  func testSnackbarMessageCompletionHandler() {
    message.duration = 0.1
    nonisolated(unsafe) var called = false
    message.completionHandler = { _ in called = true }
    manager.show(message)
    scheduler.advance(by: 5)
    XCTAssertTrue(called)
  }

  func testSnackbarMessageCompletionHandlerWitheError() {
    message.duration = 0.1
    nonisolated(unsafe) var called = false
    nonisolated(unsafe) var receivedError: Error?
    message.completionHandlerWithError = { _, error in
      called = true
      receivedError = error
    }
    manager.show(message)
    scheduler.advance(by: 5)
    XCTAssertTrue(called)
    XCTAssertNil(receivedError)
  }

  func testSnackbarMessageCompletionHandlerPassesErrorWhenMissconfigured() {
    nonisolated(unsafe) var receivedError: NSError?
    nonisolated(unsafe) var calls = 0
    fakeMessage.completionHandlerWithError = { _, error in
      calls += 1
      receivedError = error as NSError?
    }
    manager.show(fakeMessage)
    scheduler.advance(by: 5)
    XCTAssertEqual(calls, 1)
    XCTAssertEqual(receivedError?.domain, SnackbarError.domain)
    XCTAssertEqual(receivedError?.domain, "com.google.mdc.snackbar")
    XCTAssertEqual(receivedError?.code, SnackbarError.slideAnimationMisconfigured.rawValue)
    XCTAssertEqual(receivedError?.code, -10)
    XCTAssertTrue(receivedError?.userInfo["MDCSnackbarMessageView"] is SnackbarMessageView)
  }

  func testNoErrorWhenAnimationsAreDisabled() {
    manager.isMessageAnimationEnabled = false
    nonisolated(unsafe) var receivedError: Error?
    fakeMessage.duration = 0
    fakeMessage.completionHandlerWithError = { _, error in receivedError = error }
    manager.show(fakeMessage)
    scheduler.advance(by: 1)
    XCTAssertNil(receivedError)
  }
}
