extension SnackbarAuditRule {
  /// The highest severity the rule gives, as its ``threshold`` names it: SARIF's
  /// `defaultConfiguration.level` for the rule.
  public var defaultSeverity: SnackbarAuditSeverity {
    switch self {
    case .contrastText, .contrastAction, .contrastIcon, .contrastClose, .contrastProgress, .targetAction,
      .targetClose, .textClipped, .textGlyphs, .timingAction, .spokenEmpty, .l10nPlaceholders:
      return .error
    case .textLines, .actionWraps, .timingReading, .feedbackColorOnly, .wordingVague, .wordingDismissAction,
      .spokenDuplicate, .l10nMissing, .l10nPlurals, .l10nExpansion:
      return .warning
    case .spokenLabelInName, .l10nReview:
      return .info
    }
  }

  /// The page of the rule's first source (the Rules article's table links it): SARIF's `helpUri`,
  /// so an alert in code scanning links the standard it is measured against.
  public var referenceURI: String {
    switch self {
    case .contrastText, .contrastAction: return "https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum"
    case .contrastIcon, .contrastClose, .contrastProgress:
      return "https://www.w3.org/WAI/WCAG22/Understanding/non-text-contrast"
    case .targetAction, .targetClose:
      return "https://developer.apple.com/design/human-interface-guidelines/accessibility"
    case .textClipped, .actionWraps:
      return "https://github.com/material-components/material-components-ios/tree/develop/components/Snackbar"
    case .textGlyphs: return "https://docs.gtk.org/Pango/const.GLYPH_UNKNOWN_FLAG.html"
    case .textLines: return "https://m3.material.io/components/snackbar/guidelines"
    case .timingAction:
      return "https://developer.android.com/reference/kotlin/androidx/compose/material3/SnackbarHostState"
    case .timingReading: return "https://doi.org/10.1016/j.jml.2019.104047"
    case .feedbackColorOnly, .wordingVague, .wordingDismissAction:
      return "https://developer.apple.com/design/human-interface-guidelines/feedback"
    case .spokenEmpty: return "https://www.w3.org/WAI/WCAG22/Understanding/name-role-value"
    case .spokenDuplicate: return "https://www.w3.org/WAI/WCAG22/Understanding/headings-and-labels"
    case .spokenLabelInName: return "https://www.w3.org/WAI/WCAG22/Understanding/label-in-name"
    case .l10nMissing, .l10nReview:
      return "https://developer.apple.com/documentation/xcode/localizing-and-varying-text-with-a-string-catalog"
    case .l10nPlaceholders:
      return
        "https://developer.apple.com/library/archive/documentation/Cocoa/Conceptual/Strings/Articles/formatSpecifiers.html"
    case .l10nPlurals: return "https://cldr.unicode.org/index/cldr-spec/plural-rules"
    case .l10nExpansion: return "https://developer.android.com/guide/topics/resources/pseudolocales"
    }
  }

  /// What the rule is about, as code scanning filters alerts (`properties.tags`).
  var tags: [String] {
    switch self {
    case .contrastText, .contrastAction, .contrastIcon, .contrastClose, .contrastProgress:
      return ["accessibility", "contrast"]
    case .targetAction, .targetClose: return ["accessibility", "touch-target"]
    case .textClipped, .textGlyphs: return ["accessibility", "layout"]
    case .textLines, .actionWraps: return ["layout"]
    case .timingAction, .timingReading: return ["accessibility", "timing"]
    case .feedbackColorOnly: return ["accessibility", "colour"]
    case .wordingVague, .wordingDismissAction: return ["wording"]
    case .spokenEmpty, .spokenDuplicate, .spokenLabelInName: return ["accessibility", "voiceover"]
    case .l10nMissing, .l10nPlaceholders, .l10nPlurals, .l10nExpansion, .l10nReview: return ["localization"]
    }
  }
}
