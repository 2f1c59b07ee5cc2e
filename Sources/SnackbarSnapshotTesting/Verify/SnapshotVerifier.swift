import Foundation
import SnackbarFiles
import SnackbarRendering
import SnackbarSnapshotCore

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
  /// The strategy's ``Snapshotting/failureArtifactSuffixes``, removed with the other stale
  /// artifacts.
  var failureArtifactSuffixes: [String] = []

  var goldenPath: String { location.goldenURL.path }
  var pathExtension: String { location.goldenURL.pathExtension }

  /// Compares (or records) and, when that passed or recorded, removes the artifacts an earlier
  /// failure left: they describe a golden that now matches, or no longer exists.
  ///
  /// `failureArtifacts` makes the strategy's extra files about the value
  /// (``Snapshotting/failureArtifacts``); it is called only on a mismatch.
  func verify(actual: Format, failureArtifacts: (() throws -> [DiffingArtifact])? = nil) -> SnapshotFailure? {
    let failure = compareOrRecord(actual, failureArtifacts: failureArtifacts)
    if failure == nil || failure?.kind == .recorded { removeStaleArtifacts() }
    return failure
  }

  private func compareOrRecord(
    _ actual: Format, failureArtifacts: (() throws -> [DiffingArtifact])?
  ) -> SnapshotFailure? {
    // Goldens come from pull requests: read bounded, and never from a FIFO (which would hang the
    // test run) or a folder.
    var stored: Result<[UInt8], FileSystemError> = .failure(FileSystemError(.read, path: goldenPath, reason: .missing))
    if mode != .all {
      stored = Result { () throws(FileSystemError) in
        try SnapshotFileLimits.read(goldenPath, limit: SnapshotFileLimits.goldenBytes, regularFileOnly: true)
      }
    }
    let referenceData: [UInt8]
    switch stored {
    case .success(let bytes):
      referenceData = bytes
    case .failure(let problem):
      let actualData: [UInt8]
      switch encode(actual) {
      case .success(let data): actualData = data
      case .failure(let failure): return failure
      }
      if mode == .all { return record(actualData, reason: "the record mode is all") }
      guard problem.isMissing else {
        return unreadable(actualData, reason: SnapshotFileLimits.reason(problem, regularFileOnly: true))
      }
      if mode == .never { return missing(actualData) }
      return record(actualData, reason: "no golden existed")
    }
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
      return unreadable(actualData, reason: "\(error)", referenceData: referenceData)
    }
    // Identical bytes match whatever the comparison says (deterministic encoders), and a lossy
    // encoding (for example, translucent PNG pixels) is absorbed by comparing the round trip.
    if referenceData == actualData || roundTripMatches(reference, actualData, context: .standard) { return nil }
    guard let failure = diffing.compare(reference, actual, .standard) else { return nil }
    return mismatch(
      reference: reference, referenceData: referenceData, actual: actual, actualData: actualData, failure,
      failureArtifacts: failureArtifacts)
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
    reference: Format, referenceData: [UInt8], actual: Format, actualData: [UInt8], _ firstFailure: DiffingFailure,
    failureArtifacts: (() throws -> [DiffingArtifact])?
  ) -> SnapshotFailure? {
    var failure = firstFailure
    var notes: [String] = []
    var stackDifferences: [String] = []
    let golden = location.goldenURL.lastPathComponent
    switch FingerprintStore.compare(
      directory: location.goldenDirectory, golden: golden, source: configuration.stackSource)
    {
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
      message += "\(golden) was recorded on a different rendering stack (\(FingerprintStore.fileName) in "
      message += "\(location.goldenDirectory.path) says so):\n"
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
    if let failureArtifacts {
      do {
        files += try failureArtifacts().map { ($0.role, $0.suffix, $0.bytes) }
      } catch {
        notes.append("the strategy's extra artifacts were not made: \(error)")
      }
    }
    let (artifacts, artifactNotes) = writeArtifacts(files)
    message += Self.describe(artifacts)
    if let tool = configuration.effectiveDiffTool, let reference = artifacts.first(where: { $0.role == "reference" }),
      let actual = artifacts.first(where: { $0.role == "actual" })
    {
      message += "\nOpen in your diff tool:\n  " + tool.command(reference: reference.url, actual: actual.url)
    }
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

  /// The failure for a golden that cannot be read or decoded. A golden that could be read is kept
  /// as the reference artifact, its bytes as they were, so `snackbar accept` can tell whether it
  /// changed since the run.
  private func unreadable(_ actualData: [UInt8], reason: String, referenceData: [UInt8]? = nil) -> SnapshotFailure {
    var files: [(role: String, suffix: String, bytes: [UInt8])] = []
    if let referenceData { files.append(("reference", "reference.\(pathExtension)", referenceData)) }
    files.append(("actual", "actual.\(pathExtension)", actualData))
    let (artifacts, notes) = writeArtifacts(files)
    var message = "\(header): the golden \(goldenPath) cannot be read: \(reason).\n"
    message += "Restore it from version control, or replace it with SNAPSHOT_RECORD=failed."
    message += Self.describe(artifacts) + notes.map { "\nNote: \($0)" }.joined()
    return SnapshotFailure(
      kind: .unreadableReference, message: message, goldenURL: location.goldenURL, artifacts: artifacts)
  }

  private func record(_ actualData: [UInt8], reason: String, stack: [String] = []) -> SnapshotFailure {
    let unchanged =
      (try? SnapshotFileLimits.read(goldenPath, limit: SnapshotFileLimits.goldenBytes, regularFileOnly: true)).map {
        $0 == actualData
      }
      ?? false
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
    message += "because \(reason).\nRecord mode \(mode), from \(modeReason). "
    message += "Re-run to assert against it; look at it before committing."
    if let note = FingerprintStore.update(
      directory: location.goldenDirectory, golden: location.goldenURL.lastPathComponent,
      source: configuration.stackSource)
    {
      message += "\nNote: \(note)"
    }
    return SnapshotFailure(
      kind: .recorded, message: message, goldenURL: location.goldenURL, renderingStackDifferences: stack)
  }

  /// A failure before anything touched the golden.
  func failure(_ kind: SnapshotFailure.Kind, _ message: String) -> SnapshotFailure {
    SnapshotFailure(kind: kind, message: message, goldenURL: location.goldenURL)
  }

  /// Removes `<name>.reference.<ext>`, `<name>.actual.<ext>` and the strategy's declared
  /// artifacts (``Diffing/artifactSuffixes``); missing files are fine, and nothing else in the
  /// folder is touched.
  private func removeStaleArtifacts() {
    let suffixes =
      ["reference.\(pathExtension)", "actual.\(pathExtension)", SnapshotFailureRecord.fileSuffix]
      + diffing.artifactSuffixes + failureArtifactSuffixes
    for suffix in suffixes {
      FileSystem.removeFile(BytePath(location.artifactURL(suffix: suffix).path))
    }
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
