import Foundation
import MaterialSnackbar
import SnackbarJSON

extension SnackbarScenarioAction {
  /// A short line for a picture's caption: `tap action`, `show “Photo archived” (action Undo)`,
  /// `VoiceOver on`.
  public var summary: String {
    switch self {
    case .show(let message):
      return "show “\(message.text)”" + Self.details(of: message)
    case .update(let text, let progress):
      let parts = [text.map { "“\($0)”" }, progress.map(Self.describe)].compactMap { $0 }
      return "update " + parts.joined(separator: ", ")
    case .tap(let target):
      return "tap \(target.rawValue)"
    case .swipe(let direction):
      return "swipe \(direction.rawValue)"
    case .accessibilityEscape:
      return "VoiceOver escape gesture"
    case .dismiss(let category):
      return "dismiss " + (category.map { "category \($0)" } ?? "all")
    case .suspend(let token, let category):
      return "suspend “\(token)” (" + (category.map { "category \($0)" } ?? "all") + ")"
    case .release(let token):
      return "release “\(token)”"
    case .voiceOver(let isOn):
      return "VoiceOver \(isOn ? "on" : "off")"
    case .bottomOffset(let points):
      return "bottom offset \(SnackbarJSONNumber.shortest(points)) pt"
    case .keyboard(let points):
      return points > 0 ? "keyboard \(SnackbarJSONNumber.shortest(points)) pt" : "keyboard hidden"
    }
  }

  /// `(action Undo, category archive)`, or nothing for a message with only text.
  private static func details(of message: SnackbarScenarioMessage) -> String {
    var parts: [String] = []
    if let action = message.action { parts.append("action \(action)") }
    if let category = message.category { parts.append("category \(category)") }
    if let icon = message.icon { parts.append("icon \(icon)") }
    if message.showsCloseButton { parts.append("close button") }
    if let importance = message.importance { parts.append(importance.rawValue) }
    if let progress = message.progress { parts.append(describe(progress)) }
    if let theme = message.theme { parts.append("theme \(theme.rawValue)") }
    return parts.isEmpty ? "" : " (" + parts.joined(separator: ", ") + ")"
  }

  private static func describe(_ progress: SnackbarProgress) -> String {
    switch progress {
    case .indeterminate: return "progress indeterminate"
    case .determinate(let fraction): return "progress \(SnackbarJSONNumber.millionths(fraction))"
    }
  }
}
