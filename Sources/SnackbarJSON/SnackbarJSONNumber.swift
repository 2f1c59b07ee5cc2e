import Foundation

/// The package's number formats, one per kind of output, so the same number always prints the
/// same bytes in a given file or message, on every machine, without Foundation's
/// locale-dependent formatters.
package enum SnackbarJSONNumber {
  /// Formats `value` rounded to three decimals (half away from zero), without trailing zeros or
  /// a trailing point, without exponent, and without a negative zero: `15.5`, `0.333`, `48`,
  /// `-2.25`. So float noise such as `0.30000000000000004` prints `0.3`. NaN and infinities
  /// print `null`, as JSON has no spelling for them. Layout, audit and matrix JSON.
  package static func format(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    let thousandths = (value * 1000).rounded(.toNearestOrAwayFromZero)
    guard abs(thousandths) < 9e15 else { return String(format: "%.0f", value.rounded()) }
    let scaled = Int64(thousandths)
    if scaled == 0 { return "0" }
    let sign = scaled < 0 ? "-" : ""
    let magnitude = scaled.magnitude
    let whole = magnitude / 1000
    var fraction = String(magnitude % 1000)
    guard fraction != "0" else { return sign + String(whole) }
    fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return sign + String(whole) + "." + fraction
  }

  /// Formats `value` rounded to millionths, with at least one decimal and trailing zeros
  /// dropped: 1 prints `1.0`, 1.125 `1.125` and 4.15 + 4 `8.15`. The event log's times (seconds)
  /// and progress fractions; NaN and infinities print `null`.
  package static func millionths(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    // Past 9e9 the millionths no longer fit a Double exactly (nor the whole part an `Int`, from
    // 9.2e18 on, which trapped here before); such a value has no fraction worth printing.
    guard abs(value) < 9e9 else { return String(format: "%.1f", value.rounded()) }
    let micro = (value * 1_000_000).rounded()
    let negative = micro < 0
    let magnitude = abs(micro)
    let whole = (magnitude / 1_000_000).rounded(.down)
    var fraction = String(Int(magnitude - whole * 1_000_000))
    fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
    while fraction.count > 1, fraction.hasSuffix("0") { fraction.removeLast() }
    return (negative ? "-" : "") + String(Int(whole)) + "." + fraction
  }

  /// Formats `value` as the shortest text that reads back as the same `Double`, a whole number
  /// without `.0` and large or small ones with an exponent: `2`, `0.1`, `1e+16`, `1e-07`. This
  /// is how Foundation's `JSONEncoder` prints a number, so files first written with it
  /// (fingerprints, failure records) keep their bytes. NaN and infinities print `null`.
  package static func shortest(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    let text = value.description
    return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
  }

  /// Formats `value` rounded to `digits` decimals, with at least that many (`0.50`, `12.25`), or
  /// as `Double` spells it when that takes an exponent (`1e-05`) rather than a misleading
  /// `0.00`. Human-readable figures: a comparison's ΔE and percentages.
  package static func fixed(_ value: Double, digits: Int = 2) -> String {
    guard value.isFinite else { return "\(value)" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    var text = "\(rounded)"
    if text.contains("e") { return text }
    if let dot = text.firstIndex(of: ".") {
      let decimals = text[text.index(after: dot)...].count
      if decimals < digits { text += String(repeating: "0", count: digits - decimals) }
    }
    return text
  }
}
