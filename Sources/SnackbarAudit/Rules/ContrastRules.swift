import Foundation
import MaterialSnackbar
import SnackbarLayout

// contrast.*: WCAG 2.2 ratios (SC 1.4.3 for text, 1.4.11 for non-text) of each drawn part over
// what is really behind it, with APCA's Lc as information.
extension SnackbarAuditRun {
  /// WCAG's threshold for normal text.
  static let normalTextRatio = 4.5
  /// WCAG's threshold for large text and for non-text parts.
  static let largeTextRatio = 3.0

  mutating func checkContrast() {
    let drawn = input.colors.drawn
    let layout = input.layout
    let message = textStyle(of: input.layoutInput.message.displayed)
    measure(
      .message, rule: .contrastText, color: drawn.text, text: message, name: "The message text",
      apcaLevel: message.isAPCALarge ? 45 : 75, apcaUse: message.isAPCALarge ? "large text" : "body text")
    if layout.actionButtonFrame != nil {
      let font = input.layoutInput.buttonFont
      let action = TextStyle(
        pointSize: font.pointSize * max(0, layout.actionTitleScale), isBold: font.weight.cssWeight >= 700)
      measure(
        .action, rule: .contrastAction, color: drawn.actionTitle, text: action, name: "The action title",
        apcaLevel: action.isAPCALarge ? 45 : 60, apcaUse: action.isAPCALarge ? "large text" : "a label")
    }
    if layout.iconFrame != nil {
      measure(
        .icon, rule: .contrastIcon, color: drawn.icon, text: nil, name: "The icon", apcaLevel: 45, apcaUse: "an icon")
    }
    if layout.closeIconFrame != nil {
      measure(
        .close, rule: .contrastClose, color: drawn.closeIcon, text: nil, name: "The close icon", apcaLevel: 45,
        apcaUse: "an icon")
    }
    if layout.progressFrame != nil {
      measure(
        .progress, rule: .contrastProgress, color: drawn.progressIndicator, text: nil, name: "The progress indicator",
        apcaLevel: 45, apcaUse: "a non-text part")
    }
  }

  /// The size and weight a contrast threshold depends on.
  struct TextStyle {
    var pointSize: CGFloat
    var isBold: Bool
    /// WCAG's large text: at least 18 pt, or 14 pt bold.
    var isLarge: Bool { pointSize >= 18 || (isBold && pointSize >= 14) }
    /// APCA Bronze's large text: 36 px and up, or 24 px bold.
    var isAPCALarge: Bool { pointSize >= 36 || (isBold && pointSize >= 24) }
  }

  /// The smallest run of the message decides: a paragraph is as readable as its smallest text.
  private func textStyle(of paragraph: SnackbarParagraph) -> TextStyle {
    let runs = paragraph.runs.filter { !$0.text.isEmpty }
    guard let smallest = runs.min(by: { $0.font.pointSize < $1.font.pointSize }) else {
      return TextStyle(pointSize: 0, isBold: false)
    }
    let sameSize = runs.filter { $0.font.pointSize == smallest.font.pointSize }
    return TextStyle(
      pointSize: smallest.font.pointSize, isBold: sameSize.allSatisfy { $0.font.weight.cssWeight >= 700 })
  }

  /// Measures one part over every candidate background and keeps the worst; adds its finding.
  private mutating func measure(
    _ element: SnackbarAuditElement, rule: SnackbarAuditRule, color: SnackbarColor, text: TextStyle?, name: String,
    apcaLevel: Double, apcaUse: String
  ) {
    let required = text.map { $0.isLarge ? Self.largeTextRatio : Self.normalTextRatio } ?? Self.largeTextRatio
    var worst: SnackbarContrastMeasurement?
    for behind in input.colors.candidatesBehind {
      let background = SnackbarAuditColors.composite(input.colors.drawn.container, over: behind)
      let foreground = SnackbarAuditColors.composite(color, over: background)
      let measurement = SnackbarContrastMeasurement(
        element: element, foreground: foreground, background: background,
        ratio: WCAGContrast.ratio(foreground, background),
        lightnessContrast: APCAContrast.lightnessContrast(text: foreground, background: background),
        requiredRatio: required, requiredLightnessContrast: apcaLevel)
      if worst.map({ measurement.ratio < $0.ratio }) ?? true { worst = measurement }
    }
    guard let worst else { return }
    contrast.append(worst)

    let ratio = WCAGContrast.formatted(worst.ratio, threshold: required) + ":1"
    let lc = "Lc " + APCAContrast.formatted(worst.lightnessContrast, level: apcaLevel)
    let pair = "\(SnackbarAuditColors.hex(worst.foreground)) on \(SnackbarAuditColors.hex(worst.background))"
    let transparent = color.alpha == 0 ? " (it is fully transparent)" : ""
    if !worst.meetsWCAG {
      let kind: String
      if let text {
        kind = text.isLarge ? "large text (\(points(text.pointSize)) pt)" : "\(points(text.pointSize))-pt text"
      } else {
        kind = "a non-text part (SC 1.4.11)"
      }
      let lighter =
        WCAGContrast.relativeLuminance(of: worst.foreground) > WCAGContrast.relativeLuminance(of: worst.background)
      add(
        rule, .error, element, measured: ratio, threshold: "\(points(CGFloat(required))):1",
        message: "\(name) \(pair) has \(ratio) contrast (\(lc))\(transparent); WCAG asks "
          + "\(points(CGFloat(required))):1 for \(kind).",
        hint: lighter
          ? "Lighten the \(element.rawValue) colour or darken the container until it reaches the threshold."
          : "Darken the \(element.rawValue) colour or lighten the container until it reaches the threshold.")
    } else if !worst.meetsAPCA {
      add(
        rule, .info, element, measured: lc, threshold: "Lc \(Int(apcaLevel))",
        message: "\(name) \(pair) passes WCAG (\(ratio)) but its APCA \(lc) is below Lc \(Int(apcaLevel)) "
          + "for \(apcaUse).",
        hint: "For APCA Bronze, raise |Lc| to \(Int(apcaLevel)): more lightness difference between the "
          + "\(element.rawValue) and the container.")
    }
  }
}
