import Foundation
import MaterialSnackbar
import SnackbarBasics

/// Collects the manager's events as they happen, and resolves them into log entries on demand.
///
/// The manager calls its observers on the thread moving the clock, but a callback may also arrive
/// on the main queue (callbacks the manager delivers on the main actor), so everything is behind
/// a lock. Names are resolved when the log is read, not when an event arrives: a suspension's
/// event can come from inside `suspendMessages`, before the playback knows which name the returned
/// token has.
final class SnackbarFlowEventCollector: Sendable {
  private struct State {
    var raw: [(time: TimeInterval, event: SnackbarManagerEvent)] = []
    var tokenNames: [SnackbarSuspensionToken.ID: String] = [:]
    var shownTexts: [SnackbarMessageID: String] = [:]
    /// When the newest presentation began (its willPresent), and when it began to leave.
    var presentedAt: TimeInterval?
    var presentedID: SnackbarMessageID?
    var disappearingAt: TimeInterval?
    /// Messages whose completion arrived since the playback last asked (``takeFinishedMessages()``).
    var finished: [SnackbarMessageID] = []
  }

  /// The events, and the overlay of texts ``events(from:)`` resolved so far, under one lock.
  private struct Recording {
    var state = State()
    /// The texts events carried so far, as of `resolvedCount` entries (for ``events(from:)``).
    var resolvedTexts: [SnackbarMessageID: String] = [:]
    var resolvedCount = 0
  }

  private let recording = SnackbarLocked(Recording())

  /// Collects one event (the manager's observer).
  func collect(_ event: SnackbarManagerEvent, at time: TimeInterval) {
    recording.withLock { recording in
      recording.state.raw.append((time, event))
      switch event {
      case .willPresent(let id, _):
        recording.state.presentedAt = time
        recording.state.presentedID = id
        recording.state.disappearingAt = nil
      case .willDisappear(let id, _) where id == recording.state.presentedID:
        recording.state.disappearingAt = time
      case .completion(let id, _, _, _):
        recording.state.finished.append(id)
      default:
        break
      }
    }
  }

  /// Remembers the scenario's name for a token the playback made.
  func name(_ token: SnackbarSuspensionToken.ID, _ name: String) {
    recording.withLock { $0.state.tokenNames[token] = name }
  }

  /// Remembers the text a message was shown with (for events that carry only its identity).
  func shown(_ id: SnackbarMessageID, text: String) {
    recording.withLock { $0.state.shownTexts[id] = text }
  }

  /// The messages that completed since the last call: the playback drops their handles, which no
  /// later step can reach (an update acts on the visible message only).
  func takeFinishedMessages() -> [SnackbarMessageID] {
    recording.withLock { recording in
      defer { recording.state.finished = [] }
      return recording.state.finished
    }
  }

  /// How many events arrived so far.
  var count: Int { recording.read { $0.state.raw.count } }

  /// The newest presentation: its message, when it began, and when it began to leave.
  var presentation: (id: SnackbarMessageID, since: TimeInterval, leavingSince: TimeInterval?)? {
    recording.read { recording in
      guard let id = recording.state.presentedID, let since = recording.state.presentedAt else { return nil }
      return (id, since, recording.state.disappearingAt)
    }
  }

  /// The log so far, names resolved in order: a message's text is the one its latest event
  /// carried (or the one it was shown with), a token's name the scenario's.
  var events: [SnackbarFlowEvent] {
    let state = recording.read { $0.state }
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
    recording.withLock { recording in
      let state = recording.state
      if start != recording.resolvedCount {
        // Asked out of order: replay the overlay of texts up to `start`.
        recording.resolvedTexts = [:]
        for entry in state.raw.prefix(start) { _ = Self.resolve(entry, in: state, texts: &recording.resolvedTexts) }
      }
      let end = state.raw.count
      guard start < end else {
        recording.resolvedCount = max(start, end)
        return []
      }
      var result: [SnackbarFlowEvent] = []
      result.reserveCapacity(end - start)
      for entry in state.raw[start..<end] {
        result.append(Self.resolve(entry, in: state, texts: &recording.resolvedTexts))
      }
      recording.resolvedCount = end
      return result
    }
  }

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
