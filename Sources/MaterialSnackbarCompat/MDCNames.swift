import Foundation
import MaterialSnackbar

// MDC's names for the port's types, globals and handler types, so that MDC-era code compiles
// unchanged. MaterialSnackbar itself declares only the Swift names.

/// MDC's name for `SnackbarManager`.
public typealias MDCSnackbarManager = SnackbarManager
/// MDC's name for `SnackbarMessage`.
public typealias MDCSnackbarMessage = SnackbarMessage
/// MDC's name for `SnackbarMessageAction`.
public typealias MDCSnackbarMessageAction = SnackbarMessageAction
/// MDC's name for `SnackbarSuspensionToken`.
public typealias MDCSnackbarSuspensionToken = SnackbarSuspensionToken
/// MDC's name for `SnackbarMessageView`.
public typealias MDCSnackbarMessageView = SnackbarMessageView
/// MDC's name for `SnackbarError`.
public typealias MDCSnackbarError = SnackbarError
/// The port's name for the button model MDC keeps private.
public typealias MDCSnackbarActionButton = SnackbarActionButton
/// The pre-v118 name of `SnackbarHorizontalAlignment` (`MDCSnackbarAlignment`, `.center` and
/// `.leading`).
public typealias MDCSnackbarAlignment = SnackbarHorizontalAlignment
/// MDC's name for `SnackbarHorizontalAlignment`.
public typealias MDCSnackbarHorizontalAlignment = SnackbarHorizontalAlignment
/// MDC's name for `SnackbarVerticalAlignment`.
public typealias MDCSnackbarVerticalAlignment = SnackbarVerticalAlignment
/// MDC's name for `ShadowElevation`.
public typealias MDCShadowElevation = ShadowElevation
/// MDC's name for the colour themer, `SnackbarColorThemer`.
public typealias MDCSnackbarColorThemer = SnackbarColorThemer
/// MDC's name for the typography themer, `SnackbarTypographyThemer`.
public typealias MDCSnackbarTypographyThemer = SnackbarTypographyThemer
/// MDC-era name of `SnackbarAccessibilityNotification`: UIKit's type has no MDC prefix, so
/// ported code names it through this alias.
public typealias MDCSnackbarAccessibilityNotification = SnackbarAccessibilityNotification

/// MDC's name for `SnackbarMessageCompletionHandler`: called once when a message leaves, with
/// `userInitiated`, on the main actor.
public typealias MDCSnackbarMessageCompletionHandler = SnackbarMessageCompletionHandler
/// MDC's name for `SnackbarMessageCompletionHandlerWithError`.
public typealias MDCSnackbarMessageCompletionHandlerWithError = SnackbarMessageCompletionHandlerWithError
/// MDC's name for `SnackbarMessageActionHandler`.
public typealias MDCSnackbarMessageActionHandler = SnackbarMessageActionHandler
/// MDC's name for `SnackbarMessageDismissHandler`.
public typealias MDCSnackbarMessageDismissHandler = SnackbarMessageDismissHandler

/// MDC's `MDCSnackbarMessageDurationMax`: `SnackbarMessage/maximumDuration` (10 s).
public let MDCSnackbarMessageDurationMax: TimeInterval = SnackbarMessage.maximumDuration

/// MDC's `MDCSnackbarMessageBoldAttributeName`, a plain string as in MDC: the raw value of
/// `NSAttributedString.Key.snackbarBold`.
public let MDCSnackbarMessageBoldAttributeName: String = NSAttributedString.Key.snackbarBold.rawValue

/// MDC's `MDCSnackbarErrorDomain`: `SnackbarError/domain`.
public let MDCSnackbarErrorDomain: String = SnackbarError.domain
