// The manager's life cycle in virtual time: ordering and timing of spec 2.1–2.7.
// Locals that main-actor handlers write are `nonisolated(unsafe)`: XCTest runs each test on the
// main thread, which is where the manager delivers the handlers, so only one thread touches them.
import Foundation
import MaterialSnackbar
import XCTest

/// Logs every delegate callback and handler with the virtual time.
private final class LifeCycleDelegate: SnackbarManagerDelegate, @unchecked Sendable {
  let log: UnitLog
  let scheduler: ManualScheduler
  init(log: UnitLog, scheduler: ManualScheduler) {
    self.log = log
    self.scheduler = scheduler
  }
  func snackbarManager(_ snackbarManager: SnackbarManager, willPresentSnackbarWith messageView: SnackbarMessageView) {
    log.append("willPresent \(messageView.message?.text ?? "") @\(scheduler.now)")
  }
  func snackbarManager(_ snackbarManager: SnackbarManager, isPresentingSnackbarWith messageView: SnackbarMessageView) {
    log.append("isPresenting \(messageView.message?.text ?? "")")
  }
  func snackbarWillDisappear(_ snackbarManager: SnackbarManager) { log.append("willDisappear @\(scheduler.now)") }
  func snackbarDidDisappear(_ snackbarManager: SnackbarManager) { log.append("didDisappear @\(scheduler.now)") }
}

final class SnackbarManagerLifeCycleTests: XCTestCase {
  private let scheduler = ManualScheduler()
  private let log = UnitLog()
  private lazy var manager = SnackbarManager(scheduler: scheduler)
  private lazy var delegate = LifeCycleDelegate(log: log, scheduler: scheduler)

  override func setUp() {
    super.setUp()
    manager.delegate = delegate
  }

  private func message(_ text: String, category: String? = nil, duration: TimeInterval = 4, action: String? = nil)
    -> SnackbarMessage
  {
    let message = SnackbarMessage(text: text)
    message.category = category
    message.duration = duration
    let log = self.log
    if let action {
      message.action = SnackbarMessageAction(title: action) { log.append("action \(text)") }
    }
    message.completionHandlerWithError = { userInitiated, _ in log.append("withError \(text) \(userInitiated)") }
    message.completionHandler = { userInitiated in log.append("completion \(text) \(userInitiated)") }
    message.completionHandlerWithReason = { log.append("reason \(text) \($0.reason)") }
    return message
  }

  func testShowIsAsynchronousAndTimerStartsAfterEnterAnimation() {
    manager.show(message("A", duration: 1))
    XCTAssertNil(manager.currentSnackbar)
    XCTAssertEqual(log.all, [])
    scheduler.runUntilIdle()
    XCTAssertEqual(log.all, ["willPresent A @0.0", "isPresenting A"])
    XCTAssertNotNil(manager.currentSnackbar)
    scheduler.advance(by: 0.15 + 0.999)
    XCTAssertEqual(manager.currentSnackbar?.isDismissing, false)
    scheduler.advance(by: 0.002)
    XCTAssertEqual(manager.currentSnackbar?.isDismissing, true)
    scheduler.advanceUntilIdle()
    XCTAssertEqual(
      log.all,
      [
        "willPresent A @0.0", "isPresenting A", "willDisappear @1.15", "withError A false", "completion A false",
        "reason A timeout", "didDisappear @1.275",
      ])
    XCTAssertNil(manager.currentSnackbar)
  }

  func testActionTapOrderWithAnimation() {
    manager.show(message("A", action: "Undo"))
    manager.show(message("B", category: "b"))
    scheduler.runUntilIdle()
    scheduler.advance(by: 100)
    XCTAssertEqual(manager.currentSnackbar?.message?.text, "A", "a message with an action never times out")
    manager.currentSnackbar?.perform(.tapAction)
    scheduler.runUntilIdle()
    scheduler.advance(by: 0.125)
    XCTAssertEqual(
      Array(log.all.dropFirst(2)),
      [
        "willDisappear @100.0", "action A", "withError A true", "completion A true", "reason A action",
        "didDisappear @100.125", "willPresent B @100.125", "isPresenting B",
      ])
  }

  func testWithoutAnimationDidDisappearAndNextPresentationComeBeforeHandlers() {
    manager.isMessageAnimationEnabled = false
    manager.show(message("A", action: "Undo"))
    manager.show(message("B", category: "b"))
    scheduler.runUntilIdle()
    manager.currentSnackbar?.perform(.tapAction)
    XCTAssertEqual(manager.currentSnackbar?.message?.text, "B")
    scheduler.runUntilIdle()
    XCTAssertEqual(
      Array(log.all.dropFirst(2)),
      [
        "willDisappear @0.0", "didDisappear @0.0", "willPresent B @0.0", "isPresenting B", "action A",
        "withError A true", "completion A true", "reason A action",
      ])
  }

  func testNilCategoryReplacesEverythingInQueueOrder() {
    manager.show(message("A", category: "a"))
    manager.show(message("B", category: "b"))
    manager.show(message("C", category: "c"))
    scheduler.runUntilIdle()
    manager.show(message("D"))
    scheduler.runUntilIdle()
    XCTAssertEqual(
      log.all.filter { $0.hasPrefix("completion") }, ["completion A false", "completion B false", "completion C false"])
    XCTAssertEqual(
      log.all.filter { $0.hasPrefix("reason") }, ["reason A replaced", "reason B replaced", "reason C replaced"])
    scheduler.advance(by: 0.125)
    XCTAssertEqual(manager.currentSnackbar?.message?.text, "D")
  }

  /// Upstream's order (dismiss the visible one, then remove the queue) lets a synchronous
  /// dismissal present the next queued message, which then escapes; the port removes it first.
  func testDismissAllWithoutAnimationLeavesNothingVisible() {
    manager.isMessageAnimationEnabled = false
    manager.show(message("A", category: "a"))
    manager.show(message("B", category: "b"))
    scheduler.runUntilIdle()
    manager.dismissAndCallCompletionBlocks(withCategory: nil)
    scheduler.runUntilIdle()
    XCTAssertNil(manager.currentSnackbar)
    XCTAssertFalse(manager.hasMessagesShowingOrQueued())
    XCTAssertEqual(log.all.filter { $0.hasPrefix("reason") }, ["reason A programmatic", "reason B programmatic"])
  }

  func testCategoryReplacesWithinAndQueuesAcross() {
    manager.show(message("A1", category: "a"))
    manager.show(message("B1", category: "b"))
    manager.show(message("B2", category: "b"))
    scheduler.runUntilIdle()
    XCTAssertEqual(log.all.filter { $0.hasPrefix("reason") }, ["reason B1 replaced"])
    XCTAssertEqual(manager.currentSnackbar?.message?.text, "A1")
    manager.show(message("A2", category: "a"))
    scheduler.runUntilIdle()
    scheduler.advance(by: 0.125)
    XCTAssertEqual(manager.currentSnackbar?.message?.text, "B2", "A2 went to the back of the queue")
  }

  func testSameMessageShownTwiceCompletesTwice() {
    let shared = message("A")
    manager.show(shared)
    manager.show(shared)
    scheduler.advanceUntilIdle()
    XCTAssertEqual(log.all.filter { $0.hasPrefix("completion") }, ["completion A false", "completion A false"])
    XCTAssertEqual(log.all.filter { $0.hasPrefix("reason") }, ["reason A replaced", "reason A timeout"])
  }

  func testDismissAndCallCompletionBlocksIncludesSuspendedMessages() {
    manager.show(message("A", category: "a"))
    let token = manager.suspendMessages(withCategory: "b")
    manager.show(message("B", category: "b"))
    scheduler.runUntilIdle()
    XCTAssertTrue(manager.hasMessagesShowingOrQueued())
    manager.dismissAndCallCompletionBlocks(withCategory: "b")
    scheduler.runUntilIdle()
    XCTAssertEqual(log.all.filter { $0.hasPrefix("reason") }, ["reason B programmatic"])
    XCTAssertEqual(manager.currentSnackbar?.message?.text, "A")
    manager.resumeMessages(with: token)
  }

  func testCategorySuspensionSkipsOnlyThatCategory() {
    var token: SnackbarSuspensionToken? = manager.suspendMessages(withCategory: "a")
    manager.show(message("A", category: "a", duration: 1))
    manager.show(message("B", category: "b", duration: 1))
    scheduler.runUntilIdle()
    XCTAssertEqual(manager.currentSnackbar?.message?.text, "B")
    scheduler.advance(by: 5)
    XCTAssertNil(manager.currentSnackbar, "A stays suspended")
    XCTAssertTrue(manager.hasMessagesShowingOrQueued(), "suspended messages count")
    XCTAssertNotNil(token)
    token = nil
    scheduler.runUntilIdle()
    XCTAssertEqual(manager.currentSnackbar?.message?.text, "A")
  }

  func testSuspendAllLeavesVisibleMessageAlone() {
    manager.show(message("A", duration: 1))
    scheduler.runUntilIdle()
    let token = manager.suspendAllMessages()
    manager.show(message("B", category: "b", duration: 1))
    scheduler.advance(by: 10)
    XCTAssertTrue(log.all.contains("reason A timeout"))
    XCTAssertNil(manager.currentSnackbar)
    manager.resumeMessages(with: token)
    manager.resumeMessages(with: token)
    scheduler.runUntilIdle()
    XCTAssertEqual(manager.currentSnackbar?.message?.text, "B")
  }

  func testSuspendWithNilCategorySuspendsAll() {
    let token = manager.suspendMessages(withCategory: nil)
    manager.show(message("A", category: "a"))
    scheduler.runUntilIdle()
    XCTAssertNil(manager.currentSnackbar)
    manager.resumeMessages(with: token)
    scheduler.runUntilIdle()
    XCTAssertNotNil(manager.currentSnackbar)
  }

  func testOverlayTapDismissesOnlyWhenAskedAndVoiceOverIsOff() {
    let tapped = message("A")
    tapped.shouldDismissOnOverlayTap = true
    manager.isVoiceOverRunningOverride = true
    manager.show(tapped)
    scheduler.runUntilIdle()
    manager.currentSnackbar?.perform(.tapOutside)
    XCTAssertEqual(manager.currentSnackbar?.isDismissing, false)
    manager.isVoiceOverRunningOverride = false
    manager.currentSnackbar?.perform(.tapOutside)
    scheduler.runUntilIdle()
    XCTAssertEqual(log.all.filter { $0.hasPrefix("reason") }, ["reason A overlayTap"])
  }

  func testVoiceOverFocusedSnackbarIgnoresItsTimerForGood() {
    manager.isVoiceOverRunningOverride = true
    manager.show(message("A", duration: 1))
    scheduler.runUntilIdle()
    manager.currentSnackbar?.isAccessibilityFocused = true
    scheduler.advance(by: 2)
    XCTAssertEqual(manager.currentSnackbar?.isDismissing, false)
    manager.currentSnackbar?.isAccessibilityFocused = false
    scheduler.advance(by: 20)
    XCTAssertEqual(manager.currentSnackbar?.isDismissing, false, "the timer is not re-armed")
    manager.currentSnackbar?.perform(.accessibilityEscape)
    scheduler.advanceUntilIdle()
    XCTAssertEqual(log.all.filter { $0.hasPrefix("reason") }, ["reason A accessibilityEscape"])
  }

  func testLegacyDismissalBehaviourLetsActionsTimeOutWithoutVoiceOver() {
    let legacy = message("A", duration: 1, action: "Undo")
    legacy.usesLegacyDismissalBehavior = true
    manager.show(legacy)
    scheduler.advanceUntilIdle()
    XCTAssertTrue(log.all.contains("reason A timeout"))
  }

  func testAccessibilityEventsForAnnouncedAndFocusedSnackbars() {
    manager.isVoiceOverRunningOverride = true
    manager.show(message("plain", duration: 1))
    scheduler.advanceUntilIdle()
    let announced = manager.accessibilityEvents
    XCTAssertEqual(announced, [.announcement(text: "plain")])

    manager.clearAccessibilityEvents()
    manager.focusAccessibilityNotification = .screenChanged
    manager.show(message("with action", action: "Undo"))
    scheduler.advance(by: 0.15)
    let view = manager.currentSnackbar
    XCTAssertEqual(manager.accessibilityEvents, [.focus(.screenChanged, element: view)])
    XCTAssertEqual(view?.accessibilityElementsHidden, false)
    view?.isAccessibilityFocused = true
    view?.perform(.tapBody)
    scheduler.advanceUntilIdle()
    XCTAssertEqual(
      manager.accessibilityEvents, [.focus(.screenChanged, element: view), .screenChanged, .layoutChanged])
  }

  func testAccessibilityEventRecordIsBounded() {
    manager.isMessageAnimationEnabled = false
    for index in 0..<(SnackbarManager.accessibilityEventLimit + 10) {
      let shown = SnackbarMessage(text: "\(index)")
      shown.duration = 0
      manager.show(shown)
      scheduler.advanceUntilIdle()
    }
    let events = manager.accessibilityEvents
    XCTAssertLessThanOrEqual(events.count, SnackbarManager.accessibilityEventLimit)
    XCTAssertEqual(events.last, .announcement(text: "\(SnackbarManager.accessibilityEventLimit + 9)"))
  }

  func testAnnouncedSnackbarHidesElementsOnlyUnderVoiceOver() {
    manager.show(message("A"))
    scheduler.advance(by: 0.15)
    XCTAssertEqual(manager.currentSnackbar?.accessibilityElementsHidden, false)
    manager.isVoiceOverRunningOverride = true
    manager.show(message("B"))
    scheduler.runUntilIdle()
    scheduler.advance(by: 0.125 + 0.15)
    XCTAssertEqual(manager.currentSnackbar?.message?.text, "B")
    XCTAssertEqual(manager.currentSnackbar?.accessibilityElementsHidden, true)
  }

  func testStyleChangesReachVisibleViewOnlyWhenAsked() {
    manager.show(message("A"))
    scheduler.runUntilIdle()
    let view = manager.currentSnackbar
    manager.messageTextColor = .black
    XCTAssertEqual(view?.messageTextColor, .white)
    manager.shouldApplyStyleChangesToVisibleSnackbars = true
    manager.messageTextColor = .black
    manager.snackbarMessageViewBackgroundColor = nil
    manager.messageFont = .systemFont(ofSize: 30)
    XCTAssertEqual(view?.messageTextColor, .black)
    XCTAssertEqual(view?.snackbarMessageViewBackgroundColor, SnackbarColor(rgb: 0x323232))
    XCTAssertEqual(view?.messageFont, .systemFont(ofSize: 30))
  }

  func testBlocksReachVisibleViewWithoutTheGate() {
    manager.show(message("A"))
    scheduler.runUntilIdle()
    nonisolated(unsafe) var called = false
    manager.traitCollectionDidChangeBlockForMessageView = { _, _ in called = true }
    manager.currentSnackbar?.traitCollection = SnackbarTraitCollection(userInterfaceStyle: .dark)
    XCTAssertTrue(called)
  }

  func testHostSelectionPrefersOverrideThenManagerHost() {
    let host = SnackbarHost(size: CGSize(width: 320, height: 640))
    manager.show(message("headless", duration: 1))
    scheduler.runUntilIdle()
    XCTAssertNil(manager.currentHost)
    scheduler.advanceUntilIdle()
    manager.setPresentationHostView(host)
    XCTAssertTrue(manager.presentationHostView === host)
    manager.show(message("managed", duration: 1))
    scheduler.runUntilIdle()
    XCTAssertTrue(manager.currentHost === host)
    scheduler.advanceUntilIdle()
    XCTAssertNil(manager.currentHost, "detached after dismissal")
  }

  func testLayoutPropertiesDefaultsAndBottomOffset() {
    XCTAssertEqual(manager.horizontalAlignment, .center)
    XCTAssertEqual(manager.verticalAlignment, .bottom)
    XCTAssertEqual(manager.topMargin, 8)
    XCTAssertEqual(manager.leadingMargin, 8)
    XCTAssertEqual(manager.trailingMargin, 8)
    XCTAssertEqual(manager.bottomOffset, 0)
    manager.setBottomOffset(56)
    XCTAssertEqual(manager.bottomOffset, 56)
  }

  func testStylingDefaults() {
    XCTAssertNil(manager.snackbarMessageViewBackgroundColor)
    XCTAssertNil(manager.snackbarMessageViewShadowColor)
    XCTAssertEqual(manager.messageElevation, .snackbar)
    XCTAssertNil(manager.messageFont)
    XCTAssertNil(manager.messageTextColor)
    XCTAssertNil(manager.buttonFont)
    XCTAssertTrue(manager.uppercaseButtonTitle)
    XCTAssertNil(manager.buttonInkColor)
    XCTAssertNil(manager.buttonTitleColor(for: .normal))
    XCTAssertFalse(manager.shouldApplyStyleChangesToVisibleSnackbars)
    XCTAssertFalse(manager.enableDismissalAccessibilityAffordance)
    XCTAssertFalse(manager.usesGM3Shapes)
    XCTAssertFalse(manager.shouldEnableAccessibilityViewIsModal)
    XCTAssertTrue(manager.shouldShowMessageWhenVoiceOverIsRunning)
    XCTAssertTrue(manager.isMessageAnimationEnabled)
    XCTAssertEqual(manager.focusAccessibilityNotification, .layoutChanged)
    XCTAssertNil(manager.traitCollectionDidChangeBlockForMessageView)
    XCTAssertNil(manager.elevationDidChangeBlockForMessageView)
    XCTAssertEqual(manager.overrideBaseElevation, -1)
    XCTAssertFalse(manager.isVoiceOverRunningOverride)
    XCTAssertEqual(SnackbarManager.showAnimationDuration, 0.15)
    XCTAssertEqual(SnackbarManager.dismissAnimationDuration, 0.125)
  }

  func testShowAndWaitReportsReason() async {
    let manager = self.manager
    let scheduler = self.scheduler
    let waiting = Task { await manager.showAndWait(SnackbarMessage(text: "wait")) }
    while scheduler.pendingJobCount == 0 { await Task.yield() }
    scheduler.advanceUntilIdle()
    let result = await waiting.value
    XCTAssertEqual(result, SnackbarResult(reason: .timeout, userInitiated: false))
  }

  func testDroppedMessageGetsOnlyTheReason() {
    manager.isVoiceOverRunningOverride = true
    manager.shouldShowMessageWhenVoiceOverIsRunning = false
    manager.show(message("A"))
    manager.show(nil)
    scheduler.advanceUntilIdle()
    XCTAssertEqual(log.all, ["reason A dropped"])
    XCTAssertFalse(manager.hasMessagesShowingOrQueued())
  }

  func testDelegateDismissingInWillPresentDoesNotWedgeTheQueue() {
    final class Dismisser: SnackbarManagerDelegate {
      func snackbarManager(_ snackbarManager: SnackbarManager, willPresentSnackbarWith messageView: SnackbarMessageView)
      {
        if messageView.message?.text == "A" { messageView.perform(.tapBody) }
      }
    }
    let dismisser = Dismisser()
    manager.delegate = dismisser
    manager.isMessageAnimationEnabled = false
    manager.show(message("A", category: "a"))
    manager.show(message("B", category: "b"))
    scheduler.runUntilIdle()
    XCTAssertEqual(manager.currentSnackbar?.message?.text, "B")
    XCTAssertTrue(log.all.contains("reason A tap"))
  }
}
