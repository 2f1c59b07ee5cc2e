extension SnackbarAuditRule {
  /// The highest severity the rule gives, as its ``threshold`` names it: SARIF's
  /// `defaultConfiguration.level` for the rule.
  public var defaultSeverity: SnackbarAuditSeverity {
    switch self {
    case .contrastText, .contrastAction, .contrastIcon, .contrastClose, .contrastProgress, .targetAction,
      .targetClose, .textClipped, .textGlyphs, .timingAction, .spokenEmpty, .l10nPlaceholders:
      return .error
    case .textLines, .actionWraps, .timingReading, .feedbackColourOnly, .wordingVague, .wordingDismissAction,
      .spokenDuplicate, .l10nMissing, .l10nPlurals, .l10nExpansion:
      return .warning
    case .spokenLabelInName, .l10nReview:
      return .info
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
    case .feedbackColourOnly: return ["accessibility", "colour"]
    case .wordingVague, .wordingDismissAction: return ["wording"]
    case .spokenEmpty, .spokenDuplicate, .spokenLabelInName: return ["accessibility", "voiceover"]
    case .l10nMissing, .l10nPlaceholders, .l10nPlurals, .l10nExpansion, .l10nReview: return ["localization"]
    }
  }
}
