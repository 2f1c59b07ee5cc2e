import Foundation
import SnackbarImage
import SnackbarRendering
import Testing

@testable import SnackbarCLI

#if canImport(Glibc)
  import Glibc
#endif

/// Lines that would write the job list, or a file another line reads or writes (issue 19,
/// points 7 and 10): refused in line order, whatever `--jobs` is, and nothing is overwritten.
@Suite final class BatchFileClaimsTests {
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

  @Test(arguments: [1, 2])
  func aLineWritingTheJobListIsRefused(jobs: Int) throws {
    let list = scratch.path("jobs.jsonl")
    let hardLink = scratch.path("hard.png")
    let lines = [
      #"{"command": "render", "text": "A", "output": "\#(list)", "format": "png"}"#,
      #"{"command": "render", "text": "B", "output": "\#(scratch.path("sub/../jobs.jsonl"))", "format": "png"}"#,
      #"{"command": "render", "text": "C", "output": "\#(scratch.path("c.png"))", "layout-json": "\#(list)"}"#,
      #"{"command": "render", "text": "D", "output": "\#(hardLink)"}"#,
      #"{"command": "render", "text": "E", "output": "\#(scratch.path("e.png"))"}"#,
    ]
    _ = try jobList(lines)
    // The same file under another name: replacing it would not change the list's bytes, but the
    // rule is the one every command follows (same path or same device and inode).
    #expect(link(list, hardLink) == 0)
    let before = try bytes(list)
    let run = try batch([list, "--jobs", "\(jobs)", "--quiet"])
    #expect(run.status == 2)
    #expect(try bytes(list) == before, "the job list was replaced")
    for (line, field) in [(1, "output"), (2, "output"), (3, "layout-json"), (4, "output")] {
      #expect(
        run.errors.contains {
          $0.hasPrefix("snackbar batch: line \(line): field \"\(field)\" names ") && $0.contains("the job list")
        }, "line \(line) in \(run.errors)")
    }
    #expect(run.errors.last?.hasPrefix("batch: 1 rendered, 4 failed") == true, "\(run.errors)")
    #expect(!FileManager.default.fileExists(atPath: scratch.path("c.png")), "a refused line writes nothing")
  }

  /// `batch - < jobs.jsonl`: standard input is the job list's file, so no line may write it.
  @Test func aLineWritingTheJobListGivenOnStandardInputIsRefused() throws {
    let list = try jobList([
      #"{"command": "render", "text": "A", "output": "\#(scratch.path("jobs.jsonl"))", "format": "png"}"#
    ])
    let before = try bytes(list)
    let descriptor = open(list, O_RDONLY)
    #expect(descriptor >= 0)
    defer { close(descriptor) }
    let run = try batch(["-", "--quiet"], standardInputDescriptor: descriptor)
    #expect(run.status == 2)
    #expect(try bytes(list) == before)
    #expect(run.errors.first?.contains("the job list") == true, "\(run.errors)")
  }

  /// A line reading a file an earlier line writes: with one job the earlier line has finished
  /// (on main this worked), with two it may not have started (on main this failed). Both refuse.
  @Test(arguments: [1, 2])
  func aLineReadingAnEarlierLinesOutputIsRefusedWhateverTheJobs(jobs: Int) throws {
    let layout = scratch.path("out/a.json")
    let shot = scratch.path("out/shot.png")
    let lines = [
      #"{"command": "render", "text": "A", "output": "\#(scratch.path("out/a.png"))", "layout-json": "\#(layout)"}"#,
      #"{"command": "render", "text": "Shot", "output": "\#(shot)"}"#,
      #"{"command": "render", "text-file": "\#(layout)", "output": "\#(scratch.path("out/b.png"))"}"#,
      #"{"command": "screen", "text": "C", "size": "387x80", "background": "\#(scratch.path("out/./shot.png"))", "output": "\#(scratch.path("out/c.png"))"}"#,
    ]
    let run = try batch([try jobList(lines), "--jobs", "\(jobs)", "--quiet"])
    #expect(run.status == 2)
    #expect(
      run.errors.contains {
        $0.hasPrefix("snackbar batch: line 3: field \"text-file\" names ") && $0.contains("which line 1 writes")
      }, "\(run.errors)")
    #expect(
      run.errors.contains {
        $0.hasPrefix("snackbar batch: line 4: field \"background\" names ") && $0.contains("which line 2 writes")
      }, "\(run.errors)")
    #expect(run.errors.last?.hasPrefix("batch: 2 rendered, 2 failed") == true, "\(run.errors)")
    #expect(!FileManager.default.fileExists(atPath: scratch.path("out/b.png")))
  }

  /// A line writing a file an earlier line reads: the earlier line may not have read it yet.
  @Test func aLineWritingAFileAnEarlierLineReadsIsRefused() throws {
    let text = scratch.path("message.txt")
    try Data("From a file\n".utf8).write(to: URL(fileURLWithPath: text))
    let shot = try scratch.writePNG("shot.png", width: 200, height: 400, fill: RGBAPixel(red: 9, green: 9, blue: 9))
    let shotBefore = try bytes(shot)
    let lines = [
      #"{"command": "render", "text-file": "\#(text)", "output": "\#(scratch.path("a.png"))"}"#,
      #"{"command": "screen", "text": "B", "size": "100x200", "background": "\#(shot)", "output": "\#(scratch.path("b.png"))"}"#,
      #"{"command": "render", "text": "C", "output": "\#(text)", "format": "png"}"#,
      #"{"command": "render", "text": "D", "output": "\#(scratch.path("d.png"))", "layout-json": "\#(shot)"}"#,
      // Reading a file several lines read is fine: one screenshot may back many lines.
      #"{"command": "screen", "text": "E", "size": "100x200", "background": "\#(shot)", "output": "\#(scratch.path("e.png"))"}"#,
    ]
    let run = try batch([try jobList(lines), "--jobs", "2", "--quiet"])
    #expect(run.status == 2)
    #expect(try bytes(text) == Data("From a file\n".utf8))
    #expect(try bytes(shot) == shotBefore)
    #expect(
      run.errors.contains {
        $0.hasPrefix("snackbar batch: line 3: field \"output\" names ") && $0.contains("which line 1 reads")
      }, "\(run.errors)")
    #expect(
      run.errors.contains {
        $0.hasPrefix("snackbar batch: line 4: field \"layout-json\" names ") && $0.contains("which line 2 reads")
      }, "\(run.errors)")
    #expect(run.errors.last?.hasPrefix("batch: 3 rendered, 2 failed") == true, "\(run.errors)")
  }
}
