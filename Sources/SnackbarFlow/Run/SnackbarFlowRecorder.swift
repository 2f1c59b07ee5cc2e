import Foundation
import MaterialSnackbar

/// Collects the manager's events as they happen, and resolves them into log entries on demand.
///
/// The manager calls its observers on the thread moving the clock, but a callback may also arrive
/// on the main queue (callbacks the manager delivers on the main actor), so everything is behind
/// a lock. Names are resolved when the log is read, not when an event arrives: a suspension's
/// event can come from inside `suspendMessages`, before the run knows which name the returned
/// token has.
final class SnackbarFlowRecorder: @unchecked Sendable {
  private struct State {
    var raw: [(time: TimeInterval, event: SnackbarManagerEvent)] = []
    var tokenNames: [SnackbarSuspensionToken.ID: String] = [:]
    var shownTexts: [SnackbarMessageID: String] = [:]
    /// When the newest presentation began (its willPresent), and when it began to leave.
    var presentedAt: TimeInterval?
    var presentedID: SnackbarMessageID?
    var disappearingAt: TimeInterval?
    /// Messages whose completion arrived since the run last asked (``takeFinishedMessages()``).
    var finished: [SnackbarMessageID] = []
  }

  private let lock = NSLock()
  private var state = State()

  /// Records one event (the manager's observer).
  func record(_ event: SnackbarManagerEvent, at time: TimeInterval) {
    lock.withLock {
      state.raw.append((time, event))
      switch event {
      case .willPresent(let id, _):
        state.presentedAt = time
        state.presentedID = id
        state.disappearingAt = nil
      case .willDisappear(let id, _) where id == state.presentedID:
        state.disappearingAt = time
      case .completion(let id, _, _, _):
        state.finished.append(id)
      default:
        break
      }
    }
  }

  /// Remembers the scenario's name for a token the run made.
  func name(_ token: SnackbarSuspensionToken.ID, _ name: String) {
    lock.withLock { state.tokenNames[token] = name }
  }

  /// Remembers the text a message was shown with (for events that carry only its identity).
  func shown(_ id: SnackbarMessageID, text: String) {
    lock.withLock { state.shownTexts[id] = text }
  }

  /// The messages that completed since the last call: the run drops their handles, which no
  /// later step can reach (an update acts on the visible message only).
  func takeFinishedMessages() -> [SnackbarMessageID] {
    lock.withLock {
      defer { state.finished = [] }
      return state.finished
    }
  }

  /// How many events arrived so far.
  var count: Int { lock.withLock { state.raw.count } }

  /// The newest presentation: its message, when it began, and when it began to leave.
  var presentation: (id: SnackbarMessageID, since: TimeInterval, leavingSince: TimeInterval?)? {
    lock.withLock {
      guard let id = state.presentedID, let since = state.presentedAt else { return nil }
      return (id, since, state.disappearingAt)
    }
  }

  /// The log so far, names resolved in order: a message's text is the one its latest event
  /// carried (or the one it was shown with), a token's name the scenario's.
  var events: [SnackbarFlowEvent] {
    let state = lock.withLock { self.state }
    var texts: [SnackbarMessageID: String] = [:]
    return state.raw.map { Self.resolve($0, in: state, texts: &texts) }
  }

  /// The entries from `start` on, resolved exactly as ``events`` resolves them, at the cost of
  /// those entries alone: a player asks for each moment's new events, and resolving the whole log
  /// each time made a flow of many moments quadratic.
  ///
  /// Call it with `start` at the end of what the previous call returned (or 0), after the steps
  /// that produced the events have returned, so their tokens and texts are named.
  func events(from start: Int) -> [SnackbarFlowEvent] {
    lock.withLock {
      if start != resolvedCount {
        // Asked out of order: replay the overlay of texts up to `start`.
        resolvedTexts = [:]
        for entry in state.raw.prefix(start) { _ = Self.resolve(entry, in: state, texts: &resolvedTexts) }
      }
      let end = state.raw.count
      guard start < end else {
        resolvedCount = max(start, end)
        return []
      }
      var result: [SnackbarFlowEvent] = []
      result.reserveCapacity(end - start)
      for entry in state.raw[start..<end] { result.append(Self.resolve(entry, in: state, texts: &resolvedTexts)) }
      resolvedCount = end
      return result
    }
  }

  /// The texts events carried so far, as of ``resolvedCount`` entries (for ``events(from:)``).
  private var resolvedTexts: [SnackbarMessageID: String] = [:]
  private var resolvedCount = 0

  /// One entry, with `texts` (the latest text each message's events carried) brought up to it.
  private static func resolve(
    _ raw: (time: TimeInterval, event: SnackbarManagerEvent), in state: State, texts: inout [SnackbarMessageID: String]
  ) -> SnackbarFlowEvent {
    var entry = SnackbarFlowEvent(time: raw.time, event: raw.event)
    switch raw.event {
    case .willPresent(let id, let text), .didPresent(let id, let text), .update(let id, let text, _),
      .willDisappear(let id, let text), .actionHandler(let id, let text), .completion(let id, let text, _, _),
      .didDisappear(let id, let text):
      texts[id] = text
      entry.message = text
    case .announcement(let text, _):
      entry.message = text
    case .haptic(_, let id):
      entry.message = texts[id] ?? state.shownTexts[id]
    case .suspend(let token, _), .release(let token, _):
      entry.token = state.tokenNames[token] ?? String(describing: token)
    }
    return entry
  }
}
