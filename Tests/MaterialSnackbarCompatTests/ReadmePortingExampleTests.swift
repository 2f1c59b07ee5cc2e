import MaterialSnackbar
import MaterialSnackbarCompat
import XCTest

final class ReadmePortingExampleTests: XCTestCase {
  override func tearDown() {
    let manager = MDCSnackbarManager.default
    manager.dismissAndCallCompletionBlocks(withCategory: nil)
    manager.delegate = nil
    manager.mdc_adjustsFontForContentSizeCategory = false
    SnackbarTheme.mdc.apply(to: manager)
    super.tearDown()
  }

  /// The controller themes the default manager, holds its message while editing, and counts the
  /// undo when the action is tapped.
  func testControllerThemesSuspendsAndUndoes() {
    let controller = ArchiveController()
    controller.applyTheme()
    let manager = MDCSnackbarManager.default
    XCTAssertEqual(
      manager.buttonTitleColor(for: .normal), UIColor(red: 0.22, green: 0, blue: 0.7, alpha: 1))
    XCTAssertTrue(manager.mdc_adjustsFontForContentSizeCategory)

    controller.beginEditing()
    controller.archive()
    let undone = expectation(description: "undo tapped")
    DispatchQueue.main.async {
      XCTAssertFalse(
        manager.currentSnackbar?.message?.text == "Photo archived", "held back while editing")
      controller.endEditing()
      self.tapUndoWhenShown(then: undone)
    }
    waitForExpectations(timeout: 3.0, handler: nil)
    XCTAssertEqual(controller.undoCount, 1)
  }

  private func tapUndoWhenShown(then undone: XCTestExpectation) {
    let manager = MDCSnackbarManager.default
    if let view = manager.currentSnackbar, view.message?.text == "Photo archived", !view.isDismissing {
      view.perform(.tapAction)
      DispatchQueue.main.async { undone.fulfill() }  // the handler runs on the next main-queue turn
    } else {
      DispatchQueue.main.async { self.tapUndoWhenShown(then: undone) }
    }
  }
}
