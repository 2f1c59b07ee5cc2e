import Foundation
import SnackbarRendering
import Testing

@testable import SnackbarCLI

/// `batch --audit FILE.jsonl`: one JSON line per job in line order, each the findings
/// `snackbar audit` gives for what the line draws; failed lines say why; the file is checked like
/// every output and may not be the job list or any line's file.
@Suite final class BatchAuditTests {
  let scratch: ScratchDirectory

  init() throws { scratch = try ScratchDirectory() }
  deinit { scratch.cleanUp() }

  func jobList(_ lines: [String], name: String = "jobs.jsonl") throws -> String {
    let path = scratch.path(name)
    try Data(lines.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// The audit file's lines, parsed.
  func auditLines(_ path: String) throws -> [[String: Any]] {
    let text = try String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8)
    #expect(text.hasSuffix("\n"))
    return try text.split(separator: "\n").map { line in
      try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
    }
  }

  static func rules(_ object: [String: Any]) -> [String]? {
    (object["findings"] as? [[String: String]])?.compactMap { $0["rule"] }
  }

  /// Lines of many kinds with four workers: the audit file keeps the job list's order (blank
  /// lines skipped, their numbers kept), and each line's findings are `snackbar audit`'s for the
  /// same options.
  @Test func oneLinePerJobInLineOrderWithAuditsFindings() throws {
    // At scale 1: whole device screens at 3x would make this test slow.
    let options: [[String]] = [
      ["--text", "Photo archived", "--action", "Undo", "--scale", "1"],
      [
        "--text", "Error", "--action", "OK", "--importance", "error", "--no-icon", "--container-color", "#FFFFFF",
        "--text-color", "#999999", "--scale", "1",
      ],
      ["--text", "Saved", "--theme", "m3-dark", "--device", "ipad-pro-11", "--scale", "1"],
      [
        "--text", "Couldn't send message. Check your connection.", "--action", "Retry", "--content-size", "AX-XXXL",
        "--scale", "1",
      ],
    ]
    // Each kind audited once by `snackbar audit`.
    let auditRules = try options.map { arguments in
      let audit = snackbar(["audit", "--json"] + arguments)
      let object = try #require(try JSONSerialization.jsonObject(with: Data(audit.outputText.utf8)) as? [String: Any])
      return try #require(Self.rules(object))
    }
    var lines: [String] = []
    var expected: [(line: Int, output: String, rules: [String])] = []
    for round in 0..<4 {
      for (index, arguments) in options.enumerated() {
        let output = scratch.path("out/\(round)-\(index).png")
        // The screen line as JSON: every option with its value, flags as true; fonts follow
        // Dynamic Type as `snackbar audit`'s do.
        var fields = [#""command": "screen""#, #""content-size": "L""#]
        if arguments.contains("--content-size") { fields.removeLast() }
        var position = 0
        while position < arguments.count {
          let name = String(arguments[position].dropFirst(2))
          if name == "no-icon" {
            fields.append("\"\(name)\": true")
            position += 1
          } else {
            fields.append("\"\(name)\": \"\(arguments[position + 1])\"")
            position += 2
          }
        }
        fields.append("\"output\": \"\(output)\"")
        lines.append("{" + fields.joined(separator: ", ") + "}")
        let lineNumber = lines.count
        if index == 1 { lines.append("") }
        expected.append((lineNumber, output, auditRules[index]))
      }
    }
    let auditPath = scratch.path("reports/audit.jsonl")
    let run = try batch([try jobList(lines), "--jobs", "4", "--quiet", "--audit", auditPath])
    #expect(run.status == 0, "\(run.errorText)")
    let written = try auditLines(auditPath)
    #expect(written.count == expected.count)
    for (object, want) in zip(written, expected) {
      #expect(object["line"] as? Int == want.line)
      #expect(object["output"] as? String == want.output)
      #expect(Self.rules(object) == want.rules, "line \(want.line)")
      #expect(Set(object.keys) == ["line", "output", "findings"])
    }
    // The second kind has every key the issue names: colours, importance and no icon.
    #expect(
      Self.rules(written[1]) == [
        "contrast.text", "contrast.action", "target.action", "feedback.colourOnly", "wording.vague",
        "wording.dismissAction",
      ])
  }

  @Test func aFailedLineHasItsErrorAndNoFindings() throws {
    let auditPath = scratch.path("audit.jsonl")
    let lines = [
      #"{"command": "render", "text": "Saved", "output": "\#(scratch.path("a.png"))"}"#,
      #"{"command": "render", "text": "Saved", "theme": "sepia", "output": "\#(scratch.path("b.png"))"}"#,
      "not json",
    ]
    let run = try batch([try jobList(lines), "--quiet", "--audit", auditPath])
    #expect(run.status == 2)
    let written = try auditLines(auditPath)
    #expect(written.map { $0["line"] as? Int } == [1, 2, 3])
    #expect(Self.rules(written[0]) == [])
    #expect(written[1]["findings"] is NSNull)
    #expect(written[1]["output"] is NSNull)
    #expect((written[1]["error"] as? String)?.contains("--theme must be one of") == true)
    #expect((written[2]["error"] as? String)?.hasPrefix("line 3") == true)
  }

  @Test func theAuditFileMayNotBeTheJobList() throws {
    let jobs = try jobList([#"{"command": "render", "text": "Saved", "output": "\#(scratch.path("a.png"))"}"#])
    let before = try Data(contentsOf: URL(fileURLWithPath: jobs))
    let named = try batch([jobs, "--quiet", "--audit", jobs])
    #expect(named.status == 2)
    #expect(named.errorText.contains("--audit names the same file as JOBS"))
    // Read from standard input, the job list is still known by its file.
    let descriptor = open(jobs, O_RDONLY)
    defer { close(descriptor) }
    let piped = try batch(["-", "--quiet", "--audit", jobs], standardInputDescriptor: descriptor)
    #expect(piped.status == 2)
    #expect(piped.errorText.contains("the job list being read"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: jobs)) == before)
    #expect(!FileManager.default.fileExists(atPath: scratch.path("a.png")))
  }

  @Test func noLineMayWriteOrReadTheAuditFile() throws {
    let auditPath = scratch.path("audit.jsonl")
    let lines = [
      #"{"command": "render", "text": "Saved", "output": "\#(auditPath)"}"#,
      #"{"command": "render", "text-file": "\#(auditPath)", "output": "\#(scratch.path("b.png"))"}"#,
      #"{"command": "render", "text": "Saved", "layout-json": "\#(auditPath)", "output": "\#(scratch.path("c.png"))"}"#,
    ]
    let run = try batch([try jobList(lines), "--quiet", "--audit", auditPath])
    #expect(run.status == 2)
    #expect(run.errorText.contains("line 1: field \"output\" names"))
    #expect(run.errorText.contains("which the batch writes as its --audit file"))
    #expect(run.errorText.contains("line 2: field \"text-file\" names"))
    #expect(run.errorText.contains("line 3: field \"layout-json\" names"))
    let written = try auditLines(auditPath)
    #expect(written.count == 3)
    #expect(written.allSatisfy { $0["findings"] is NSNull })
  }

  @Test func anAuditPathThatCannotBeWrittenFailsBeforeAnyLine() throws {
    let folder = scratch.path("folder")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let lines = [#"{"command": "render", "text": "Saved", "output": "\#(scratch.path("a.png"))"}"#]
    let run = try batch([try jobList(lines), "--quiet", "--audit", folder])
    #expect(run.status == 2)
    #expect(!FileManager.default.fileExists(atPath: scratch.path("a.png")))
  }

  @Test func withoutAuditTheBatchIsUnchanged() throws {
    let lines = [#"{"command": "render", "text": "Saved", "output": "\#(scratch.path("a.png"))"}"#]
    let run = try batch([try jobList(lines), "--quiet"])
    #expect(run.status == 0)
    #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path("")).sorted() == ["a.png", "jobs.jsonl"])
  }
}
