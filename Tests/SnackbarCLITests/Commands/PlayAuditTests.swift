import Foundation
import SnackbarFlowTestSupport
import SnackbarRendering
import Testing

@testable import SnackbarCLI

/// `snackbar play` writes audit.jsonl: one audit per snackbar the manager presents, at the time
/// it appears, with its text and the findings `snackbar audit` gives for it.
@Suite final class PlayAuditTests {
  let scratch: ScratchDirectory

  init() throws { scratch = try ScratchDirectory() }
  deinit { scratch.cleanUp() }

  func write(_ text: String, _ name: String = "flow.json") throws -> String {
    let path = scratch.path(name)
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  func play(_ scenario: String, _ directory: String) -> CLIRun {
    snackbar(["play", scenario, "--output", directory, "--scale", "1", "--fps", "10", "--no-filmstrip"])
  }

  func audits(_ directory: String) throws -> [[String: Any]] {
    let text = try String(contentsOfFile: directory + "/audit.jsonl", encoding: .utf8)
    return try text.split(separator: "\n").map { line in
      try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
    }
  }

  static func rules(_ object: [String: Any]) -> [String]? {
    (object["findings"] as? [[String: String]])?.compactMap { $0["rule"] }
  }

  /// Issue 11's flow: three snackbars presented (the third after the suspension ends), each
  /// audited when it appears.
  @Test func oneAuditPerPresentedMessageAtItsTime() throws {
    let scenario = try write(FlowScenarios.issueJSON)
    let directory = scratch.path("out")
    let run = play(scenario, directory)
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.last == directory + "/audit.jsonl")
    let lines = try audits(directory)
    #expect(lines.map { $0["t"] as? Double } == [0, 1.5, 4])
    #expect(lines.map { $0["message"] as? String } == ["Photo archived", "Upload failed", "Saved to Photos"])
    #expect(lines.map { Array($0.keys).sorted() } == Array(repeating: ["findings", "message", "t"], count: 3))
    // The findings of `snackbar audit` for the same snackbar on the same screen.
    let audit = snackbar([
      "audit", "--text", "Photo archived", "--action", "Undo", "--device", "iphone-15", "--scale", "1", "--json",
    ])
    let object = try #require(try JSONSerialization.jsonObject(with: Data(audit.outputText.utf8)) as? [String: Any])
    #expect(Self.rules(lines[0]) == Self.rules(object))
    #expect(Self.rules(lines[0]) == ["target.action", "contrast.action"])
    #expect(Self.rules(lines[2]) == [])
  }

  /// A scenario's own colours, importance and icon reach the audit: the issue's bad snackbar.
  @Test func theScenariosStyleIsAudited() throws {
    let scenario = try write(
      """
      {"device": "iphone-se", "until": 2,
       "steps": [{"at": 0.5, "show": {"text": "Error", "action": "OK", "importance": "error", "noIcon": true,
                                      "containerColor": "#FFFFFF", "textColor": "#999999", "legacyDismissal": true}}]}
      """)
    let directory = scratch.path("out")
    #expect(play(scenario, directory).status == 0)
    let lines = try audits(directory)
    #expect(lines.count == 1)
    #expect(lines.first?["t"] as? Double == 0.5)
    #expect(
      Self.rules(try #require(lines.first)) == [
        "contrast.text", "contrast.action", "timing.action", "target.action", "feedback.colourOnly", "wording.vague",
        "wording.dismissAction",
      ])
  }

  @Test func aFlowWithoutSnackbarsHasAnEmptyAudit() throws {
    let directory = scratch.path("out")
    let run = play(try write(#"{"device": "iphone-se", "until": 0.5, "steps": []}"#), directory)
    #expect(run.status == 0, "\(run.errors)")
    #expect(try String(contentsOfFile: directory + "/audit.jsonl", encoding: .utf8).isEmpty)
  }

  /// `play d/audit.jsonl --output d` would write the audit over its own scenario.
  @Test func theAuditIsNeverTheScenario() throws {
    let quick = #"{"device": "iphone-se", "until": 1, "steps": [{"at": 0.2, "show": {"text": "Saved"}}]}"#
    let scenario = try write(quick, "d/audit.jsonl")
    let run = play(scenario, scratch.path("d"))
    #expect(run.status == 2)
    #expect(run.errorText.contains("audit.jsonl"), "\(run.errors)")
    #expect(try String(contentsOfFile: scenario, encoding: .utf8) == quick)
    #expect(scratch.files() == ["d/audit.jsonl"])
  }
}
