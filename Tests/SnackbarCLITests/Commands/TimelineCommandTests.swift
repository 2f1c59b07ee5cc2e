import Foundation
import SnackbarFlow
import SnackbarSnapshotTesting
import Testing

@testable import SnackbarCLI

/// `snackbar timeline` (issue 22): a scenario played as `play` plays it, printed as the event log
/// a `.timeline()` snapshot pins; without a file, the bundled tour of the queueing rules.
@Suite final class TimelineCommandTests {
  let scratch: ScratchDirectory

  init() throws { scratch = try ScratchDirectory() }
  deinit { scratch.cleanUp() }

  func write(_ text: String, _ name: String) throws -> String {
    let path = scratch.path(name)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test func theBundledScenarioPassesTheStrictReader() throws {
    let scenario = try SnackbarScenario(jsonData: Data(TimelineTour.json.utf8))
    #expect(scenario.until == 62)
    #expect(scenario.steps.count == 12)
  }

  /// The tour's log is the text a `.timeline()` snapshot of the same scenario pins, and it
  /// shows each rule at its virtual time.
  @Test func theTourPrintsTheEventLogATimelineSnapshotPins() throws {
    let run = snackbar(["timeline"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.errors.isEmpty)
    let pinned = try SnackbarTimeline(playing: try SnackbarScenario(jsonData: Data(TimelineTour.json.utf8)))
    #expect(run.output.map { $0 + "\n" }.joined() == pinned.eventLog)

    let lines = run.output
    func index(_ line: String) -> Int? { lines.firstIndex(of: line) }
    // A plain message: its 4 s timer starts when the 0.15 s enter animation ends.
    #expect(
      Array(lines.prefix(6)) == [
        #"{"t": 0.0, "event": "willPresent", "message": "Photo saved"}"#,
        #"{"t": 0.15, "event": "didPresent", "message": "Photo saved"}"#,
        #"{"t": 0.15, "event": "announcement", "message": "Photo saved", "assertive": false}"#,
        #"{"t": 4.15, "event": "willDisappear", "message": "Photo saved"}"#,
        #"{"t": 4.15, "event": "completion", "message": "Photo saved", "reason": "timeout", "userInitiated": false}"#,
        #"{"t": 4.275, "event": "didDisappear", "message": "Photo saved"}"#,
      ])
    // No category: the newer message replaces the visible one.
    #expect(
      index(
        #"{"t": 6.0, "event": "completion", "message": "Uploading 3 files…", "reason": "replaced", "userInitiated": false}"#
      ) != nil)
    #expect(index(#"{"t": 6.125, "event": "willPresent", "message": "Upload finished"}"#) != nil)
    // Same category replaces; the other category, queued between them, goes first.
    #expect(
      index(
        #"{"t": 11.0, "event": "completion", "message": "Mail sent", "reason": "replaced", "userInitiated": false}"#
      ) != nil)
    #expect(index(#"{"t": 11.125, "event": "willPresent", "message": "Sync paused"}"#) != nil)
    #expect(index(#"{"t": 15.4, "event": "willPresent", "message": "2 mails sent"}"#) != nil)
    // A suspended category waits for its token; another category does not.
    #expect(index(#"{"t": 20.0, "event": "willPresent", "message": "Draft saved"}"#) != nil)
    let released = try #require(index(#"{"t": 26.0, "event": "release", "token": "sync-hold", "category": "sync"}"#))
    #expect(lines[released + 1] == #"{"t": 26.0, "event": "willPresent", "message": "Sync resumed"}"#)
    #expect(!lines[..<released].contains { $0.contains(#""message": "Sync resumed""#) })
    // An action message stays up for the 30 s until the tap: nothing happens in between.
    let shown = try #require(index(#"{"t": 31.15, "event": "didPresent", "message": "Item archived"}"#))
    #expect(
      Array(lines[(shown + 1)...]) == [
        #"{"t": 61.0, "event": "willDisappear", "message": "Item archived"}"#,
        #"{"t": 61.0, "event": "actionHandler", "message": "Item archived"}"#,
        #"{"t": 61.0, "event": "completion", "message": "Item archived", "reason": "action", "userInitiated": true}"#,
        #"{"t": 61.125, "event": "didDisappear", "message": "Item archived"}"#,
      ])
  }

  /// `--print-scenario` prints the bundled scenario, which plays from a file as it does bundled.
  @Test func thePrintedScenarioPlaysAsTheBundledOne() throws {
    let printed = snackbar(["timeline", "--print-scenario"])
    #expect(printed.status == 0 && printed.errors.isEmpty)
    #expect(printed.outputText == TimelineTour.json)
    let path = try write(printed.outputText + "\n", "tour.json")
    let fromFile = snackbar(["timeline", path])
    #expect(fromFile.status == 0, "\(fromFile.errors)")
    #expect(fromFile.output == snackbar(["timeline"]).output)
    #expect(fromFile.output.count > 50)
  }

  /// A scenario file of the user's: its own log, nothing else.
  @Test func aScenarioFilePrintsItsOwnLog() throws {
    let path = try write(
      #"{"until": 2, "steps": [{"at": 0, "show": {"text": "Hi", "action": "Undo"}}, {"at": 1, "tap": "body"}]}"#,
      "flow.json")
    let run = snackbar(["timeline", path])
    #expect(run.status == 0, "\(run.errors)")
    #expect(
      run.output == [
        #"{"t": 0.0, "event": "willPresent", "message": "Hi"}"#,
        #"{"t": 0.15, "event": "didPresent", "message": "Hi"}"#,
        #"{"t": 1.0, "event": "willDisappear", "message": "Hi"}"#,
        #"{"t": 1.0, "event": "completion", "message": "Hi", "reason": "tap", "userInitiated": true}"#,
        #"{"t": 1.125, "event": "didDisappear", "message": "Hi"}"#,
      ])
  }

  /// Bad scenarios get exactly `play`'s errors, exit 2, and print nothing on standard output.
  @Test func badInputGetsTheErrorsPlayGives() throws {
    let folder = scratch.path("folder")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let paths = [
      scratch.path("missing.json"),
      folder,
      try write("", "empty.json"),
      try write(#"{"until": 1, "steps": [}"#, "malformed.json"),
      try write(#"{"until": 1, "until": 2, "steps": []}"#, "twice.json"),
      try write(##"{"until": 1, "steps": [{"at": 0, "show": {"text": "A", "colour": "#FFF"}}]}"##, "unknown.json"),
      try write(#"{"until": 1, "steps": [{"at": 2, "tap": "action"}]}"#, "late.json"),
      try write(#"{"device": "pixel", "until": 1, "steps": []}"#, "device.json"),
      try write(#"{"size": "4000x4000", "scale": 3, "until": 1, "steps": []}"#, "huge.json"),
    ]
    for path in paths {
      let timeline = snackbar(["timeline", path])
      let play = snackbar(["play", path, "--output", scratch.path("out")])
      #expect(timeline.status == 2 && play.status == 2, "\(path)")
      #expect(timeline.output.isEmpty)
      // Each command's errors name it, and a usage error is followed by where its help is.
      func shown(_ run: CLIRun, _ command: String) -> [String] {
        run.errors.map {
          $0.replacingOccurrences(of: "snackbar \(command): ", with: "")
            .replacingOccurrences(of: "snackbar \(command) --help", with: "snackbar … --help")
        }
      }
      #expect(shown(timeline, "timeline") == shown(play, "play"), "\(path)")
      let message = try #require(timeline.errors.first)
      #expect(message.count > path.count + 10, "\(message)")
    }
    #expect(!FileManager.default.fileExists(atPath: scratch.path("out")))
  }

  @Test func usageErrors() throws {
    let path = try write(TimelineTour.json, "tour.json")
    for arguments in [
      ["timeline", path, path], ["timeline", "--print-scenario", path], ["timeline", "--fps", "2"],
      ["timeline", "--print-scenario=yes"],
    ] {
      let run = snackbar(arguments)
      #expect(run.status == 2, "\(arguments)")
      #expect(run.output.isEmpty)
      #expect(run.errorText.hasPrefix("snackbar timeline: "), "\(run.errorText)")
    }
  }
}
