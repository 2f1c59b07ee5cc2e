// Port of upstream tests/unit/MDCSnackbarManagerTests.m (spec 5.2), in virtual time: "one turn"
// is `runUntilIdle()`, waits are clock advances.
// Locals that main-actor handlers write are `nonisolated(unsafe)`: XCTest runs each test on the
// main thread, which is where the manager delivers the handlers, so only one thread touches them.
import Foundation
import MaterialSnackbar
import XCTest

final class MDCSnackbarManagerTests: XCTestCase {
  private var env: VirtualManager!
  private var message: SnackbarMessage!

  override func setUp() {
    super.setUp()
    env = VirtualManager()
    message = SnackbarMessage(text: "Test Snackbar Message")
    message.duration = 10
  }

  override func tearDown() {
    env.manager.dismissAndCallCompletionBlocks(withCategory: nil)
    env.scheduler.advanceUntilIdle()
    XCTAssertFalse(env.manager.hasMessagesShowingOrQueued())
    super.tearDown()
  }

  func testHasMessagesShowingOrQueued() {
    env.manager.show(message)
    let seen = UnitLog()
    let manager = env.manager
    env.scheduler.enqueue { seen.append("\(manager.hasMessagesShowingOrQueued())") }
    env.turn()
    XCTAssertEqual(seen.all, ["true"])
  }

  /// Upstream only checks that this does not crash; here the manager made off the main thread
  /// must also work: it belongs to the main queue and shows a message on its next turn.
  func testInstanceCreatedInBackgroundThread() throws {
    let created = expectation(description: "created")
    nonisolated(unsafe) var made: (manager: SnackbarManager, onMainThread: Bool)?
    DispatchQueue.global().async {
      made = (SnackbarManager(), Thread.isMainThread)
      created.fulfill()
    }
    wait(for: [created], timeout: 10)
    let (manager, onMainThread) = try XCTUnwrap(made)
    XCTAssertFalse(onMainThread)
    XCTAssertTrue(manager.scheduler === MainQueueSnackbarScheduler.shared)
    XCTAssertFalse(manager.hasMessagesShowingOrQueued())

    manager.show(message)
    let turned = expectation(description: "one main-queue turn")
    DispatchQueue.main.async { turned.fulfill() }
    wait(for: [turned], timeout: 10)
    XCTAssertTrue(manager.hasMessagesShowingOrQueued())
    XCTAssertEqual(manager.currentSnackbar?.message?.text, "Test Snackbar Message")
    manager.dismissAndCallCompletionBlocks(withCategory: nil)
  }

  func testDefaultElevation() {
    XCTAssertEqual(SnackbarManager(scheduler: ManualScheduler()).messageElevation, .snackbar)
    XCTAssertEqual(SnackbarManager(scheduler: ManualScheduler()).messageElevation.rawValue, 6)
  }

  func testCustomElevation() {
    env.manager.messageElevation = ShadowElevation(10)
    XCTAssertEqual(env.manager.messageElevation.rawValue, 10)
  }

  func testTraitCollectionDidChangeCalledWhenTraitCollectionChanges() {
    nonisolated(unsafe) var calls: [(SnackbarMessageView, SnackbarTraitCollection?)] = []
    env.manager.traitCollectionDidChangeBlockForMessageView = { calls.append(($0, $1)) }
    env.manager.show(message)
    env.turn()
    let view = try? XCTUnwrap(env.manager.currentSnackbar)
    let collection = SnackbarTraitCollection(displayScale: 77)
    view?.traitCollectionDidChange(collection)
    XCTAssertEqual(calls.count, 1)
    XCTAssertTrue(calls.first?.0 === view)
    XCTAssertEqual(calls.first?.1, collection)
  }

  func testCurrentElevationMatchesElevationWhenElevationChanges() {
    env.manager.messageElevation = ShadowElevation(4)
    env.manager.show(message)
    env.turn()
    XCTAssertEqual(env.manager.currentSnackbar?.currentElevation ?? 0, 4, accuracy: 0.001)
  }

  func testSettingOverrideBaseElevationReturnsSetValue() {
    env.manager.show(message)
    env.turn()
    env.manager.overrideBaseElevation = 99
    XCTAssertEqual(env.manager.currentSnackbar?.overrideBaseElevation, 99)
  }

  func testElevationDidChangeBlockCalledWhenElevationChangesValue() {
    env.manager.shouldApplyStyleChangesToVisibleSnackbars = true
    env.manager.show(message)
    env.turn()
    env.manager.messageElevation = ShadowElevation(5)
    nonisolated(unsafe) var called = false
    env.manager.elevationDidChangeBlockForMessageView = { _, _ in called = true }
    env.manager.messageElevation = ShadowElevation(6)
    XCTAssertTrue(called)
  }

  func testElevationDidChangeBlockNotCalledWhenElevationIsSetWithoutChangingValue() {
    env.manager.shouldApplyStyleChangesToVisibleSnackbars = true
    env.manager.show(message)
    env.turn()
    env.manager.messageElevation = ShadowElevation(5)
    nonisolated(unsafe) var called = false
    env.manager.elevationDidChangeBlockForMessageView = { _, _ in called = true }
    env.manager.messageElevation = ShadowElevation(5)
    XCTAssertFalse(called)
  }

  func testShowMessage() {
    env.manager.show(message)
    XCTAssertFalse(env.manager.hasMessagesShowingOrQueued(), "show is asynchronous")
    env.turn()
    XCTAssertTrue(env.manager.hasMessagesShowingOrQueued())
  }

  /// Upstream's misnamed test: dismiss a category right after showing. Without animation the
  /// dismissal has finished when the completion runs, as the spec asks of a headless port.
  func testSuspendAndResumeMessage() {
    env.manager.isMessageAnimationEnabled = false
    message.category = "Test Snackbar Category"
    let manager = env.manager
    let log = UnitLog()
    message.completionHandler = { _ in log.append("completion, queued: \(manager.hasMessagesShowingOrQueued())") }
    env.manager.show(message)
    env.manager.dismissAndCallCompletionBlocks(withCategory: "Test Snackbar Category")
    env.turn()
    XCTAssertEqual(log.all, ["completion, queued: false"])
    XCTAssertFalse(env.manager.hasMessagesShowingOrQueued())
  }

  /// The same with animations: the completion comes first, the exit animation ends 0.125 s later.
  func testSuspendAndResumeMessageAnimated() {
    message.category = "Test Snackbar Category"
    let log = UnitLog()
    message.completionHandler = { _ in log.append("completion") }
    env.manager.show(message)
    env.manager.dismissAndCallCompletionBlocks(withCategory: "Test Snackbar Category")
    env.turn()
    XCTAssertEqual(log.all, ["completion"])
    XCTAssertTrue(env.manager.hasMessagesShowingOrQueued())
    env.scheduler.advance(by: SnackbarManager.dismissAnimationDuration)
    XCTAssertFalse(env.manager.hasMessagesShowingOrQueued())
  }
}
