import Foundation

// The event log of a flow: who listens, and how an event reaches them.
extension SnackbarManager {
  /// Calls `observer` with every event and the scheduler's time (``SnackbarScheduler/now``,
  /// seconds), in order, on the thread the manager's step runs on (for ``ManualScheduler``: the
  /// thread moving the clock; for an interaction such as ``SnackbarMessageView/perform(_:)``: the
  /// thread performing it). Returns a token; the observer stays until ``removeEventObserver(_:)``.
  ///
  /// Safe from any thread. Observers are called in the order they were added and never while the
  /// manager holds its lock, so an observer may call back into the manager; what it starts is
  /// logged after the event being delivered. Adding an observer costs nothing until an event
  /// happens; events that happened before it was added are not replayed.
  @discardableResult
  public func addEventObserver(
    _ observer: @escaping @Sendable (SnackbarManagerEvent, TimeInterval) -> Void
  ) -> SnackbarEventObservation {
    state.withLock { state in
      state.nextObservationNumber += 1
      let observation = SnackbarEventObservation(number: state.nextObservationNumber)
      state.eventObservers.append(SnackbarEventObserver(observation: observation, body: observer))
      return observation
    }
  }

  /// Stops calling the observer `observation` was returned for. Removing twice, or a token of
  /// another manager, does nothing.
  public func removeEventObserver(_ observation: SnackbarEventObservation) {
    state.withLock { state in state.eventObservers.removeAll { $0.observation == observation } }
  }

  /// Whether anyone observes events: when nobody does, the manager skips the work of making them.
  var hasEventObservers: Bool { state.read { !$0.eventObservers.isEmpty } }

  /// Delivers `event` to every observer, stamped with the scheduler's time. The event is only
  /// made when someone listens (it reads message texts, which takes their locks).
  func emit(_ event: @autoclosure () -> SnackbarManagerEvent) {
    let observers = state.read { $0.eventObservers }
    guard !observers.isEmpty else { return }
    let event = event()
    let now = scheduler.now
    for observer in observers { observer.body(event, now) }
  }
}
