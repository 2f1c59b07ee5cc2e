import Foundation
import MaterialSnackbar
import XCTest

final class PlatformStandInTests: XCTestCase {
  func testColorInitializersAndEquality() throws {
    XCTAssertEqual(try SnackbarColor(hex: "#323232"), SnackbarColor(rgb: 0x323232))
    XCTAssertEqual(SnackbarColor(white: 1, alpha: 0.6), SnackbarColor(red: 1, green: 1, blue: 1, alpha: 0.6))
    XCTAssertEqual(SnackbarColor(red: 2, green: -1, blue: .nan).red, 1)
    XCTAssertEqual(SnackbarColor(red: 2, green: -1, blue: .nan).green, 0)
    XCTAssertThrowsError(try SnackbarColor(hex: "nope"))
  }

  func testFontStandIn() {
    XCTAssertEqual(SnackbarFont.defaultMessageFont, .systemFont(ofSize: 14))
    XCTAssertEqual(SnackbarFont.defaultBoldMessageFont.weight, .medium)
    XCTAssertNotEqual(SnackbarFont.systemFont(ofSize: 14), .systemFont(ofSize: 15))
  }

  func testControlStateAndElevation() {
    XCTAssertEqual(SnackbarControlState.normal.rawValue, 0)
    XCTAssertEqual(ShadowElevation.snackbar.rawValue, 6)
    XCTAssertEqual(ShadowElevation(rawValue: 6), .snackbar)
  }

  func testHostIsWeaklyHeldByManager() {
    let manager = SnackbarManager(scheduler: ManualScheduler())
    do {
      let host = SnackbarHost(size: CGSize(width: 1, height: 1))
      manager.setPresentationHostView(host)
      XCTAssertNotNil(manager.presentationHostView)
    }
    XCTAssertNil(manager.presentationHostView)
  }

  func testErrorAndGlobals() {
    XCTAssertEqual(SnackbarError.domain, "com.google.mdc.snackbar")
    XCTAssertEqual(SnackbarError.slideAnimationMisconfigured.rawValue, -10)
    XCTAssertEqual(SnackbarMessage.maximumDuration, 10)
    XCTAssertEqual(SnackbarDismissReason.allCases.count, 9)
    XCTAssertEqual(SnackbarResult(reason: .swipe), SnackbarResult(reason: .swipe, userInitiated: true))
    XCTAssertEqual(SnackbarResult(reason: .replaced).userInitiated, false)
  }
}
