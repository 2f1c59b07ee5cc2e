import Foundation

/// The fixed number format of layout JSON.
package enum SnackbarJSONNumber {
  /// Formats `value` rounded to three decimals (half away from zero), without trailing zeros or
  /// a trailing point, without exponent, and without a negative zero: `15.5`, `0.333`, `48`,
  /// `-2.25`. So float noise such as `0.30000000000000004` prints `0.3`. NaN and infinities
  /// print `null`, as JSON has no spelling for them.
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
}
