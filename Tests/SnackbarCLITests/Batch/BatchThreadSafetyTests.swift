import Foundation
import Testing

@testable import SnackbarCLI

/// A batch on four workers with good, bad and duplicate lines mixed; run again under
/// ThreadSanitizer by `make tsan` (its filter matches "ThreadSafety").
@Suite final class BatchThreadSafetyTests {
  let scratch: ScratchDirectory

  init() throws { scratch = try ScratchDirectory() }
  deinit { scratch.cleanUp() }

  @Test func fourWorkersWriteEveryGoodLineOnce() throws {
    var lines: [String] = []
    for index in 1...40 {
      switch index % 10 {
      case 3: lines.append(#"{"command": "render", "text": "Bad", "theme": "sepia", "output": "x\#(index).png"}"#)
      case 7: lines.append(#"{"command": "render", "text": "Again", "output": "\#(scratch.path("1.png"))"}"#)
      default:
        let command =
          index % 4 == 0 ? #""command": "screen", "scale": 1, "device": "iphone-se""# : #""command": "render""#
        let output = scratch.path("\(index).png")
        lines.append(#"{\#(command), "text": "Line \#(index % 5)", "output": "\#(output)"}"#)
      }
    }
    let list = scratch.path("jobs.jsonl")
    try Data(lines.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: list))
    let run = try batch([list, "--jobs", "4", "--quiet"])
    #expect(run.status == 2)
    #expect(run.output.count == 32)
    #expect(run.errors.count == 9, "4 bad themes, 4 duplicates and the summary: \(run.errors)")
    #expect(scratch.files().count == 33)
  }
}
