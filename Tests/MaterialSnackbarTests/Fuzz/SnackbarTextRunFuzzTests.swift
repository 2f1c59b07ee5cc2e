import Foundation
import MaterialSnackbar
import SnackbarFuzzSupport
import Testing

/// `SnackbarMessage.textRuns(ignoringBold:)`, the reading of bold markup (spec 2.13), on random
/// attributed texts. There is no `**bold**` text syntax to parse: the CLI's `--text` is plain, and
/// bold comes from `MDCSnackbarMessageBoldAttributeName` ranges; `SnackbarTextRun.description`
/// writes `**` around bold runs. The oracle: the runs cover the text exactly (every scalar, in
/// order, unnormalised), none is empty, neighbours differ in weight, each character's weight is
/// its attribute's, ignoring bold gives one regular run, and reading the runs back as markup (an
/// attributed string, or the `**` description) gives the same runs.
@Suite(.tags(.fuzz)) struct SnackbarTextRunFuzzTests {
  /// Inputs in `make test`: 12 s at 849 inputs/s on the shared 2-core machine, beside the other
  /// two harnesses.
  static let defaultInputs = 10_000

  @Test func textRunsCoverTheTextAndKeepEachCharactersWeight() throws {
    let campaign = FuzzCampaign(
      name: "bold-markup", configuration: try FuzzConfiguration(defaultInputs: Self.defaultInputs),
      filter: "SnackbarTextRunFuzzTests")
    let report = campaign.run { _, random in
      Self.check(BoldMarkupGenerator.attributedText(using: &random))
    }
    for message in report.failureMessages { Issue.record(Comment(rawValue: message)) }
    #expect(report.inputs > 0)
  }

  static func check(_ attributed: NSAttributedString) -> FuzzOutcome {
    let message = SnackbarMessage(attributedText: attributed)
    let runs = message.textRuns()
    let text = attributed.string
    let failure = coverage(runs, text) ?? weights(runs, attributed) ?? roundTrips(runs, message)
    if let failure {
      return .failed("\(failure)\ntext (UTF-16): \(Array(text.utf16))\nattributes: \(attributed)\nruns: \(runs)")
    }
    return .passed(runs.isEmpty ? "empty" : runs.count == 1 ? "one run" : "several runs")
  }

  /// The runs hold exactly the text's code units, in order; none is empty; neighbours differ.
  static func coverage(_ runs: [SnackbarTextRun], _ text: String) -> String? {
    guard runs.flatMap({ Array($0.text.utf16) }) == Array(text.utf16) else {
      return "the runs' text differs from the message's"
    }
    if let empty = runs.firstIndex(where: { $0.text.isEmpty }) { return "run \(empty) is empty" }
    if let same = runs.indices.dropFirst().first(where: { runs[$0].isBold == runs[$0 - 1].isBold }) {
      return "runs \(same - 1) and \(same) have the same weight"
    }
    return nil
  }

  /// No character is split between runs, each character's run is bold exactly when the attribute
  /// at its first code unit means bold (for values whose meaning is settled), and characters with
  /// equal attribute values get equal weights.
  static func weights(_ runs: [SnackbarTextRun], _ attributed: NSAttributedString) -> String? {
    let boundaries = Set(attributed.string.indices.map { $0.utf16Offset(in: attributed.string) })
    var offset = 0
    var weightByValue: [String: Bool] = [:]
    // The attribute's value around `offset`: its key, its settled meaning, and its range.
    var current = (key: "", expected: Bool?.none, range: NSRange(location: 0, length: 0))
    for (index, run) in runs.enumerated() {
      guard boundaries.contains(offset) else { return "run \(index) starts inside a character, at UTF-16 \(offset)" }
      for character in run.text {
        if !NSLocationInRange(offset, current.range) {
          var range = NSRange(location: 0, length: 0)
          let value = attributed.attribute(.snackbarBold, at: offset, effectiveRange: &range)
          current = (BoldMarkupGenerator.key(value), BoldMarkupGenerator.expectedBold(value), range)
        }
        if let expected = current.expected, expected != run.isBold {
          return
            "UTF-16 offset \(offset) has bold value \(current.key) but its run is \(run.isBold ? "bold" : "regular")"
        }
        if let earlier = weightByValue.updateValue(run.isBold, forKey: current.key), earlier != run.isBold {
          return "the bold value \(current.key) reads as both bold and regular"
        }
        offset += character.utf16.count
      }
    }
    return nil
  }

  /// Ignoring bold, copying, and reading the runs back as markup change nothing.
  static func roundTrips(_ runs: [SnackbarTextRun], _ message: SnackbarMessage) -> String? {
    let text = message.text ?? ""
    let plain = message.textRuns(ignoringBold: true)
    guard plain == (text.isEmpty ? [] : [SnackbarTextRun(text: text, isBold: false)]) else {
      return "ignoring bold gives \(plain)"
    }
    guard message.copy().textRuns() == runs else { return "a copy of the message reads differently" }
    let rebuilt = NSMutableAttributedString(string: "")
    for run in runs {
      rebuilt.append(NSAttributedString(string: run.text, attributes: run.isBold ? [.snackbarBold: true] : [:]))
    }
    let reread = SnackbarMessage(attributedText: rebuilt).textRuns()
    guard reread == runs else { return "the runs written back as bold attributes read as \(reread)" }
    // Scalars, not characters: "**" before a combining mark is one "*" and one "*" + mark.
    let markup = Array(runs.map(\.description).joined().unicodeScalars)
    if !text.unicodeScalars.contains("*") {
      let stars = markup.filter { $0 == "*" }.count
      guard stars == 4 * runs.filter(\.isBold).count, markup.filter({ $0 != "*" }) == Array(text.unicodeScalars) else {
        return "the ** markup \(runs.map(\.description).joined().debugDescription) does not give the text back"
      }
    }
    return nil
  }
}
