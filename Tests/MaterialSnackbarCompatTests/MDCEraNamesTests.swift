import MaterialSnackbar
// MDC's names live in MaterialSnackbarCompat only: each one here is checked against the Swift
// name MaterialSnackbar declares (the only file of this target that names the port's own types),
// so an alias, a global or an `mdc_` member that forwards to the wrong thing fails.
import MaterialSnackbarCompat
import XCTest

final class MDCEraNamesTests: XCTestCase {
  func testTypeNamesAreTheSwiftTypes() {
    XCTAssertTrue(MDCSnackbarManager.self == SnackbarManager.self)
    XCTAssertTrue(MDCSnackbarMessage.self == SnackbarMessage.self)
    XCTAssertTrue(MDCSnackbarMessageAction.self == SnackbarMessageAction.self)
    XCTAssertTrue(MDCSnackbarMessageView.self == SnackbarMessageView.self)
    XCTAssertTrue(MDCSnackbarSuspensionToken.self == SnackbarSuspensionToken.self)
    XCTAssertTrue(MDCSnackbarError.self == SnackbarError.self)
    XCTAssertTrue(MDCSnackbarAlignment.self == SnackbarHorizontalAlignment.self)
    XCTAssertTrue(MDCSnackbarHorizontalAlignment.self == SnackbarHorizontalAlignment.self)
    XCTAssertTrue(MDCSnackbarVerticalAlignment.self == SnackbarVerticalAlignment.self)
    XCTAssertTrue(MDCShadowElevation.self == ShadowElevation.self)
    XCTAssertTrue(MDCSnackbarColorThemer.self == SnackbarColorThemer.self)
    XCTAssertTrue(MDCSnackbarTypographyThemer.self == SnackbarTypographyThemer.self)
    XCTAssertTrue(MDCSnackbarAccessibilityNotification.self == SnackbarAccessibilityNotification.self)
  }

  func testGlobalsHaveMDCsValues() {
    XCTAssertEqual(MDCSnackbarMessageDurationMax, 10)
    XCTAssertEqual(MDCSnackbarMessageDurationMax, SnackbarMessage.maximumDuration)
    XCTAssertEqual(MDCSnackbarMessageBoldAttributeName, "MDCSnackbarMessageBoldAttributeName")
    XCTAssertEqual(NSAttributedString.Key(rawValue: MDCSnackbarMessageBoldAttributeName), .snackbarBold)
    XCTAssertEqual(MDCSnackbarErrorDomain, "com.google.mdc.snackbar")
    XCTAssertEqual(MDCSnackbarErrorDomain, SnackbarError.domain)
  }

  func testHandlerTypesAreTheSwiftOnes() {
    XCTAssertTrue(MDCSnackbarMessageCompletionHandler.self == SnackbarMessageCompletionHandler.self)
    XCTAssertTrue(
      MDCSnackbarMessageCompletionHandlerWithError.self == SnackbarMessageCompletionHandlerWithError.self)
    XCTAssertTrue(MDCSnackbarMessageActionHandler.self == SnackbarMessageActionHandler.self)
    XCTAssertTrue(MDCSnackbarMessageDismissHandler.self == SnackbarMessageDismissHandler.self)
  }

  func testMDCPrefixedMembersForwardToTheSwiftNames() {
    let manager = MDCSnackbarManager(scheduler: ManualScheduler())
    manager.mdc_adjustsFontForContentSizeCategory = true
    XCTAssertTrue(manager.adjustsFontForContentSizeCategory)
    manager.mdc_overrideBaseElevation = 3
    XCTAssertEqual(manager.overrideBaseElevation, 3)
    manager.mdc_elevationDidChangeBlockForMessageView = { _, _ in }
    XCTAssertNotNil(manager.elevationDidChangeBlockForMessageView)

    let view = MDCSnackbarMessageView()
    view.mdc_adjustsFontForContentSizeCategory = true
    XCTAssertTrue(view.adjustsFontForContentSizeCategory)
    view.mdc_overrideBaseElevation = 2
    XCTAssertEqual(view.overrideBaseElevation, 2)
    view.mdc_elevationDidChangeBlock = { _, _ in }
    XCTAssertNotNil(view.elevationDidChangeBlock)
    view.elevation = ShadowElevation(8)
    XCTAssertEqual(view.mdc_currentElevation, 8)
    XCTAssertEqual(view.mdc_currentElevation, view.currentElevation)

    // The proxy is shared: a subclass's own, put back to the default afterwards.
    let appearance = NamesTestView.appearance()
    appearance.mdc_adjustsFontForContentSizeCategory = true
    XCTAssertTrue(appearance.adjustsFontForContentSizeCategory)
    appearance.mdc_adjustsFontForContentSizeCategory = false
    XCTAssertFalse(appearance.adjustsFontForContentSizeCategory)
  }
}

/// A view class of this file only, so that its appearance proxy is no other test's.
private final class NamesTestView: MDCSnackbarMessageView {}
