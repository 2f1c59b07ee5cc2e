/// Every rule an audit runs, by its stable id (the raw value, as JSON and tables print it). The
/// `l10n` rules compare a translation with the source language, which one snackbar cannot:
/// ``SnackbarLocalizationRules`` makes their findings, and `snackbar matrix` applies them.
///
/// Ids never change meaning; a new check gets a new id. ``threshold`` and ``source`` are the
/// rules table of this module's Rules article.
public enum SnackbarAuditRule: String, Sendable, Hashable, CaseIterable {
  /// The message text against the container.
  case contrastText = "contrast.text"
  /// The action title against the container.
  case contrastAction = "contrast.action"
  /// The leading icon against the container.
  case contrastIcon = "contrast.icon"
  /// The close icon against the container.
  case contrastClose = "contrast.close"
  /// The progress indicator against the container.
  case contrastProgress = "contrast.progress"
  /// The action button's hit region.
  case targetAction = "target.action"
  /// The close button's hit region.
  case targetClose = "target.close"
  /// The message cut off by the height cap, at the chosen or the largest Dynamic Type size.
  case textClipped = "text.clipped"
  /// A character drawn as a box: no font of the renderer has it.
  case textGlyphs = "text.glyphs"
  /// More than two lines on a compact-width host.
  case textLines = "text.lines"
  /// The action moved under the text because its title is too long.
  case actionWraps = "action.wraps"
  /// A message with an action that dismisses itself before 10 s.
  case timingAction = "timing.action"
  /// A message that dismisses itself before it can be read.
  case timingReading = "timing.reading"
  /// A warning or error shown without a symbol.
  case feedbackColorOnly = "feedback.colourOnly"
  /// A message that says only that something failed.
  case wordingVague = "wording.vague"
  /// An action titled "OK", "Dismiss" or "Close".
  case wordingDismissAction = "wording.dismissAction"
  /// Something VoiceOver would read as nothing.
  case spokenEmpty = "spoken.empty"
  /// Two elements VoiceOver reads the same.
  case spokenDuplicate = "spoken.duplicate"
  /// A custom spoken label that does not contain the visible text.
  case spokenLabelInName = "spoken.labelInName"
  /// A locale without a translation shows the source language (`snackbar matrix`).
  case l10nMissing = "l10n.missing"
  /// A translation's placeholders differ from the source language's (`snackbar matrix`).
  case l10nPlaceholders = "l10n.placeholders"
  /// A plural form that leaves out its number where its category covers several numbers, or
  /// a language missing a plural form it needs.
  case l10nPlurals = "l10n.plurals"
  /// A translation needs more room than the source language (`snackbar matrix`).
  case l10nExpansion = "l10n.expansion"
  /// A translation drawn is marked as needing review (`snackbar matrix`).
  case l10nReview = "l10n.review"

  /// What the rule checks, in a few words.
  public var summary: String {
    switch self {
    case .contrastText: return "message text over the container, as drawn"
    case .contrastAction: return "action title over the container, as drawn"
    case .contrastIcon: return "leading icon over the container"
    case .contrastClose: return "close icon over the container"
    case .contrastProgress: return "progress indicator over the container it is drawn on"
    case .targetAction: return "the action button's hit region"
    case .targetClose: return "the close button's hit region"
    case .textClipped: return "the message cut at MDC's height cap (it scrolls), at the chosen size and at AX-XXXL"
    case .textGlyphs: return "a character of the message or action drawn as a box: no pinned font has its glyph"
    case .textLines: return "more than two lines on a compact-width host"
    case .actionWraps: return "the action moved under the text because its title is too long"
    case .timingAction: return "a message with an action that dismisses itself"
    case .timingReading: return "a timeout shorter than the time to read the message and action"
    case .feedbackColorOnly: return "a warning or error importance without a symbol"
    case .wordingVague: return "a message that says only that something failed (English only)"
    case .wordingDismissAction: return "an action titled OK, Dismiss or Close (English only)"
    case .spokenEmpty: return "an element or announcement VoiceOver would read as nothing"
    case .spokenDuplicate: return "two elements VoiceOver reads alike"
    case .spokenLabelInName: return "a custom spoken label that leaves out the visible text"
    case .l10nMissing: return "a locale with no translation, so the image shows the source language"
    case .l10nPlaceholders:
      return "a translation whose placeholders differ from the source's in count, order or type (`%d` for `%@`)"
    case .l10nPlurals:
      return
        "a plural form without its number where its category covers several numbers, or a form the language needs missing"
    case .l10nExpansion:
      return "a translation needing more lines than the source language, or moving the action under the text"
    case .l10nReview: return "a translation marked as needing review (Xcode's needs_review, XLIFF's needs-review-…)"
    }
  }

  /// The threshold and the severity at each level.
  public var threshold: String {
    switch self {
    case .contrastText, .contrastAction:
      return
        "4.5:1, or 3:1 for large text (≥ 18 pt, or ≥ 14 pt bold): error; APCA Lc 75 body / 60 label / 45 large: info"
    case .contrastIcon, .contrastClose, .contrastProgress: return "3:1: error; APCA Lc 45: info"
    case .targetAction, .targetClose: return "44×44 pt: error; 48×48 dp: warning"
    case .textClipped: return "fits at the chosen size: error; fits at AX-XXXL: warning"
    case .textGlyphs: return "every character drawn with a glyph: error"
    case .textLines: return "≤ 2 lines: warning"
    case .actionWraps: return "button ≤ 0.4 × maximum width (128 pt phone, 227.2 pt iPad): warning"
    case .timingAction: return "≥ 10 s, or until acted on: error"
    case .timingReading: return "timeout ≥ words ÷ 175 per minute: warning"
    case .feedbackColorOnly: return "a symbol with every warning or error: warning"
    case .wordingVague: return "says what happened or what to do: warning; other languages: not checked"
    case .wordingDismissAction: return "the title says what happens: warning; other languages: not checked"
    case .spokenEmpty: return "non-empty: error"
    case .spokenDuplicate: return "distinct: warning"
    case .spokenLabelInName: return "contains the visible text: info"
    case .l10nMissing: return "a translation in every locale: warning"
    case .l10nPlaceholders: return "the source's placeholders: error"
    case .l10nPlurals: return "CLDR's categories, each form with its number unless it covers one number: warning"
    case .l10nExpansion: return "the source language's lines and arrangement in the same variant: warning"
    case .l10nReview: return "a translation nobody has asked to review again: info"
    }
  }

  /// Where the threshold comes from.
  public var source: String {
    switch self {
    case .contrastText, .contrastAction:
      return "WCAG 2.2 SC 1.4.3 (AA); APCA-W3 0.0.98G-4g, Bronze simple mode"
    case .contrastIcon, .contrastClose, .contrastProgress: return "WCAG 2.2 SC 1.4.11 (AA); APCA-W3 0.0.98G-4g"
    case .targetAction, .targetClose: return "Apple HIG (44 pt); Material and Android ATF (48 dp)"
    case .textClipped: return "MDC iOS overlay height cap (half the window, spec 3.5); WCAG 2.2 SC 1.4.4"
    case .textGlyphs: return "Pango's unknown-glyph boxes (hex boxes); WCAG 2.2 SC 1.1.1 and 3.1 (text people can read)"
    case .textLines: return "Material snackbar: up to two lines (MDC iOS README, MDC-Android max lines 2)"
    case .actionWraps: return "MDC iOS vertical layout rule (spec 3.2); Material: keep action labels short"
    case .timingAction: return "Material 3 and Compose (no timeout with an action); WCAG 2.2 SC 2.2.1 (A)"
    case .timingReading: return "Brysbaert (2019), adult silent reading 175–300 words per minute"
    case .feedbackColorOnly: return "Apple HIG Feedback (don't rely on colour alone); WCAG 2.2 SC 1.4.1 (A)"
    case .wordingVague: return "Apple HIG Feedback (say what happened and what to do next)"
    case .wordingDismissAction: return "Apple HIG Feedback (titles say what happens); Material snackbar action"
    case .spokenEmpty: return "WCAG 2.2 SC 4.1.2 (A); MDC iOS accessibility rules (spec 2.8)"
    case .spokenDuplicate: return "WCAG 2.2 SC 2.4.6 (AA), labels that tell elements apart"
    case .spokenLabelInName: return "WCAG 2.2 SC 2.5.3 (A), label in name"
    case .l10nMissing: return "Xcode string catalogs (a string's state per language)"
    case .l10nPlaceholders: return "Apple String Format Specifiers; Android string formatting"
    case .l10nPlurals: return "CLDR plural rules; Android Lint ImpliedQuantity and MissingQuantity"
    case .l10nExpansion: return "Android pseudolocales (en-XA expansion); Xcode double-length pseudolanguage"
    case .l10nReview: return "Xcode string catalogs (a string's state per language); XLIFF 1.2 state attribute"
    }
  }
}
