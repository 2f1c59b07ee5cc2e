import Foundation
import SnackbarImage
import SnackbarRendering
import Testing

@testable import SnackbarCLI

@Suite final class BatchCommandTests {
  let scratch: ScratchDirectory

  init() throws { scratch = try ScratchDirectory() }
  deinit { scratch.cleanUp() }

  /// Writes `lines` as a job list and returns its path.
  func jobList(_ lines: [String], name: String = "jobs.jsonl") throws -> String {
    let path = scratch.path(name)
    try Data(lines.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// A render line for `text` writing `output` in the scratch directory.
  func renderLine(_ text: String, output: String) -> String {
    #"{"command": "render", "text": "\#(text)", "output": "\#(scratch.path(output))"}"#
  }

  func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

  /// Each case: the batch line's fields (JSON text, without output) and the same as arguments.
  static let identityCases: [(json: String, arguments: [String])] = [
    (#""command": "render", "text": "Photo archived""#, ["render", "--text", "Photo archived"]),
    (
      #""command": "render", "text": "Email sent", "action": "Undo", "theme": "m3-dark", "content-size": "XL""#,
      ["render", "--text", "Email sent", "--action", "Undo", "--theme", "m3-dark", "--content-size", "XL"]
    ),
    (
      #""command": "render", "text": "مرحبا", "direction": "rtl", "icon": "info", "progress": 0.5, "close": true, "elevation": 12, "scale": 1"#,
      [
        "render", "--text", "مرحبا", "--direction", "rtl", "--icon", "info", "--progress", "0.5", "--close",
        "--elevation", "12", "--scale", "1",
      ]
    ),
    (
      ##""command": "render", "text": "Quando", "width": 180, "scale": 2, "backdrop": "#CCCCCC", "inset": 50, "gm3": false"##,
      ["render", "--text", "Quando", "--width", "180", "--scale", "2", "--backdrop", "#CCCCCC", "--inset", "50"]
    ),
    (
      #""command": "render", "text": "Saved \"draft\"\n2", "gm3": true, "appearance": "dark", "language": "en", "action": null"#,
      ["render", "--text", "Saved \"draft\"\n2", "--gm3", "--appearance", "dark", "--language", "en"]
    ),
    (
      #""command": "screen", "text": "Hi", "device": "ipad-pro-11", "landscape": true, "leading": true, "scale": 1"#,
      ["screen", "--text", "Hi", "--device", "ipad-pro-11", "--landscape", "--leading", "--scale", "1"]
    ),
    (
      #""command": "screen", "text": "Hi", "size": "1024x768", "regular": true, "safe-area": "20,0,20,0", "keyboard": 300, "bottom-offset": 49, "top": true, "scale": 1"#,
      [
        "screen", "--text", "Hi", "--size", "1024x768", "--regular", "--safe-area", "20,0,20,0", "--keyboard", "300",
        "--bottom-offset", "49", "--top", "--scale", "1",
      ]
    ),
  ]

  /// Every line's PNG and layout JSON are the bytes `render` or `screen` writes for the same
  /// options, with one job and with two.
  @Test(arguments: [1, 2])
  func outputsAreByteIdenticalToRenderAndScreen(jobs: Int) throws {
    var lines: [String] = []
    for (index, testCase) in Self.identityCases.enumerated() {
      let output = scratch.path("batch/\(index).png")
      let layout = scratch.path("batch/\(index).json")
      lines.append("{\(testCase.json), \"output\": \"\(output)\", \"layout-json\": \"\(layout)\"}")
      let arguments =
        testCase.arguments + [
          "--output", scratch.path("single/\(index).png"), "--layout-json", scratch.path("single/\(index).json"),
        ]
      let single = snackbar(arguments)
      #expect(single.status == 0, "\(arguments): \(single.errors)")
    }
    let run = try batch([try jobList(lines), "--jobs", "\(jobs)", "--quiet"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.count == Self.identityCases.count)
    for index in Self.identityCases.indices {
      #expect(try bytes(scratch.path("batch/\(index).png")) == bytes(scratch.path("single/\(index).png")), "\(index)")
      #expect(try bytes(scratch.path("batch/\(index).json")) == bytes(scratch.path("single/\(index).json")), "\(index)")
    }
  }

  /// PDF and SVG lines (format from the extension, from the line's "format", or from
  /// `batch --format`) write the bytes `render` writes with the same options.
  @Test func vectorOutputsAreByteIdenticalToRender() throws {
    let cases: [(name: String, json: String, flags: [String])] = [
      ("a.pdf", "", []),
      ("b.svg", "", []),
      ("c.out", #", "format": "svg""#, ["--format", "svg"]),
      ("d.data", "", ["--format", "pdf"]),
    ]
    let lines = cases.map { testCase in
      "{\"command\": \"render\", \"text\": \"Draft saved\", \"action\": \"Undo\", "
        + "\"output\": \"\(scratch.path("batch/" + testCase.name))\"\(testCase.json)}"
    }
    let run = try batch([try jobList(lines), "--format", "pdf", "--quiet"])
    #expect(run.status == 0, "\(run.errors)")
    for testCase in cases {
      let single = snackbar(
        ["render", "--text", "Draft saved", "--action", "Undo", "--output", scratch.path("single/" + testCase.name)]
          + testCase.flags)
      #expect(single.status == 0, "\(testCase.name): \(single.errors)")
      let (batchBytes, singleBytes) = (
        try bytes(scratch.path("batch/" + testCase.name)), try bytes(scratch.path("single/" + testCase.name))
      )
      #expect(batchBytes == singleBytes, "\(testCase.name)")
      let magic = testCase.name == "b.svg" || testCase.name == "c.out" ? "<?xml" : "%PDF-"
      #expect(batchBytes.starts(with: Data(magic.utf8)), "\(testCase.name)")
    }
  }

  /// A line's "text-file" and "background" are read like `--text-file` and `--background`:
  /// the same bytes as the single command, and no output may overwrite them.
  @Test func textFilesAndScreenshotsAreReadAsByTheCommands() throws {
    let text = scratch.path("message.txt")
    try Data("Sent from a file\n".utf8).write(to: URL(fileURLWithPath: text))
    let shot = try scratch.writePNG("shot.png", width: 200, height: 400, fill: RGBAPixel(red: 12, green: 200, blue: 90))
    let own = scratch.path("own.txt")
    try Data("Only this line reads me\n".utf8).write(to: URL(fileURLWithPath: own))
    let lines = [
      #"{"command": "render", "text-file": "\#(text)", "output": "\#(scratch.path("batch/r.png"))"}"#,
      #"{"command": "screen", "text-file": "\#(text)", "size": "100x200", "background": "\#(shot)", "output": "\#(scratch.path("batch/s.png"))"}"#,
      // Another line reads it: refused by the batch before the command sees it.
      #"{"command": "render", "text-file": "\#(text)", "output": "\#(text)", "format": "png"}"#,
      // Only this line reads it: refused by the command's own input/output check.
      #"{"command": "render", "text-file": "\#(own)", "output": "\#(own)", "format": "png"}"#,
    ]
    let run = try batch([try jobList(lines), "--quiet"])
    #expect(run.status == 2)
    #expect(
      run.errors.contains {
        $0.hasPrefix("snackbar batch: line 3: field \"output\"") && $0.contains("which line 1 reads")
      })
    #expect(run.errors.contains { $0.hasPrefix("snackbar batch: line 4 (render):") && $0.contains("--text-file") })
    #expect(try bytes(text) == Data("Sent from a file\n".utf8))
    #expect(try bytes(own) == Data("Only this line reads me\n".utf8))
    let singles = [
      snackbar(["render", "--text-file", text, "--output", scratch.path("single/r.png")]),
      snackbar([
        "screen", "--text-file", text, "--size", "100x200", "--background", shot, "--output",
        scratch.path("single/s.png"),
      ]),
    ]
    #expect(singles.allSatisfy { $0.status == 0 }, "\(singles.map(\.errorText))")
    for name in ["r.png", "s.png"] {
      #expect(try bytes(scratch.path("batch/" + name)) == bytes(scratch.path("single/" + name)), "\(name)")
    }
  }

  @Test func aMalformedMiddleLineIsReportedAndTheOthersRender() throws {
    let lines = (1...5).map { number in
      number == 3
        ? #"{"command": "render", "text": "#
        : "{\"command\": \"render\", \"text\": \"Line \(number)\", \"output\": \"\(scratch.path("\(number).png"))\"}"
    }
    let run = try batch([try jobList(lines), "--quiet"])
    #expect(run.status == 2)
    #expect(scratch.files() == ["1.png", "2.png", "4.png", "5.png", "jobs.jsonl"])
    let failures = run.errors.filter { $0.hasPrefix("snackbar batch: line") }
    #expect(failures.count == 1)
    #expect(failures.first?.hasPrefix("snackbar batch: line 3, column 31: not valid JSON: ") == true, "\(run.errors)")
    #expect(run.errors.last?.hasPrefix("batch: 4 rendered, 1 failed in ") == true, "\(run.errors)")
  }

  @Test func fieldErrorsNameTheLineAndTheField() throws {
    let output = scratch.path("x.png")
    let lines = [
      "",
      #"{"command": "render", "text": "A", "colour": "red", "output": "\#(output)"}"#,
      #"{"command": "render", "text": "A", "close": "yes", "output": "\#(output)"}"#,
      #"{"command": "render", "text": true, "output": "\#(output)"}"#,
      #"{"command": "render", "text": "A", "width": [1], "output": "\#(output)"}"#,
      #"{"command": "draw", "text": "A", "output": "\#(output)"}"#,
      #"{"text": "A", "output": "\#(output)"}"#,
      #"{"command": "render", "text": "A"}"#,
      #"{"command": "render", "text": "-", "output": "\#(output)"}"#,
      #"["render"]"#,
      #"{"command": "render", "text": "A", "theme": "sepia", "output": "\#(output)"}"#,
    ]
    let run = try batch([try jobList(lines), "--quiet"])
    #expect(run.status == 2)
    let errors = Set(run.errors.dropLast())
    let expected = [
      #"line 2: unknown field "colour" for render; its fields are action, action-color, appearance, assets, "#,
      #"line 3: field "close" must be true or false, got "yes""#,
      #"line 4: field "text" must be a string or a number, got true"#,
      #"line 5: field "width" must be a string or a number, got an array"#,
      #"line 6: field "command" must be "render" or "screen", got "draw""#,
      #"line 7: field "command" is required: "render" or "screen""#,
      "line 8 (render): --output is required",
      #"line 9: field "text" may not be "-" in a batch"#,
      "line 10: not a JSON object",
      #"line 11 (render): --theme must be one of"#,
    ]
    for prefix in expected {
      #expect(errors.contains { $0.hasPrefix("snackbar batch: " + prefix) }, "\(prefix) in \(run.errors)")
    }
    #expect(errors.count == expected.count)
    #expect(scratch.files() == ["jobs.jsonl"])
  }

  @Test func aLaterLineNamingAnEarlierOutputFails() throws {
    let output = scratch.path("same.png")
    let lines = [
      #"{"command": "render", "text": "First", "output": "\#(output)"}"#,
      #"{"command": "render", "text": "Second", "output": "\#(scratch.path("sub/../same.png"))"}"#,
      #"{"command": "render", "text": "Third", "output": "\#(scratch.path("other.png"))", "layout-json": "\#(output)"}"#,
      // Line 3 was refused, so it claimed nothing: other.png is free for line 4.
      #"{"command": "render", "text": "Fourth", "output": "\#(scratch.path("other.png"))"}"#,
    ]
    let run = try batch([try jobList(lines), "--jobs", "2", "--quiet"])
    #expect(run.status == 2)
    #expect(run.errors.filter { $0.contains("which line 1 already writes") }.count == 2, "\(run.errors)")
    #expect(run.errors.contains { $0.hasPrefix("snackbar batch: line 2: field \"output\" names ") })
    #expect(run.errors.contains { $0.hasPrefix("snackbar batch: line 3: field \"layout-json\" names ") })
    #expect(run.errors.last?.hasPrefix("batch: 2 rendered, 2 failed") == true, "\(run.errors)")
    #expect(FileManager.default.fileExists(atPath: scratch.path("other.png")))
    let single = scratch.path("single.png")
    #expect(snackbar(["render", "--text", "First", "--output", single]).status == 0)
    #expect(try bytes(output) == bytes(single))
  }

  @Test func standardInputWithBlankLinesShowsDoneAndRateWithoutATotal() throws {
    let lines = [
      "", #"{"command": "render", "text": "One", "output": "\#(scratch.path("1.png"))"}"#, "   ",
      #"{"command": "render", "text": "Two", "output": "\#(scratch.path("2.png"))"}"# + "\r",
    ]
    let run = try batch(["-", "--jobs", "1"], standardInput: lines.joined(separator: "\n") + "\n", clockStep: 0.6)
    #expect(run.status == 0, "\(run.errors)")
    #expect(scratch.files() == ["1.png", "2.png"])
    #expect(Set(run.output) == [scratch.path("1.png"), scratch.path("2.png")])
    // The clock moves 0.6 s a read: a progress line is due about every second read.
    #expect(run.errors.contains { $0.hasPrefix("batch: 1 done, ") || $0.hasPrefix("batch: 2 done, ") }, "\(run.errors)")
    #expect(!run.errors.contains { $0.contains("/2 (") }, "no total for standard input")
    #expect(run.errors.last?.hasPrefix("batch: 2 rendered, 0 failed in ") == true)
    #expect(run.raw.isEmpty)
  }

  @Test func aFileShowsDoneOfTotalAndTimeLeftOnceASecond() throws {
    let lines = (1...4).map { renderLine("N\($0)", output: "\($0).png") }
    let run = try batch([try jobList(lines), "--jobs", "1"], clockStep: 0.5)
    #expect(run.status == 0, "\(run.errors)")
    let progress = run.errors.filter { $0.hasPrefix("batch: ") && $0.contains("/4 (") }
    #expect(!progress.isEmpty, "\(run.errors)")
    #expect(progress.allSatisfy { $0.hasSuffix(" s left") }, "\(progress)")
    // The summary: 4 lines in 2.5 s of stepped clock (one read at the start, two per line, one at the end)
    #expect(run.errors.last?.hasPrefix("batch: 4 rendered, 0 failed in ") == true, "\(run.errors)")
  }

  @Test func onATerminalTheLiveLineIsRedrawnInPlaceAndCleared() throws {
    let lines = [
      #"{"command": "render", "text": "One", "output": "\#(scratch.path("1.png"))"}"#,
      #"{"command": "render", "text": "Bad", "theme": "sepia", "output": "\#(scratch.path("2.png"))"}"#,
      #"{"command": "render", "text": "Three", "output": "\#(scratch.path("3.png"))"}"#,
    ]
    let run = try batch([try jobList(lines), "--jobs", "1"], isTerminal: true, clockStep: 0.2)
    #expect(run.status == 2)
    #expect(run.raw.contains { $0.hasPrefix("\rbatch: ") && $0.contains("/3 (") }, "\(run.raw)")
    #expect(run.raw.last == "\r\u{1B}[K", "the live line is cleared before the summary")
    #expect(run.errors.count == 2, "the failed line and the summary: \(run.errors)")
  }

  @Test func quietPrintsOnlyErrorsAndTheSummary() throws {
    let lines = (1...3).map { renderLine("Q\($0)", output: "\($0).png") }
    let run = try batch([try jobList(lines), "--quiet"], isTerminal: true, clockStep: 5)
    #expect(run.status == 0)
    #expect(run.raw.isEmpty)
    #expect(run.errors.count == 1)
    #expect(run.errors.first?.hasPrefix("batch: 3 rendered, 0 failed in ") == true)
  }

  @Test func aLineOverTheLimitIsRefusedWithTheLimitNamed() {
    var feeder = BatchFeeder(defaultFormat: nil, maximumLineLength: 8)
    guard case .invalid(let line, let failure) = feeder.item(for: BatchLineReader.Line(number: 3, bytes: nil)) else {
      Issue.record("a line over the limit must be refused")
      return
    }
    #expect(line == 3)
    #expect(failure.message == "line 3: longer than the limit of 8 bytes; lines are not cut")
    #expect(feeder.item(for: BatchLineReader.Line(number: 4, bytes: Array(" \t".utf8))) == nil, "blank")
  }

  @Test func badCommandLinesAreUsageErrors() throws {
    #expect(try batch([]).status == 2)
    #expect(try batch(["a.jsonl", "b.jsonl"]).errorText.contains("give one job list"))
    #expect(try batch(["-", "--jobs", "0"]).errorText.contains("--jobs must be a whole number 1...256, got \"0\""))
    // A batch-wide format is checked before any line is read.
    let format = try batch([scratch.path("missing.jsonl"), "--format", "jpg"])
    #expect(format.status == 2)
    #expect(format.errorText.contains("--format must be png, pdf or svg, got \"jpg\""), "\(format.errorText)")
    let missing = try batch([scratch.path("missing.jsonl")])
    #expect(missing.status == 2)
    #expect(missing.errorText.contains("cannot read JOBS \(scratch.path("missing.jsonl")): No such file or directory"))
  }

  @Test func batchIsASubcommandWithHelp() {
    let run = snackbar(["batch", "--help"])
    #expect(run.status == 0)
    #expect(run.outputText.hasPrefix("USAGE: snackbar batch JOBS.jsonl"))
    #expect(snackbar(["--help"]).outputText.contains("  batch "))
  }
}
