import Foundation
import MaterialSnackbar
import XCTest

private final class CustomMessage: SnackbarMessage, @unchecked Sendable {}

final class SnackbarMessageTests: XCTestCase {
  func testDefaults() {
    let message = SnackbarMessage()
    XCTAssertNil(message.text)
    XCTAssertNil(message.attributedText)
    XCTAssertNil(message.action)
    XCTAssertEqual(message.duration, 4)
    XCTAssertTrue(message.automaticallyDismisses)
    XCTAssertFalse(message.usesLegacyDismissalBehavior)
    XCTAssertFalse(message.shouldDismissOnOverlayTap)
    XCTAssertFalse(message.focusOnShow)
    XCTAssertFalse(message.enableRippleBehavior)
    XCTAssertNil(message.category)
    XCTAssertNil(message.voiceNotificationText)
    XCTAssertFalse(message.showsCloseButton)
    XCTAssertNil(message.leadingIcon)
    XCTAssertNil(message.progress)
    XCTAssertNil(message.error)
    XCTAssertFalse(SnackbarMessage.usesLegacySnackbar)
  }

  func testTextAndAttributedTextAreOneDatum() {
    let message = SnackbarMessage(text: "plain")
    XCTAssertEqual(message.attributedText?.string, "plain")
    message.attributedText = NSAttributedString(string: "rich")
    XCTAssertEqual(message.text, "rich")
    message.text = nil
    XCTAssertEqual(message.text, "", "nil text means empty text (MDC crashes)")
  }

  func testAttributedTextIsCopiedOnAssignment() {
    let source = NSMutableAttributedString(string: "before")
    let message = SnackbarMessage(attributedText: source)
    source.mutableString.setString("after")
    XCTAssertEqual(message.text, "before")
  }

  func testDurationIsClampedAndNeverTraps() {
    let message = SnackbarMessage()
    message.duration = 11
    XCTAssertEqual(message.duration, SnackbarMessage.maximumDuration)
    message.duration = .infinity
    XCTAssertEqual(message.duration, 10)
    message.duration = -1
    XCTAssertEqual(message.duration, 0)
    message.duration = .nan
    XCTAssertEqual(message.duration, 0)
    message.duration = 2.5
    XCTAssertEqual(message.duration, 2.5)
  }

  func testActionWithoutTitleIsRefused() {
    let message = SnackbarMessage(text: "t")
    message.action = SnackbarMessageAction()
    XCTAssertNil(message.action)
    let empty = SnackbarMessageAction()
    empty.title = ""
    message.action = empty
    XCTAssertNil(message.action)
    let titled = SnackbarMessageAction(title: "Undo")
    message.action = titled
    XCTAssertTrue(message.action === titled)
  }

  func testAccessibilityLabelAndVoiceNotificationText() {
    let message = SnackbarMessage(text: "text")
    XCTAssertEqual(message.voiceNotificationText?.string, "text")
    message.accessibilityLabel = "label"
    XCTAssertEqual(message.attributedAccessibilityLabel?.string, "label")
    XCTAssertEqual(message.voiceNotificationText?.string, "label")
    message.accessibilityLabel = nil
    XCTAssertNil(message.attributedAccessibilityLabel)
  }

  func testCopyCopiesValuesAndSharesReferences() {
    let host = SnackbarHost(size: CGSize(width: 10, height: 10))
    let focus = NSObject()
    let action = SnackbarMessageAction(title: "Undo")
    let message = SnackbarMessage(text: "copy me")
    message.action = action
    message.duration = 7
    message.category = "c"
    message.accessibilityHint = "hint"
    message.enableRippleBehavior = true
    message.focusOnShow = true
    message.automaticallyDismisses = false
    message.shouldDismissOnOverlayTap = true
    message.usesLegacyDismissalBehavior = true
    message.presentationHostViewOverride = host
    message.elementToFocusOnDismiss = focus
    message.accessibilityIdentifier = "id"
    message.leadingIcon = .success
    message.progress = .determinate(0.5)
    message.showsCloseButton = true
    let log = UnitLog()
    message.completionHandler = { _ in log.append("completion") }
    message.completionHandlerWithError = { _, _ in log.append("withError") }
    message.completionHandlerWithReason = { _ in log.append("withReason") }
    message.snackbarMessageWillPresentBlock = { _, _ in log.append("willPresent") }
    let bold = NSMutableAttributedString(string: "label")
    bold.addAttribute(.snackbarBold, value: true, range: NSRange(location: 0, length: 5))
    message.attributedAccessibilityLabel = bold

    let copy = message.copy()
    XCTAssertFalse(copy === message)
    XCTAssertEqual(copy.text, "copy me")
    XCTAssertTrue(copy.action === action, "the action object is shared")
    XCTAssertEqual(copy.duration, 7)
    XCTAssertEqual(copy.category, "c")
    XCTAssertEqual(copy.accessibilityHint, "hint")
    XCTAssertTrue(copy.enableRippleBehavior)
    XCTAssertTrue(copy.focusOnShow)
    XCTAssertFalse(copy.automaticallyDismisses)
    XCTAssertTrue(copy.shouldDismissOnOverlayTap)
    XCTAssertTrue(copy.usesLegacyDismissalBehavior)
    XCTAssertTrue(copy.presentationHostViewOverride === host)
    XCTAssertTrue(copy.elementToFocusOnDismiss === focus)
    XCTAssertNil(copy.accessibilityIdentifier, "not copied, as upstream")
    XCTAssertEqual(copy.leadingIcon, .success)
    XCTAssertEqual(copy.progress, .determinate(0.5))
    XCTAssertTrue(copy.showsCloseButton)
    XCTAssertEqual(copy.accessibilityLabel, "label")
    XCTAssertNil(
      copy.attributedAccessibilityLabel?.attribute(.snackbarBold, at: 0, effectiveRange: nil),
      "the copy rebuilds the label from its string")
    MainActor.assumeIsolated {  // XCTest runs tests on the main thread, the handlers' actor
      copy.completionHandler?(true)
      copy.completionHandlerWithError?(true, nil)
      copy.completionHandlerWithReason?(SnackbarResult(reason: .tap))
      copy.snackbarMessageWillPresentBlock?(copy, SnackbarMessageView())
    }
    XCTAssertEqual(log.all, ["completion", "withError", "withReason", "willPresent"])

    message.text = "changed"
    XCTAssertEqual(copy.text, "copy me", "later changes do not reach the copy")
  }

  func testCopyAndFactoriesPreserveSubclass() {
    let message = CustomMessage(text: "sub")
    let copy: SnackbarMessage = message.copy()
    XCTAssertTrue(type(of: copy) == CustomMessage.self)
    XCTAssertTrue(type(of: CustomMessage(attributedText: NSAttributedString(string: "x"))) == CustomMessage.self)
  }

  func testWeakReferencesAreWeak() {
    let message = SnackbarMessage()
    do {
      let host = SnackbarHost(size: .zero)
      message.presentationHostViewOverride = host
      XCTAssertNotNil(message.presentationHostViewOverride)
    }
    XCTAssertNil(message.presentationHostViewOverride)
  }

  func testDescriptionWithAndWithoutAction() {
    let message = SnackbarMessage(text: "the message text")
    let plain = message.description
    XCTAssertTrue(plain.hasPrefix("<SnackbarMessage: 0x"), plain)
    XCTAssertTrue(
      plain.contains("{\n  text: \"the message text\",\n  viewClass: \"SnackbarMessageView\",\n}"), plain)
    XCTAssertFalse(plain.contains("action:"))
    message.action = SnackbarMessageAction(title: "Tap Me")
    XCTAssertTrue(message.description.contains("\n  action: \"Tap Me\",\n"), message.description)
    XCTAssertTrue(CustomMessage(text: "x").description.hasPrefix("<CustomMessage: 0x"))
  }

  func testBoldMarkupBecomesRuns() {
    let text = NSMutableAttributedString(string: "Saved to Photos now")
    text.addAttribute(.snackbarBold, value: true, range: NSRange(location: 9, length: 6))
    text.addAttribute(.snackbarBold, value: false, range: NSRange(location: 0, length: 5))
    text.addAttribute(NSAttributedString.Key("other"), value: 1, range: NSRange(location: 2, length: 2))
    let message = SnackbarMessage(attributedText: text)
    XCTAssertEqual(
      message.textRuns(),
      [
        SnackbarTextRun(text: "Saved to ", isBold: false),
        SnackbarTextRun(text: "Photos", isBold: true),
        SnackbarTextRun(text: " now", isBold: false),
      ])
    XCTAssertEqual(message.textRuns(ignoringBold: true), [SnackbarTextRun(text: "Saved to Photos now", isBold: false)])
    XCTAssertEqual(SnackbarMessage().textRuns(), [])
    XCTAssertEqual(SnackbarMessage(text: "").textRuns(), [])
  }

  func testBoldAttributeNameAndKey() {
    XCTAssertEqual(NSAttributedString.Key.snackbarBold.rawValue, "MDCSnackbarMessageBoldAttributeName")
  }

  func testAnimationFactoriesDescribeTheTransitions() {
    let message = SnackbarMessage()
    XCTAssertEqual(message.animateSnackbarOpacity(from: 0, to: 1)?.keyPath, "opacity")
    XCTAssertEqual(message.animateSnackbarScale(from: 0.8, to: 1)?.fromValue, 0.8)
  }
}
