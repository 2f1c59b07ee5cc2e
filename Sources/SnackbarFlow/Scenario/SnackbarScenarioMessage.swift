import Foundation
import MaterialSnackbar
import SnackbarLayout

/// A message a show step shows: the properties `snackbar render` and `snackbar screen` know, plus
/// those a flow needs (category, duration, importance, dismissal rules).
public struct SnackbarScenarioMessage: Sendable, Equatable {
  /// The text; not empty.
  public var text: String
  /// An action button's title; its handler does nothing, as an app's undo would do its work.
  public var action: String?
  /// The category: a new message replaces the visible and queued messages of its category (all
  /// of them when nil).
  public var category: String?
  /// Seconds the message stays after its enter animation; nil for the default 4 (the manager
  /// clamps to 0...10).
  public var duration: TimeInterval?
  /// A leading Material icon by name (`error`, `check_circle`).
  public var icon: String?
  /// A progress bar.
  public var progress: SnackbarProgress?
  /// A close (×) button.
  public var showsCloseButton: Bool
  /// A theme applied to the manager when the step runs, as an app would before calling `show`.
  /// A view takes the manager's styling when it is presented, so the theme reaches this message
  /// and every later one, until another show step names another; a message waiting in the queue
  /// meanwhile takes the theme current when it appears. nil applies the scenario's theme.
  public var theme: SnackbarTheme?
  /// The message's importance (default icon, haptic, announcement politeness).
  public var importance: SnackbarImportance?
  /// MDC's pre-2024 rule: a message with an action times out unless VoiceOver runs.
  public var usesLegacyDismissalBehavior: Bool
  /// Whether a tap outside dismisses it.
  public var dismissesOnOverlayTap: Bool
  /// Whether any leading icon is drawn (false: not even the importance's).
  public var showsLeadingIcon: Bool
  /// The container colour for this message, set on the manager after the theme (MDC's
  /// `snackbarMessageViewBackgroundColor`).
  public var containerColor: SnackbarColor?
  /// The message text colour for this message (MDC's `messageTextColor`).
  public var textColor: SnackbarColor?
  /// The action title colour for this message (MDC's `buttonTitleColor(for: .normal)`).
  public var actionColor: SnackbarColor?

  /// Creates a message description.
  public init(
    text: String, action: String? = nil, category: String? = nil, duration: TimeInterval? = nil, icon: String? = nil,
    progress: SnackbarProgress? = nil, showsCloseButton: Bool = false, theme: SnackbarTheme? = nil,
    importance: SnackbarImportance? = nil, usesLegacyDismissalBehavior: Bool = false,
    dismissesOnOverlayTap: Bool = false, showsLeadingIcon: Bool = true, containerColor: SnackbarColor? = nil,
    textColor: SnackbarColor? = nil, actionColor: SnackbarColor? = nil
  ) {
    self.text = text
    self.action = action
    self.category = category
    self.duration = duration
    self.icon = icon
    self.progress = progress
    self.showsCloseButton = showsCloseButton
    self.theme = theme
    self.importance = importance
    self.usesLegacyDismissalBehavior = usesLegacyDismissalBehavior
    self.dismissesOnOverlayTap = dismissesOnOverlayTap
    self.showsLeadingIcon = showsLeadingIcon
    self.containerColor = containerColor
    self.textColor = textColor
    self.actionColor = actionColor
  }

  /// A new `SnackbarMessage` with these properties.
  public func makeMessage() -> SnackbarMessage {
    let message = SnackbarMessage(text: text)
    if let action {
      message.action = SnackbarMessageAction(title: action, handler: {})
    }
    message.category = category
    if let duration { message.duration = duration }
    if let icon { message.leadingIcon = SnackbarIcon(name: icon) }
    message.progress = progress
    message.showsCloseButton = showsCloseButton
    message.importance = importance
    message.usesLegacyDismissalBehavior = usesLegacyDismissalBehavior
    message.shouldDismissOnOverlayTap = dismissesOnOverlayTap
    message.showsLeadingIcon = showsLeadingIcon
    return message
  }

  /// Sets the colours this message names on `manager`, after its theme: a view takes the
  /// manager's styling when it is presented, as with the theme.
  public func applyColors(to manager: SnackbarManager) {
    if let containerColor { manager.snackbarMessageViewBackgroundColor = containerColor }
    if let textColor { manager.messageTextColor = textColor }
    if let actionColor {
      manager.setButtonTitleColor(actionColor, for: .normal)
      manager.setButtonTitleColor(actionColor, for: .highlighted)
    }
  }

  /// Refuses a text longer than the layout can lay out, while reading rather than when the first
  /// still is drawn.
  static func checkLength(of text: String, index: Int, key: String) throws(SnackbarScenarioError) {
    let count = text.utf8.count
    guard count <= SnackbarLayoutMetrics.maximumTextBytes else {
      throw SnackbarScenarioError(
        step: index, key: key,
        reason: "is \(count) bytes long; at most \(SnackbarLayoutMetrics.maximumTextBytes) bytes can be laid out")
    }
  }

  func validate(index: Int) throws(SnackbarScenarioError) {
    guard !text.isEmpty else { throw SnackbarScenarioError(step: index, key: "show.text", reason: "may not be empty") }
    try Self.checkLength(of: text, index: index, key: "show.text")
    if action?.isEmpty == true {
      throw SnackbarScenarioError(step: index, key: "show.action", reason: "may not be empty")
    }
    if category?.isEmpty == true {
      throw SnackbarScenarioError(step: index, key: "show.category", reason: "may not be empty; leave it out for none")
    }
    if let duration, !(duration.isFinite && duration >= 0 && duration <= 10) {
      throw SnackbarScenarioError(
        step: index, key: "show.duration", reason: "must be seconds in 0...10, got \(duration)")
    }
    if icon != nil && !showsLeadingIcon {
      throw SnackbarScenarioError(step: index, key: "show.noIcon", reason: "may not be true with show.icon")
    }
    if let icon, icon.isEmpty || !icon.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
      throw SnackbarScenarioError(
        step: index, key: "show.icon",
        reason: "must be a Material icon name such as check_circle, got \(SnackbarScenarioError.quoted(icon))")
    }
    if case .determinate(let fraction) = progress, !(fraction >= 0 && fraction <= 1) {
      throw SnackbarScenarioError(step: index, key: "show.progress", reason: "must be in 0...1, got \(fraction)")
    }
  }
}
