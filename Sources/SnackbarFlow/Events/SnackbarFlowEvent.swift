import Foundation
import MaterialSnackbar
import SnackbarJSON

/// One entry of a flow's event log: something the manager did, at a virtual time, with the names
/// a reader knows (the message's text, the scenario's token names) resolved.
public struct SnackbarFlowEvent: Sendable, Equatable {
  /// The scheduler's time when the manager did it, in seconds after the flow started.
  public var time: TimeInterval
  /// What the manager reported.
  public var event: SnackbarManagerEvent
  /// The text of the message the event is about (for a haptic, which carries only the message's
  /// identity, the text that message had); nil for suspensions.
  public var message: String?
  /// For suspend and release: the token's name in the scenario.
  public var token: String?

  /// Creates an entry.
  public init(time: TimeInterval, event: SnackbarManagerEvent, message: String? = nil, token: String? = nil) {
    self.time = time
    self.event = event
    self.message = message
    self.token = token
  }

  /// The event's name in the log: willPresent, didPresent, announcement, update, willDisappear,
  /// actionHandler, completion, didDisappear, suspend, release or haptic.
  public var name: String {
    switch event {
    case .willPresent: return "willPresent"
    case .didPresent: return "didPresent"
    case .announcement: return "announcement"
    case .update: return "update"
    case .willDisappear: return "willDisappear"
    case .actionHandler: return "actionHandler"
    case .completion: return "completion"
    case .didDisappear: return "didDisappear"
    case .suspend: return "suspend"
    case .release: return "release"
    case .haptic: return "haptic"
    }
  }

  /// The message identity the event is about, if any.
  public var messageID: SnackbarMessageID? {
    switch event {
    case .willPresent(let id, _), .didPresent(let id, _), .update(let id, _, _), .willDisappear(let id, _),
      .actionHandler(let id, _), .completion(let id, _, _, _), .didDisappear(let id, _), .haptic(_, let id):
      return id
    case .announcement, .suspend, .release:
      return nil
    }
  }

  /// The fields after `t`, `event` and `message`, in a fixed order.
  var details: [(key: String, value: SnackbarJSONValue)] {
    switch event {
    case .announcement(_, let assertive):
      return [("assertive", .bool(assertive))]
    case .update(_, _, let progress):
      return [("progress", Self.json(progress))]
    case .completion(_, _, let reason, let userInitiated):
      return [("reason", .string(reason.rawValue)), ("userInitiated", .bool(userInitiated))]
    case .suspend(_, let category), .release(_, let category):
      return [("token", token.map { .string($0) } ?? .null), ("category", category.map { .string($0) } ?? .null)]
    case .haptic(let feedback, _):
      return [("feedback", .string(feedback.rawValue))]
    case .willPresent, .didPresent, .willDisappear, .actionHandler, .didDisappear:
      return []
    }
  }

  /// One line of `events.jsonl`: `{"t": 1.0, "event": "completion", "message": "Photo archived",
  /// "reason": "action", "userInitiated": true}`. Keys in a fixed order, times in seconds with at
  /// most six decimals, so the same flow always gives the same bytes.
  public var jsonLine: String {
    var fields: [(key: String, value: SnackbarJSONValue)] = [
      ("t", .numeral(SnackbarJSONNumber.millionths(time))), ("event", .string(name)),
    ]
    if let message { fields.append(("message", .string(message))) }
    return SnackbarJSONValue.record(fields + details)
  }

  /// A short line for a picture's caption: `completion “Photo archived”: action, by the user`.
  public var summary: String {
    let quotedMessage = message.map { " “\($0)”" } ?? ""
    switch event {
    case .announcement(_, let assertive):
      return "announcement\(quotedMessage)\(assertive ? " (assertive)" : "")"
    case .update(_, _, let progress):
      let detail = progress.map { progress -> String in
        switch progress {
        case .indeterminate: return ", progress indeterminate"
        case .determinate(let fraction): return ", progress \(SnackbarJSONNumber.millionths(fraction))"
        }
      }
      return "update\(quotedMessage)\(detail ?? "")"
    case .completion(_, _, let reason, let userInitiated):
      return "completion\(quotedMessage): \(reason.rawValue)\(userInitiated ? ", by the user" : "")"
    case .suspend(_, let category):
      return "suspend “\(token ?? "?")” (\(category.map { "category \($0)" } ?? "all"))"
    case .release(_, let category):
      return "release “\(token ?? "?")” (\(category.map { "category \($0)" } ?? "all"))"
    case .haptic(let feedback, _):
      return "haptic \(feedback.rawValue)\(quotedMessage)"
    case .willPresent, .didPresent, .willDisappear, .actionHandler, .didDisappear:
      return name + quotedMessage
    }
  }

  private static func json(_ progress: SnackbarProgress?) -> SnackbarJSONValue {
    switch progress {
    case nil: return .null
    case .indeterminate?: return .string("indeterminate")
    case .determinate(let fraction)?: return .numeral(SnackbarJSONNumber.millionths(fraction))
    }
  }
}
