import Foundation

/// What the manager would do with a message view when it presents it: how long it stays, and
/// what VoiceOver is given. Read by an audit without presenting anything, from the same rules
/// the manager runs (spec 2.5, 2.6 and 2.8).
public struct SnackbarPresentationPlan: Sendable, Hashable {
  /// Seconds after the enter animation at which the snackbar dismisses itself while VoiceOver is
  /// off; nil when it stays until it is acted on or dismissed (an action, `automaticallyDismisses`
  /// off, or progress that is not complete).
  public var timeout: TimeInterval?
  /// While VoiceOver runs: whether focus moves into the snackbar, which is then read element by
  /// element, instead of being announced.
  public var takesFocus: Bool
  /// While VoiceOver runs and the snackbar does not take focus: the announcement
  /// (`voiceNotificationText`); nil when it takes focus.
  public var announcement: String?
  /// Whether the announcement interrupts VoiceOver (a warning or error importance).
  public var isAssertive: Bool
  /// The elements VoiceOver reads when focused, in order.
  public var elements: [SnackbarAccessibilityElement]

  /// Creates a plan.
  public init(
    timeout: TimeInterval?, takesFocus: Bool, announcement: String?, isAssertive: Bool,
    elements: [SnackbarAccessibilityElement]
  ) {
    self.timeout = timeout
    self.takesFocus = takesFocus
    self.announcement = announcement
    self.isAssertive = isAssertive
    self.elements = elements
  }
}

extension SnackbarManager {
  /// What presenting `view` would do, by the manager's own rules: the timeout without VoiceOver
  /// (spec 2.5, with the port's rule that incomplete progress holds the timer), and focus or
  /// announcement with VoiceOver (spec 2.6 step 10, 2.8). The view is not changed.
  public static func presentationPlan(for view: SnackbarMessageView) -> SnackbarPresentationPlan {
    let message = view.message
    let transientWithoutVoiceOver = isTransient(message: message, voiceOverRunning: false)
    let timesOut =
      transientWithoutVoiceOver && (message?.automaticallyDismisses ?? true)
      && message?.progress?.holdsAutoDismissTimer != true
    let takesFocus = allowsFocus(view, transient: isTransient(message: message, voiceOverRunning: true))
    return SnackbarPresentationPlan(
      timeout: timesOut ? message?.duration ?? 4 : nil, takesFocus: takesFocus,
      announcement: takesFocus ? nil : message?.voiceNotificationText?.string ?? "",
      isAssertive: message?.importance?.isAssertive ?? false, elements: view.accessibilityElements)
  }

  /// Spec 2.5: a message with an action never times out, unless it uses the legacy rule and
  /// VoiceOver is off. No message counts as transient.
  static func isTransient(message: SnackbarMessage?, voiceOverRunning: Bool) -> Bool {
    guard let message else { return true }
    let hasAction = message.action != nil
    if message.usesLegacyDismissalBehavior { return voiceOverRunning ? !hasAction : true }
    return !hasAction
  }

  /// Spec 2.6 step 10: modal, `focusOnShow`, or non-transient views take focus.
  static func allowsFocus(_ view: SnackbarMessageView, transient: Bool) -> Bool {
    view.accessibilityViewIsModal || view.message?.focusOnShow == true || !transient
  }
}
