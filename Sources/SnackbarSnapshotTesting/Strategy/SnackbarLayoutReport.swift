import Foundation
import MaterialSnackbar
import SnackbarJSON
import SnackbarLayout
import SnackbarRendering

/// The text of a `.layout` snapshot: a header of what the renderer resolved (colours, fonts,
/// elevation, corner radius, arrangement), the text of each laid-out line, and the layout as
/// canonical JSON, lengths rounded.
///
/// Why the lines' text: frames alone hide wording. Changing "messages" to "conversations" would
/// show only as a wider line box; with the text it is a one-word diff, and a changed line break
/// shows which word moved.
///
/// Why rounded: frames that come from text (line boxes, the action title, and through them the
/// heights) depend on font metrics, which move by fractions of a point between FreeType,
/// HarfBuzz and Pango releases. A text snapshot is for reviewing geometry (did the action move
/// below? did a line appear?), so lengths are rounded to `precision` points (half a point by
/// default) and sub-pixel jitter does not churn the goldens. Image snapshots keep every pixel.
enum SnackbarLayoutReport {
  /// The first line, naming the format so a reader of the `.txt` knows what it is.
  static let title = "Snackbar layout snapshot"

  /// The JSON keys whose numbers are not lengths, with the decimals they keep.
  static let unitlessKeys: [String: Double] = ["displayScale": 0.001, "actionTitleScale": 0.01, "lineCount": 1]

  /// Lays out `request` with `renderer` and describes it.
  static func text(
    for request: SnackbarRenderRequest, renderer: SnackbarRenderer, precision: CGFloat
  ) throws(SnackbarRenderError) -> String {
    let layout = try renderer.layout(request)
    let view = request.messageView
    let sizing: SnackbarLayoutSizing
    var lines: [String] = [
      "\(title); lengths in points, rounded to \(SnackbarJSONNumber.format(Double(precision)))"
    ]
    switch request.sizing {
    case .fittingWidth(let width):
      sizing = .fittingWidth(width)
      lines.append("sizing: fitting width \(number(width))")
    case .host(let host, let manager):
      let placement = SnackbarPlacementInput(host: host, manager: manager)
      sizing = .inHost(placement)
      lines.append("sizing: \(describe(placement))")
    }
    let input = SnackbarLayoutInput(
      messageView: view, sizing: sizing, traits: request.effectiveTraits, language: request.language,
      progressElapsedTime: request.progressElapsedTime)
    lines.append("traits: \(describe(request.effectiveTraits))")
    lines.append("language: \(input.message.language ?? "none")")
    lines.append("animation: \(describe(request.animation))")
    lines.append("background: \(hex(view.snackbarMessageViewBackgroundColor, default: SnackbarColor(rgb: 0x323232)))")
    lines.append("text colour: \(hex(view.messageTextColor, default: .white))")
    lines.append("shadow colour: \(hex(view.snackbarMessageViewShadowColor, default: .black))")
    var fonts: [String] = []
    for run in input.message.runs where !fonts.contains(describe(run.font)) {
      fonts.append(describe(run.font))
    }
    lines.append("message fonts: \(fonts.joined(separator: ", "))")
    if let title = input.effectiveActionTitle, let button = view.actionButton {
      lines.append("action: \"\(title)\"")
      lines.append("action font: \(describe(input.buttonFont))")
      let normal = hex(button.titleColor(for: .normal), default: SnackbarColor(white: 1, alpha: 0.6))
      let highlighted = hex(button.titleColor(for: .highlighted), default: .white)
      lines.append("action title colours: normal \(normal), highlighted \(highlighted)")
    } else {
      lines.append("action: none")
    }
    lines.append("leading icon: \(input.leadingIcon.map { describe($0) } ?? "none")")
    lines.append("progress: \(input.progress.map { describe($0) } ?? "none")")
    lines.append("close button: \(input.showsCloseButton ? "yes" : "no")")
    lines.append("elevation: \(number(view.elevation.rawValue))")
    lines.append("corner radius: \(number(layout.cornerRadius))")
    lines.append("GM3 shapes: \(input.usesGM3Shapes ? "yes" : "no")")
    let lineWord = layout.lineCount == 1 ? "line" : "lines"
    lines.append("arrangement: \(layout.arrangement.rawValue), \(layout.lineCount) \(lineWord)")
    lines.append("text:")
    lines += try lineTexts(of: input, layout: layout, renderer: renderer).enumerated().map { index, text in
      "  line \(index + 1): " + SnackbarJSONValue.string(text).canonicalText()
    }
    lines.append("layout:")
    return lines.joined(separator: "\n") + "\n"
      + rounded(layout.jsonValue, precision: Double(precision)).canonicalText()
      + "\n"
  }

  /// The text of each line the layout kept, as the renderer breaks it: the same paragraph at the
  /// same wrap width, so this is the measurer's cached layout, not a second shaping. Quoted, so
  /// the space a line ends with at a soft break stays visible.
  static func lineTexts(
    of input: SnackbarLayoutInput, layout: SnackbarFrames, renderer: SnackbarRenderer
  ) throws(SnackbarRenderError) -> [String] {
    let paragraph: TextParagraph
    do {
      paragraph = try renderer.textMeasurer.layout(input.message, wrapWidth: layout.labelFrame.width)
    } catch {
      throw .text(error)
    }
    let utf8 = Array(paragraph.text.utf8)
    return paragraph.metrics.lines.prefix(layout.lineCount).map { line in
      let range = line.utf8Range.clamped(to: 0..<utf8.count)
      return String(decoding: utf8[range], as: UTF8.self)
    }
  }

  /// `value` with every length rounded to a multiple of `precision`, and the unitless numbers to
  /// their own steps.
  static func rounded(_ value: SnackbarJSONValue, precision: Double, key: String? = nil) -> SnackbarJSONValue {
    switch value {
    case .object(let members):
      return .object(
        SnackbarJSONObject(members.map { (key: $0.key, value: rounded($0.value, precision: precision, key: $0.key)) }))
    case .array(let elements):
      return .array(elements.map { rounded($0, precision: precision, key: key) })
    case .number(let number):
      let step = key.flatMap { unitlessKeys[$0] } ?? precision
      return .number(round(number, to: step))
    case .numeral, .string, .bool, .null:
      return value
    }
  }

  /// `value` rounded to the nearest multiple of `step` (half away from zero), without a
  /// negative zero; a non-positive or non-finite step leaves it as it is.
  static func round(_ value: Double, to step: Double) -> Double {
    guard step.isFinite, step > 0, value.isFinite else { return value }
    let result = (value / step).rounded(.toNearestOrAwayFromZero) * step
    return result == 0 ? 0 : result
  }

  private static func number(_ value: CGFloat) -> String { SnackbarJSONNumber.format(Double(value)) }

  private static func hex(_ color: SnackbarColor?, default fallback: SnackbarColor) -> String {
    (color ?? fallback).hexString
  }

  /// `Roboto 14pt w500 (system 14pt w500)`: the family the renderer draws with, then the font
  /// as the manager asked for it.
  private static func describe(_ font: SnackbarFont) -> String {
    let drawn = TextFont(font)
    return "\(drawn.family) \(SnackbarJSONNumber.format(drawn.pointSize))pt w\(drawn.weight.rawValue) (\(font))"
  }

  /// `@2x, ltr, light, content size L, size classes compact/regular, phone`; the audit text
  /// uses it too.
  static func describe(_ traits: SnackbarTraitCollection) -> String {
    [
      "@\(number(traits.displayScale))x", traits.isRightToLeft ? "rtl" : "ltr", traits.isDark ? "dark" : "light",
      "content size \(traits.preferredContentSizeCategory.shortName)",
      "size classes \(traits.horizontalSizeClass.rawValue)/\(traits.verticalSizeClass.rawValue)",
      traits.userInterfaceIdiom.rawValue,
    ].joined(separator: ", ")
  }

  /// The host's size, safe area, keyboard, offset and alignment; the audit text uses it too.
  static func describe(_ placement: SnackbarPlacementInput) -> String {
    let safe = placement.safeAreaInsets
    var parts = [
      "host \(number(placement.hostSize.width))x\(number(placement.hostSize.height))",
      "safe area top \(number(safe.top)) left \(number(safe.left)) bottom \(number(safe.bottom)) right \(number(safe.right))",
      "keyboard \(number(placement.keyboardHeight))", "bottom offset \(number(placement.bottomOffset))",
      "alignment \(placement.horizontalAlignment)/\(placement.verticalAlignment)",
    ]
    if !placement.isWindow { parts.append("no window") }
    return parts.joined(separator: ", ")
  }

  private static func describe(_ phase: SnackbarAnimationPhase) -> String {
    let state = SnackbarAnimation.state(at: phase)
    let values = "opacity \(SnackbarJSONNumber.format(state.opacity)), scale \(SnackbarJSONNumber.format(state.scale))"
    switch phase {
    case .visible: return "visible"
    case .entering(let time): return "entering at \(SnackbarJSONNumber.format(time)) s (\(values))"
    case .exiting(let time): return "exiting at \(SnackbarJSONNumber.format(time)) s (\(values))"
    }
  }

  private static func describe(_ icon: SnackbarIcon) -> String {
    "\(icon.name)" + (icon.tintColor.map { " tint \($0.hexString)" } ?? "")
  }

  private static func describe(_ progress: SnackbarProgress) -> String {
    switch progress {
    case .indeterminate: return "indeterminate"
    case .determinate: return "determinate \(SnackbarJSONNumber.format(progress.clampedFraction ?? 0))"
    }
  }
}
