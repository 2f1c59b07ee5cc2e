// Port of upstream tests/unit/MDCSnackbarManagerInstanceTests.m (spec 5.1).
import Foundation
import MaterialSnackbar
import XCTest

private final class InstanceTestDelegate: SnackbarManagerDelegate {
  func snackbarManager(_ snackbarManager: SnackbarManager, willPresentSnackbarWith messageView: SnackbarMessageView) {}
}

final class MDCSnackbarManagerInstanceTests: XCTestCase {
  private var savedBackground: SnackbarColor?
  private var savedShadow: SnackbarColor?
  private var savedTextColor: SnackbarColor?
  private var savedMessageFont: SnackbarFont?
  private var savedButtonFont: SnackbarFont?
  private var savedAlignment = SnackbarHorizontalAlignment.center
  private var savedShouldApply = false
  private var savedTitleColors: [UInt: SnackbarColor?] = [:]

  override func setUp() {
    super.setUp()
    let manager = SnackbarManager.default
    savedBackground = manager.snackbarMessageViewBackgroundColor
    savedShadow = manager.snackbarMessageViewShadowColor
    savedTextColor = manager.messageTextColor
    savedMessageFont = manager.messageFont
    savedButtonFont = manager.buttonFont
    savedAlignment = manager.horizontalAlignment
    savedShouldApply = manager.shouldApplyStyleChangesToVisibleSnackbars
    for raw in UInt(0)...14 {
      savedTitleColors[raw] = manager.buttonTitleColor(for: SnackbarControlState(rawValue: raw))
    }
  }

  override func tearDown() {
    let manager = SnackbarManager.default
    manager.snackbarMessageViewBackgroundColor = savedBackground
    manager.snackbarMessageViewShadowColor = savedShadow
    manager.messageTextColor = savedTextColor
    manager.messageFont = savedMessageFont
    manager.buttonFont = savedButtonFont
    manager.horizontalAlignment = savedAlignment
    manager.shouldApplyStyleChangesToVisibleSnackbars = savedShouldApply
    manager.delegate = nil
    for (raw, color) in savedTitleColors {
      manager.setButtonTitleColor(color, for: SnackbarControlState(rawValue: raw))
    }
    super.tearDown()
  }

  func testTwoInitializationsProvideTwoObjects() {
    XCTAssertFalse(SnackbarManager() === SnackbarManager())
  }

  func testDefaultInstanceIsTheSame() {
    XCTAssertTrue(SnackbarManager.default === SnackbarManager.default)
  }

  func testClassPropertiesAssignToDefaultInstance() {
    let manager = SnackbarManager.default
    let delegate = InstanceTestDelegate()
    manager.horizontalAlignment = .leading
    manager.buttonFont = .systemFont(ofSize: 72)
    manager.delegate = delegate
    manager.messageFont = .systemFont(ofSize: 66)
    manager.messageTextColor = SnackbarColor(red: 1, green: 0.5, blue: 0)
    manager.shouldApplyStyleChangesToVisibleSnackbars = true
    manager.snackbarMessageViewBackgroundColor = SnackbarColor(red: 0.6, green: 0.4, blue: 0.2)
    manager.snackbarMessageViewShadowColor = SnackbarColor(red: 0.5, green: 0, blue: 0.5)
    manager.setButtonTitleColor(SnackbarColor(red: 0, green: 1, blue: 0), for: .disabled)

    XCTAssertEqual(manager.horizontalAlignment, SnackbarManager.default.horizontalAlignment)
    XCTAssertEqual(manager.buttonFont, SnackbarManager.default.buttonFont)
    XCTAssertTrue(manager.delegate === SnackbarManager.default.delegate)
    XCTAssertEqual(manager.messageFont, SnackbarManager.default.messageFont)
    XCTAssertEqual(manager.messageTextColor, SnackbarManager.default.messageTextColor)
    XCTAssertEqual(
      manager.shouldApplyStyleChangesToVisibleSnackbars,
      SnackbarManager.default.shouldApplyStyleChangesToVisibleSnackbars)
    XCTAssertEqual(
      manager.snackbarMessageViewBackgroundColor, SnackbarManager.default.snackbarMessageViewBackgroundColor)
    XCTAssertEqual(manager.snackbarMessageViewShadowColor, SnackbarManager.default.snackbarMessageViewShadowColor)
    XCTAssertEqual(manager.buttonTitleColor(for: .disabled), SnackbarManager.default.buttonTitleColor(for: .disabled))
  }

  func testInstancesDoNotSharePropertyStorage() {
    let first = SnackbarManager(scheduler: ManualScheduler())
    let second = SnackbarManager(scheduler: ManualScheduler())
    let delegate1 = InstanceTestDelegate()
    let delegate2 = InstanceTestDelegate()
    first.horizontalAlignment = .leading
    second.horizontalAlignment = .center
    first.buttonFont = .systemFont(ofSize: 72)
    second.buttonFont = .systemFont(ofSize: 41)
    first.delegate = delegate1
    second.delegate = delegate2
    first.messageFont = .systemFont(ofSize: 66)
    second.messageFont = .systemFont(ofSize: 33)
    first.messageTextColor = SnackbarColor(red: 1, green: 0.5, blue: 0)
    second.messageTextColor = SnackbarColor(red: 0, green: 0, blue: 1)
    first.shouldApplyStyleChangesToVisibleSnackbars = true
    second.shouldApplyStyleChangesToVisibleSnackbars = false
    first.snackbarMessageViewBackgroundColor = SnackbarColor(red: 0.6, green: 0.4, blue: 0.2)
    second.snackbarMessageViewBackgroundColor = SnackbarColor(red: 1, green: 1, blue: 0)
    first.snackbarMessageViewShadowColor = SnackbarColor(red: 0.5, green: 0, blue: 0.5)
    second.snackbarMessageViewShadowColor = SnackbarColor(red: 0, green: 1, blue: 1)
    first.setButtonTitleColor(SnackbarColor(red: 0, green: 1, blue: 0), for: .disabled)
    second.setButtonTitleColor(SnackbarColor(red: 1, green: 0, blue: 1), for: .disabled)

    XCTAssertNotEqual(first.horizontalAlignment, second.horizontalAlignment)
    XCTAssertNotEqual(first.buttonFont, second.buttonFont)
    XCTAssertFalse(first.delegate === second.delegate)
    XCTAssertNotEqual(first.messageFont, second.messageFont)
    XCTAssertNotEqual(first.messageTextColor, second.messageTextColor)
    XCTAssertNotEqual(first.shouldApplyStyleChangesToVisibleSnackbars, second.shouldApplyStyleChangesToVisibleSnackbars)
    XCTAssertNotEqual(first.snackbarMessageViewBackgroundColor, second.snackbarMessageViewBackgroundColor)
    XCTAssertNotEqual(first.snackbarMessageViewShadowColor, second.snackbarMessageViewShadowColor)
    XCTAssertNotEqual(first.buttonTitleColor(for: .disabled), second.buttonTitleColor(for: .disabled))
  }
}
