import Foundation
import MaterialSnackbar
import SnackbarFlow
import SnackbarImage
import SnackbarRendering
import SnackbarSnapshotCore
import SnackbarSnapshotTestSupport
import Testing

@testable import SnackbarSnapshotTesting

/// `.timeline()`: a scenario played once and pinned by two goldens of one name.
@Suite final class SnackbarTimelineStrategiesTests: Sendable {
  let temporary: TemporaryDirectory

  init() throws { temporary = try TemporaryDirectory() }
  deinit { temporary.cleanUp() }

  static func undo(tapAt time: Double = 1) throws -> SnackbarScenario {
    try SnackbarScenario(
      host: .device(name: "iphone-se"), until: 2,
      steps: [
        SnackbarScenarioStep(at: 0, .show(SnackbarScenarioMessage(text: "Photo archived", action: "Undo"))),
        SnackbarScenarioStep(at: time, .tap(.action)),
      ])
  }

  func verify(_ scenario: SnackbarScenario, record: SnapshotRecordMode? = nil) -> [SnapshotFailure] {
    verifySnapshot(
      of: scenario, as: .timeline(), named: "undo", record: record, snapshotDirectory: temporary.path("goldens"),
      configuration: isolatedConfiguration(artifacts: temporary.path("artifacts")))
  }

  @Test func aFlowIsPinnedByAFilmstripAndAnEventLog() throws {
    let recorded = verify(try Self.undo(), record: .missing)
    #expect(recorded.map(\.kind) == [.recorded, .recorded])
    #expect(temporary.files(under: "goldens") == ["undo.png", "undo.txt"])
    let log = try String(contentsOf: temporary.path("goldens/undo.txt"), encoding: .utf8)
    #expect(log.hasPrefix(#"{"t": 0.0, "event": "willPresent", "message": "Photo archived"}"#))
    #expect(log.contains(#""event": "completion", "message": "Photo archived", "reason": "action""#))
    let filmstrip = try PNGCodec.decode(contentsOf: temporary.path("goldens/undo.png"))
    #expect(filmstrip.width > 375)
    // Played again, both match.
    #expect(verify(try Self.undo(), record: .never).isEmpty)
  }

  @Test func aChangedFlowFailsBothGoldensWithALineDiff() throws {
    _ = verify(try Self.undo(), record: .missing)
    let failures = verify(try Self.undo(tapAt: 1.5), record: .never)
    #expect(failures.map(\.kind) == [.mismatch, .mismatch])
    let text = try #require(failures.last?.message)
    #expect(text.contains(#"-{"t": 1.0, "event": "willDisappear""#), "\(text)")
    #expect(text.contains(#"+{"t": 1.5, "event": "willDisappear""#), "\(text)")
  }

  @Test func aScenarioThatCannotPlayFailsBothOnce() throws {
    let unknown = try SnackbarScenario(host: .device(name: "pager"), until: 1, steps: [])
    let failures = verify(unknown, record: .missing)
    #expect(failures.map(\.kind) == [.snapshotFailed, .snapshotFailed])
    #expect(failures.allSatisfy { $0.message.contains("pager") })
    #expect(temporary.files(under: "goldens").isEmpty)
  }

  @Test func thePartsAreStrategiesOfTheirOwn() throws {
    let timeline = try SnackbarTimeline(playing: try Self.undo())
    #expect(Snapshotting<SnackbarTimeline, RGBAImage>.filmstrip().pathExtension == "png")
    #expect(Snapshotting<SnackbarTimeline, String>.eventLog.pathExtension == "txt")
    #expect(try Snapshotting<SnackbarTimeline, String>.eventLog.snapshot(timeline) == timeline.eventLog)
    #expect(timeline.eventLog.split(separator: "\n").count >= 5)
  }

  @Test func aFlowWithoutEventsShowsItsScreen() throws {
    let quiet = try SnackbarScenario(host: .device(name: "iphone-se"), until: 1, steps: [])
    let timeline = try SnackbarTimeline(playing: quiet)
    #expect(timeline.eventLog.isEmpty)
    #expect(timeline.filmstrip.height > 667)
  }
}
