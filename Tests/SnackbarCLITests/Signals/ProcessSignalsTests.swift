import Foundation
import Testing

/// The `snackbar` process stopped by a signal or a limit in the middle of writing (issue 19,
/// point 8): no temporary file or created folder is left, and the process ends as the signal
/// says. Whole child processes, because signals and limits act on a process.
@Suite struct ProcessSignalsTests {
  /// A job list of `count` renders into fresh nested folders of `directory` (`out/N/N.png`), so
  /// that an interrupted batch has created folders as well as temporary files in flight.
  private func jobList(_ count: Int, in directory: ScratchDirectory) throws -> String {
    let lines = (0..<count).map { index in
      "{\"command\": \"render\", \"text\": \"Item \(index)\", \"output\": \"\(directory.path("out/\(index)/\(index).png"))\"}"
    }
    let path = directory.path("jobs.jsonl")
    try Data(lines.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// What a stopped batch may leave: whole PNGs, each in its own folder, and no folder without one.
  private func expectNoDebris(in directory: ScratchDirectory, _ comment: Comment) throws {
    let out = directory.url.appendingPathComponent("out")
    let files = FileManager.default
    for folder in (try? files.contentsOfDirectory(atPath: out.path)) ?? [] {
      let names = try files.contentsOfDirectory(atPath: out.appendingPathComponent(folder).path)
      #expect(names == ["\(folder).png"], "out/\(folder) holds \(names): \(comment)")
    }
  }

  @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
  func aStoppingSignalLeavesNoTemporaryFileOrEmptyFolder(signal: Int32) throws {
    let directory = try ScratchDirectory()
    defer { directory.cleanUp() }
    let jobs = try jobList(400, in: directory)
    let run = try ChildProcess.interrupted(["batch", jobs, "--quiet"]) { $0.send(signal) }
    // Ended by the signal itself, as a shell expects (status 128 + signal there).
    #expect(run.reason == .uncaughtSignal, "\(run.errors)")
    #expect(run.status == signal)
    try expectNoDebris(in: directory, "after signal \(signal)")
  }

  /// Point 8: SIGINT while `play --frames` writes left hundreds of staged frames (65 MB) and the
  /// created `frames/`. The staged folder is one pending entry: the signal removes it with its
  /// files, and the folders created for the outputs.
  @Test(arguments: [SIGINT, SIGTERM])
  func aSignalDuringPlaysFramesLeavesNothing(signal: Int32) throws {
    let directory = try ScratchDirectory()
    defer { directory.cleanUp() }
    let scenario = directory.path("flow.json")
    let steps = (0..<12).map {
      #"{"at": \#($0 * 5), "show": {"text": "Uploading \#($0)", "progress": "indeterminate", "duration": 10}}"#
    }
    try Data((#"{"device": "iphone-se", "until": 60, "steps": ["# + steps.joined(separator: ", ") + "]}").utf8)
      .write(to: URL(fileURLWithPath: scenario))
    let out = directory.path("out/nested")
    let child = try ChildProcess(["play", scenario, "--output", out, "--frames", "--fps", "120", "--scale", "1"])
    // Wait until frames are being staged: a hidden folder beside frames/ filling up.
    let deadline = Date().addingTimeInterval(120)
    var staged = 0
    while staged < 40, child.process.isRunning, Date() < deadline {
      Thread.sleep(forTimeInterval: 0.02)
      let names = (try? FileManager.default.contentsOfDirectory(atPath: out)) ?? []
      if let folder = names.first(where: { $0.hasPrefix(".frames.tmp-") }) {
        staged = (try? FileManager.default.contentsOfDirectory(atPath: out + "/" + folder).count) ?? 0
      }
    }
    #expect(staged >= 40, "the play never staged frames")
    child.send(signal)
    let run = child.finish()
    #expect(run.reason == .uncaughtSignal, "\(run.errors)")
    #expect(run.status == signal)
    #expect(directory.files() == ["flow.json"], "left \(directory.files())")
    #expect(!FileManager.default.fileExists(atPath: directory.path("out")))
  }

  @Test func aSignalIgnoredAtStartStaysIgnored() throws {
    let directory = try ScratchDirectory()
    defer { directory.cleanUp() }
    let jobs = try jobList(40, in: directory)
    // As `nohup` starts a command: SIGHUP ignored, then exec, so the process id stays.
    let child = try ChildProcess(
      [
        "-c", "trap '' HUP && exec \"$0\" \"$@\"", try ProcessEnvironmentTests.executable().path, "batch", jobs,
        "--quiet",
      ],
      executable: URL(fileURLWithPath: "/bin/sh"))
    child.waitForOutput()
    child.send(SIGHUP)
    let run = child.finish()
    #expect(run.reason == .exit, "\(run.errors)")
    #expect(run.status == 0)
    #expect(directory.files().filter { $0.hasSuffix(".png") }.count == 40)
  }

  @Test func aClosedStandardOutputEndsTheProcessBySIGPIPEWithoutDebris() throws {
    let directory = try ScratchDirectory()
    defer { directory.cleanUp() }
    let jobs = try jobList(400, in: directory)
    let run = try ChildProcess.interrupted(["batch", jobs, "--quiet"]) { try $0.closeOutput() }
    #expect(run.reason == .uncaughtSignal, "\(run.errors)")
    #expect(run.status == SIGPIPE)
    try expectNoDebris(in: directory, "after a closed pipe")
  }

  @Test func aFileSizeLimitIsAnErrorNotADeath() throws {
    let directory = try ScratchDirectory()
    defer { directory.cleanUp() }
    let output = directory.path("one.png")
    // 40 blocks of 512 bytes: far less than a screen's PNG.
    let run = try ProcessEnvironmentTests.run(
      [
        "screen", "--text", "Hello", "--output", output,
      ], limitFileBlocks: 40)
    #expect(run.status == 2)
    #expect(run.errors.contains("File too large"), "\(run.errors)")
    #expect(directory.files().isEmpty, "left \(directory.files())")
  }
}
