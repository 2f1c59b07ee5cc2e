import Foundation

extension SnackbarMessageView {
  /// The view's own label. As in MDC it is not forwarded to the text label: the view is an
  /// accessibility container, not an element.
  public var accessibilityLabel: String? {
    get { storage[\.accessibilityLabel] }
    set { storage[\.accessibilityLabel] = newValue }
  }

  /// The view's own hint (not forwarded, like ``accessibilityLabel``).
  public var accessibilityHint: String? {
    get { storage[\.accessibilityHint] }
    set { storage[\.accessibilityHint] = newValue }
  }

  /// Whether VoiceOver confines itself to the snackbar. False unless the manager's
  /// `shouldEnableAccessibilityViewIsModal` is set and the snackbar is non-transient, or the
  /// delegate or will-present block sets it; the overlay mirrors the value.
  public var accessibilityViewIsModal: Bool {
    get { storage[\.accessibilityViewIsModal] }
    set { storage[\.accessibilityViewIsModal] = newValue }
  }

  /// Whether the elements are hidden from VoiceOver: set after the enter animation for a
  /// snackbar that is only announced, while VoiceOver runs.
  public var accessibilityElementsHidden: Bool {
    get { storage[\.accessibilityElementsHidden] }
    set { storage[\.accessibilityElementsHidden] = newValue }
  }

  /// Headless hook: whether VoiceOver focus is inside the snackbar. The host platform sets it.
  /// While VoiceOver runs, a focused snackbar is not dismissed by its timer, and with the
  /// dismissal affordance on, a tap on its body does not dismiss it (spec 2.5, 2.8).
  public var isAccessibilityFocused: Bool {
    get { storage[\.isAccessibilityFocused] }
    set { storage[\.isAccessibilityFocused] = newValue }
  }

  /// Whether the invisible "Dismiss popup message" button is offered to VoiceOver (from the
  /// manager at creation). Turning it on removes the label's default hint.
  public var enableDismissalAccessibilityAffordance: Bool {
    get { storage[\.enableDismissalAccessibilityAffordance] }
    set { storage[\.enableDismissalAccessibilityAffordance] = newValue }
  }

  /// The message label as VoiceOver sees it (spec 2.8):
  /// - label: the message's `accessibilityLabel` if non-empty, otherwise the text (as a
  ///   `UILabel` falls back to its text);
  /// - hint: the message's `accessibilityHint` if non-empty, otherwise "Double-tap to dismiss",
  ///   or none when the dismissal affordance is on;
  /// - identifier: `"MDCSnackbarMessageTitleAutomationIdentifier"`.
  public var label: SnackbarAccessibilityElement {
    let customLabel = message?.accessibilityLabel.flatMap { $0.isEmpty ? nil : $0 }
    let customHint = message?.accessibilityHint.flatMap { $0.isEmpty ? nil : $0 }
    let hint =
      customHint ?? (enableDismissalAccessibilityAffordance ? nil : SnackbarStrings.titleAccessibilityHint)
    return SnackbarAccessibilityElement(
      kind: .label, accessibilityLabel: customLabel ?? message?.text, accessibilityHint: hint,
      accessibilityIdentifier: SnackbarStrings.titleAutomationIdentifier)
  }

  /// The accessibility container, in order: the label; the action button if any; the close
  /// button if the message shows one (an addition); the dismissal affordance if enabled, last.
  public var accessibilityElements: [SnackbarAccessibilityElement] {
    var elements = [label]
    if let button = actionButton {
      elements.append(
        SnackbarAccessibilityElement(
          kind: .actionButton, accessibilityLabel: button.title, accessibilityHint: button.accessibilityHint,
          accessibilityIdentifier: button.accessibilityIdentifier))
    }
    if message?.showsCloseButton == true {
      elements.append(
        SnackbarAccessibilityElement(
          kind: .closeButton, accessibilityLabel: SnackbarStrings.closeButtonAccessibilityLabel,
          accessibilityHint: nil, accessibilityIdentifier: nil))
    }
    if enableDismissalAccessibilityAffordance {
      elements.append(
        SnackbarAccessibilityElement(
          kind: .dismissalAffordance, accessibilityLabel: SnackbarStrings.dismissalAccessibilityLabel,
          accessibilityHint: SnackbarStrings.titleAccessibilityHint, accessibilityIdentifier: nil))
    }
    return elements
  }
}
