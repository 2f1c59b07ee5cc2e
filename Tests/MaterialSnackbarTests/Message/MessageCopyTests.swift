// Spec 1.4 (the message: copy semantics, text and attributed text, description) and 2.10 (errors),
// observed through the copy the manager presents.
import Foundation
import MaterialSnackbar
import Testing

@Suite("Behaviour: message copy and content (spec 1.4, 2.10, 2.13)")
struct MessageCopyBehaviourTests {
  /// Shows `message` and returns the presented copy.
  private func presentedCopy(of message: SnackbarMessage, in h: BehaviourHarness = BehaviourHarness())
    -> SnackbarMessage?
  {
    h.manager.show(message)
    h.turn()
    return h.manager.currentSnackbar?.message
  }

  @Test("the presented message is a copy carrying every by-value property")
  func copiesValues() {
    let message = SnackbarMessage(attributedText: NSAttributedString(string: "styled"))
    message.duration = 7
    message.category = "cat"
    message.accessibilityLabel = "label"
    message.accessibilityHint = "hint"
    message.enableRippleBehavior = true
    message.focusOnShow = true
    message.automaticallyDismisses = false
    message.shouldDismissOnOverlayTap = true
    message.usesLegacyDismissalBehavior = true
    message.showsCloseButton = true
    message.leadingIcon = .success
    message.progress = .determinate(0.5)
    let copy = presentedCopy(of: message)
    #expect(copy != nil)
    #expect(copy !== message)
    #expect(copy?.text == "styled")
    #expect(copy?.duration == 7)
    #expect(copy?.category == "cat")
    #expect(copy?.accessibilityLabel == "label")
    #expect(copy?.accessibilityHint == "hint")
    #expect(copy?.enableRippleBehavior == true)
    #expect(copy?.focusOnShow == true)
    #expect(copy?.automaticallyDismisses == false)
    #expect(copy?.shouldDismissOnOverlayTap == true)
    #expect(copy?.usesLegacyDismissalBehavior == true)
    #expect(copy?.showsCloseButton == true)
    #expect(copy?.leadingIcon == .success)
    #expect(copy?.progress == .determinate(0.5))
  }

  @Test("the action object is shared, not copied")
  func actionIsShared() {
    let message = SnackbarMessage(text: "A")
    let action = SnackbarMessageAction()
    action.title = "Undo"
    message.action = action
    #expect(presentedCopy(of: message)?.action === action)
  }

  @Test("the handlers and the will-present block are shared by reference: the original's closures run")
  func handlersAreShared() {
    let h = BehaviourHarness()
    let message = h.message("A", duration: 1)
    let called = BehaviourBox<Bool>()
    message.snackbarMessageWillPresentBlock = { _, _ in called.set(true) }
    h.manager.show(message)
    h.scheduler.advanceUntilIdle()
    #expect(called.value == true)
    #expect(h.completions == ["completion:A:false"])
    #expect(h.log.events(prefix: "completionWithError:") == ["completionWithError:A:false:nil"])
  }

  @Test("presentationHostViewOverride is carried by reference to the copy")
  func hostOverrideIsShared() {
    let host = SnackbarHost(size: CGSize(width: 320, height: 480))
    let message = SnackbarMessage(text: "A")
    message.presentationHostViewOverride = host
    #expect(presentedCopy(of: message)?.presentationHostViewOverride === host)
  }

  @Test("presentationHostViewOverride is weak")
  func hostOverrideIsWeak() {
    let message = SnackbarMessage(text: "A")
    do {
      let host = SnackbarHost(size: CGSize(width: 320, height: 480))
      message.presentationHostViewOverride = host
      #expect(message.presentationHostViewOverride === host)
    }
    #expect(message.presentationHostViewOverride == nil)
  }

  @Test("a custom attributed accessibility label loses its attributes in the copy")
  func attributedAccessibilityLabelLosesAttributes() {
    let message = SnackbarMessage(text: "A")
    message.attributedAccessibilityLabel = NSAttributedString(
      string: "spoken", attributes: [.init(rawValue: "custom"): 1])
    let copy = presentedCopy(of: message)
    #expect(copy?.accessibilityLabel == "spoken")
    let attributes = copy?.attributedAccessibilityLabel?.attributes(at: 0, effectiveRange: nil) ?? [:]
    #expect(attributes[.init(rawValue: "custom")] == nil)
  }

  @Test("accessibilityIdentifier is not copied")
  func accessibilityIdentifierNotCopied() {
    let message = SnackbarMessage(text: "A")
    message.accessibilityIdentifier = "id"
    let copy = presentedCopy(of: message)
    #expect(copy != nil)
    #expect(copy?.accessibilityIdentifier == nil)
  }

  @Test("the attributed text is copied: mutating the caller's mutable string changes nothing")
  func attributedTextIsCopied() {
    let mutable = NSMutableAttributedString(string: "before")
    let message = SnackbarMessage(attributedText: mutable)
    mutable.mutableString.setString("after")
    #expect(message.text == "before")
    #expect(presentedCopy(of: message)?.text == "before")
  }

  @Test("text and attributedText are one datum")
  func textAndAttributedText() {
    let message = SnackbarMessage()
    #expect(message.text == nil)
    #expect(message.attributedText == nil)
    message.text = "plain"
    #expect(message.attributedText?.string == "plain")
    message.attributedText = NSAttributedString(string: "rich")
    #expect(message.text == "rich")
  }

  @Test("the bold attribute's raw value is MDC's attribute name")
  func boldAttributeName() {
    #expect(NSAttributedString.Key.snackbarBold.rawValue == "MDCSnackbarMessageBoldAttributeName")
  }

  @Test("description names the text, the action title and the view class")
  func messageDescription() {
    let message = SnackbarMessage(text: "the message text")
    let action = SnackbarMessageAction()
    action.title = "Tap Me"
    message.action = action
    let description = message.description
    for part in ["text:", "the message text", "action:", "Tap Me", "viewClass:", "SnackbarMessageView"] {
      #expect(description.contains(part), "missing \(part) in \(description)")
    }
    #expect(SnackbarMessage(text: "x").description.contains("action:") == false)
  }

  @Test("the presented view's description embeds its message's description")
  func viewDescription() {
    let h = BehaviourHarness()
    h.show("A", duration: 4)
    h.turn()
    let description = h.delegate.presentedViews.first?.description ?? ""
    #expect(description.hasPrefix("<SnackbarMessageView: "))
    #expect(description.contains("message: <SnackbarMessage: "))
  }

  @Test("a subclass is preserved by the copy")
  func subclassPreserved() {
    let copy = presentedCopy(of: TaggedMessage(text: "A"))
    #expect(copy is TaggedMessage)
  }

  @Test("an empty animation group reports error -10 in com.google.mdc.snackbar to completionHandlerWithError")
  func misconfiguredAnimationError() {
    let h = BehaviourHarness()
    let message = NoAnimationMessage(text: "A")
    message.duration = 0.1
    let captured = BehaviourBox<Error>()
    let order = h.log
    message.completionHandlerWithError = { userInitiated, error in
      if let error { captured.set(error) }
      order.record("completionWithError:\(userInitiated)")
    }
    message.completionHandler = { userInitiated in order.record("completion:\(userInitiated)") }
    h.manager.show(message)
    h.scheduler.advanceUntilIdle()
    let error = captured.value as NSError?
    #expect(error?.domain == "com.google.mdc.snackbar")
    #expect(error?.code == -10)
    #expect(h.log.events.filter { $0.hasPrefix("completion") } == ["completionWithError:false", "completion:false"])
  }

  @Test("a well-formed message reports no error")
  func noErrorNormally() {
    let h = BehaviourHarness()
    let captured = BehaviourBox<Error>()
    let message = SnackbarMessage(text: "A")
    message.duration = 0.1
    message.completionHandlerWithError = { _, error in if let error { captured.set(error) } }
    h.manager.show(message)
    h.scheduler.advanceUntilIdle()
    #expect(captured.value == nil)
  }

  @Test("description has the exact MDC layout")
  func exactDescription() {
    let message = SnackbarMessage(text: "hello")
    let action = SnackbarMessageAction()
    action.title = "Undo"
    message.action = action
    let lines = message.description.components(separatedBy: "\n")
    #expect(lines.first?.hasPrefix("<SnackbarMessage: ") == true)
    #expect(lines.first?.hasSuffix("> {") == true)
    #expect(
      Array(lines.dropFirst()) == [
        "  text: \"hello\",", "  action: \"Undo\",", "  viewClass: \"SnackbarMessageView\",", "}",
      ])
  }

  @Test("SnackbarMessageAction.copy() copies title, handler, identifier and hint")
  func actionCopy() async {
    let action = SnackbarMessageAction()
    action.title = "Undo"
    action.accessibilityIdentifier = "id"
    action.accessibilityHint = "hint"
    let ran = BehaviourBox<Bool>()
    action.handler = { ran.set(true) }
    let copy = action.copy()
    #expect(copy !== action)
    #expect(copy.title == "Undo")
    #expect(copy.accessibilityIdentifier == "id")
    #expect(copy.accessibilityHint == "hint")
    // The handler is main-actor code: the compiler insists on calling it there.
    await MainActor.run { copy.handler?() }
    #expect(ran.value == true)
  }
}

private final class TaggedMessage: SnackbarMessage, @unchecked Sendable {}

/// Returns nil from both animation factories, which upstream reports as a misconfiguration.
private final class NoAnimationMessage: SnackbarMessage, @unchecked Sendable {
  override func animateSnackbarOpacity(from: CGFloat, to: CGFloat) -> SnackbarLayerAnimation? { nil }
  override func animateSnackbarScale(from: CGFloat, to: CGFloat) -> SnackbarLayerAnimation? { nil }

  @Test("bold markup: ranges with the bold attribute true become bold runs, the rest regular")
  func boldRuns() {
    let text = NSMutableAttributedString(string: "Saved to ")
    text.append(
      NSAttributedString(
        string: "Photos", attributes: [NSAttributedString.Key.snackbarBold: true]))
    text.append(
      NSAttributedString(
        string: " now", attributes: [NSAttributedString.Key.snackbarBold: false]))
    let h = BehaviourHarness()
    h.manager.show(SnackbarMessage(attributedText: text))
    h.turn()
    let runs = h.manager.currentSnackbar?.textRuns ?? []
    #expect(runs.map(\.text) == ["Saved to ", "Photos", " now"])
    #expect(runs.map(\.isBold) == [false, true, false])
  }

  @Test("with a custom messageFont the bold attribute is ignored")
  func boldIgnoredWithCustomFont() {
    let text = NSMutableAttributedString(string: "Saved to ")
    text.append(
      NSAttributedString(
        string: "Photos", attributes: [NSAttributedString.Key.snackbarBold: true]))
    let h = BehaviourHarness()
    h.manager.messageFont = SnackbarFont.systemFont(ofSize: 18)
    h.manager.show(SnackbarMessage(attributedText: text))
    h.turn()
    let runs = h.manager.currentSnackbar?.textRuns ?? []
    #expect(runs.contains { $0.isBold } == false)
    #expect(runs.map(\.text).joined() == "Saved to Photos")
  }
}
