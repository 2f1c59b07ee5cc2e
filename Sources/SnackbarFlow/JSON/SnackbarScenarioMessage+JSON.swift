import Foundation
import MaterialSnackbar
import SnackbarJSON
import SnackbarLayout

extension SnackbarScenarioMessage {
  /// The keys of a show step's object.
  static let keys = [
    "text", "action", "category", "duration", "icon", "progress", "close", "theme", "importance", "legacyDismissal",
    "dismissOnOverlayTap", "noIcon", "containerColor", "textColor", "actionColor",
  ]

  /// Reads the object of a show step: `text` (required), `action`, `category`, `duration`
  /// (0...10 s), `icon`, `progress` (0...1 or "indeterminate"), `close`, `theme`,
  /// `importance` (info, success, warning, error), `legacyDismissal`, `dismissOnOverlayTap`,
  /// `noIcon`, and `containerColor`, `textColor`, `actionColor` (`#RGB`, `#RRGGBB`, `#RRGGBBAA`).
  init(json value: SnackbarJSONNode, index: Int) throws(SnackbarScenarioError) {
    let object = try ScenarioJSONObject(value, step: index, path: "show", allowedKeys: Self.keys, what: "show")
    guard let text = try object.string("text") else {
      throw object.error("text", "is required: the message")
    }
    self.init(
      text: text, action: try object.string("action"), category: try object.string("category"),
      duration: try object.number("duration", in: 0...10, what: "a number of seconds"), icon: try object.string("icon"),
      progress: try Self.progress(object), showsCloseButton: try object.bool("close") ?? false,
      theme: try object.choice("theme", of: SnackbarTheme.self),
      importance: try object.choice("importance", of: SnackbarImportance.self),
      usesLegacyDismissalBehavior: try object.bool("legacyDismissal") ?? false,
      dismissesOnOverlayTap: try object.bool("dismissOnOverlayTap") ?? false,
      showsLeadingIcon: !(try object.bool("noIcon") ?? false), containerColor: try Self.color("containerColor", object),
      textColor: try Self.color("textColor", object), actionColor: try Self.color("actionColor", object))
    do {
      try validate(index: index)
    } catch {
      throw error.located(
        at: error.key.flatMap { object[String($0.dropFirst("show.".count))]?.position } ?? value.position)
    }
  }

  /// A colour key: `#RGB`, `#RRGGBB` or `#RRGGBBAA`.
  private static func color(_ name: String, _ object: ScenarioJSONObject) throws(SnackbarScenarioError)
    -> SnackbarColor?
  {
    guard let text = try object.string(name) else { return nil }
    guard text.hasPrefix("#"), let color = try? SnackbarColor(hex: text) else {
      throw object.error(name, "must be a colour #RGB, #RRGGBB or #RRGGBBAA, got \(SnackbarScenarioError.quoted(text))")
    }
    return color
  }

  /// `progress`: a fraction in 0...1, or "indeterminate".
  static func progress(_ object: ScenarioJSONObject) throws(SnackbarScenarioError) -> SnackbarProgress? {
    guard let value = object["progress"] else { return nil }
    if case .string("indeterminate") = value.content { return .indeterminate }
    guard case .number = value.content else {
      throw object.error("progress", "must be a fraction in 0...1 or \"indeterminate\", got \(value.quoted)")
    }
    return try object.number("progress", in: 0...1).map { .determinate($0) }
  }
}
