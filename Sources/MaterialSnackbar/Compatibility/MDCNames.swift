// MDC's names for the port's types, so that ported code compiles unchanged.

/// MDC's name for ``SnackbarManager``.
public typealias MDCSnackbarManager = SnackbarManager
/// MDC's name for ``SnackbarMessage``.
public typealias MDCSnackbarMessage = SnackbarMessage
/// MDC's name for ``SnackbarMessageAction``.
public typealias MDCSnackbarMessageAction = SnackbarMessageAction
/// MDC's name for ``SnackbarSuspensionToken``.
public typealias MDCSnackbarSuspensionToken = SnackbarSuspensionToken
/// MDC's name for ``SnackbarMessageView``.
public typealias MDCSnackbarMessageView = SnackbarMessageView
/// MDC's name for ``SnackbarError``.
public typealias MDCSnackbarError = SnackbarError
/// The port's name for the button model MDC keeps private.
public typealias MDCSnackbarActionButton = SnackbarActionButton
/// The pre-v118 name of ``SnackbarHorizontalAlignment`` (`MDCSnackbarAlignment`, `.center` and
/// `.leading`), for code written against the removed class-level `alignment`.
public typealias MDCSnackbarAlignment = SnackbarHorizontalAlignment
