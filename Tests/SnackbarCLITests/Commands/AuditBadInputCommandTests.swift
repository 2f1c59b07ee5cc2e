import Foundation
import SnackbarRendering
import Testing

@testable import SnackbarCLI

/// Bad input to the audit's commands: colours with alpha 0 are findings (exit 1), NaN and absurd
/// sizes are exit 2 with a message and nothing written, in `audit`, `batch --audit` and `play`.
@Suite final class AuditBadInputCommandTests {
  let scratch: ScratchDirectory

  init() throws { scratch = try ScratchDirectory() }
  deinit { scratch.cleanUp() }

  @Test(arguments: [
    (["--size", "nanxnan"], "--size must be WxH"),
    (["--size", "1e9x1e9"], "--size must be WxH"),
    (["--size", "0x0"], "--size must be WxH"),
    (["--size", "1x1"], "cannot lay out the snackbar"),
    (["--size", "40x40", "--content-size", "AX-XXXL"], "cannot lay out the snackbar"),
    (["--keyboard", "nan"], "--keyboard must be a number"),
    (["--keyboard", "1e9"], "--keyboard must be in 0...4096"),
    (["--bottom-offset", "-1e9"], "--bottom-offset must be in 0...4096"),
    (["--duration", "inf"], "--duration must be a number"),
    (["--duration", "1e308"], "--duration must be in 0...10"),
    (["--elevation", "nan"], "--elevation must be a number"),
    (["--size", "100x100", "--safe-area", "nan,0,0,0"], "--safe-area must be T,L,B,R"),
    (["--scale", "0"], "--scale must be 1, 2 or 3"),
    (["--container-color", "#0000"], "invalid colour"),
  ])
  func nanAndAbsurdSizesAreExitTwo(_ extra: [String], _ message: String) {
    let overlay = scratch.path("o.png")
    let run = snackbar(["audit", "--text", "Saved", "--action", "Undo", "--overlay", overlay, "--json"] + extra)
    #expect(run.status == 2, "\(extra)")
    #expect(run.errorText.contains(message), "\(extra): \(run.errorText)")
    #expect(run.output.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: overlay))
  }

  @Test func everyColorWithAlphaZeroIsAFinding() throws {
    let overlay = scratch.path("o.png")
    let run = snackbar([
      "audit", "--text", "Saved", "--action", "Undo", "--icon", "info", "--close", "--progress", "0.5",
      "--container-color", "#00000000", "--text-color", "#00000000", "--action-color", "#00000000", "--json",
      "--overlay", overlay,
    ])
    #expect(run.status == 1, "\(run.errorText)")
    let object = try #require(try JSONSerialization.jsonObject(with: Data(run.outputText.utf8)) as? [String: Any])
    let findings = try #require(object["findings"] as? [[String: String]])
    let errors = Set(findings.filter { $0["severity"] == "error" }.compactMap { $0["rule"] })
    #expect(errors.isSuperset(of: ["contrast.text", "contrast.action"]), "\(errors)")
    #expect(FileManager.default.fileExists(atPath: overlay))
  }

  @Test func hostileBatchLinesAreErrorLinesOrFindings() throws {
    let audit = scratch.path("audit.jsonl")
    let lines = [
      #"{"command": "screen", "text": "Saved", "keyboard": 1e308, "output": "\#(scratch.path("1.png"))"}"#,
      #"{"command": "screen", "text": "Saved", "size": "nanxnan", "output": "\#(scratch.path("2.png"))"}"#,
      #"{"command": "render", "text": "Saved", "width": 1e-300, "output": "\#(scratch.path("3.png"))"}"#,
      ##"{"command": "render", "text": "Saved", "container-color": "#00000000", "output": "\##(scratch.path("4.png"))"}"##,
      #"{"command": "render", "text": "Saved", "elevation": -1e308, "output": "\#(scratch.path("5.png"))"}"#,
    ]
    let jobs = scratch.path("jobs.jsonl")
    try Data(lines.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: jobs))
    let run = try batch([jobs, "--quiet", "--audit", audit])
    #expect(run.status == 2)
    let text = try String(contentsOfFile: audit, encoding: .utf8)
    let objects = try text.split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    #expect(objects.map { $0["line"] as? Int } == [1, 2, 3, 4, 5])
    for index in [0, 1, 2, 4] {
      #expect(objects[index]["findings"] is NSNull, "line \(index + 1)")
      #expect(objects[index]["error"] is String, "line \(index + 1)")
    }
    let transparent = try #require(objects[3]["findings"] as? [[String: String]])
    #expect(transparent.first?["rule"] == "contrast.text")
  }

  @Test func aScenarioWithTransparentColorsIsAuditedNotTrapped() throws {
    let scenario = scratch.path("flow.json")
    try Data(
      """
      {"device": "iphone-se", "until": 1, "steps": [{"at": 0, "show": {"text": "Saved", "action": "Undo",
        "containerColor": "#00000000", "textColor": "#00000000", "actionColor": "#00000000"}}]}
      """.utf8
    ).write(to: URL(fileURLWithPath: scenario))
    let directory = scratch.path("out")
    let run = snackbar(["play", scenario, "--output", directory, "--scale", "1", "--fps", "5", "--no-filmstrip"])
    #expect(run.status == 0, "\(run.errorText)")
    let text = try String(contentsOfFile: directory + "/audit.jsonl", encoding: .utf8)
    #expect(text.contains("\"rule\": \"contrast.text\""))
    #expect(text.contains("fully transparent"))
  }
}
