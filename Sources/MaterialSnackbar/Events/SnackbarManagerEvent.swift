import Foundation

/// Something the manager did, as the event log of a flow records it.
///
/// ``SnackbarManager/addEventObserver(_:)`` delivers the events in the order they happen, each at
/// the point where MDC's behaviour happens (spec 2.4–2.7). For one message the order is:
///
/// 1. ``willPresent(messageID:text:)``, as the delegate's `willPresent` runs;
/// 2. ``haptic(_:messageID:)`` if its importance asks for one, as the enter animation starts;
/// 3. ``didPresent(messageID:text:)`` when the 0.15 s enter animation ends, then
///    ``announcement(text:assertive:)`` unless the snackbar takes VoiceOver focus; the
///    auto-dismiss timer starts then;
/// 4. any ``update(messageID:text:progress:)`` from its ``SnackbarMessageHandle``;
/// 5. ``willDisappear(messageID:text:)`` as the exit animation starts, then, on later turns at
///    the same time, ``actionHandler(messageID:text:)`` (only when the action button was tapped)
///    and ``completion(messageID:text:reason:userInitiated:)``;
/// 6. ``didDisappear(messageID:text:)`` when the 0.125 s exit animation ends; the next message's
///    ``willPresent(messageID:text:)`` follows.
///
/// A message removed from the queue, or dropped under the VoiceOver rule, only completes. A
/// message dismissed during its enter animation has no ``didPresent(messageID:text:)``. The texts
/// are the message's text at that moment (updates change it).
public enum SnackbarManagerEvent: Sendable, Equatable, CustomStringConvertible {
  /// A view was made for the message and the delegate's `willPresent` is about to run.
  case willPresent(messageID: SnackbarMessageID, text: String)
  /// The enter animation ended (at once without animations): the message is fully shown.
  case didPresent(messageID: SnackbarMessageID, text: String)
  /// What VoiceOver would be asked to say after the enter animation: the message's
  /// ``SnackbarMessage/voiceNotificationText``, assertive for a warning or error
  /// ``SnackbarMessage/importance``. Not made for a snackbar that takes focus instead (modal,
  /// ``SnackbarMessage/focusOnShow``, or with an action), which VoiceOver reads by focusing it.
  case announcement(text: String, assertive: Bool)
  /// A ``SnackbarMessageHandle`` changed the message's text or progress; the values are the
  /// message's after the change.
  case update(messageID: SnackbarMessageID, text: String, progress: SnackbarProgress?)
  /// The message was dismissed and its exit animation starts (the delegate's
  /// `snackbarWillDisappear` runs now).
  case willDisappear(messageID: SnackbarMessageID, text: String)
  /// The action button was tapped: the action's handler (if it has one) runs now.
  case actionHandler(messageID: SnackbarMessageID, text: String)
  /// The message ended: its completion handlers (if any) run now, with `userInitiated`.
  case completion(messageID: SnackbarMessageID, text: String, reason: SnackbarDismissReason, userInitiated: Bool)
  /// The exit animation ended (at once without animations): the snackbar is gone.
  case didDisappear(messageID: SnackbarMessageID, text: String)
  /// A suspension took effect; a nil category suspends every message.
  case suspend(token: SnackbarSuspensionToken.ID, category: String?)
  /// A suspension was lifted (by ``SnackbarManager/resumeMessages(with:)-method`` or by releasing the
  /// token); logged once per token.
  case release(token: SnackbarSuspensionToken.ID, category: String?)
  /// What `UINotificationFeedbackGenerator` would be asked for as the message appears.
  case haptic(SnackbarHapticFeedback, messageID: SnackbarMessageID)

  /// One line for logs, such as `willPresent(message-1, "Photo archived")`.
  public var description: String {
    switch self {
    case .willPresent(let id, let text): return "willPresent(\(id), \(Self.quoted(text)))"
    case .didPresent(let id, let text): return "didPresent(\(id), \(Self.quoted(text)))"
    case .announcement(let text, let assertive):
      return "announcement(\(Self.quoted(text)), \(assertive ? "assertive" : "polite"))"
    case .update(let id, let text, let progress):
      return "update(\(id), \(Self.quoted(text)), progress: \(progress.map(Self.describe) ?? "none"))"
    case .willDisappear(let id, let text): return "willDisappear(\(id), \(Self.quoted(text)))"
    case .actionHandler(let id, let text): return "actionHandler(\(id), \(Self.quoted(text)))"
    case .completion(let id, let text, let reason, let userInitiated):
      return "completion(\(id), \(Self.quoted(text)), \(reason.rawValue), userInitiated: \(userInitiated))"
    case .didDisappear(let id, let text): return "didDisappear(\(id), \(Self.quoted(text)))"
    case .suspend(let token, let category): return "suspend(\(token), category: \(category.map(Self.quoted) ?? "all"))"
    case .release(let token, let category): return "release(\(token), category: \(category.map(Self.quoted) ?? "all"))"
    case .haptic(let feedback, let id): return "haptic(\(feedback.rawValue), \(id))"
    }
  }

  private static func quoted(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }

  private static func describe(_ progress: SnackbarProgress) -> String {
    switch progress {
    case .indeterminate: return "indeterminate"
    case .determinate(let fraction): return "\(fraction)"
    }
  }
}
