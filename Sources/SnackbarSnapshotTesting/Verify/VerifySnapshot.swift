import Foundation
import SnackbarRendering

/// Checks `value` against its golden and returns the failure, if any, without reporting it: the
/// building block for ``assertSnapshot(of:as:named:record:snapshotDirectory:configuration:file:filePath:testName:line:column:)``
/// and for test frameworks other than XCTest and Swift Testing.
///
/// What happens, in order:
/// 1. The record mode is resolved (``SnapshotRecordMode`` documents the precedence); an invalid
///    `SNAPSHOT_RECORD` or `SNAPSHOT_TOLERANT_STACK` fails here.
/// 2. The golden's path is resolved (``SnapshotLocation``) and logged in the ledger
///    (``SnapshotLedger``).
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
///    artifacts, and list their paths. Recording writes atomically, updates `fingerprint.json`,
///    and is itself a failure ("re-run to assert").
///
/// - Parameters:
///   - value: the value to snapshot; a thrown error is reported as the failure.
///   - snapshotting: the strategy.
///   - name: the golden's name, required and explicit (no per-test counters); sanitized with
///     ``SnapshotLocation/sanitize(_:)``.
///   - record: the record mode for this call, below `SNAPSHOT_RECORD` in precedence.
///   - snapshotDirectory: the goldens directory, instead of `<package>/Snapshots/<Suite>`.
///   - configuration: environment, fingerprint and directories.
///   - file, filePath, testName, line, column: the call site; `filePath` also locates the package.
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
/// a temporary package.
func verifySnapshot<Value, Format>(
  of value: () throws -> Value,
  as snapshotting: Snapshotting<Value, Format>,
  named name: String,
  record: SnapshotRecordMode?,
  snapshotDirectory: URL?,
  configuration: SnapshotConfiguration,
  filePath: String,
  testName: String
) -> SnapshotFailure? {
  let header = "Snapshot \"\(name)\" in \(testName)"
  let environment = configuration.environment
  let decision: (mode: SnapshotRecordMode, reason: String)
  let tolerantRequested: Bool
  let location: SnapshotLocation
  do {
    decision = try environment.resolveRecordMode(argument: record)
    tolerantRequested = try environment.tolerantStackRequested()
  } catch {
    return SnapshotFailure(kind: .configuration, message: "\(header): \(error)")
  }
  do {
    location = try SnapshotLocation(
      filePath: filePath, name: name, pathExtension: snapshotting.pathExtension,
      snapshotDirectory: snapshotDirectory, artifactsRoot: configuration.artifactsRoot)
  } catch {
    return SnapshotFailure(kind: .configuration, message: "\(header): \(error)")
  }
  let verifier = SnapshotVerifier(
    header: header, diffing: snapshotting.diffing, location: location, mode: decision.mode,
    modeReason: decision.reason, configuration: configuration,
    relaxForDifferentStack: tolerantRequested && !environment.isCI,
    tolerantIgnoredOnCI: tolerantRequested && environment.isCI)
  if let ledger = SnapshotLedger.resolve(
    configuration.ledger, environment: environment, packageRoot: location.packageRoot)
  {
    // Best effort: the ledger only feeds the orphan listing, which must not fail the test.
    try? ledger.record(location.goldenURL)
  }
  let actual: Format
  do {
    actual = try snapshotting.snapshot(try value())
  } catch {
    return verifier.failure(.snapshotFailed, "\(header): could not produce the snapshot: \(error)")
  }
  return SnapshotFailureRecord.write(beside: verifier.verify(actual: actual), location: location, test: testName)
}

/// The steps of ``verifySnapshot(of:as:named:record:snapshotDirectory:configuration:file:filePath:testName:line:column:)``
/// once the value exists; split out so each step stays short.
struct SnapshotVerifier<Format> {
  let header: String
  let diffing: Diffing<Format>
  let location: SnapshotLocation
  let mode: SnapshotRecordMode
  let modeReason: String
  let configuration: SnapshotConfiguration
  let relaxForDifferentStack: Bool
  let tolerantIgnoredOnCI: Bool

  var goldenPath: String { location.goldenURL.path }
  var pathExtension: String { location.goldenURL.pathExtension }

  func verify(actual: Format) -> SnapshotFailure? {
    let stored = mode == .all ? nil : FileManager.default.contents(atPath: goldenPath)
    guard let stored else {
      let actualData: [UInt8]
      switch encode(actual) {
      case .success(let data): actualData = data
      case .failure(let failure): return failure
      }
      if mode == .all { return record(actualData, reason: "record mode all (\(modeReason))") }
      if FileManager.default.fileExists(atPath: goldenPath) {
        return unreadable(actualData, reason: "the file exists but cannot be read (a directory, or no permission)")
      }
      if mode == .never { return missing(actualData) }
      return record(actualData, reason: "no golden existed")
    }
    let referenceData = [UInt8](stored)
    let decoded = Result { try diffing.fromData(referenceData) }
    // Fast path: decode the golden and compare in memory. Decoding is cheaper than encoding (for
    // PNG roughly half), and a match needs no encoding at all.
    if case .success(let reference) = decoded, diffing.compare(reference, actual, .standard) == nil { return nil }
    let actualData: [UInt8]
    switch encode(actual) {
    case .success(let data): actualData = data
    case .failure(let failure): return failure
    }
    let reference: Format
    switch decoded {
    case .success(let value): reference = value
    case .failure(let error):
      if mode == .failed { return record(actualData, reason: "the old golden was unreadable (\(error))") }
      return unreadable(actualData, reason: "\(error)")
    }
    // Identical bytes match whatever the comparison says (deterministic encoders), and a lossy
    // encoding (for example, translucent PNG pixels) is absorbed by comparing the round trip.
    if referenceData == actualData || roundTripMatches(reference, actualData, context: .standard) { return nil }
    guard let failure = diffing.compare(reference, actual, .standard) else { return nil }
    return mismatch(reference: reference, referenceData: referenceData, actual: actual, actualData: actualData, failure)
  }

  private func encode(_ actual: Format) -> Result<[UInt8], SnapshotFailure> {
    do {
      return .success(try diffing.toData(actual))
    } catch {
      return .failure(failure(.snapshotFailed, "\(header): could not encode the snapshot: \(error)"))
    }
  }

  /// Whether the actual value, after an encode/decode round trip, matches.
  private func roundTripMatches(_ reference: Format, _ actualData: [UInt8], context: DiffingContext) -> Bool {
    guard let roundTripped = try? diffing.fromData(actualData) else { return false }
    return diffing.compare(reference, roundTripped, context) == nil
  }

  private func mismatch(
    reference: Format, referenceData: [UInt8], actual: Format, actualData: [UInt8], _ firstFailure: DiffingFailure
  ) -> SnapshotFailure? {
    var failure = firstFailure
    var notes: [String] = []
    var stackDifferences: [String] = []
    switch FingerprintStore.compare(directory: location.goldenDirectory, source: configuration.fingerprint) {
    case .different(let differences):
      stackDifferences = differences
      if relaxForDifferentStack {
        let relaxed = DiffingContext(relaxForDifferentRenderingStack: true)
        guard let relaxedFailure = diffing.compare(reference, actual, relaxed) else { return nil }
        if roundTripMatches(reference, actualData, context: relaxed) { return nil }
        failure = relaxedFailure
      }
    case .notStored(let path):
      notes.append("no rendering fingerprint at \(path), so a different rendering stack cannot be ruled out")
    case .unavailable(let reason):
      notes.append("rendering fingerprint not checked: \(reason)")
    case .same, .notConfigured:
      break
    }
    if mode == .failed {
      return record(actualData, reason: "it did not match:\n" + Self.indent(failure.message), stack: stackDifferences)
    }
    var message: String
    if stackDifferences.isEmpty {
      message = "\(header) does not match its golden \(goldenPath)\n" + Self.indent(failure.message)
    } else {
      message = "\(header) does not match its golden \(goldenPath): different rendering stack.\n"
      message += "The goldens in \(location.goldenDirectory.path) were recorded on a different rendering stack:\n"
      message += stackDifferences.map { "  - \($0)\n" }.joined()
      message += "Pixel differences are expected across stacks: run `swift run snackbar doctor` in the package root "
      message += "to see every difference and the apt-get lines that install the goldens' stack, or re-record here. "
      message += "SNAPSHOT_TOLERANT_STACK=1 compares with a relaxed tolerance (never on CI).\n"
      message += "Comparison on this stack:\n" + Self.indent(failure.message)
    }
    if tolerantIgnoredOnCI, !stackDifferences.isEmpty {
      notes.append("SNAPSHOT_TOLERANT_STACK is ignored because CI is set")
    }
    var files: [(role: String, suffix: String, bytes: [UInt8])] = [
      ("reference", "reference.\(pathExtension)", referenceData), ("actual", "actual.\(pathExtension)", actualData),
    ]
    files += failure.artifacts.map { ($0.role, $0.suffix, $0.bytes) }
    let (artifacts, artifactNotes) = writeArtifacts(files)
    message += Self.describe(artifacts)
    notes += artifactNotes
    notes.append(
      "if the change is intended, re-record: SNAPSHOT_RECORD=failed swift test --filter \(location.suite)")
    message += notes.map { "\nNote: \($0)" }.joined()
    return SnapshotFailure(
      kind: .mismatch, message: message, goldenURL: location.goldenURL, artifacts: artifacts,
      renderingStackDifferences: stackDifferences, imageComparison: failure.imageComparison)
  }

  private func missing(_ actualData: [UInt8]) -> SnapshotFailure {
    let (artifacts, notes) = writeArtifacts([("actual", "actual.\(pathExtension)", actualData)])
    var message = "\(header): no golden at \(goldenPath) (record mode never, \(modeReason)).\n"
    message += "Record it locally with SNAPSHOT_RECORD=missing swift test --filter \(location.suite), "
    message += "look at it, and commit it."
    message += Self.describe(artifacts) + notes.map { "\nNote: \($0)" }.joined()
    return SnapshotFailure(
      kind: .missingReference, message: message, goldenURL: location.goldenURL, artifacts: artifacts)
  }

  private func unreadable(_ actualData: [UInt8], reason: String) -> SnapshotFailure {
    let (artifacts, notes) = writeArtifacts([("actual", "actual.\(pathExtension)", actualData)])
    var message = "\(header): the golden \(goldenPath) cannot be read: \(reason).\n"
    message += "Restore it from version control, or replace it with SNAPSHOT_RECORD=failed."
    message += Self.describe(artifacts) + notes.map { "\nNote: \($0)" }.joined()
    return SnapshotFailure(
      kind: .unreadableReference, message: message, goldenURL: location.goldenURL, artifacts: artifacts)
  }

  private func record(_ actualData: [UInt8], reason: String, stack: [String] = []) -> SnapshotFailure {
    let unchanged = FileManager.default.contents(atPath: goldenPath).map { [UInt8]($0) == actualData } ?? false
    if !unchanged {
      do {
        try AtomicFile.write(actualData, to: location.goldenURL)
      } catch {
        return SnapshotFailure(
          kind: .writeFailed, message: "\(header): could not record the golden: \(error)",
          goldenURL: location.goldenURL)
      }
    }
    var message = "\(header): recorded snapshot \(unchanged ? "(unchanged) " : "")at \(goldenPath) "
    message += "because \(reason).\nRe-run to assert against it; look at it before committing."
    if let note = FingerprintStore.update(directory: location.goldenDirectory, source: configuration.fingerprint) {
      message += "\nNote: \(note)"
    }
    return SnapshotFailure(
      kind: .recorded, message: message, goldenURL: location.goldenURL, renderingStackDifferences: stack)
  }

  /// A failure before anything touched the golden.
  func failure(_ kind: SnapshotFailure.Kind, _ message: String) -> SnapshotFailure {
    SnapshotFailure(kind: kind, message: message, goldenURL: location.goldenURL)
  }

  /// Writes artifacts; failures to write become notes rather than hiding the comparison result.
  private func writeArtifacts(_ files: [(role: String, suffix: String, bytes: [UInt8])]) -> (
    [SnapshotArtifactFile], [String]
  ) {
    var written: [SnapshotArtifactFile] = []
    var notes: [String] = []
    for file in files {
      let url = location.artifactURL(suffix: file.suffix)
      do {
        try AtomicFile.write(file.bytes, to: url)
        written.append(SnapshotArtifactFile(role: file.role, url: url))
      } catch {
        notes.append("\(file.role) artifact not written: \(error)")
      }
    }
    return (written, notes)
  }

  private static func describe(_ artifacts: [SnapshotArtifactFile]) -> String {
    guard !artifacts.isEmpty else { return "" }
    let width = artifacts.map(\.role.count).max() ?? 0
    return "\nArtifacts:"
      + artifacts.map { "\n  \($0.role):" + String(repeating: " ", count: width - $0.role.count + 1) + $0.url.path }
      .joined()
  }

  private static func indent(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
  }
}
