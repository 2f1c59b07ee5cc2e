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

  /// Runs `snackbar batch JOBS --quiet`, waits for its first written file, stops it with
  /// `interrupt`, and returns how it ended and its standard error.
  private func runInterrupted(
    _ jobs: String, interrupt: (Process, FileHandle) throws -> Void
  ) throws -> (reason: Process.TerminationReason, status: Int32, errors: [String]) {
    let process = Process()
    process.executableURL = try ProcessEnvironmentTests.executable()
    process.arguments = ["batch", jobs, "--quiet"]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
    _ = output.fileHandleForReading.availableData
    try interrupt(process, output.fileHandleForReading)
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationReason, process.terminationStatus, text.split(separator: "\n").map(String.init))
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
    let run = try runInterrupted(try jobList(400, in: directory)) { process, _ in
      kill(process.processIdentifier, signal)
    }
    #expect(run.reason == .uncaughtSignal)
    #expect(run.status == signal)
    expectSummary(run.errors, signal: name, limit: 400)
    #expect(!directory.files().contains { $0.contains(".tmp-") }, "\(directory.files())")
    // Exactly the lines whose images are left: a line committed by a worker but not yet seen by
    // the feeding thread was once left out of the count.
    let written = directory.files().filter { $0.hasSuffix(".png") }.count
    let rendered = run.errors.last.flatMap { Int($0.dropFirst("batch: ".count).prefix { $0.isNumber }) }
    #expect(rendered == written, "\(run.errors.last ?? "") with \(written) images on disk")
  }

  @Test func aClosedStandardOutputPrintsTheSummary() throws {
    let directory = try ScratchDirectory()
    defer { directory.cleanUp() }
    let run = try runInterrupted(try jobList(400, in: directory)) { _, output in
      try output.close()
    }
    #expect(run.reason == .uncaughtSignal)
    #expect(run.status == SIGPIPE)
    expectSummary(run.errors, signal: "SIGPIPE", limit: 400)
  }

  /// The reproduction as a user types it: the shell's pipeline, `head` reading one line.
  @Test func batchIntoHeadPrintsTheSummaryOnStandardError() throws {
    let directory = try ScratchDirectory()
    defer { directory.cleanUp() }
    let jobs = try jobList(400, in: directory)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = [
      "-c", "\"$0\" batch \"$1\" --quiet | head -n 1", try ProcessEnvironmentTests.executable().path, jobs,
    ]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(printed.split(separator: "\n").count == 1)
    expectSummary(text.split(separator: "\n").map(String.init), signal: "SIGPIPE", limit: 400)
  }
}
