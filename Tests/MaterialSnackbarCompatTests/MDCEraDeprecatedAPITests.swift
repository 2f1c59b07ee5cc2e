import MaterialSnackbar
// The deprecated spellings MDC-era code still uses: the class-level API removed in v118 and the
// `showMessage(_:)` of MDC's own README sample. Each compiles with a deprecation warning, as it
// should; the calls sit in deprecated witnesses of a plain protocol so that the suite itself
// builds with warnings as errors (a deprecated function may call deprecated API silently, and a
// call through the protocol is not a use of the deprecated witness).
import MaterialSnackbarCompat
import XCTest

private protocol MDCEraCode {
  func runReadmeSample(message: MDCSnackbarMessage)
  func runClassLevelAPI()
  func runDeprecatedMembers(manager: MDCSnackbarManager, message: MDCSnackbarMessage, view: MDCSnackbarMessageView)
}

private struct DeprecatedCalls: MDCEraCode {
  /// MDC's Snackbar README, "Swift" sample, as printed there (the fragment's `message` is a
  /// parameter here).
  @available(*, deprecated)
  func runReadmeSample(message: MDCSnackbarMessage) {
    let action = MDCSnackbarMessageAction()
    let actionHandler = { () in
      let answerMessage = MDCSnackbarMessage()
      answerMessage.text = "Fascinating"
      MDCSnackbarManager.show(answerMessage)
    }
    action.handler = actionHandler
    action.title = "OK"
    message.action = action
    MDCSnackbarManager.default.showMessage(message)
  }

  /// The class-level forwards MDC deleted in v118.
  @available(*, deprecated)
  func runClassLevelAPI() {
    MDCSnackbarManager.messageTextColor = .yellow
    MDCSnackbarManager.setButtonTitleColor(.green, for: .normal)
    MDCSnackbarManager.alignment = .leading
    MDCSnackbarManager.mdc_adjustsFontForContentSizeCategory = true
    var token = MDCSnackbarManager.suspendAllMessages()
    XCTAssertNotNil(token, "never nil, although optional as in MDC")
    token = nil
    XCTAssertNil(token)
  }

  /// The instance members MDC deprecated: a message's button colour and the Dynamic Type
  /// fallback switch, read back as set.
  @available(*, deprecated)
  func runDeprecatedMembers(manager: MDCSnackbarManager, message: MDCSnackbarMessage, view: MDCSnackbarMessageView) {
    XCTAssertNil(message.buttonTextColor)
    message.buttonTextColor = .red
    XCTAssertEqual(message.buttonTextColor, .red)
    XCTAssertEqual(message.copy().buttonTextColor, .red)
    XCTAssertTrue(manager.adjustsFontForContentSizeCategoryWhenScaledFontIsUnavailable)
    manager.adjustsFontForContentSizeCategoryWhenScaledFontIsUnavailable = false
    XCTAssertFalse(manager.adjustsFontForContentSizeCategoryWhenScaledFontIsUnavailable)
    XCTAssertTrue(view.adjustsFontForContentSizeCategoryWhenScaledFontIsUnavailable)
    view.adjustsFontForContentSizeCategoryWhenScaledFontIsUnavailable = false
    XCTAssertFalse(view.adjustsFontForContentSizeCategoryWhenScaledFontIsUnavailable)
  }
}

final class MDCEraDeprecatedAPITests: XCTestCase {
  private let code: MDCEraCode = DeprecatedCalls()

  override func tearDown() {
    let manager = MDCSnackbarManager.default
    manager.dismissAndCallCompletionBlocks(withCategory: nil)
    manager.messageTextColor = nil
    manager.setButtonTitleColor(nil, for: .normal)
    manager.horizontalAlignment = .center
    manager.mdc_adjustsFontForContentSizeCategory = false
    super.tearDown()
  }

  /// The README sample shows its message, and tapping OK shows the answer.
  func testReadmeSampleShowsTheMessageAndTheAnswer() {
    final class Presented: NSObject, MDCSnackbarManagerDelegate {
      var texts: [String] = []
      var answered: XCTestExpectation?
      func snackbarManager(
        _ snackbarManager: MDCSnackbarManager, willPresentSnackbarWith messageView: MDCSnackbarMessageView
      ) {
        let text = messageView.message?.text ?? ""
        texts.append(text)
        if text == "Bird spotted" {
          DispatchQueue.main.async { messageView.perform(.tapAction) }
        } else {
          answered?.fulfill()
        }
      }
    }
    let presented = Presented()
    presented.answered = expectation(description: "answer shown")
    MDCSnackbarManager.default.delegate = presented
    defer { MDCSnackbarManager.default.delegate = nil }
    code.runReadmeSample(message: MDCSnackbarMessage(text: "Bird spotted"))
    waitForExpectations(timeout: 3.0, handler: nil)
    XCTAssertEqual(presented.texts, ["Bird spotted", "Fascinating"])
  }

  /// The class-level API forwards to the default manager.
  func testClassLevelAPIForwardsToTheDefaultManager() {
    code.runClassLevelAPI()
    let manager = MDCSnackbarManager.default
    XCTAssertEqual(manager.messageTextColor, .yellow)
    XCTAssertEqual(manager.buttonTitleColor(for: .normal), .green)
    XCTAssertEqual(manager.horizontalAlignment, .leading)
    XCTAssertTrue(manager.mdc_adjustsFontForContentSizeCategory)
  }

  /// The deprecated instance members keep what is set; a message's button colour is the shown
  /// action button's normal title colour, as in MDC.
  func testDeprecatedMembersKeepTheirValues() {
    let scheduler = ManualScheduler()
    let manager = MDCSnackbarManager(scheduler: scheduler)
    let message = MDCSnackbarMessage(text: "Coloured")
    message.action = MDCSnackbarMessageAction(title: "Undo")
    code.runDeprecatedMembers(manager: manager, message: message, view: MDCSnackbarMessageView())
    manager.show(message)
    scheduler.runUntilIdle()
    XCTAssertEqual(manager.currentSnackbar?.actionButton?.titleColor(for: .normal), .red)
  }
}
