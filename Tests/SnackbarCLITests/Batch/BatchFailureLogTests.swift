import Testing

@testable import SnackbarCLI

@Suite struct BatchFailureLogTests {
  /// A command's message without what differs from line to line.
  @Test(arguments: [
    (
      #"--theme must be one of mdc, m2, m3-light, m3-dark, got "sepia3""#,
      #"--theme must be one of mdc, m2, m3-light, m3-dark, got "…""#
    ),
    (
      "cannot read --text-file /a/b 1.txt: No such file or directory",
      "cannot read --text-file … 1.txt: No such file or directory"
    ),
    ("--elevation must be in 0...24, got 30", "--elevation must be in …, got …"),
    ("--output is required", "--output is required"),
  ])
  func aCommandsReasonLeavesOutTheLinesValues(message: String, reason: String) {
    #expect(BatchFailure.reason(of: message) == reason)
  }

  @Test func theFirstFiveOfAReasonArePrintedAndTheRestCounted() {
    var log = BatchFailureLog()
    var printed: [String] = []
    for line in 1...12 {
      printed += log.record(BatchFailure(message: "line \(line): bad", reason: "bad"))
    }
    printed += log.record(BatchFailure(message: "line 13: worse", reason: "worse"))
    printed += log.record(BatchFailure(message: "line 14: bad", reason: "bad"))
    printed += log.summaries()
    #expect(
      printed == (1...5).map { "line \($0): bad" } + [
        "… and 7 more lines: bad", "line 13: worse", "… and 1 more line: bad",
      ])
  }

  /// Lines alternating between two reasons print five of each and two summaries, not a
  /// summary a line.
  @Test func alternatingReasonsStayBounded() {
    var log = BatchFailureLog()
    var printed: [String] = []
    for line in 1...1_000 {
      let reason = line.isMultiple(of: 2) ? "even" : "odd"
      printed += log.record(BatchFailure(message: "line \(line): \(reason)", reason: reason))
    }
    printed += log.summaries()
    #expect(printed.count == 12, "\(printed)")
    #expect(printed.suffix(2) == ["… and 495 more lines: odd", "… and 495 more lines: even"])
  }

  @Test func countsAreGroupedByThousands() {
    #expect(BatchFailureLog.grouped(7) == "7")
    #expect(BatchFailureLog.grouped(3_995) == "3,995")
    #expect(BatchFailureLog.grouped(1_234_567) == "1,234,567")
  }
}
