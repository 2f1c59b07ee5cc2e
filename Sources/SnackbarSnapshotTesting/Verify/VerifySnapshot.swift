import Foundation
import SnackbarRendering
import SnackbarSnapshotCore

/// Checks `value` against its golden and returns the failure, if any, without reporting it: the
/// building block for `assertSnapshot(of:as:named:record:snapshotDirectory:configuration:file:filePath:testName:line:column:)`
/// and for test frameworks other than XCTest and Swift Testing.
///
/// What happens, in order:
/// 1. The record mode is resolved (`SnapshotRecordMode` documents the precedence); an invalid
///    `SNAPSHOT_RECORD` or `SNAPSHOT_TOLERANT_STACK` fails here.
/// 2. The golden's path is resolved (`SnapshotLocation`) and logged in the ledger
///    (`SnapshotLedger`) with the asserting test (``SnapshotTestIdentity``). A golden another
///    test of this process already asserted fails here, naming both tests: two tests sharing a
///    name would compare against, or overwrite, each other's file.
/// 3. The value is snapshotted; the golden is read and decoded and compared in memory. A match
///    passes without encoding the value at all.
/// 4. Otherwise the value is encoded. It still passes if the bytes equal the golden's, or if the
///    value matches after an encode/decode round trip (absorbs lossy encodings, for example
///    translucent PNG pixels). A golden that cannot be decoded fails naming the file.
/// 5. On a mismatch, the stored `fingerprint.json` is compared with the current rendering stack;
///    if it differs the failure says "different rendering stack" and lists what differs, and in
///    opt-in tolerant mode (`SNAPSHOT_TOLERANT_STACK=1`, never when `CI` is set) the comparison
///    is retried with a relaxed tolerance.
/// 6. Mismatches write `<name>.reference.<ext>`, `<name>.actual.<ext>` and the strategy's extra
///    artifacts, list their paths, and print the diff tool's command when one is set
///    (`SnapshotDiffTool`). Recording writes atomically, records the golden's stack in
///    `fingerprint.json`, and is itself a failure ("re-run to assert").
/// 7. A pass (or a recording) removes the artifacts an earlier failure of this snapshot left.
///
/// - Parameters:
///   - value: the value to snapshot; a thrown error is reported as the failure.
///   - snapshotting: the strategy.
///   - name: the golden's name, required and explicit (no per-test counters); sanitized with
///     `SnapshotLocation.sanitize(_:)`.
///   - record: the record mode for this call, below `SNAPSHOT_RECORD` and `CI` in precedence and
///     above `withSnapshotTesting(record:diffTool:operation:)` and the `.snapshots` trait.
///   - snapshotDirectory: the goldens directory, instead of `<package>/Snapshots/<Suite>`.
///   - configuration: environment, fingerprint and directories.
///   - file: the call site's file, as `#file` gives it.
///   - filePath: the call site's full path; it also locates the package.
///   - testName: the calling test's name.
///   - line: the call site's line.
///   - column: the call site's column.
/// - Returns: `nil` when the value matches its golden, otherwise the failure.
public func verifySnapshot<Value, Format>(
  of value: @autoclosure () throws -> Value,
  as snapshotting: Snapshotting<Value, Format>,
  named name: String,
  record: SnapshotRecordMode? = nil,
  snapshotDirectory: URL? = nil,
  configuration: SnapshotConfiguration = .current,
  file: StaticString = #fileID,
  filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) -> SnapshotFailure? {
  verifySnapshot(
    of: value, as: snapshotting, named: name, record: record, snapshotDirectory: snapshotDirectory,
    configuration: configuration, filePath: "\(filePath)", testName: testName)
}

/// The implementation, with the test file's path as a run-time string so tests can point it at
/// a temporary package. `test` defaults to the running test (``SnapshotTestIdentity/current(testName:filePath:)``).
func verifySnapshot<Value, Format>(
  of value: () throws -> Value,
  as snapshotting: Snapshotting<Value, Format>,
  named name: String,
  record: SnapshotRecordMode?,
  snapshotDirectory: URL?,
  configuration: SnapshotConfiguration,
  filePath: String,
  testName: String,
  test: SnapshotTestIdentity? = nil,
  goldenUsers: SnapshotGoldenUsers = .shared,
  artifactName: String? = nil
) -> SnapshotFailure? {
  let header = "Snapshot \"\(name)\" in \(testName)"
  let environment = configuration.environment
  let decision: (mode: SnapshotRecordMode, reason: String)
  let tolerantRequested: Bool
  let location: SnapshotLocation
  do {
    decision = try environment.resolveRecordMode(argument: record, scoped: configuration.record)
    tolerantRequested = try environment.tolerantStackRequested()
  } catch {
    return SnapshotFailure(kind: .configuration, message: "\(header): \(error)")
  }
  // An image and a text snapshot may share a name (a render and its layout report, as the
  // project's own golden suites pair them): a text golden's artifacts carry its extension
  // (`a.txt.actual.txt`, `a.txt.failure.json`), so neither's record or files replace or remove the
  // other's. Images keep `a.actual.png`.
  let artifactName =
    artifactName ?? (snapshotting.pathExtension == "png" ? nil : "\(name).\(snapshotting.pathExtension)")
  do {
    location = try SnapshotLocation(
      filePath: filePath, name: name, pathExtension: snapshotting.pathExtension,
      snapshotDirectory: snapshotDirectory, artifactsRoot: configuration.artifactsRoot, artifactName: artifactName)
  } catch {
    return SnapshotFailure(kind: .configuration, message: "\(header): \(error)")
  }
  let identity = test ?? SnapshotTestIdentity.current(testName: testName, filePath: filePath)
  if let ledger = SnapshotLedger.resolve(
    configuration.ledger, environment: environment, packageRoot: location.packageRoot)
  {
    // Best effort: the ledger only feeds the orphan and shared-golden listings, which must not
    // fail the test.
    try? ledger.record(location.goldenURL, test: identity.key)
  }
  if let owner = goldenUsers.claim(location.goldenURL, by: identity) {
    return SnapshotFailure.sharedGolden(header: header, location: location, owner: owner, user: identity)
  }
  let verifier = SnapshotVerifier(
    header: header, diffing: snapshotting.diffing, location: location, mode: decision.mode,
    modeReason: decision.reason, configuration: configuration,
    relaxForDifferentStack: tolerantRequested && !environment.isCI,
    tolerantIgnoredOnCI: tolerantRequested && environment.isCI,
    failureArtifactSuffixes: snapshotting.failureArtifactSuffixes)
  let subject: Value
  let actual: Format
  do {
    subject = try value()
    actual = try snapshotting.snapshot(subject)
  } catch {
    return verifier.failure(.snapshotFailed, "\(header): could not produce the snapshot: \(error)")
  }
  let extra = snapshotting.failureArtifacts.map { make in { try make(subject) } }
  return SnapshotFailureRecord.write(
    beside: verifier.verify(actual: actual, failureArtifacts: extra), location: location, test: testName,
    stack: configuration.stackSource)
}

extension SnapshotFailure {
  /// The failure of a second test asserting a golden another test already asserted.
  static func sharedGolden(
    header: String, location: SnapshotLocation, owner: SnapshotTestIdentity, user: SnapshotTestIdentity
  ) -> SnapshotFailure {
    var message = "\(header): the golden \(location.goldenURL.path) is already asserted by another test.\n"
    message += "  first:  \(owner)\n  second: \(user)\n"
    message += "Two tests cannot share a golden (each would compare against, or overwrite, the other's file): "
    message += "give one of them another name."
    return SnapshotFailure(kind: .duplicateName, message: message, goldenURL: location.goldenURL)
  }
}
