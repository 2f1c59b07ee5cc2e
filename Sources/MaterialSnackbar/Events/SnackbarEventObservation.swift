import Foundation

/// The token ``SnackbarManager/addEventObserver(_:)`` returns: pass it to
/// ``SnackbarManager/removeEventObserver(_:)`` to stop observing. Dropping it does not remove the
/// observer.
public struct SnackbarEventObservation: Hashable, Sendable {
  /// The observer's number within its manager.
  let number: Int
}

/// An event observer and its token, kept in registration order.
struct SnackbarEventObserver {
  let observation: SnackbarEventObservation
  let body: @Sendable (SnackbarManagerEvent, TimeInterval) -> Void
}
