import Foundation
import MaterialSnackbar
import SnackbarJSON

/// Checks an input before any measuring, so bad values give a ``SnackbarLayoutError`` that names
/// them instead of NaN frames, a trap or a runaway text layout.
enum SnackbarLayoutValidation {
  static func validate(_ input: SnackbarLayoutInput) throws(SnackbarLayoutError) {
    let scale = input.traits.displayScale
    try check(
      "traits.displayScale", scale, positive: true, limit: SnackbarLayoutMetrics.maximumDisplayScale,
      unit: "pixels per point")
    if input.message.isEmpty { throw .emptyMessage }
    try checkLength("message", input.message.text)
    for (index, run) in input.message.runs.enumerated() where !run.font.isValid {
      throw .invalidFont(field: "message.runs[\(index)].font", pointSize: Double(run.font.pointSize))
    }
    if let maxLines = input.message.maxLines, maxLines < 1 {
      throw .invalidValue(field: "message.maxLines", value: Double(maxLines), expected: "nil or at least 1")
    }
    if let title = input.effectiveActionTitle {
      try checkLength("actionTitle", title)
      if !input.buttonFont.isValid {
        throw .invalidFont(field: "buttonFont", pointSize: Double(input.buttonFont.pointSize))
      }
    }
    if let radius = input.cornerRadius { try check("cornerRadius", radius, positive: false) }
    if !input.progressElapsedTime.isFinite {
      throw .invalidValue(
        field: "progressElapsedTime", value: input.progressElapsedTime, expected: "a finite number of seconds")
    }
    switch input.sizing {
    case .fittingWidth(let width):
      try check("sizing.fittingWidth", width, positive: true)
    case .inHost(let placement):
      try validate(placement)
    }
  }

  private static func validate(_ placement: SnackbarPlacementInput) throws(SnackbarLayoutError) {
    try check("placement.hostSize.width", placement.hostSize.width, positive: true)
    try check("placement.hostSize.height", placement.hostSize.height, positive: true)
    let insets = placement.safeAreaInsets
    try check("placement.safeAreaInsets.top", insets.top, positive: false)
    try check("placement.safeAreaInsets.left", insets.left, positive: false)
    try check("placement.safeAreaInsets.bottom", insets.bottom, positive: false)
    try check("placement.safeAreaInsets.right", insets.right, positive: false)
    try check("placement.keyboardHeight", placement.keyboardHeight, positive: false)
    try check("placement.bottomOffset", placement.bottomOffset, positive: false)
    if let margin = placement.topMargin { try check("placement.topMargin", margin, positive: false) }
    if let margin = placement.leadingMargin { try check("placement.leadingMargin", margin, positive: false) }
    if let margin = placement.trailingMargin { try check("placement.trailingMargin", margin, positive: false) }
  }

  /// A finite number in `0...limit` (or `0 < value <= limit` when `positive`).
  private static func check(
    _ field: String, _ value: CGFloat, positive: Bool, limit: CGFloat = SnackbarLayoutMetrics.maximumDimension,
    unit: String = "points"
  ) throws(SnackbarLayoutError) {
    let lower = positive ? "0 <" : "0 <="
    let expected = "a finite number of \(unit) in \(lower) value <= \(SnackbarJSONNumber.format(Double(limit)))"
    guard value.isFinite, positive ? value > 0 : value >= 0, value <= limit else {
      throw .invalidValue(field: field, value: Double(value), expected: expected)
    }
  }

  private static func checkLength(_ field: String, _ text: String) throws(SnackbarLayoutError) {
    let bytes = text.utf8.count
    if bytes > SnackbarLayoutMetrics.maximumTextBytes {
      throw .textTooLong(field: field, bytes: bytes, limit: SnackbarLayoutMetrics.maximumTextBytes)
    }
    // Shaping one character takes time quadratic in its code points (a letter under 40,000
    // accents took 9 s), so a character's length is bounded as its text's is.
    let limit = SnackbarLayoutMetrics.maximumCharacterScalars
    for character in text {
      let scalars = character.unicodeScalars.count
      if scalars > limit { throw .characterTooLong(field: field, scalars: scalars, limit: limit) }
    }
  }

  /// Refuses metrics with NaN, negative or inconsistent numbers.
  static func checked(_ metrics: SnackbarTextMetrics, of field: String) throws(SnackbarLayoutError)
    -> SnackbarTextMetrics
  {
    guard metrics.isWellFormed else {
      throw .invalidTextMetrics(
        "\(field): size \(metrics.size), line height \(metrics.lineHeight), \(metrics.lineCount) lines, "
          + "\(metrics.lines.count) line boxes")
    }
    return metrics
  }
}
