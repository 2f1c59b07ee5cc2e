import Foundation
import MaterialSnackbar
import SnackbarLayout

/// Everything the rules read, as plain values: what was laid out and how, the measured layouts,
/// the colours as drawn, and what the manager would do with the message.
///
/// ``SnackbarAudit/audit(messageView:sizing:traits:language:measurer:behind:options:)`` builds one from
/// a message view; build one directly to audit a layout you computed yourself.
public struct SnackbarAuditInput: Sendable {
  /// What was laid out: the message's runs and fonts, the action title as drawn, the traits
  /// (Dynamic Type size, size classes), legacy mode, and the text's language.
  public var layoutInput: SnackbarLayoutInput
  /// The measured layout at the chosen size.
  public var layout: SnackbarFrames
  /// The layout at the largest accessibility size (AX-XXXL), or why it could not be made; nil
  /// when not measured (the chosen size is the largest).
  public var largestLayout: Result<SnackbarFrames, SnackbarLayoutError>?
  /// The colours as drawn and what is behind the container.
  public var colors: SnackbarAuditColors
  /// The message's importance.
  public var importance: SnackbarImportance?
  /// What the manager would do: timeout, focus or announcement, the spoken elements.
  public var presentation: SnackbarPresentationPlan
  /// The characters of the message and of the action title that the measurer drew as boxes (no
  /// font has them), each once in text order; empty when none, or when the measurer has no fonts.
  public var charactersWithoutGlyphs: [SnackbarAuditElement: [Unicode.Scalar]]

  /// Creates an input.
  public init(
    layoutInput: SnackbarLayoutInput, layout: SnackbarFrames,
    largestLayout: Result<SnackbarFrames, SnackbarLayoutError>?, colors: SnackbarAuditColors,
    importance: SnackbarImportance?, presentation: SnackbarPresentationPlan,
    charactersWithoutGlyphs: [SnackbarAuditElement: [Unicode.Scalar]] = [:]
  ) {
    self.charactersWithoutGlyphs = charactersWithoutGlyphs
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

  /// Whether the wording rules can read the text: English, written in Latin letters.
  var isEnglish: Bool { hasEnglishTag && !hasNonLatinLetters }

  /// Whether the language tag is English's. The layout also falls back to it for scripts it has
  /// no tag for (Cyrillic, Greek, …), so a tag alone does not make a text English.
  var hasEnglishTag: Bool {
    language.lowercased().split(separator: "-").first.map { $0 == "en" } ?? false
  }

  /// Whether the message or the action title has a letter of a script other than Latin.
  var hasNonLatinLetters: Bool {
    ([visibleText] + (actionTitle.map { [$0] } ?? [])).contains { text in
      text.unicodeScalars.contains { $0.properties.isAlphabetic && !Self.isLatin($0) }
    }
  }

  /// Latin letters, with the combining marks and modifier letters written on them.
  private static func isLatin(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0041...0x005A, 0x0061...0x007A, 0x00AA, 0x00B5, 0x00BA, 0x00C0...0x024F, 0x0250...0x02FF, 0x0300...0x036F,
      0x1D00...0x1DBF, 0x1E00...0x1EFF, 0x2071, 0x207F, 0x2090...0x209C, 0x2C60...0x2C7F, 0xA720...0xA7FF,
      0xAB30...0xAB6F, 0xFB00...0xFB06, 0xFF21...0xFF3A, 0xFF41...0xFF5A:
      return true
    default:
      return false
    }
  }
}
