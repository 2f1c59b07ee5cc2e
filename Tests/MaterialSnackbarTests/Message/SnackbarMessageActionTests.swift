import MaterialSnackbar
import XCTest

final class SnackbarMessageActionTests: XCTestCase {
  func testTitleIgnoresNilAndEmpty() {
    let action = SnackbarMessageAction()
    XCTAssertNil(action.title)
    action.title = "Undo"
    action.title = nil
    XCTAssertEqual(action.title, "Undo")
    action.title = ""
    XCTAssertEqual(action.title, "Undo")
  }

  func testCopyCopiesEveryProperty() {
    let log = UnitLog()
    let action = SnackbarMessageAction(title: "Undo") { log.append("handler") }
    action.accessibilityIdentifier = "id"
    action.accessibilityHint = "hint"
    let copy = action.copy()
    XCTAssertFalse(copy === action)
    XCTAssertEqual(copy.title, "Undo")
    XCTAssertEqual(copy.accessibilityIdentifier, "id")
    XCTAssertEqual(copy.accessibilityHint, "hint")
    MainActor.assumeIsolated { copy.handler?() }  // XCTest runs tests on the main thread
    XCTAssertEqual(log.all, ["handler"])
    XCTAssertTrue(copy.description.contains("title: \"Undo\""))
  }
}
