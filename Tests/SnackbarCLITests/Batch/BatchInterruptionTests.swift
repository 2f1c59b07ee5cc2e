import Foundation
import Testing

/// A batch stopped midway (issue 19, point 8) still ends with its summary line, which says it
/// was interrupted and by which signal: after Ctrl-C, a CI timeout's SIGTERM, or a reader that
/// went away (`snackbar batch … | head`). Whole child processes, as signals act on a process.
@Suite struct BatchInterruptionTests {
  /// A job list of `count` renders into `directory/out`.
  private func jobList(_ count: Int, in directory: ScratchDirectory) throws -> String {
    let lines = (0..<count).map { index in
      "{\"command\": \"render\", \"text\": \"Item \(index)\", \"output\": \"\(directory.path("out/\(index).png"))\"}"
    }
    let path = directory.path("jobs.jsonl")
    try Data(lines.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// The summary's counts: "batch: 12 rendered, 0 failed in 0.3 s (40/s), interrupted by SIGTERM".
  private func expectSummary(_ errors: [String], signal name: String, limit: Int) {
    guard let last = errors.last else {
      Issue.record("nothing on standard error")
      return
    }
    #expect(last.hasPrefix("batch: "), "\(errors)")
    #expect(last.hasSuffix("interrupted by \(name)"), "\(errors)")
    let rendered = last.dropFirst("batch: ".count).prefix { $0.isNumber }
    #expect(Int(rendered).map { $0 >= 1 && $0 < limit } == true, "\(last)")
    #expect(errors.filter { $0.hasPrefix("batch: ") }.count == 1, "one summary: \(errors)")
  }

  @Test(arguments: [(SIGTERM, "SIGTERM"), (SIGINT, "SIGINT")])
  func aStoppingSignalPrintsTheSummary(signal: Int32, name: String) throws {
    let directory = try ScratchDirectory()
    defer { directory.cleanUp() }
    let run = try ChildProcess.interrupted(["batch", try jobList(400, in: directory), "--quiet"]) { $0.send(signal) }
    #expect(run.reason == .uncaughtSignal)
    #expect(run.status == signal)
    expectSummary(run.errorLines, signal: name, limit: 400)
    #expect(!directory.files().contains { $0.contains(".tmp-") }, "\(directory.files())")
    // Exactly the lines whose images are left: a line committed by a worker but not yet seen by
    // the feeding thread was once left out of the count.
    let written = directory.files().filter { $0.hasSuffix(".png") }.count
    let rendered = run.errorLines.last.flatMap { Int($0.dropFirst("batch: ".count).prefix { $0.isNumber }) }
    #expect(rendered == written, "\(run.errorLines.last ?? "") with \(written) images on disk")
  }

  @Test func aClosedStandardOutputPrintsTheSummary() throws {
    let directory = try ScratchDirectory()
    defer { directory.cleanUp() }
    let run = try ChildProcess.interrupted(["batch", try jobList(400, in: directory), "--quiet"]) {
      try $0.closeOutput()
    }
    #expect(run.reason == .uncaughtSignal)
    #expect(run.status == SIGPIPE)
    expectSummary(run.errorLines, signal: "SIGPIPE", limit: 400)
  }

  /// The reproduction as a user types it: the shell's pipeline, `head` reading one line.
  @Test func batchIntoHeadPrintsTheSummaryOnStandardError() throws {
    let directory = try ScratchDirectory()
    defer { directory.cleanUp() }
    let jobs = try jobList(400, in: directory)
    let shell = try ChildProcess(
      ["-c", "\"$0\" batch \"$1\" --quiet | head -n 1", try ProcessEnvironmentTests.executable().path, jobs],
      executable: URL(fileURLWithPath: "/bin/sh"))
    let run = shell.finish()
    #expect(run.output.split(separator: "\n").count == 1)
    expectSummary(run.errorLines, signal: "SIGPIPE", limit: 400)
  }
}
