// MDC-era snackbar code, written as an iOS app or MDC's own Swift tests write it, compiled in
// Swift 5 mode with `import MaterialSnackbarCompat` where it had `import MaterialComponents…`.
// Nothing here uses a name that MDC or UIKit does not have, except the port's test hooks
// (`currentSnackbar`, `perform(_:)`), which MDC's tests reach through a class extension.
import MaterialSnackbarCompat
import XCTest

final class MDCEraManagerTests: XCTestCase {
  override func tearDown() {
    MDCSnackbarManager.default.dismissAndCallCompletionBlocks(withCategory: nil)
    super.tearDown()
  }

  /// MDC's own pattern: the suspension token is optional, and assigning nil releases it, which
  /// resumes the queue.
  func testReleasingTheTokenResumesMessages() {
    let completed = expectation(description: "completion")
    let message = MDCSnackbarMessage(text: "")
    message.duration = 0.05
    message.completionHandler = { (userInitiated) -> Void in
      XCTAssertFalse(userInitiated)
      completed.fulfill()
    }
    autoreleasepool {
      var token = MDCSnackbarManager.default.suspendAllMessages()
      MDCSnackbarManager.default.show(message)
      XCTAssertNotNil(token)
      token = nil
      XCTAssertNil(token)
    }
    waitForExpectations(timeout: 3.0, handler: nil)
  }

  /// A suspended message stays queued while its token lives, and shows once it is resumed. (A
  /// manager of its own: the default one may still be animating another test's message out.)
  func testHeldTokenKeepsTheMessageQueued() {
    let manager = MDCSnackbarManager()
    let token = manager.suspendMessages(withCategory: "held")
    let message = MDCSnackbarMessage(text: "held back")
    message.category = "held"
    manager.show(message)
    let checked = expectation(description: "checked")
    DispatchQueue.main.async {
      XCTAssertTrue(manager.hasMessagesShowingOrQueued())
      XCTAssertNil(manager.currentSnackbar, "suspended, so not shown")
      manager.resumeMessages(with: token)
      DispatchQueue.main.async {
        XCTAssertEqual(manager.currentSnackbar?.message?.text, "held back")
        manager.dismissAndCallCompletionBlocks(withCategory: nil)
        checked.fulfill()
      }
    }
    waitForExpectations(timeout: 3.0, handler: nil)
  }

  /// MDC's own pattern: after one main-queue turn the message is showing.
  func testHasMessagesShowingOrQueued() {
    let message = MDCSnackbarMessage(text: "foo1")
    message.duration = 10
    MDCSnackbarManager.default.show(message)
    let shown = expectation(description: "has_shown_message")
    DispatchQueue.main.async {
      XCTAssertTrue(MDCSnackbarManager.default.hasMessagesShowingOrQueued())
      shown.fulfill()
    }
    waitForExpectations(timeout: 3.0, handler: nil)
  }

  /// The action handler and the completion run on the main thread, as MDC delivers them.
  func testActionHandlerAndCompletionRunOnTheMainThread() {
    var events: [String] = []
    let done = expectation(description: "completion")
    let message = MDCSnackbarMessage(text: "Photo archived")
    let action = MDCSnackbarMessageAction()
    action.title = "Undo"
    action.handler = {
      XCTAssertTrue(Thread.isMainThread)
      events.append("undo")
    }
    message.action = action
    message.completionHandler = { userInitiated in
      XCTAssertTrue(Thread.isMainThread)
      events.append("completion \(userInitiated)")
      done.fulfill()
    }
    let manager = MDCSnackbarManager()
    manager.show(message)
    DispatchQueue.main.async {
      manager.currentSnackbar?.perform(.tapAction)
    }
    waitForExpectations(timeout: 3.0, handler: nil)
    XCTAssertEqual(events, ["undo", "completion true"])
  }

  /// A delegate written for MDC: the required method and one optional one.
  func testDelegateSeesPresentationAndDismissal() {
    final class Delegate: NSObject, MDCSnackbarManagerDelegate {
      var events: [String] = []
      var disappeared: XCTestExpectation?
      func snackbarManager(
        _ snackbarManager: MDCSnackbarManager, willPresentSnackbarWith messageView: MDCSnackbarMessageView
      ) {
        events.append("willPresent \(messageView.message?.text ?? "")")
      }
      func snackbarDidDisappear(_ snackbarManager: MDCSnackbarManager) {
        events.append("didDisappear")
        disappeared?.fulfill()
      }
    }
    let manager = MDCSnackbarManager()
    let delegate = Delegate()
    delegate.disappeared = expectation(description: "disappeared")
    manager.delegate = delegate
    let message = MDCSnackbarMessage(text: "Saved")
    message.duration = 0.05
    manager.show(message)
    waitForExpectations(timeout: 3.0, handler: nil)
    XCTAssertEqual(delegate.events, ["willPresent Saved", "didDisappear"])
  }

  /// The styling surface with UIKit's types: colours, fonts, control states, a host view.
  func testStylingWithUIKitNames() {
    let manager = MDCSnackbarManager()
    manager.snackbarMessageViewBackgroundColor = UIColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1)
    manager.messageTextColor = UIColor.white.withAlphaComponent(0.87)
    manager.setButtonTitleColor(.red, for: .normal)
    manager.setButtonTitleColor(UIColor(white: 1, alpha: 0.6), for: UIControl.State.highlighted)
    manager.messageFont = UIFont.systemFont(ofSize: 15)
    manager.buttonFont = UIFont.boldSystemFont(ofSize: 14)
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    XCTAssertEqual(UIEdgeInsets(top: 20, left: 0, bottom: 34, right: 0).bottom, 34)
    manager.setPresentationHostView(host)

    XCTAssertEqual(manager.buttonTitleColor(for: .normal), UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    XCTAssertEqual(manager.buttonTitleColor(for: .highlighted)?.alpha, 0.6)
    XCTAssertEqual(manager.messageTextColor, UIColor(white: 1, alpha: 0.87))
    XCTAssertEqual(manager.messageFont?.pointSize, 15)
    XCTAssertEqual(manager.buttonFont, UIFont.systemFont(ofSize: 14, weight: .bold))
    XCTAssertTrue(manager.presentationHostView === host)
    XCTAssertEqual(host.frame.size, CGSize(width: 375, height: 667))
  }

  /// UIKit's named colours keep UIKit's component values.
  func testNamedColorsHaveUIKitValues() {
    XCTAssertEqual(UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    XCTAssertEqual(UIColor.blue, UIColor(red: 0, green: 0, blue: 1, alpha: 1))
    XCTAssertEqual(UIColor.orange, UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
    XCTAssertEqual(UIColor.darkGray, UIColor(white: 1.0 / 3.0, alpha: 1))
    XCTAssertEqual(UIColor.clear.alpha, 0)
    XCTAssertEqual(UIColor(hue: 2.0 / 3.0, saturation: 1, brightness: 1, alpha: 1), UIColor.blue)
    XCTAssertEqual(UIColor(hue: 0, saturation: 0, brightness: 0.5, alpha: 1), UIColor.gray)
  }

  /// `autoreleasepool` returns its body's value, as Darwin's does.
  func testAutoreleasepoolReturnsTheBodysValue() {
    let value = autoreleasepool { 42 }
    XCTAssertEqual(value, 42)
  }

  /// The v124.2 and HEAD initializers and properties that have no headless meaning still compile
  /// and behave as documented.
  func testWindowSceneInitializerAndDisabledButtonAlpha() {
    let manager = MDCSnackbarManager(windowScene: UIWindowScene())
    XCTAssertFalse(manager.hasMessagesShowingOrQueued())
    XCTAssertEqual(MDCSnackbarManager(windowScene: nil).disabledButtonAlpha, 0.12)
    manager.disabledButtonAlpha = 0.3
    XCTAssertEqual(manager.disabledButtonAlpha, 0.3)
  }
}
