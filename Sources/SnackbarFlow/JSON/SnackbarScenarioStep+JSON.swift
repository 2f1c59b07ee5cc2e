import Foundation
import MaterialSnackbar
import SnackbarJSON
import SnackbarLayout

extension SnackbarScenarioStep {
  /// The action keys of a step, one of which each step has.
  static let actionKeys = [
    "show", "update", "tap", "swipe", "accessibilityEscape", "dismiss", "suspend", "release", "voiceOver",
    "bottomOffset", "keyboard",
  ]

  /// Reads step `index`: `{"at": seconds, <one action key>: value}`. Times are checked against
  /// the scenario (order, `until`) by ``SnackbarScenario/validate()``.
  init(json value: SnackbarJSONNode, index: Int) throws(SnackbarScenarioError) {
    let object = try ScenarioJSONObject(
      value, step: index, path: "", allowedKeys: ["at"] + Self.actionKeys, what: "a step")
    guard let at = try object.number("at", in: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude)
    else {
      throw object.error("at", "is required: the step's time in seconds")
    }
    let given = Self.actionKeys.filter { object[$0] != nil }
    guard let key = given.first, given.count == 1 else {
      let reason =
        given.isEmpty
        ? "has no action; give one of \(Self.actionKeys.joined(separator: ", "))"
        : "give one action per step, got \(given.joined(separator: " and "))"
      throw SnackbarScenarioError(step: index, reason: reason).located(at: value.position)
    }
    self.init(at: at, try Self.action(key, object))
  }

  private static func action(_ key: String, _ step: ScenarioJSONObject) throws(SnackbarScenarioError)
    -> SnackbarScenarioAction
  {
    guard let value = step[key] else { throw step.error(key, "is missing") }
    switch key {
    case "show":
      return .show(try SnackbarScenarioMessage(json: value, index: step.step ?? 0))
    case "update":
      return try update(value, step)
    case "tap":
      return .tap(try step.choice("tap", of: SnackbarScenarioTapTarget.self) ?? .body)
    case "swipe":
      return .swipe(try step.choice("swipe", of: SnackbarSwipeDirection.self) ?? .left)
    case "accessibilityEscape":
      guard try step.bool(key) == true else { throw step.error(key, "must be true (the gesture has no options)") }
      return .accessibilityEscape
    case "dismiss":
      let object = try ScenarioJSONObject(
        value, step: step.step, path: key, allowedKeys: ["category"], what: "dismiss ({} for all, or {\"category\": …})"
      )
      return .dismiss(category: try object.string("category"))
    case "suspend":
      let object = try ScenarioJSONObject(
        value, step: step.step, path: key, allowedKeys: ["token", "category"], what: "suspend")
      guard let token = try object.string("token") else {
        throw object.error("token", "is required: a name a later release step uses")
      }
      return .suspend(token: token, category: try object.string("category"))
    case "release":
      return .release(token: try step.string(key) ?? "")
    case "voiceOver":
      return .voiceOver(try step.bool(key) ?? false)
    case "bottomOffset":
      return .bottomOffset(try step.number(key, in: 0...4096, what: "a number of points") ?? 0)
    default:
      return .keyboard(try step.number(key, in: 0...4096, what: "a number of points") ?? 0)
    }
  }

  private static func update(
    _ value: SnackbarJSONNode, _ step: ScenarioJSONObject
  ) throws(SnackbarScenarioError) -> SnackbarScenarioAction {
    let object = try ScenarioJSONObject(
      value, step: step.step, path: "update", allowedKeys: ["text", "progress"], what: "update")
    let text = try object.string("text")
    let progress = try SnackbarScenarioMessage.progress(object)
    guard text != nil || progress != nil else {
      throw SnackbarScenarioError(step: step.step, key: "update", reason: "give \"text\", \"progress\" or both")
        .located(at: value.position)
    }
    return .update(text: text, progress: progress)
  }
}
