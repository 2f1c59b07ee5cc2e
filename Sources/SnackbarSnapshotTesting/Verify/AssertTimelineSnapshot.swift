import Foundation
import SnackbarFiles
import SnackbarFlow
import SnackbarImage
import SnackbarRendering
import SnackbarSnapshotCore

/// Asserts that a flow matches its two goldens: the scenario is played once, then its filmstrip
/// is compared with `<name>.png` and its event log with `<name>.txt`, each as
/// ``assertSnapshot(of:as:named:record:snapshotDirectory:configuration:file:filePath:testName:line:column:)``
/// compares one golden (record modes, artifacts and the rendering-stack check included). Each
/// failure is reported on its own.
public func assertSnapshot(
  of scenario: @autoclosure () throws -> SnackbarScenario,
  as timeline: SnackbarTimelineSnapshotting,
  named name: String,
  record: SnapshotRecordMode? = nil,
  snapshotDirectory: URL? = nil,
  configuration: SnapshotConfiguration = .current,
  file: StaticString = #fileID,
  filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  let failures = verifySnapshot(
    of: try scenario(), as: timeline, named: name, record: record, snapshotDirectory: snapshotDirectory,
    configuration: configuration, file: file, filePath: filePath, testName: testName, line: line, column: column)
  for failure in failures {
    SnapshotFailureReporter.report(failure, file: file, filePath: filePath, line: line, column: column)
  }
}

/// Checks a flow against its two goldens and returns the failures (none when both match): the
/// building block of the timeline `assertSnapshot(of:as:named:record:snapshotDirectory:configuration:file:filePath:testName:line:column:)`.
public func verifySnapshot(
  of scenario: @autoclosure () throws -> SnackbarScenario,
  as timeline: SnackbarTimelineSnapshotting,
  named name: String,
  record: SnapshotRecordMode? = nil,
  snapshotDirectory: URL? = nil,
  configuration: SnapshotConfiguration = .current,
  file: StaticString = #fileID,
  filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) -> [SnapshotFailure] {
  // Played once: both goldens see the same play, or the same error.
  let played = Result { try timeline.play(try scenario()) }
  let filmstrip = verifySnapshot(
    of: { try played.get() }, as: timeline.filmstrip, named: name, record: record,
    snapshotDirectory: snapshotDirectory, configuration: configuration, filePath: "\(filePath)", testName: testName)
  // The log's artifacts and record are `<name>.events.*`: under `<name>` its failure record would
  // overwrite the filmstrip's, and `report` and `accept` would pair one golden's record with the
  // other's files.
  let eventLog = verifySnapshot(
    of: { try played.get() }, as: timeline.eventLog, named: name, record: record,
    snapshotDirectory: snapshotDirectory, configuration: configuration, filePath: "\(filePath)", testName: testName,
    artifactName: "\(name).\(eventLogArtifactSuffix)")
  let frames = TimelineFrameArtifacts(
    filePath: "\(filePath)", name: name, snapshotDirectory: snapshotDirectory, configuration: configuration)
  return [frames?.explain(filmstrip, eventLog: eventLog, played: played) ?? filmstrip, eventLog].compactMap { $0 }
}

/// What a flow's event-log artifacts add to the snapshot's name: `undo.events.actual.txt`,
/// `undo.events.failure.json`, beside the filmstrip's `undo.actual.png` and `undo.failure.json`.
let eventLogArtifactSuffix = "events"

/// The frame-by-frame part of a failing timeline (``TimelineFrameDifference``): appended to the
/// filmstrip's failure, with `<name>.frames.png` (the differing rows, golden beside actual) and
/// `<name>.frames.json` (their times, events and pixel counts, for `snackbar report`'s scrubber)
/// written beside its other artifacts, and removed when the filmstrip passes.
struct TimelineFrameArtifacts {
  let location: SnapshotLocation

  init?(filePath: String, name: String, snapshotDirectory: URL?, configuration: SnapshotConfiguration) {
    guard
      let location = try? SnapshotLocation(
        filePath: filePath, name: name, pathExtension: "png", snapshotDirectory: snapshotDirectory,
        artifactsRoot: configuration.artifactsRoot)
    else { return nil }
    self.location = location
  }

  /// `filmstrip` with the frame-by-frame comparison added when it is a mismatch; as it is
  /// otherwise (and then any frames artifacts of an earlier run are removed).
  func explain(
    _ filmstrip: SnapshotFailure?, eventLog: SnapshotFailure?, played: Result<SnackbarTimeline, any Error>
  ) -> SnapshotFailure? {
    guard var failure = filmstrip, failure.kind == .mismatch, case .success(let timeline) = played,
      !timeline.moments.isEmpty, let reference = failure.artifact("reference"),
      let bytes = try? SnapshotFileLimits.read(reference.path, limit: SnapshotFileLimits.goldenBytes),
      let goldenPage = try? PNGCodec.decode(bytes)
    else {
      // Passed, recorded or failed otherwise: frames of an earlier failure are not this run's.
      removeArtifacts()
      return filmstrip
    }
    // A log that matched is the golden's log; one that failed left the golden's as its reference.
    var goldenLog: String? = timeline.eventLog
    if let eventLog {
      goldenLog = eventLog.artifact("reference").flatMap { url in
        (try? SnapshotFileLimits.read(url.path, limit: SnapshotFileLimits.goldenBytes)).flatMap {
          String(validating: $0, as: UTF8.self)
        }
      }
    }
    let difference = TimelineFrameDifference(actual: timeline, goldenPage: goldenPage, goldenLog: goldenLog)
    failure.message += "\n" + difference.summary
    removeArtifacts()
    guard let frames = difference.frames(actual: timeline, goldenPage: goldenPage) else { return failure }
    do {
      let image = location.artifactURL(suffix: "frames.png")
      let index = location.artifactURL(suffix: "frames.json")
      try AtomicFile.write(try PNGCodec.encode(frames.image), to: image)
      try AtomicFile.write(Array(difference.framesIndex(rows: frames.rows).utf8), to: index)
      failure.artifacts += [
        SnapshotArtifactFile(role: "frames", url: image), SnapshotArtifactFile(role: "frames index", url: index),
      ]
      failure.message += "\nThe differing moments, golden (left) beside this run (right): \(image.path)"
    } catch {
      failure.message += "\nNote: frames artifact not written: \(error)"
    }
    return failure
  }

  private func removeArtifacts() {
    for suffix in ["frames.png", "frames.json"] {
      FileSystem.removeFile(BytePath(location.artifactURL(suffix: suffix).path))
    }
  }
}
