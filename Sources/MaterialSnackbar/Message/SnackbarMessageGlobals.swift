import Foundation

extension SnackbarMessage {
  /// The longest a message may stay before timing out, in seconds. Longer durations are clamped
  /// to this value (MDC asserts in debug builds; this port never traps).
  public static let maximumDuration: TimeInterval = 10
}

extension NSAttributedString.Key {
  /// The attribute that marks bold runs in ``SnackbarMessage/attributedText``: give a range this
  /// attribute with the value `true` and it is drawn in the medium (Body 2) font, unless the
  /// manager or view sets a custom `messageFont`.
  ///
  /// Its raw value is MDC's attribute name, `"MDCSnackbarMessageBoldAttributeName"`, so text
  /// marked up by MDC-era code is bold here too.
  public static let snackbarBold = NSAttributedString.Key(rawValue: "MDCSnackbarMessageBoldAttributeName")
}

// The callback types are `@MainActor`: MDC calls them on the main queue, and a Swift 6 app's
// main-actor closures are accepted as they are and run where they were written to run. The
// properties holding them are `@preconcurrency`, as Apple marks its own pre-concurrency
// callbacks: Swift 5 code written for MDC (whose Objective-C headers carry no isolation) compiles
// without new warnings, while Swift 6 code gets the main-actor checks, so it cannot call a handler
// off the main actor.

/// Called once when a message leaves, on the main actor: the argument is `userInitiated`.
public typealias SnackbarMessageCompletionHandler = @MainActor (Bool) -> Void

/// Called once when a message leaves, before ``SnackbarMessageCompletionHandler``: the
/// arguments are `userInitiated` and the animation error, if any (spec 2.10). On the main actor.
public typealias SnackbarMessageCompletionHandlerWithError = @MainActor (Bool, Error?) -> Void

/// Called when the user taps a message's action button, on the main actor.
public typealias SnackbarMessageActionHandler = @MainActor () -> Void

/// Called once when a message leaves, after MDC's handlers, with the reason (an addition). On the
/// main actor.
public typealias SnackbarMessageCompletionHandlerWithReason = @MainActor (SnackbarResult) -> Void

/// How a message view tells its owner it was dismissed: `userInitiated`, and the action when the
/// user tapped the button. On the main actor.
public typealias SnackbarMessageDismissHandler = @MainActor (Bool, SnackbarMessageAction?) -> Void
