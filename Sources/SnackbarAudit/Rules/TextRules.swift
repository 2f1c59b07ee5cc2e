import Foundation
import MaterialSnackbar
import SnackbarLayout

// text.clipped, text.glyphs, text.lines, action.wraps: what the measured layouts show.
extension SnackbarAuditRun {
  /// Material's line limit for a snackbar on a phone.
  static let maximumLines = 2

  mutating func checkText() {
    let layout = input.layout
    let size = input.layoutInput.traits.preferredContentSizeCategory.shortName
    if layout.isClipped {
      add(
        .textClipped, .error, .message,
        measured: "\(points(layout.intrinsicHeight)) pt in \(points(layout.containerFrame.height)) pt",
        threshold: "fits the height cap",
        // The cap as drawn (on the pixel grid), the same number as `measured`.
        message: "At \(size) the snackbar needs \(points(layout.intrinsicHeight)) pt but MDC caps it at "
          + "\(points(layout.containerFrame.height)) pt: the message is cut and scrolls.",
        hint: "Shorten the message; a snackbar is one or two short lines.")
    }
    switch input.largestLayout {
    case .success(let largest) where largest.isClipped:
      add(
        .textClipped, .warning, .message,
        measured: "\(points(largest.intrinsicHeight)) pt in \(points(largest.containerFrame.height)) pt at AX-XXXL",
        threshold: "fits the height cap at AX-XXXL",
        message: "At the largest accessibility size (AX-XXXL) the snackbar needs "
          + "\(points(largest.intrinsicHeight)) pt but is capped at "
          + "\(points(largest.containerFrame.height)) pt: the message is cut and scrolls.",
        hint: "Shorten the message so it fits when people enlarge text.")
    case .failure(let error):
      add(
        .textClipped, .warning, .message, measured: "no layout at AX-XXXL", threshold: "fits at AX-XXXL",
        message: "At the largest accessibility size (AX-XXXL) the snackbar cannot be laid out: \(error.description)",
        hint: "Give the snackbar more room or a shorter text.")
    default:
      break
    }

    if layout.lineCount > Self.maximumLines && input.layoutInput.traits.horizontalSizeClass == .compact {
      add(
        .textLines, .warning, .message, measured: "\(layout.lineCount) lines",
        threshold: "≤ \(Self.maximumLines) lines",
        message: "The message takes \(layout.lineCount) lines at \(size) on a compact-width host; Material's "
          + "snackbar has at most two.",
        hint: "Shorten the message; move details to the screen the action opens.")
    }

    checkGlyphs()
    checkActionWraps()
  }

  /// Characters drawn as boxes: whatever else the audit says about the text, nobody can read it.
  private mutating func checkGlyphs() {
    for element in [SnackbarAuditElement.message, .action] {
      guard let characters = input.charactersWithoutGlyphs[element], !characters.isEmpty else { continue }
      let named = characters.prefix(5).map(Self.describe).joined(separator: ", ")
      let more = characters.count > 5 ? " and \(characters.count - 5) more" : ""
      let noun = characters.count == 1 ? "character" : "characters"
      add(
        .textGlyphs, .error, element, measured: "\(characters.count) \(noun) without a glyph",
        threshold: "every character has a glyph",
        message: "The \(element == .message ? "message" : "action title") shows \(named)\(more) as boxes: no font "
          + "the renderer uses has \(characters.count == 1 ? "it" : "them").",
        hint: "Install the fonts for the text's script (`snackbar doctor` lists the pinned fonts), or fix the text.")
    }
  }

  /// `U+0531 ARMENIAN CAPITAL LETTER AYB`: the code point and its name, never the raw character (a
  /// control or a direction override would act on the reader's terminal).
  static func describe(_ scalar: Unicode.Scalar) -> String {
    let code = String(scalar.value, radix: 16, uppercase: true)
    let padded = String(repeating: "0", count: max(0, 4 - code.count)) + code
    return "U+\(padded)" + (scalar.properties.name.map { " \($0)" } ?? "")
  }

  /// The action below the text because of its own width, not because of MDC's rule for large
  /// accessibility text (which moves any action below).
  private mutating func checkActionWraps() {
    let layout = input.layout
    let layoutInput = input.layoutInput
    guard layout.arrangement == .actionBelow, let button = layout.actionButtonFrame else { return }
    let fontSize = layoutInput.message.primaryFont?.pointSize ?? SnackbarFont.defaultMessageFont.pointSize
    let withoutLongAction = SnackbarArrangement.resolve(
      intrinsicButtonWidth: nil, labelFontSize: fontSize, traits: layoutInput.traits, isLegacy: layoutInput.isLegacy)
    guard withoutLongAction == .horizontal else { return }
    let maximum = SnackbarLayoutMetrics.maximumWidth(isPad: layoutInput.traits.isPad)
    let limit = SnackbarLayoutMetrics.actionBelowWidthRatio * maximum
    add(
      .actionWraps, .warning, .action, measured: "\(points(button.width)) pt wide",
      threshold: "≤ \(points(limit)) pt (0.4 × \(points(maximum)))",
      message: "The action \(quoted(input.actionTitle ?? "")) is wider than \(points(limit)) pt, so it moves "
        + "under the text.",
      hint: "Use a short verb for the action (Undo, Retry, View).")
  }
}
