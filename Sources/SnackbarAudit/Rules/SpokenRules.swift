import Foundation
import MaterialSnackbar

// spoken.*: what VoiceOver is given, from the manager's own plan (spec 2.8).
extension SnackbarAuditRun {
  mutating func checkSpokenLabels() {
    let plan = input.presentation
    var reported: Set<SnackbarAuditElement> = []
    if !plan.takesFocus, Self.spoken(plan.announcement ?? "").isEmpty {
      add(
        .spokenEmpty, .error, .message, measured: "empty announcement", threshold: "non-empty",
        message: "VoiceOver would announce nothing when the snackbar appears (voiceNotificationText is empty).",
        hint: "Leave accessibilityLabel nil to announce the text, or give it words.")
      reported.insert(.message)
    }
    var seen: [String: SnackbarAccessibilityElement.Kind] = [:]
    for element in plan.elements {
      let part = Self.auditElement(element.kind)
      let label = Self.spoken(element.accessibilityLabel ?? "")
      if label.isEmpty {
        guard !reported.contains(part) else { continue }
        reported.insert(part)
        add(
          .spokenEmpty, .error, part, measured: "empty label", threshold: "non-empty",
          message: "VoiceOver would read the \(Self.name(element.kind)) as nothing.",
          hint: "Give the \(Self.name(element.kind)) a label in words.")
        continue
      }
      let key = label.lowercased()
      if let first = seen[key] {
        add(
          .spokenDuplicate, .warning, part, measured: quoted(label), threshold: "distinct labels",
          message: "VoiceOver reads the \(Self.name(element.kind)) and the \(Self.name(first)) both as "
            + "\(quoted(label)).",
          hint: "Word the \(Self.name(element.kind)) so it says what it does, unlike the \(Self.name(first)).")
      } else {
        seen[key] = element.kind
      }
    }
    checkLabelInName()
  }

  /// A custom label (the message's accessibilityLabel) that leaves the visible text out.
  private mutating func checkLabelInName() {
    guard let label = input.presentation.elements.first(where: { $0.kind == .label })?.accessibilityLabel else {
      return
    }
    let visible = Self.comparable(input.visibleText)
    let spoken = Self.comparable(label)
    guard !visible.isEmpty, !spoken.isEmpty, !spoken.contains(visible) else { return }
    add(
      .spokenLabelInName, .info, .message, measured: quoted(label), threshold: "contains the visible text",
      message: "VoiceOver reads \(quoted(label)) where the snackbar shows \(quoted(input.visibleText)).",
      hint: "Start the accessibility label with the visible words, so speech and sight agree.")
  }

  /// The text VoiceOver would speak: without control characters and surrounding white space.
  static func spoken(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.filter {
          !$0.properties.isDefaultIgnorableCodePoint && $0.properties.generalCategory != .control
        })
    )
    .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Letters and digits, lower-cased, single-spaced: for "contains".
  static func comparable(_ text: String) -> String {
    text.lowercased().split { !($0.isLetter || $0.isNumber) }.joined(separator: " ")
  }

  static func auditElement(_ kind: SnackbarAccessibilityElement.Kind) -> SnackbarAuditElement {
    switch kind {
    case .label: return .message
    case .actionButton: return .action
    case .closeButton: return .close
    case .dismissalAffordance: return .container
    }
  }

  static func name(_ kind: SnackbarAccessibilityElement.Kind) -> String {
    switch kind {
    case .label: return "message"
    case .actionButton: return "action button"
    case .closeButton: return "close button"
    case .dismissalAffordance: return "dismissal affordance"
    }
  }
}
