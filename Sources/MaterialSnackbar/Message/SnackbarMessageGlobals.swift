import Foundation

/// The longest a message may stay before timing out, in seconds. Longer durations are clamped to
/// this value (MDC asserts in debug builds; this port never traps).
public let MDCSnackbarMessageDurationMax: TimeInterval = 10

/// The attribute that marks bold runs in ``SnackbarMessage/attributedText``: give a range this
/// attribute with the value `true` and it is drawn in the medium (Body 2) font, unless the manager
/// or view sets a custom `messageFont`.
///
/// It is a plain string, as in MDC; wrap it with `NSAttributedString.Key(rawValue:)`, or use
/// ``Foundation/NSAttributedString/Key/snackbarBold``.
public let MDCSnackbarMessageBoldAttributeName: String = "MDCSnackbarMessageBoldAttributeName"

extension NSAttributedString.Key {
  /// ``MDCSnackbarMessageBoldAttributeName`` as an attribute key.
  public static let snackbarBold = NSAttributedString.Key(rawValue: MDCSnackbarMessageBoldAttributeName)
}

/// Called once when a message leaves: the argument is `userInitiated`.
public typealias MDCSnackbarMessageCompletionHandler = (Bool) -> Void

/// Called once when a message leaves, before ``MDCSnackbarMessageCompletionHandler``: the
/// arguments are `userInitiated` and the animation error, if any (spec 2.10).
public typealias MDCSnackbarMessageCompletionHandlerWithError = (Bool, Error?) -> Void

/// Called when the user taps a message's action button.
public typealias MDCSnackbarMessageActionHandler = () -> Void

/// Called once when a message leaves, after MDC's handlers, with the reason (an addition).
public typealias SnackbarMessageCompletionHandlerWithReason = (SnackbarResult) -> Void

/// How a message view tells its owner it was dismissed: `userInitiated`, and the action when the
/// user tapped the button.
public typealias MDCSnackbarMessageDismissHandler = (Bool, SnackbarMessageAction?) -> Void
