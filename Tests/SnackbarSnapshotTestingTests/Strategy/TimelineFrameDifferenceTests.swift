import Foundation
import MaterialSnackbar
import SnackbarFlow
import SnackbarImage
import SnackbarJSON
import SnackbarLayout
import SnackbarRendering
import SnackbarSnapshotCore
import SnackbarSnapshotTestSupport
import Testing

@testable import SnackbarSnapshotTesting

/// A failing `.timeline()` compared frame by frame (issue 24): which moments differ, with their
/// times, events and pixel counts, how the event logs differ, and the differing frames written
/// as an artifact.
@Suite final class TimelineFrameDifferenceTests: Sendable {
  let temporary: TemporaryDirectory

  init() throws { temporary = try TemporaryDirectory() }
  deinit { temporary.cleanUp() }

  func verify(
    _ scenario: SnackbarScenario, title: String? = nil, record: SnapshotRecordMode? = nil
  ) -> [SnapshotFailure] {
    verifySnapshot(
      of: scenario, as: .timeline(title: title), named: "undo", record: record,
      snapshotDirectory: temporary.path("goldens"),
      configuration: isolatedConfiguration(artifacts: temporary.path("artifacts")))
  }

  func framesIndex(_ failure: SnapshotFailure) throws -> SnackbarJSONNode {
    let url = try #require(failure.artifact("frames index"))
    return try SnackbarJSONReader.read(Array(try Data(contentsOf: url)))
  }

  @Test func aChangedFlowNamesTheMomentsThatDifferAndHowTheLogsDiffer() throws {
    _ = verify(try SnackbarTimelineStrategiesTests.undo(), record: .missing)
    let failures = verify(try SnackbarTimelineStrategiesTests.undo(tapAt: 1.5), record: .never)
    #expect(failures.map(\.kind) == [.mismatch, .mismatch])
    let filmstrip = try #require(failures.first)
    let text = filmstrip.message
    let timeline = try SnackbarTimeline(playing: try SnackbarTimelineStrategiesTests.undo(tapAt: 1.5))
    // The moments before the tap are drawn the same; the tap's and those after are not.
    let differing = text.split(separator: "\n").filter { $0.hasPrefix("  ") && $0.hasSuffix("pixels differ") }
    #expect(text.contains("Frame by frame: \(differing.count) of \(timeline.moments.count) moments differ"), "\(text)")
    #expect(!differing.isEmpty && differing.count < timeline.moments.count)
    #expect(!differing.contains { $0.hasPrefix("  0.0 s") })
    #expect(differing.first?.hasPrefix("  1.5 s (willDisappear") == true, "\(text)")
    #expect(text.contains("Event logs: differ at"))
    #expect(text.contains(#"    - {"t": 1.0, "event": "willDisappear""#), "\(text)")
    #expect(text.contains(#"    + {"t": 1.5, "event": "willDisappear""#), "\(text)")

    // The frames artifact: one row per differing moment, golden beside actual.
    let framesURL = try #require(filmstrip.artifact("frames"))
    let frames = try PNGCodec.decode(contentsOf: framesURL)
    #expect(frames.width == 2 * timeline.filmstrip.width + 16)
    let index = try framesIndex(filmstrip)
    guard case .array(let rows)? = index["frames"]?.content else {
      Issue.record("no frames list")
      return
    }
    #expect(rows.count == differing.count)
    guard case .number(let pixels)? = rows.first?["differingPixels"]?.content else {
      Issue.record("no pixel count")
      return
    }
    #expect(differing.first?.contains(": \(pixels) pixels differ") == true)
  }

  @Test func aChangedPictureWithTheSameEventsSaysTheLogsAreTheSame() throws {
    _ = verify(try SnackbarTimelineStrategiesTests.undo(), record: .missing)
    let failures = verify(try SnackbarTimelineStrategiesTests.undo(), title: "Undo", record: .never)
    #expect(failures.map(\.kind) == [.mismatch])
    let text = try #require(failures.first?.message)
    #expect(text.contains("Event logs: the same"), "\(text)")
    #expect(text.contains("Frame by frame: "))
  }

  @Test func aPassingRunRemovesTheFramesArtifacts() throws {
    _ = verify(try SnackbarTimelineStrategiesTests.undo(), record: .missing)
    let failure = try #require(verify(try SnackbarTimelineStrategiesTests.undo(tapAt: 1.5), record: .never).first)
    let frames = try #require(failure.artifact("frames"))
    #expect(FileManager.default.fileExists(atPath: frames.path))
    #expect(verify(try SnackbarTimelineStrategiesTests.undo(), record: .never).isEmpty)
    #expect(!FileManager.default.fileExists(atPath: frames.path))
  }

  @Test func logLinesAreComparedPerMomentAndHostileLinesAreEscaped() throws {
    let golden = "{\"t\": 0.0, \"event\": \"a\"}\n{\"t\": 0.5, \"event\": \"b\"}\nnot json \u{1B}[31m\n"
    let actual = "{\"t\": 0.0, \"event\": \"a\"}\n{\"t\": 0.5, \"event\": \"c\"}\n{\"t\": 0.5, \"event\": \"b\"}\n"
    let changes = TimelineFrameDifference.logChanges(golden: golden, actual: actual)
    #expect(
      changes == [
        .init(time: "0.5", onlyInGolden: [], onlyInActual: ["{\"t\": 0.5, \"event\": \"c\"}"]),
        .init(time: "?", onlyInGolden: ["not json \u{1B}[31m"], onlyInActual: []),
      ])
    var difference = TimelineFrameDifference(
      actual: SnackbarTimeline(
        filmstrip: try RGBAImage(width: 1, height: 1, fill: RGBAPixel(white: 0)), eventLog: actual),
      goldenPage: try RGBAImage(width: 1, height: 1, fill: RGBAPixel(white: 0)), goldenLog: golden)
    difference.momentCount = 0
    #expect(!difference.summary.contains("\u{1B}"))
    #expect(
      difference.summary.contains("\\x1B[31m") || difference.summary.contains("\\u{1B}[31m"), "\(difference.summary)")
  }

  @Test func pixelsOutsideTheGoldenPageCountAsDiffering() throws {
    let actual = try RGBAImage(width: 4, height: 4, fill: RGBAPixel(white: 10))
    var golden = try RGBAImage(width: 4, height: 2, fill: RGBAPixel(white: 10))
    golden[1, 1] = RGBAPixel(white: 11)
    #expect(
      TimelineFrameDifference.differingPixels(actual, golden, in: PixelRect(x: 0, y: 0, width: 4, height: 2)) == 1)
    #expect(
      TimelineFrameDifference.differingPixels(actual, golden, in: PixelRect(x: 0, y: 1, width: 4, height: 3)) == 9)
  }
}
