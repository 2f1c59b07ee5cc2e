import MaterialSnackbar

/// MDC's delegate protocol, in every form MDC has declared it, so that a delegate class written
/// for any MDC release compiles with only its import changed.
///
/// MDC's delegate changed shape twice. Every tagged release up to v124.2.0 (the last one, which
/// most apps pin) declares the methods without the manager:
///
/// - up to v118.1.0 (October 2020): `willPresentSnackbar(with: MDCSnackbarMessageView?)` (required)
///   and, from v109.5, `isPresentingSnackbar(with: MDCSnackbarMessageView?)`;
/// - v118.2.0 to v124.2.0: the same with a non-null view, `willPresentSnackbar(with:
///   MDCSnackbarMessageView)` and `isPresentingSnackbar(with: MDCSnackbarMessageView)`;
/// - `snackbarDidDisappear()` from v107.1 and `snackbarWillDisappear()` from v109.5, to v124.2.0;
/// - the development branch (2022, never tagged) passes the manager:
///   `snackbarManager(_:willPresentSnackbarWith:)`, `snackbarManager(_:isPresentingSnackbarWith:)`,
///   `snackbarWillDisappear(_:)`, `snackbarDidDisappear(_:)`.
///
/// Every form is a requirement with a default, and each default forwards to the next older form:
/// the development form calls the non-null released form, which calls the nullable one, which
/// does nothing. So whichever form a class implements is the one called, **exactly once per
/// event**; a class implementing several forms of one event hears it through the newest only; a
/// class implementing none of an event's forms ignores that event (MDC requires the will-present
/// method; here it may be left out, as a delegate that only counts dismissals needs nothing else).
///
/// The manager calls the development form, which `SnackbarManagerDelegate` (the Swift-named
/// protocol this one refines) declares, so the events keep MDC's order (will present, is
/// presenting, will disappear, did disappear) and its delivery on the main actor. Every method
/// is `@MainActor`: a `@MainActor` class conforms as written, and so does a class that is not
/// isolated at all (Swift 5 code written for MDC).
///
/// Swift 6.3 does not warn about a method whose name nearly matches a requirement that has a
/// default, so a misspelt method (`snackbarWillDisapear()`) compiles and is never called: copy
/// the names above. (MDC always annotated the view's nullability, so no release has an
/// implicitly unwrapped `MDCSnackbarMessageView!` form, and such a method is not called either.)
public protocol MDCSnackbarManagerDelegate: SnackbarManagerDelegate {
  /// MDC v118.2.0 to v124.2.0 (required there): a view was made for the next message and is about
  /// to appear. Customise it here, for example `accessibilityViewIsModal`.
  @MainActor func willPresentSnackbar(with messageView: MDCSnackbarMessageView)

  /// MDC up to v118.1.0 (required there), where the parameter was nullable: a view was made for the
  /// next message and is about to appear. The view is never nil.
  @MainActor func willPresentSnackbar(with messageView: MDCSnackbarMessageView?)

  /// MDC v118.2.0 to v124.2.0 (optional there): the view's enter animation has started.
  @MainActor func isPresentingSnackbar(with messageView: MDCSnackbarMessageView)

  /// MDC v109.5 to v118.1.0 (optional there), with a nullable parameter: the view's
  /// enter animation has started. The view is never nil.
  @MainActor func isPresentingSnackbar(with messageView: MDCSnackbarMessageView?)

  /// MDC v109.5 to v124.2.0 (optional there): the visible snackbar starts to leave, before its action and
  /// completion handlers run.
  @MainActor func snackbarWillDisappear()

  /// MDC v107.1 to v124.2.0 (optional there): the snackbar has left (its exit animation ended); the next
  /// message comes after this.
  @MainActor func snackbarDidDisappear()
}

// The forwarding chain: development form → non-null released form → nullable released form →
// nothing. A class's own method stops the chain where it stands, so each event is delivered once.
extension MDCSnackbarManagerDelegate {
  /// Forwards to the released form, ``willPresentSnackbar(with:)-(MDCSnackbarMessageView)``.
  @MainActor public func snackbarManager(
    _ snackbarManager: MDCSnackbarManager, willPresentSnackbarWith messageView: MDCSnackbarMessageView
  ) {
    willPresentSnackbar(with: messageView)
  }

  /// Forwards to the nullable released form.
  @MainActor public func willPresentSnackbar(with messageView: MDCSnackbarMessageView) {
    // The explicit optional picks the nullable overload; without it this would call itself.
    willPresentSnackbar(with: Optional(messageView))
  }

  /// Does nothing: the end of the chain.
  @MainActor public func willPresentSnackbar(with messageView: MDCSnackbarMessageView?) {}

  /// Forwards to the released form, ``isPresentingSnackbar(with:)-(MDCSnackbarMessageView)``.
  @MainActor public func snackbarManager(
    _ snackbarManager: MDCSnackbarManager, isPresentingSnackbarWith messageView: MDCSnackbarMessageView
  ) {
    isPresentingSnackbar(with: messageView)
  }

  /// Forwards to the nullable released form.
  @MainActor public func isPresentingSnackbar(with messageView: MDCSnackbarMessageView) {
    isPresentingSnackbar(with: Optional(messageView))
  }

  /// Does nothing: the end of the chain.
  @MainActor public func isPresentingSnackbar(with messageView: MDCSnackbarMessageView?) {}

  /// Forwards to the released form, ``snackbarWillDisappear()``.
  @MainActor public func snackbarWillDisappear(_ snackbarManager: MDCSnackbarManager) {
    snackbarWillDisappear()
  }

  /// Does nothing: the end of the chain.
  @MainActor public func snackbarWillDisappear() {}

  /// Forwards to the released form, ``snackbarDidDisappear()``.
  @MainActor public func snackbarDidDisappear(_ snackbarManager: MDCSnackbarManager) {
    snackbarDidDisappear()
  }

  /// Does nothing: the end of the chain.
  @MainActor public func snackbarDidDisappear() {}
}
