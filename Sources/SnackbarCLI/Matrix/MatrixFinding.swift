import SnackbarJSON
import SnackbarLayout

/// The localisation rules of `snackbar matrix`, as findings in the shape of the audit's
/// (`rule`, `severity`, `element`, `measured`, `threshold`, `message`, `hint`), so one reader
/// handles both. They compare locales, which a single snackbar's audit cannot.
enum MatrixFinding {
  /// `l10n.missing`: no translation; the image shows the source language.
  static func missing(element: String, locale: String, sourceLanguage: String) -> SnackbarJSONValue {
    make(
      rule: "l10n.missing", severity: "warning", element: element, measured: "no \(locale) translation",
      threshold: "a translation in every locale",
      message: "the \(element) has no translation in \(locale); it shows the \(sourceLanguage) text",
      hint: "translate it, or mark the string as not for translation")
  }

  /// `l10n.placeholders`: the translation's placeholders differ from the source's.
  static func placeholders(element: String, differences: [String]) -> SnackbarJSONValue {
    make(
      rule: "l10n.placeholders", severity: "error", element: element, measured: differences.joined(separator: "; "),
      threshold: "the source language's placeholders: count, order and type",
      message: "the \(element)'s placeholders differ from the source language's; formatting it can crash",
      hint: "use the source's placeholders, with positions (%1$@, %2$d) to reorder them")
  }

  /// `l10n.expansion`: more lines than the source language in the same variant.
  static func moreLines(_ lines: Int, source: Int, sourceLanguage: String) -> SnackbarJSONValue {
    make(
      rule: "l10n.expansion", severity: "warning", element: "message", measured: "\(lines) lines",
      threshold: "\(source) line\(source == 1 ? "" : "s"), as in \(sourceLanguage)",
      message: "the translation needs more lines than the \(sourceLanguage) text in the same variant",
      hint: "shorten the translation, or allow for the height")
  }

  /// `l10n.expansion`: the action moved under the text where the source language's did not.
  static func actionBelow(sourceLanguage: String) -> SnackbarJSONValue {
    make(
      rule: "l10n.expansion", severity: "warning", element: "action", measured: "action under the text",
      threshold: "beside the text, as in \(sourceLanguage)",
      message: "the translated action is too long to stay beside the text, as it does in \(sourceLanguage)",
      hint: "shorten the action's title")
  }

  static func make(
    rule: String, severity: String, element: String, measured: String, threshold: String, message: String,
    hint: String
  ) -> SnackbarJSONValue {
    .object([
      "rule": .string(rule), "severity": .string(severity), "element": .string(element),
      "measured": .string(measured), "threshold": .string(threshold), "message": .string(message),
      "hint": .string(hint),
    ])
  }

  /// Errors first, then warnings, then information.
  static func rank(_ finding: SnackbarJSONValue) -> Int {
    guard case .object(let members) = finding, case .string(let severity)? = members["severity"] else { return 3 }
    switch severity {
    case "error": return 0
    case "warning": return 1
    default: return 2
    }
  }
}
