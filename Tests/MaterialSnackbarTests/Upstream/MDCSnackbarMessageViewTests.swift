// Port of upstream tests/unit/MDCSnackbarMessageViewTests.m (spec 5.5), in virtual time. Upstream
// waits of 0.2 s become clock advances; "block the main thread" becomes running no job at all.
// Locals that main-actor handlers write are `nonisolated(unsafe)`: XCTest runs each test on the
// main thread, which is where the manager delivers the handlers, so only one thread touches them.
import Foundation
import MaterialSnackbar
import XCTest

final class MDCSnackbarMessageViewTests: XCTestCase {
  private var env: VirtualManager!
  private var message: SnackbarMessage!
  private var manager: SnackbarManager { env.manager }
  private var delegate: FakeMDCSnackbarManagerDelegate { env.delegate }

  override func setUp() {
    super.setUp()
    env = VirtualManager()
    message = SnackbarMessage(text: "message text")
  }

  override func tearDown() {
    manager.dismissAndCallCompletionBlocks(withCategory: nil)
    env.scheduler.advanceUntilIdle()
    super.tearDown()
  }

  private func addAction() {
    let action = SnackbarMessageAction()
    action.title = "Tap Me"
    message.action = action
  }

  /// Upstream's `kDispatchTimeWait`.
  private func waitDispatchTime() { env.scheduler.advance(by: 0.2) }

  // MARK: - Description and actions

  func testMessageDescription() {
    message.text = "the message text"
    addAction()
    let description = message.description
    XCTAssertTrue(description.contains("text:"))
    XCTAssertTrue(description.contains("the message text"))
    XCTAssertTrue(description.contains("action:"))
    XCTAssertTrue(description.contains("Tap Me"))
    XCTAssertTrue(description.contains("viewClass:"))
    XCTAssertTrue(description.contains("SnackbarMessageView"))
  }

  /// Upstream asserts (throws in debug); the port refuses the action instead.
  func testSettingMessageActionWithNilTitleAsserts() {
    message.action = SnackbarMessageAction()
    XCTAssertNil(message.action)
  }

  func testSettingMessageActionWithEmptyTitleAsserts() {
    let action = SnackbarMessageAction()
    action.title = ""
    XCTAssertNil(action.title)
    message.action = action
    XCTAssertNil(message.action)
  }

  func testDescription() {
    manager.show(message)
    env.turn()
    let description = delegate.presentedView?.description ?? ""
    XCTAssertTrue(description.contains("message:"))
    XCTAssertTrue(description.contains("SnackbarMessage"))
  }

  // MARK: - Defaults of a bare view

  func testDefaultColors() {
    let view = SnackbarMessageView()
    XCTAssertEqual(
      view.snackbarMessageViewBackgroundColor,
      SnackbarColor(red: 0x32 / 255.0, green: 0x32 / 255.0, blue: 0x32 / 255.0, alpha: 1))
    XCTAssertEqual(view.snackbarMessageViewShadowColor, .black)
    XCTAssertEqual(view.messageTextColor, .white)
  }

  func testDefaultElevation() {
    XCTAssertEqual(
      SnackbarMessageView(message: nil, dismissHandler: nil, snackbarManager: manager).elevation, .snackbar)
  }

  func testCustomElevation() {
    let view = SnackbarMessageView(message: nil, dismissHandler: nil, snackbarManager: manager)
    view.elevation = ShadowElevation(10)
    XCTAssertEqual(view.elevation, ShadowElevation(10))
  }

  // MARK: - Label accessibility

  /// Vacuous upstream (it reads before presentation). Here: nothing is set explicitly, so the
  /// label reads the text, as a `UILabel` does.
  func testAccessibilityLabelDefaultIsNil() {
    manager.show(message)
    env.turn()
    XCTAssertEqual(delegate.presentedView?.label.accessibilityLabel, message.text)
  }

  func testAccessibilityLabelSetFromSnackbarMessageProperty() {
    message.accessibilityLabel = "not message text"
    manager.show(message)
    env.turn()
    XCTAssertEqual(delegate.presentedView?.label.accessibilityLabel, "not message text")
  }

  func testAccessibilityHintDefaultIsNotNil() {
    manager.show(message)
    env.turn()
    XCTAssertNotNil(delegate.presentedView?.label.accessibilityHint)
  }

  func testAccessibilityHintSetFromSnackbarMessageProperty() {
    message.accessibilityHint = "a hint"
    manager.show(message)
    env.turn()
    XCTAssertEqual(delegate.presentedView?.label.accessibilityHint, "a hint")
  }

  // MARK: - Modality

  private func showAndTurn() {
    manager.show(message)
    env.turn()
  }

  func testSnackbarAccessibiltyViewIsModalDefaultsToNoWithActions() {
    manager.isVoiceOverRunningOverride = true
    addAction()
    showAndTurn()
    XCTAssertFalse(manager.overlayAccessibilityViewIsModal)
  }

  func testSnackbarAccessibiltyViewIsModalDefaultsToNoWithNoActions() {
    manager.isVoiceOverRunningOverride = true
    showAndTurn()
    XCTAssertFalse(manager.overlayAccessibilityViewIsModal)
  }

  func testSnackbarAccessibilityViewIsModalIsYesWithActions() {
    addAction()
    manager.shouldEnableAccessibilityViewIsModal = true
    showAndTurn()
    XCTAssertTrue(manager.overlayAccessibilityViewIsModal)
  }

  func testSnackbarAccessibiltyViewIsModalIsNoWithoutActions() {
    manager.isVoiceOverRunningOverride = true
    manager.shouldEnableAccessibilityViewIsModal = true
    showAndTurn()
    XCTAssertFalse(manager.overlayAccessibilityViewIsModal)
  }

  func testSnackbarAccessibilityViewIsModalIsNoWithoutVoiceOverWithLegacyBehavior() {
    addAction()
    message.usesLegacyDismissalBehavior = true
    manager.isVoiceOverRunningOverride = false
    manager.shouldEnableAccessibilityViewIsModal = true
    showAndTurn()
    XCTAssertFalse(manager.overlayAccessibilityViewIsModal)
  }

  func testSnackbarAccessibiltyViewIsModalWithSnackbarViewOverwriteWithActions() {
    delegate.shouldSetSnackbarViewAccessibilityViewIsModal = true
    manager.isVoiceOverRunningOverride = true
    addAction()
    showAndTurn()
    XCTAssertTrue(manager.overlayAccessibilityViewIsModal)
  }

  func testSnackbarAccessibiltyViewIsModalWithSnackbarViewOverwriteWithNoActions() {
    delegate.shouldSetSnackbarViewAccessibilityViewIsModal = true
    manager.isVoiceOverRunningOverride = true
    showAndTurn()
    XCTAssertTrue(manager.overlayAccessibilityViewIsModal)
  }

  // MARK: - VoiceOver and button forwarding

  func testSnackbarViewShowWhenShouldShowMessageWhenVoiceOverIsRunningIsYES() {
    manager.isVoiceOverRunningOverride = true
    manager.shouldShowMessageWhenVoiceOverIsRunning = true
    addAction()
    manager.show(message)
    waitDispatchTime()
    XCTAssertNotNil(manager.currentSnackbar)
  }

  func testSnackbarViewNotShowWhenShouldShowMessageWhenVoiceOverIsRunningIsNO() {
    manager.isVoiceOverRunningOverride = true
    manager.shouldShowMessageWhenVoiceOverIsRunning = false
    addAction()
    manager.show(message)
    waitDispatchTime()
    XCTAssertNil(manager.currentSnackbar)
  }

  func testManagerForwardsButtonProperties() {
    manager.uppercaseButtonTitle = false
    manager.buttonInkColor = SnackbarColor(red: 1, green: 0, blue: 0)
    addAction()
    showAndTurn()
    let button = manager.currentSnackbar?.actionButton
    XCTAssertNotNil(button)
    XCTAssertEqual(button?.uppercaseTitle, false)
    XCTAssertEqual(button?.inkColor, SnackbarColor(red: 1, green: 0, blue: 0))
  }

  // MARK: - View blocks and elevation (bare view)

  func testTraitCollectionDidChangeCalledWhenTraitCollectionChanges() {
    let view = SnackbarMessageView()
    nonisolated(unsafe) var received: (SnackbarMessageView, SnackbarTraitCollection?)?
    view.traitCollectionDidChangeBlock = { received = ($0, $1) }
    let collection = SnackbarTraitCollection(displayScale: 77)
    view.traitCollectionDidChange(collection)
    XCTAssertTrue(received?.0 === view)
    XCTAssertEqual(received?.1, collection)
  }

  func testCurrentElevationMatchesElevationWhenElevationChanges() {
    let view = SnackbarMessageView()
    view.elevation = ShadowElevation(4)
    XCTAssertEqual(view.currentElevation, view.elevation.rawValue, accuracy: 0.001)
  }

  func testSettingOverrideBaseElevationReturnsSetValue() {
    let view = SnackbarMessageView()
    view.overrideBaseElevation = 99
    XCTAssertEqual(view.overrideBaseElevation, 99)
  }

  func testElevationDidChangeBlockCalledWhenElevationChangesValue() {
    let view = SnackbarMessageView()
    view.elevation = ShadowElevation(5)
    nonisolated(unsafe) var called = false
    view.elevationDidChangeBlock = { _, _ in called = true }
    view.elevation = ShadowElevation(6)
    XCTAssertTrue(called)
  }

  func testElevationDidChangeBlockNotCalledWhenElevationIsSetWithoutChangingValue() {
    let view = SnackbarMessageView()
    view.elevation = ShadowElevation(5)
    nonisolated(unsafe) var called = false
    view.elevationDidChangeBlock = { _, _ in called = true }
    view.elevation = ShadowElevation(5)
    XCTAssertFalse(called)
  }

  func testDefaultValueForOverrideBaseElevationIsNegative() {
    XCTAssertLessThan(SnackbarMessageView().overrideBaseElevation, 0)
  }

  // MARK: - Focus, timers and presentation

  func testMessageStaysWhenFocusOnShowIsEnabled() {
    manager.isVoiceOverRunningOverride = true
    message.focusOnShow = true
    message.duration = 0.1
    manager.show(message)
    waitDispatchTime()
    XCTAssertNotNil(manager.currentSnackbar, "the timer starts after the 0.15 s animation")
    XCTAssertEqual(manager.currentSnackbar?.accessibilityElementsHidden, false)
    env.scheduler.advance(by: 0.1)
    XCTAssertEqual(manager.currentSnackbar?.isDismissing, true, "focusOnShow does not stop the timer")
  }

  func testAccessibilityElementsVisibleWhenVoiceOverStatusEnabled() {
    addAction()
    manager.show(message)
    env.turn()
    env.turn()
    XCTAssertEqual(manager.currentSnackbar?.accessibilityElementsHidden, false)
    manager.isVoiceOverRunningOverride = true
    manager.voiceOverStatusDidChange()
    XCTAssertEqual(manager.currentSnackbar?.accessibilityElementsHidden, false)
  }

  func testMessageCustomizationUsingWillPresentBlock() {
    nonisolated(unsafe) var called = false
    message.snackbarMessageWillPresentBlock = { _, _ in called = true }
    showAndTurn()
    XCTAssertTrue(called)
  }

  /// Misnamed upstream: `automaticallyDismisses = false` keeps the message.
  func testMessageStaysWhenDurationIsZero() {
    message.duration = 0.1
    message.automaticallyDismisses = false
    manager.show(message)
    waitDispatchTime()
    XCTAssertNotNil(manager.currentSnackbar)
    env.scheduler.advance(by: 60)
    XCTAssertNotNil(manager.currentSnackbar)
  }

  func testSnackbarDidDisappearDelegateCalled() {
    message.duration = 0.1
    manager.show(message)
    env.scheduler.advance(by: 3)
    XCTAssertEqual(delegate.didDisappearCount, 1)
  }

  func testSnackbarWillDisappearDelegateCalled() {
    message.duration = 0.1
    manager.show(message)
    env.scheduler.advance(by: 3)
    XCTAssertEqual(delegate.willDisappearCount, 1)
  }

  func testSettingPresentationHostViewOverrideDisplaysSnackbarInCorrectView() {
    let custom = SnackbarHost(size: CGSize(width: 320, height: 480), isWindow: false)
    let managerHost = SnackbarHost(size: CGSize(width: 100, height: 100))
    manager.setPresentationHostView(managerHost)
    message.presentationHostViewOverride = custom
    manager.show(message)
    waitDispatchTime()
    XCTAssertTrue(manager.currentHost === custom)
  }

  func testsnackbarIsPresentingDelegateCalled() {
    manager.show(message)
    waitDispatchTime()
    XCTAssertEqual(delegate.willPresentCount, 1)
    XCTAssertEqual(delegate.isPresentingCount, 1)
  }

  // MARK: - Overlay taps

  /// Upstream's tap passes a nil event, which never dismisses; the message leaves because of its
  /// zero duration: 0.15 s in, the next turn, 0.125 s out.
  func testDismissOnScreenTap() {
    message.shouldDismissOnOverlayTap = true
    message.duration = 0
    manager.show(message)
    env.turn()
    XCTAssertEqual(delegate.willPresentCount, 1)
    env.scheduler.advance(by: 0.5)
    XCTAssertEqual(delegate.didDisappearCount, 1)
  }

  func testDismissOnScreenTap_NoTap() {
    message.shouldDismissOnOverlayTap = true
    message.duration = 0
    manager.show(message)
    env.turn()
    // Upstream blocks the main thread for 0.5 s: no job runs, so nothing can dismiss.
    XCTAssertNotNil(manager.currentSnackbar)
  }

  func testNotDismissedOnScreenTap() {
    message.duration = 0
    manager.show(message)
    env.turn()
    manager.currentSnackbar?.perform(.tapOutside)
    XCTAssertNotNil(manager.currentSnackbar)
    XCTAssertEqual(manager.currentSnackbar?.isDismissing, false)
  }
}
