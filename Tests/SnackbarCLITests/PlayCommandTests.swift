import Foundation
import SnackbarRendering
import Testing

@testable import SnackbarCLI

@Suite final class PlayCommandTests {
  let scratch: ScratchDirectory

  init() throws { scratch = try ScratchDirectory() }
  deinit { scratch.cleanUp() }

  /// The scenario of issue 11, exactly as written there.
  static let issueScenario = """
    {"device": "iphone-15", "theme": "mdc", "until": 9.0,
     "steps": [
       {"at": 0.0, "show": {"text": "Photo archived", "action": "Undo", "category": "archive"}},
       {"at": 1.0, "tap": "action"},
       {"at": 1.5, "show": {"text": "Upload failed", "action": "Retry", "icon": "error"}},
       {"at": 2.0, "suspend": {"token": "sheet"}},
       {"at": 2.2, "show": {"text": "Saved to Photos"}},
       {"at": 4.0, "release": "sheet"}]}
    """

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
    let run = snackbar(["play", try writeScenario(Self.issueScenario), "--output", directory])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output == ["animation.png", "filmstrip.png", "events.jsonl"].map { directory + "/" + $0 })
    #expect(run.errorText.contains("271 frames at 30 fps"))
    #expect(scratch.files() == ["flow.json", "out/animation.png", "out/events.jsonl", "out/filmstrip.png"])

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
      "play", try writeScenario(Self.issueScenario), "--output", directory, "--scale", "1", "--fps", "10", "--frames",
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
