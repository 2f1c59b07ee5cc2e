import Foundation
import SnackbarFlow

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
  // Played once: both goldens see the same playback, or the same error.
  let played = Result { try timeline.play(try scenario()) }
  let filmstrip = verifySnapshot(
    of: { try played.get() }, as: timeline.filmstrip, named: name, record: record,
    snapshotDirectory: snapshotDirectory, configuration: configuration, filePath: "\(filePath)", testName: testName)
  let eventLog = verifySnapshot(
    of: { try played.get() }, as: timeline.eventLog, named: name, record: record,
    snapshotDirectory: snapshotDirectory, configuration: configuration, filePath: "\(filePath)", testName: testName)
  return [filmstrip, eventLog].compactMap { $0 }
}
