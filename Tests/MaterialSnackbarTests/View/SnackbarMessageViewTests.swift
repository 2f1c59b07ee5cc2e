// Locals that main-actor handlers write are `nonisolated(unsafe)`: XCTest runs each test on the
// main thread, which is where the manager delivers the handlers, so only one thread touches them.
import Foundation
import MaterialSnackbar
import XCTest

final class SnackbarMessageViewTests: XCTestCase {
  private func makeView(
    _ message: SnackbarMessage?, manager: SnackbarManager = SnackbarManager(scheduler: ManualScheduler()),
    handler: SnackbarMessageDismissHandler? = nil
  ) -> SnackbarMessageView {
    SnackbarMessageView(message: message, dismissHandler: handler, snackbarManager: manager)
  }

  func testBareViewDefaults() {
    let view = makeView(nil)
    XCTAssertNil(view.message)
    XCTAssertNil(view.actionButton)
    XCTAssertEqual(view.snackbarMessageViewBackgroundColor, SnackbarColor(rgb: 0x323232))
    XCTAssertNil(view.snackbarMessageViewHighlightColor)
    XCTAssertEqual(view.snackbarMessageViewShadowColor, .black)
    XCTAssertEqual(view.messageTextColor, .white)
    XCTAssertNil(view.messageFont)
    XCTAssertNil(view.buttonFont)
    XCTAssertEqual(view.buttonTitleColor(for: .normal), SnackbarColor(white: 1, alpha: 0.6))
    XCTAssertEqual(view.buttonTitleColor(for: .highlighted), .white)
    XCTAssertNil(view.buttonTitleColor(for: .disabled))
    XCTAssertEqual(view.elevation, .snackbar)
    XCTAssertEqual(view.currentElevation, 6)
    XCTAssertEqual(view.overrideBaseElevation, -1)
    XCTAssertEqual(view.cornerRadius, 4)
    XCTAssertFalse(view.enableDismissalAccessibilityAffordance)
    XCTAssertFalse(view.accessibilityViewIsModal)
    XCTAssertFalse(view.accessibilityElementsHidden)
    XCTAssertFalse(view.isDismissing)
    XCTAssertEqual(view.textRuns, [])
  }

  func testInitWithoutArgumentsUsesDefaultManager() {
    let view = SnackbarMessageView()
    XCTAssertNil(view.message)
    XCTAssertEqual(view.elevation, SnackbarManager.default.messageElevation)
  }

  func testManagerStylingIsCopiedAtCreation() {
    let manager = SnackbarManager(scheduler: ManualScheduler())
    manager.snackbarMessageViewBackgroundColor = SnackbarColor(rgb: 0x112233)
    manager.snackbarMessageViewShadowColor = SnackbarColor(rgb: 0x445566)
    manager.messageTextColor = SnackbarColor(rgb: 0x778899)
    manager.messageFont = .systemFont(ofSize: 20)
    manager.buttonFont = .systemFont(ofSize: 21)
    manager.messageElevation = ShadowElevation(9)
    manager.setButtonTitleColor(.white, for: .normal)
    manager.setButtonTitleColor(.black, for: .highlighted)
    manager.setButtonTitleColor(.black, for: .disabled)
    manager.enableDismissalAccessibilityAffordance = true
    manager.uppercaseButtonTitle = false
    manager.buttonInkColor = SnackbarColor(rgb: 0xFF0000)
    let message = SnackbarMessage(text: "m")
    message.action = SnackbarMessageAction(title: "Undo")
    message.enableRippleBehavior = true
    let view = makeView(message, manager: manager)
    XCTAssertEqual(view.snackbarMessageViewBackgroundColor, SnackbarColor(rgb: 0x112233))
    XCTAssertEqual(view.snackbarMessageViewShadowColor, SnackbarColor(rgb: 0x445566))
    XCTAssertEqual(view.messageTextColor, SnackbarColor(rgb: 0x778899))
    XCTAssertEqual(view.messageFont, .systemFont(ofSize: 20))
    XCTAssertEqual(view.buttonFont, .systemFont(ofSize: 21))
    XCTAssertEqual(view.elevation, ShadowElevation(9))
    XCTAssertEqual(view.buttonTitleColor(for: .normal), .white)
    XCTAssertEqual(view.buttonTitleColor(for: .highlighted), .black)
    XCTAssertNil(view.buttonTitleColor(for: .disabled), "only normal and highlighted reach new views")
    XCTAssertTrue(view.enableDismissalAccessibilityAffordance)
    let button = try? XCTUnwrap(view.actionButton)
    XCTAssertEqual(button?.title, "Undo")
    XCTAssertEqual(button?.displayedTitle, "Undo")
    XCTAssertFalse(button?.uppercaseTitle ?? true)
    XCTAssertEqual(button?.inkColor, SnackbarColor(rgb: 0xFF0000))
    XCTAssertTrue(button?.enableRippleBehavior ?? false)
    XCTAssertEqual(button?.titleColor(for: .normal), .white)
    XCTAssertEqual(button?.titleFont, .systemFont(ofSize: 21))
    XCTAssertEqual(view.textRuns, [SnackbarTextRun(text: "m", isBold: false)])
  }

  func testGM3ShapesZeroElevationAndNoCapitals() {
    let manager = SnackbarManager(scheduler: ManualScheduler())
    manager.usesGM3Shapes = true
    let message = SnackbarMessage(text: "m")
    message.action = SnackbarMessageAction(title: "Undo")
    let view = makeView(message, manager: manager)
    XCTAssertEqual(view.elevation, ShadowElevation.none)
    XCTAssertTrue(view.usesGM3Shapes)
    XCTAssertEqual(view.actionButton?.displayedTitle, "Undo")
  }

  func testButtonDefaultsUpperCaseAndInk() {
    let message = SnackbarMessage(text: "m")
    message.action = SnackbarMessageAction(title: "Undo")
    let button = makeView(message).actionButton
    XCTAssertEqual(button?.displayedTitle, "UNDO")
    XCTAssertEqual(button?.inkColor, SnackbarColor(white: 1, alpha: 0.06))
    XCTAssertEqual(button?.titleColor(for: .normal), SnackbarColor(white: 1, alpha: 0.6))
    XCTAssertEqual(button?.titleColor(for: .highlighted), .white)
    XCTAssertFalse(button?.enableRippleBehavior ?? true)
  }

  func testSetButtonTitleColorNilRestoresDefaults() {
    let message = SnackbarMessage(text: "m")
    message.action = SnackbarMessageAction(title: "Undo")
    let view = makeView(message)
    view.setButtonTitleColor(.black, for: .normal)
    XCTAssertEqual(view.actionButton?.titleColor(for: .normal), .black)
    view.setButtonTitleColor(nil, for: .normal)
    XCTAssertEqual(view.buttonTitleColor(for: .normal), SnackbarColor(white: 1, alpha: 0.6))
    view.setButtonTitleColor(nil, for: .highlighted)
    XCTAssertEqual(view.buttonTitleColor(for: .highlighted), .white)
    view.setButtonTitleColor(nil, for: .disabled)
    XCTAssertEqual(view.buttonTitleColor(for: .disabled), SnackbarColor(white: 1, alpha: 0.6))
  }

  func testAccessibilityElementsInOrder() {
    let message = SnackbarMessage(text: "text")
    let action = SnackbarMessageAction(title: "Undo")
    action.accessibilityIdentifier = "undo-id"
    action.accessibilityHint = "undo-hint"
    message.action = action
    let view = makeView(message)
    XCTAssertEqual(view.accessibilityElements.map(\.kind), [.label, .actionButton])
    XCTAssertEqual(view.label.accessibilityLabel, "text")
    XCTAssertEqual(view.label.accessibilityHint, "Double-tap to dismiss")
    XCTAssertEqual(view.label.accessibilityIdentifier, "MDCSnackbarMessageTitleAutomationIdentifier")
    XCTAssertEqual(view.accessibilityElements[1].accessibilityIdentifier, "undo-id")
    XCTAssertEqual(view.accessibilityElements[1].accessibilityHint, "undo-hint")

    view.enableDismissalAccessibilityAffordance = true
    XCTAssertEqual(view.accessibilityElements.map(\.kind), [.label, .actionButton, .dismissalAffordance])
    XCTAssertNil(view.label.accessibilityHint, "the affordance removes the default hint")
    XCTAssertEqual(view.accessibilityElements.last?.accessibilityLabel, "Dismiss popup message")
    XCTAssertEqual(view.accessibilityElements.last?.accessibilityHint, "Double-tap to dismiss")
  }

  func testLabelUsesMessageAccessibilityPropertiesWhenNonEmpty() {
    let message = SnackbarMessage(text: "text")
    message.accessibilityLabel = "label"
    message.accessibilityHint = "hint"
    let view = makeView(message)
    view.enableDismissalAccessibilityAffordance = true
    XCTAssertEqual(view.label.accessibilityLabel, "label")
    XCTAssertEqual(view.label.accessibilityHint, "hint")
    message.accessibilityHint = ""
    message.accessibilityLabel = ""
    XCTAssertEqual(view.label.accessibilityLabel, "text")
  }

  func testViewAccessibilityLabelIsNotForwardedToTheLabel() {
    let view = makeView(SnackbarMessage(text: "text"))
    view.accessibilityLabel = "container"
    view.accessibilityHint = "container hint"
    XCTAssertEqual(view.label.accessibilityLabel, "text")
    XCTAssertEqual(view.label.accessibilityHint, "Double-tap to dismiss")
  }

  func testCloseButtonElement() {
    let message = SnackbarMessage(text: "text")
    message.showsCloseButton = true
    XCTAssertEqual(makeView(message).accessibilityElements.map(\.kind), [.label, .closeButton])
  }

  func testDismissHandlerRunsOnceWithActionOnlyForTheButton() {
    let message = SnackbarMessage(text: "text")
    let action = SnackbarMessageAction(title: "Undo")
    message.action = action
    nonisolated(unsafe) var calls: [(Bool, SnackbarMessageAction?)] = []
    let view = makeView(message) { calls.append(($0, $1)) }
    view.perform(.tapAction)
    view.perform(.tapBody)
    view.perform(.swipe(.left))
    XCTAssertEqual(calls.count, 1)
    XCTAssertEqual(calls.first?.0, true)
    XCTAssertTrue(calls.first?.1 === action)
    XCTAssertTrue(view.isDismissing)
  }

  func testInteractionsThatDoNotApply() {
    nonisolated(unsafe) var count = 0
    let view = makeView(SnackbarMessage(text: "text")) { _, _ in count += 1 }
    view.perform(.tapAction)
    view.perform(.tapOutside)
    view.perform(.tapDismissalAffordance)
    view.perform(.tapCloseButton)
    XCTAssertEqual(count, 0)
    XCTAssertFalse(view.isDismissing)
    view.perform(.accessibilityEscape)
    XCTAssertEqual(count, 1)
  }

  func testDismissalAffordanceNeedsItsFlagAndVoiceOver() {
    let manager = SnackbarManager(scheduler: ManualScheduler())
    nonisolated(unsafe) var count = 0
    let view = makeView(SnackbarMessage(text: "text"), manager: manager) { _, _ in count += 1 }
    view.enableDismissalAccessibilityAffordance = true
    view.perform(.tapDismissalAffordance)
    XCTAssertEqual(count, 0, "VoiceOver is off")
    manager.isVoiceOverRunningOverride = true
    view.perform(.tapDismissalAffordance)
    XCTAssertEqual(count, 1)
  }

  func testBareViewInteractionsDoNothing() {
    let view = makeView(nil)
    view.perform(.tapBody)
    XCTAssertFalse(view.isDismissing)
  }

  func testTraitCollectionAssignmentCallsBlockWithPrevious() {
    let view = makeView(nil)
    nonisolated(unsafe) var previous: [SnackbarTraitCollection?] = []
    view.traitCollectionDidChangeBlock = { _, old in previous.append(old) }
    let dark = SnackbarTraitCollection(userInterfaceStyle: .dark)
    view.traitCollection = dark
    view.traitCollection = dark
    XCTAssertEqual(previous, [SnackbarTraitCollection()])
    XCTAssertEqual(view.traitCollection, dark)
  }

  func testDescription() {
    let view = makeView(SnackbarMessage(text: "hello"))
    XCTAssertTrue(view.description.hasPrefix("<SnackbarMessageView: 0x"), view.description)
    XCTAssertTrue(view.description.contains("{\n  message: <SnackbarMessage: 0x"), view.description)
    XCTAssertTrue(view.description.contains("\n    text: \"hello\",\n"), view.description)
    XCTAssertTrue(view.description.hasSuffix("\n  };\n}"), view.description)
  }

  func testCustomMessageFontIgnoresBold() {
    let text = NSMutableAttributedString(string: "ab")
    text.addAttribute(.snackbarBold, value: true, range: NSRange(location: 0, length: 1))
    let view = makeView(SnackbarMessage(attributedText: text))
    XCTAssertEqual(
      view.textRuns, [SnackbarTextRun(text: "a", isBold: true), SnackbarTextRun(text: "b", isBold: false)])
    view.messageFont = .systemFont(ofSize: 30)
    XCTAssertEqual(view.textRuns, [SnackbarTextRun(text: "ab", isBold: false)])
  }
}
