import Foundation
import SnackbarFlowTestSupport
import SnackbarImage
import SnackbarRendering
import Testing

@testable import SnackbarCLI

@Suite final class PlayCommandTests {
  let scratch: ScratchDirectory

  init() throws { scratch = try ScratchDirectory() }
  deinit { scratch.cleanUp() }

  func writeScenario(_ json: String, _ name: String = "flow.json") throws -> String {
    let path = scratch.path(name)
    try Data(json.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// The event log as dictionaries, one per line.
  func events(_ directory: String) throws -> [[String: Any]] {
    let text = try String(contentsOfFile: directory + "/events.jsonl", encoding: .utf8)
    return try text.split(separator: "\n").map { line in
      try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }
  }

  /// The first event named `name` about `message`.
  func event(_ events: [[String: Any]], _ name: String, _ message: String) -> [String: Any]? {
    events.first { $0["event"] as? String == name && $0["message"] as? String == message }
  }

  func time(_ event: [String: Any]?) -> Double? { event?["t"] as? Double }

  /// Issue 11's "done when", at the command's defaults (30 fps, the iPhone 15's 3x).
  @Test func theIssueScenarioAtTheDefaults() throws {
    let directory = scratch.path("out")
    let run = snackbar(["play", try writeScenario(FlowScenarios.issueJSON), "--output", directory])
    #expect(run.status == 0, "\(run.errors)")
    #expect(
      run.output == ["animation.png", "filmstrip.png", "events.jsonl", "audit.jsonl"].map { directory + "/" + $0 })
    #expect(run.errorText.contains("271 frames at 30 fps"))
    #expect(
      scratch.files() == [
        "flow.json", "out/animation.png", "out/audit.jsonl", "out/events.jsonl", "out/filmstrip.png",
      ])

    let events = try events(directory)
    #expect(time(event(events, "willPresent", "Photo archived")) == 0)
    #expect(time(event(events, "actionHandler", "Photo archived")) == 1)
    let undone = event(events, "completion", "Photo archived")
    #expect(time(undone) == 1 && undone?["reason"] as? String == "action" && undone?["userInitiated"] as? Bool == true)
    #expect(time(event(events, "didDisappear", "Photo archived")) == 1.125)
    #expect(time(event(events, "willPresent", "Upload failed")) == 1.5)
    let replaced = event(events, "completion", "Upload failed")
    #expect(time(replaced) == 2.2 && replaced?["reason"] as? String == "replaced")
    #expect(time(event(events, "willPresent", "Saved to Photos")) == 4)
    let timedOut = event(events, "completion", "Saved to Photos")
    #expect(time(timedOut) == 8.15 && timedOut?["reason"] as? String == "timeout")
    let names: Set<String> = [
      "willPresent", "didPresent", "announcement", "update", "willDisappear", "actionHandler", "completion",
      "didDisappear", "suspend", "release", "haptic",
    ]
    #expect(events.allSatisfy { names.contains($0["event"] as? String ?? "") })

    let animation = try APNGDecoder.decode(
      [UInt8](Data(contentsOf: URL(fileURLWithPath: directory + "/animation.png"))))
    #expect(animation.width == 1179 && animation.height == 2556)
    #expect(animation.frames.reduce(0) { $0 + $1.delayNumerator } == 271)
    #expect(animation.frames.allSatisfy { $0.delayDenominator == 30 })
    #expect(try pngSize(directory + "/filmstrip.png").width > 393)
  }

  /// The frames agree with the log: the animation's picture changes exactly when the log says a
  /// snackbar comes or goes (at scale 1 and 10 fps, so every frame can be composed cheaply).
  @Test func theFramesAgreeWithTheEventLog() throws {
    let directory = scratch.path("small")
    let run = snackbar([
      "play", try writeScenario(FlowScenarios.issueJSON), "--output", directory, "--scale", "1", "--fps", "10",
      "--frames",
    ])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.last == directory + "/frames")
    let frames = scratch.files().filter { $0.hasPrefix("small/frames/") }
    #expect(frames.count == 91 && frames.first == "small/frames/00000.png" && frames.last == "small/frames/00090.png")
    let animation = try APNGDecoder.decode(
      [UInt8](Data(contentsOf: URL(fileURLWithPath: directory + "/animation.png"))))
    let composed = try animation.composedFrames()
    let ticks = animation.frames.enumerated().flatMap { Array(repeating: $0.offset, count: $0.element.delayNumerator) }
    #expect(ticks.count == 91)
    func frame(_ index: Int) throws -> RGBAImage {
      try PNGCodec.decode(contentsOf: URL(fileURLWithPath: directory + "/frames/" + PlayCommand.frameName(index)))
    }
    // Compared by bytes, not with `==`, whose failure would print every pixel.
    for index in stride(from: 0, through: 90, by: 5) {
      let same = try frame(index).bytes == composed[ticks[index]].bytes
      #expect(same, "frame \(index)")
    }
    let empty = try frame(0).bytes
    // Shown at 0.5, gone at 1.2 (left 1.0–1.125), shown at 2.0, held back at 3.0, shown at 5.0,
    // gone at 8.5 (left 8.15–8.275).
    for (index, showsSnackbar) in [(5, true), (12, false), (20, true), (30, false), (50, true), (85, false)] {
      let differs = try frame(index).bytes != empty
      #expect(differs == showsSnackbar, "frame \(index)")
    }
  }

  @Test func badStepsExitTwoNamingTheStepAndKeyAndWriteNothing() throws {
    let bad = try writeScenario(
      #"{"until": 5, "steps": [{"at": 0, "show": {"text": "a"}}, {"at": 1, "show": {"text": "b", "colour": "red"}}]}"#,
      "bad.json")
    let directory = scratch.path("never")
    let run = snackbar(["play", bad, "--output", directory])
    #expect(run.status == 2)
    #expect(run.errorText.contains("step 1, key \"show.colour\": unknown key"), "\(run.errors)")
    #expect(!FileManager.default.fileExists(atPath: directory))
  }

  @Test(arguments: [
    (#"{"until": 5, "steps": [{"at": 2, "tap": "action"}, {"at": 1, "tap": "body"}]}"#, "step 1, key \"at\""),
    (#"{"until": 5, "steps": [{"at": 6, "tap": "action"}]}"#, "step 0, key \"at\""),
    (#"{"until": 5, "steps": [{"at": 1, "release": "sheet"}]}"#, "step 0, key \"release\""),
    (#"{"device": "nokia-3310", "until": 5, "steps": []}"#, "key \"device\""),
    (#"{"until": 5, "steps": [}"#, "not valid JSON"),
  ])
  func badScenariosExitTwo(json: String, message: String) throws {
    let directory = scratch.path("never")
    let run = snackbar(["play", try writeScenario(json, "bad.json"), "--output", directory])
    #expect(run.status == 2)
    #expect(run.errorText.contains(message), "\(run.errors)")
    #expect(!FileManager.default.fileExists(atPath: directory))
  }

  @Test(arguments: [
    (["play"], "give the scenario file"),
    (["play", "a.json", "b.json", "--output", "x"], "give one scenario file"),
    (["play", "flow.json"], "--output is required"),
    (["play", "flow.json", "--output", "x", "--fps", "0"], "--fps must be in 1...120"),
    (["play", "flow.json", "--output", "x", "--fps", "2.5"], "--fps must be a whole number"),
    (["play", "flow.json", "--output", "x", "--scale", "4"], "--scale must be in 1...3"),
    (["play", "/nonexistent/flow.json", "--output", "x"], "cannot read /nonexistent/flow.json"),
  ])
  func badArgumentsExitTwo(arguments: [String], message: String) throws {
    _ = try writeScenario(#"{"until": 1, "steps": []}"#)
    let resolved = arguments.map { $0 == "flow.json" ? scratch.path("flow.json") : $0 }
    let run = snackbar(resolved)
    #expect(run.status == 2)
    #expect(run.errorText.contains(message), "\(run.errors)")
  }

  @Test func aFlowWithoutEventsStillHasAFilmstrip() throws {
    let directory = scratch.path("quiet")
    let run = snackbar([
      "play", try writeScenario(#"{"device": "iphone-se", "until": 0.5, "steps": []}"#), "--output", directory,
      "--scale", "1",
    ])
    #expect(run.status == 0, "\(run.errors)")
    #expect(try String(contentsOfFile: directory + "/events.jsonl", encoding: .utf8).isEmpty)
    #expect(try pngSize(directory + "/filmstrip.png").height > 100)
    let animation = try APNGDecoder.decode(
      [UInt8](Data(contentsOf: URL(fileURLWithPath: directory + "/animation.png"))))
    #expect(animation.frames.count == 1 && animation.frames[0].delayNumerator == 16)
  }

  @Test func frameNamesHaveFiveDigits() {
    #expect(PlayCommand.frameName(0) == "00000.png")
    #expect(PlayCommand.frameName(71_999) == "71999.png")
  }
}

/// `play` against hostile and careless input (issue 19): its own input as an output, scenario
/// files that are not what they seem, outputs that cannot be written, re-runs with `--frames`.
@Suite final class PlayCommandHardeningTests {
  let scratch: ScratchDirectory

  init() throws { scratch = try ScratchDirectory() }
  deinit { scratch.cleanUp() }

  /// A small, quick flow: scale 1, 10 fps.
  static let quick = #"{"device": "iphone-se", "until": 1, "steps": [{"at": 0.2, "show": {"text": "Saved"}}]}"#

  func write(_ text: String, _ name: String) throws -> String {
    let path = scratch.path(name)
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  func play(_ scenario: String, _ directory: String, _ more: [String] = []) -> CLIRun {
    snackbar(["play", scenario, "--output", directory, "--scale", "1", "--fps", "10"] + more)
  }

  /// Point 7: `play d/events.jsonl --output d` wrote the event log over its own scenario.
  @Test func theScenarioIsNeverAnOutput() throws {
    let scenario = try write(Self.quick, "d/events.jsonl")
    let run = play(scenario, scratch.path("d"))
    #expect(run.status == 2)
    #expect(run.errorText.contains("same file as SCENARIO"), "\(run.errors)")
    #expect(try String(contentsOfFile: scenario, encoding: .utf8) == Self.quick)
    #expect(scratch.files() == ["d/events.jsonl"])
  }

  /// The same through a link: `d/filmstrip.png` pointing at the scenario.
  @Test func theScenarioIsNeverAnOutputThroughALink() throws {
    let scenario = try write(Self.quick, "flow.json")
    try FileManager.default.createDirectory(atPath: scratch.path("d"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: scratch.path("d/filmstrip.png"), withDestinationPath: scenario)
    let run = play(scenario, scratch.path("d"))
    #expect(run.status == 2)
    #expect(run.errorText.contains("filmstrip.png names the same file as SCENARIO"), "\(run.errors)")
    #expect(try String(contentsOfFile: scenario, encoding: .utf8) == Self.quick)
  }

  /// Replacing the frames folder would remove a scenario inside it, or a file play did not write.
  @Test func theFramesFolderHoldsOnlyFrames() throws {
    let inside = try write(Self.quick, "d/frames/00001.png")
    let run = play(inside, scratch.path("d"), ["--frames"])
    #expect(run.status == 2)
    #expect(run.errorText.contains("is inside"), "\(run.errors)")
    #expect(FileManager.default.fileExists(atPath: inside))
    _ = try write("mine", "e/frames/notes.txt")
    let foreign = play(try write(Self.quick, "flow.json"), scratch.path("e"), ["--frames"])
    #expect(foreign.status == 2)
    #expect(foreign.errorText.contains("holds \"notes.txt\""), "\(foreign.errors)")
    #expect(scratch.files().contains("e/frames/notes.txt"))
  }

  /// Point 5: a shorter re-run with `--frames` left the first run's extra frames beside its own.
  @Test func aShorterRerunReplacesTheFramesFolder() throws {
    let directory = scratch.path("d")
    let long = play(try write(Self.quick, "long.json"), directory, ["--frames"])
    #expect(long.status == 0, "\(long.errors)")
    #expect(scratch.files().filter { $0.hasPrefix("d/frames/") }.count == 11)
    let short = try write(#"{"device": "iphone-se", "until": 0.4, "steps": []}"#, "short.json")
    let run = play(short, directory, ["--frames"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(scratch.files().filter { $0.hasPrefix("d/frames/") } == (0..<5).map { "d/frames/0000\($0).png" })
    // Nothing hidden left over either: no staged or replaced folder.
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        == ["animation.png", "audit.jsonl", "events.jsonl", "filmstrip.png", "frames"])
  }

  /// Point 5: an unwritable `--output` was reported only after all drawing. The scenario here
  /// would fail while drawing (an icon the font lacks); the output's error must come first.
  @Test func anUnwritableOutputIsReportedBeforeDrawing() throws {
    let scenario = try write(
      #"{"device": "iphone-se", "until": 1, "steps": [{"at": 0, "show": {"text": "a", "icon": "nosuchicon"}}]}"#,
      "flow.json")
    _ = try write("a file", "blocker")
    let run = play(scenario, scratch.path("blocker/out"))
    #expect(run.status == 2)
    #expect(run.errorText.contains("blocker"), "\(run.errors)")
    #expect(!run.errorText.contains("nosuchicon"), "\(run.errors)")
  }

  @Test func noFilmstripLeavesItOut() throws {
    let directory = scratch.path("d")
    let run = play(try write(Self.quick, "flow.json"), directory, ["--no-filmstrip"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output == [directory + "/animation.png", directory + "/events.jsonl", directory + "/audit.jsonl"])
    #expect(scratch.files() == ["d/animation.png", "d/audit.jsonl", "d/events.jsonl", "flow.json"])
  }

  /// A flow with more moments than a page shows fails before any frame is drawn, saying what to
  /// do; with `--no-filmstrip` it plays.
  @Test func aFilmstripThatCannotFitFailsEarlyAndCanBeLeftOut() throws {
    let steps = (0..<600).map { #"{"at": \#(Double($0) * 0.5), "show": {"text": "M\#($0)"}}"# }
    let scenario = try write(
      #"{"size": "320x200", "scale": 1, "until": 300, "steps": ["# + steps.joined(separator: ", ") + "]}", "many.json")
    let run = snackbar(["play", scenario, "--output", scratch.path("d"), "--fps", "1"])
    #expect(run.status == 2)
    #expect(run.errorText.contains("the filmstrip would be at least"), "\(run.errors)")
    #expect(run.errorText.contains("--no-filmstrip"), "\(run.errors)")
    #expect(scratch.files() == ["many.json"])
    let without = snackbar(["play", scenario, "--output", scratch.path("d"), "--fps", "1", "--no-filmstrip"])
    #expect(without.status == 0, "\(without.errors)")
  }

  // MARK: - Scenario files (point 10)

  @Test(arguments: [
    (#"{"until": 1e400, "steps": []}"#, "line 1, column 11: not valid JSON: the number 1e400 is out of range"),
    (#"{"until": 1, "steps": [], "until": 2}"#, "line 1, column 27: not valid JSON: key \"until\" given twice"),
    (#"{"until": 1, "steps": [{"at": 0, "show": {"text": "a", "colour": "red"}}]}"#, "line 1, column 56: step 0"),
  ])
  func scenarioErrorsSayWhere(json: String, message: String) throws {
    let run = play(try write(json, "bad.json"), scratch.path("never"))
    #expect(run.status == 2)
    #expect(run.errorText.contains(message), "\(run.errors)")
    #expect(!FileManager.default.fileExists(atPath: scratch.path("never")))
  }

  @Test func aByteOrderMarkIsSkipped() throws {
    let path = scratch.path("bom.json")
    try Data([0xEF, 0xBB, 0xBF] + Array(Self.quick.utf8)).write(to: URL(fileURLWithPath: path))
    let run = play(path, scratch.path("d"))
    #expect(run.status == 0, "\(run.errors)")
  }

  @Test func aFolderAsScenarioSaysItIsAFolder() throws {
    try FileManager.default.createDirectory(atPath: scratch.path("folder"), withIntermediateDirectories: true)
    let run = play(scratch.path("folder"), scratch.path("d"))
    #expect(run.status == 2)
    #expect(run.errorText.contains("it is a directory"), "\(run.errors)")
    #expect(!run.errorText.contains("NSCocoaErrorDomain"), "\(run.errors)")
  }

  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/zero")))
  func anEndlessDeviceStopsAtTheLimit() throws {
    let run = play("/dev/zero", scratch.path("d"))
    #expect(run.status == 2)
    #expect(run.errorText.contains("larger than the 16777216-byte (16 MiB) limit"), "\(run.errors)")
    #expect(!run.errorText.contains("permission"), "\(run.errors)")
  }

  /// The one escaping rule: a key, a value or a path from outside never reaches the terminal raw.
  @Test func valuesFromTheFileAreEscaped() throws {
    let bad = try write(#"{"until": 1, "steps": [], "\u001b]0;owned\u0007": 1}"#, "esc\u{1B}[2J.json")
    let run = play(bad, scratch.path("d"))
    #expect(run.status == 2)
    #expect(run.errorText.contains(#"key "\x1B]0;owned\x07": unknown key"#), "\(run.errors)")
    #expect(run.errorText.contains(#"esc\x1B[2J.json"#), "\(run.errors)")
    #expect(!run.errorText.utf8.contains(0x1B), "\(run.errors)")
    let good = try write(Self.quick, "ok\u{1B}[2J.json")
    let played = play(good, scratch.path("d"))
    #expect(played.status == 0, "\(played.errors)")
    #expect(!played.errorText.utf8.contains(0x1B), "\(played.errors)")
  }
}
