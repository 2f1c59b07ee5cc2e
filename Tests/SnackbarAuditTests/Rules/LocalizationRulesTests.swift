import SnackbarAudit
import Testing

/// The `l10n` rules' findings: the audit's shape, their own rule ids, and no finding where the
/// translation takes no more room than the source language.
@Suite struct LocalizationRulesTests {
  @Test func missingAndPlaceholdersNameTheirElement() {
    let missing = SnackbarLocalizationRules.missing(.action, locale: "fr", sourceLanguage: "en")
    #expect(missing.rule == .l10nMissing && missing.severity == .warning && missing.element == .action)
    #expect(missing.message == "the action has no translation in fr; it shows the en text")
    let placeholders = SnackbarLocalizationRules.placeholders(.message, differences: ["%d where the source has %@"])
    #expect(placeholders.rule == .l10nPlaceholders && placeholders.severity == .error)
    #expect(placeholders.measured == "%d where the source has %@")
  }

  @Test func expansionFiresOnlyWhenTheTranslationNeedsMoreRoom() {
    #expect(SnackbarLocalizationRules.moreLines(2, sourceLines: 2, sourceLanguage: "en") == nil)
    #expect(SnackbarLocalizationRules.moreLines(1, sourceLines: 2, sourceLanguage: "en") == nil)
    let more = SnackbarLocalizationRules.moreLines(3, sourceLines: 1, sourceLanguage: "en")
    #expect(more?.rule == .l10nExpansion && more?.element == .message)
    #expect(more?.measured == "3 lines" && more?.threshold == "1 line, as in en")
    #expect(SnackbarLocalizationRules.actionBelow(true, sourceActionBelow: true, sourceLanguage: "en") == nil)
    #expect(SnackbarLocalizationRules.actionBelow(false, sourceActionBelow: false, sourceLanguage: "en") == nil)
    let below = SnackbarLocalizationRules.actionBelow(true, sourceActionBelow: false, sourceLanguage: "de")
    #expect(below?.element == .action && below?.threshold == "beside the text, as in de")
  }
}
