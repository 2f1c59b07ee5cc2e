/// The findings of the `l10n` rules, which compare a translation with the source language's
/// text and image, so they need more than one snackbar: `snackbar matrix` applies them across a
/// string catalog's locales. Each finding has the shape of every other audit finding, so one
/// reader, one table and one page handle both.
public enum SnackbarLocalizationRules {
  /// `l10n.missing`: `locale` has no translation of the `element`'s string, so the image shows
  /// the `sourceLanguage` text.
  public static func missing(
    _ element: SnackbarAuditElement, locale: String, sourceLanguage: String
  ) -> SnackbarAuditFinding {
    SnackbarAuditFinding(
      rule: .l10nMissing, severity: .warning, element: element, measured: "no \(locale) translation",
      threshold: "a translation in every locale",
      message: "the \(element.rawValue) has no translation in \(locale); it shows the \(sourceLanguage) text",
      hint: "translate it, or mark the string as not for translation")
  }

  /// `l10n.missing`: `locale`'s translation of the `element`'s string is empty, so the image shows
  /// the `sourceLanguage` text, as for a missing one (an empty value is no translation; a
  /// `.strings` or Android app would show no text at all).
  public static func emptyTranslation(
    _ element: SnackbarAuditElement, locale: String, sourceLanguage: String
  ) -> SnackbarAuditFinding {
    SnackbarAuditFinding(
      rule: .l10nMissing, severity: .warning, element: element, measured: "an empty \(locale) translation",
      threshold: "a translation in every locale",
      message:
        "the \(element.rawValue)'s translation in \(locale) is empty; the image shows the \(sourceLanguage) text, "
        + "as for a missing one",
      hint: "translate it, or remove the empty value")
  }

  /// `l10n.review`: the `element`'s translation in `locale`, drawn as it is, is marked as needing
  /// review (the source changed since, or a reviewer asked for another look).
  public static func review(_ element: SnackbarAuditElement, locale: String) -> SnackbarAuditFinding {
    SnackbarAuditFinding(
      rule: .l10nReview, severity: .info, element: element, measured: "needs review",
      threshold: "a translation nobody has asked to review again",
      message: "the \(element.rawValue)'s translation in \(locale) is marked as needing review; it may no longer "
        + "say what the source says",
      hint: "review the translation, then mark it translated")
  }

  /// `l10n.placeholders`: the translation's placeholders differ from the source's;
  /// `differences` says how, one entry per difference. `canCrash` when formatting the
  /// translation with the source's arguments reads one as another type or one that is not there
  /// (a type or order change, more arguments, a position out of range); otherwise the
  /// translation only leaves arguments out, and shows less than the source.
  public static func placeholders(
    _ element: SnackbarAuditElement, differences: [String], canCrash: Bool = true
  ) -> SnackbarAuditFinding {
    SnackbarAuditFinding(
      rule: .l10nPlaceholders, severity: .error, element: element, measured: differences.joined(separator: "; "),
      threshold: "the source language's placeholders: count, order and type",
      message: "the \(element.rawValue)'s placeholders differ from the source language's; "
        + (canCrash
          ? "formatting it reads an argument as another type, or one that is not there, which can crash"
          : "it leaves out what the source shows"),
      hint: "use the source's placeholders, with positions (%1$@, %2$d) to reorder them")
  }

  /// `l10n.plurals`: the `category` form in `locale` leaves its number out, but the category
  /// selects several numbers (`numbers`, as CLDR lists them), so the text reads the same for all
  /// of them. (Where the category selects one number, as English `one` or Arabic `two`, leaving
  /// it out is how the language is written, and no finding is made.)
  public static func impliedQuantity(
    _ element: SnackbarAuditElement, locale: String, category: String, numbers: String
  ) -> SnackbarAuditFinding {
    SnackbarAuditFinding(
      rule: .l10nPlurals, severity: .warning, element: element, measured: "\(category) form without its number",
      threshold: "the number in every form that covers several",
      message: "the \(locale) \(category) form leaves its number out, but \(category) covers \(numbers) in \(locale): "
        + "the text reads the same for all of them",
      hint: "write the number (%d) in the form; only a form for exactly one number may leave it out")
  }

  /// `l10n.plurals`: `locale` has plural forms for the string but not `missing`, categories its
  /// language needs for integers (`examples` names numbers that select them), so those numbers
  /// show another form. Information rather than a warning when `onlyLargeNumbers`: the forms
  /// are for a million and up (French, Spanish, Italian and Portuguese `many`), which few
  /// counts reach.
  public static func missingCategories(
    _ element: SnackbarAuditElement, locale: String, missing: [String], examples: String,
    onlyLargeNumbers: Bool = false
  ) -> SnackbarAuditFinding {
    SnackbarAuditFinding(
      rule: .l10nPlurals, severity: onlyLargeNumbers ? .info : .warning, element: element,
      measured: "no \(missing.joined(separator: ", ")) form\(missing.count == 1 ? "" : "s")",
      threshold: "every category the language needs",
      message: "the \(element.rawValue) has no \(missing.joined(separator: " or ")) form in \(locale), which "
        + "\(examples) select; they show another form",
      hint: "add the missing plural forms")
  }

  /// `l10n.expansion`: the translated message takes `lines` lines where the source language's
  /// image of the same variant takes `sourceLines`; nil when it takes no more.
  public static func moreLines(_ lines: Int, sourceLines: Int, sourceLanguage: String) -> SnackbarAuditFinding? {
    guard lines > sourceLines else { return nil }
    return SnackbarAuditFinding(
      rule: .l10nExpansion, severity: .warning, element: .message, measured: "\(lines) lines",
      threshold: "\(sourceLines) line\(sourceLines == 1 ? "" : "s"), as in \(sourceLanguage)",
      message: "the translation needs more lines than the \(sourceLanguage) text in the same variant",
      hint: "shorten the translation, or allow for the height")
  }

  /// `l10n.expansion`: the translated action went under the text where the source language's
  /// stayed beside it; nil otherwise.
  public static func actionBelow(
    _ actionBelow: Bool, sourceActionBelow: Bool, sourceLanguage: String
  ) -> SnackbarAuditFinding? {
    guard actionBelow && !sourceActionBelow else { return nil }
    return SnackbarAuditFinding(
      rule: .l10nExpansion, severity: .warning, element: .action, measured: "action under the text",
      threshold: "beside the text, as in \(sourceLanguage)",
      message: "the translated action is too long to stay beside the text, as it does in \(sourceLanguage)",
      hint: "shorten the action's title")
  }
}
