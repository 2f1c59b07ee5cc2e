import Foundation
import SnackbarRendering
import Testing

@testable import SnackbarCLI

/// Job lists written by an adversary or a careless user (issue 19, points 9 and 10): values that
/// would drive the terminal, thousands of lines failing alike, malformed JSON, and a line of
/// 80,000 fields.
@Suite final class BatchHostileLinesTests {
  let scratch: ScratchDirectory

  init() throws { scratch = try ScratchDirectory() }
  deinit { scratch.cleanUp() }

  /// Writes `lines` as a job list and returns its path.
  func jobList(_ lines: [String], name: String = "jobs.jsonl") throws -> String {
    let path = scratch.path(name)
    try Data(lines.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

  /// Whether a printed line holds a byte that would act on a terminal: a C0 control (line feed
  /// and carriage return included) or DEL.
  static func holdsControlByte(_ line: String) -> Bool {
    line.utf8.contains { $0 < 0x20 || $0 == 0x7F }
  }

  // MARK: - Echoed values (point 9)

  @Test func controlCharactersInValuesFieldNamesAndPathsAreEscaped() throws {
    let lines = [
      #"{"command": "\u001b[2J\u001b[H", "text": "A", "output": "\#(scratch.path("x1.png"))"}"#,
      #"{"command": "render", "te\u001bxt": "A", "output": "\#(scratch.path("x2.png"))"}"#,
      #"{"command": "render", "text": "A", "theme": "x\r\nsnackbar batch: line 9: all good", "output": "\#(scratch.path("x3.png"))"}"#,
      #"{"command": "render", "text": "A", "scale": "\u001b]0;owned\u0007", "output": "\#(scratch.path("x4.png"))"}"#,
      #"{"command": "render", "text-file": "\#(scratch.path(#"no\u001b[2Jfile\n.txt"#))", "output": "\#(scratch.path("x5.png"))"}"#,
      #"{"command": "render", "text": "A", "output": "\#(scratch.path(#"x\r\ny.bin"#))"}"#,
      #"{"command": "render", "text": "A", "close": "\u009b2J", "output": "\#(scratch.path("x6.png"))"}"#,
      #"{"command": "render", "a\u001b": 1, "a\u001b": 2}"#,
      #"{"command": "screen", "text": "A", "device": "\u001b[31mred", "output": "\#(scratch.path("x7.png"))"}"#,
      ##"{"command": "render", "text": "A", "backdrop": "#\u001b[K", "output": "\##(scratch.path("x8.png"))"}"##,
    ]
    let run = try batch([try jobList(lines), "--quiet"])
    #expect(run.status == 2)
    #expect(run.errors.count == lines.count + 1, "one error a line and the summary: \(run.errors)")
    for line in run.errors + run.output {
      #expect(!Self.holdsControlByte(line), "a raw control character in \(line.debugDescription)")
    }
    #expect(!run.errorText.contains("\nsnackbar batch: line 9: all good"), "a forged line")
    let expected = [
      #"line 1: field "command" must be "render" or "screen", got "\x1B[2J\x1B[H""#,
      #"line 2: unknown field "te\x1Bxt" for render"#,
      #"got "x\x0D\x0Asnackbar batch: line 9: all good""#,
      #"--scale must be 1, 2 or 3, got "\x1B]0;owned\x07""#,
      #"no\x1B[2Jfile\x0A.txt"#,
      #"x\x0D\x0Ay.bin"#,
      #"line 7: field "close" must be true or false, got "\xC2\x9B2J""#,
      #"key "a\x1B" given twice"#,
      #"--device must be one of"#,
      #"--backdrop: "#,
    ]
    for text in expected {
      #expect(run.errors.contains { $0.contains(text) }, "\(text) in \(run.errors)")
    }
  }

  @Test func batchOptionsAreEscaped() throws {
    let jobs = try batch(["-", "--jobs", "\u{1B}[2J"])
    #expect(jobs.errorText.contains(#"--jobs must be a whole number 1...256, got "\x1B[2J""#), "\(jobs.errors)")
    let format = try batch(["-", "--format", "\r\npng"])
    #expect(format.errorText.contains(#"got "\x0D\x0Apng""#), "\(format.errors)")
    for line in jobs.errors + format.errors { #expect(!Self.holdsControlByte(line), "\(line.debugDescription)") }
  }

  // MARK: - Repeated errors (point 9)

  @Test func manyLinesFailingForOneReasonAreSummarised() throws {
    let line = #"{"text": "A", "output": "x.png"}"#
    let run = try batch([try jobList(Array(repeating: line, count: 4_000)), "--quiet"])
    #expect(run.status == 2)
    // Lines finish in any order on several workers, so which five are shown may vary.
    let reason = #"field "command" is required: "render" or "screen""#
    #expect(run.errors.count == 7, "\(run.errors)")
    #expect(run.errors.prefix(5).allSatisfy { $0.wholeMatch(of: /snackbar batch: line \d+: (.*)/)?.1 == reason[...] })
    #expect(run.errors.dropFirst(5).first == "snackbar batch: … and 3,995 more lines: " + reason)
    #expect(run.errors.last?.hasPrefix("batch: 0 rendered, 4000 failed in ") == true, "\(run.errors.last ?? "")")
  }

  /// Lines failing for one reason with different values (a column, a value) count as one
  /// reason. What was held back is summarised when a reason not seen before begins, and at the
  /// end; a reason that comes back after its first five lines stays held back, so lines that
  /// alternate between two reasons cannot print a summary a line.
  @Test func aReasonIsSummarisedWhenANewOneBeginsAndAtTheEnd() throws {
    var lines = (0..<8).map { #"{"command": "render", "text": "A", "theme": "sepia\#($0)", "output": "a\#($0).png"}"# }
    lines += (0..<7).map { index in String(repeating: " ", count: index) + #"{"command": "render", "text": "A",}"# }
    lines += (0..<2).map { #"{"command": "render", "text": "A", "theme": "x\#($0)", "output": "b\#($0).png"}"# }
    let run = try batch([try jobList(lines), "--quiet", "--jobs", "1"])
    #expect(run.status == 2)
    let messages = run.errors.dropLast().map { $0.replacing(/line \d+/, with: "line N") }
    let theme = #"--theme must be one of mdc, m2, m3-light, m3-dark, got "…""#
    #expect(messages.count == 13, "\(run.errors)")
    guard messages.count == 13 else { return }
    #expect(messages[0..<5].allSatisfy { $0.hasPrefix("snackbar batch: line N (render): --theme must be") })
    #expect(messages[5] == "snackbar batch: … and 3 more lines: " + theme, "\(messages)")
    #expect(messages[6..<11].allSatisfy { $0.hasPrefix("snackbar batch: line N, column ") }, "\(messages)")
    #expect(messages[11] == "snackbar batch: … and 2 more lines: not valid JSON", "\(messages)")
    #expect(messages[12] == "snackbar batch: … and 2 more lines: " + theme, "\(messages)")
    #expect(run.errors.last?.hasPrefix("batch: 0 rendered, 17 failed in ") == true, "\(run.errors)")
  }

  // MARK: - The JSON reader (point 10)

  /// 80,000 fields took 5.9 s in a release build (256 s in a debug build here): each field name
  /// was compared with every earlier one. Read in linear time, the line takes about a second in a
  /// debug build; the bound leaves room for a loaded machine and still tells the two apart.
  @Test func aLineOfEightyThousandFieldsIsReadInLinearTime() throws {
    let fields = (0..<80_000).map { "\"f\($0)\": 0" }.joined(separator: ", ")
    let list = try jobList([#"{"command": "render", "# + fields + #", "f12": 1}"#])
    let start = ContinuousClock.now
    let run = try batch([list, "--quiet"])
    let elapsed = ContinuousClock.now - start
    #expect(run.status == 2)
    #expect(run.errors.first?.hasPrefix("snackbar batch: line 1, column ") == true, "\(run.errors)")
    #expect(
      run.errors.first?.contains(#"not valid JSON: key "f12" given twice (first at column "#) == true,
      "\(run.errors)")
    #expect(elapsed < .seconds(20), "\(elapsed)")
  }

  @Test func syntaxErrorsNameTheColumn() throws {
    let lines = [
      #"{"command": "render", "text": "A", "output": "a.png",}"#,
      #"{"command": "render", "width": 1e400, "output": "a.png"}"#,
      #"{"command": "render", "text": "é\u12", "output": "a.png"}"#,
      #"["render"]"#,
      #"{"command": "render", "text": "\#u{FEFF}A", "output": "\#(scratch.path("bom.png"))"}"#,
    ]
    let run = try batch([try jobList(lines), "--quiet"])
    #expect(run.status == 2)
    let expected = [
      "snackbar batch: line 1, column 54: not valid JSON: a comma before '}' (JSON allows no trailing comma)",
      "snackbar batch: line 2, column 32: not valid JSON: the number 1e400 is out of range",
      "snackbar batch: line 3, column 37: not valid JSON: expected four hex digits after \\u, found '\"'",
      "snackbar batch: line 4: not a JSON object: a line must be one object such as {\"command\": \"render\", ...}",
    ]
    for prefix in expected {
      #expect(run.errors.contains { $0.hasPrefix(prefix) }, "\(prefix) in \(run.errors)")
    }
    #expect(run.errors.last?.hasPrefix("batch: 1 rendered, 4 failed") == true, "\(run.errors)")
  }
}
