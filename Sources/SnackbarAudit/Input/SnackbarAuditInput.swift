import Foundation
import MaterialSnackbar
import SnackbarLayout

/// Everything the rules read, as plain values: what was laid out and how, the measured layouts,
/// the colours as drawn, and what the manager would do with the message.
///
/// ``SnackbarAudit/audit(messageView:sizing:traits:language:measurer:behind:)`` builds one from
/// a message view; build one directly to audit a layout you computed yourself.
public struct SnackbarAuditInput: Sendable {
  /// What was laid out: the message's runs and fonts, the action title as drawn, the traits
  /// (Dynamic Type size, size classes), legacy mode, and the text's language.
  public var layoutInput: SnackbarLayoutInput
  /// The measured layout at the chosen size.
  public var layout: SnackbarLayout
  /// The layout at the largest accessibility size (AX-XXXL), or why it could not be made; nil
  /// when not measured (the chosen size is the largest).
  public var largestLayout: Result<SnackbarLayout, SnackbarLayoutError>?
  /// The colours as drawn and what is behind the container.
  public var colors: SnackbarAuditColors
  /// The message's importance.
  public var importance: SnackbarImportance?
  /// What the manager would do: timeout, focus or announcement, the spoken elements.
  public var presentation: SnackbarPresentationPlan

  /// Creates an input.
  public init(
    layoutInput: SnackbarLayoutInput, layout: SnackbarLayout,
    largestLayout: Result<SnackbarLayout, SnackbarLayoutError>?, colors: SnackbarAuditColors,
    importance: SnackbarImportance?, presentation: SnackbarPresentationPlan
  ) {
    self.layoutInput = layoutInput
    self.layout = layout
    self.largestLayout = largestLayout
    self.colors = colors
    self.importance = importance
    self.presentation = presentation
  }

  /// The message as drawn (control characters dropped, line breaks kept).
  var visibleText: String { layoutInput.message.displayed.text }

  /// The action title as drawn, if there is an action.
  var actionTitle: String? {
    layout.actionButtonFrame == nil ? nil : layoutInput.effectiveActionTitle
  }

  /// The text's language tag, "en" when none is known.
  var language: String { layoutInput.message.language ?? SnackbarLanguage.fallback }

  /// Whether the wording rules can read the text: English.
  var isEnglish: Bool {
    language.lowercased().split(separator: "-").first.map { $0 == "en" } ?? false
  }
}
