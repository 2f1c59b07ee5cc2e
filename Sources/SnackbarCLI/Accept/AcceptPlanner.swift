import Foundation
import SnackbarFiles
import SnackbarImage
import SnackbarRendering
import SnackbarRenderingStack
import SnackbarSnapshotCore

/// One failure whose actual file passed every check: what `snackbar accept` writes for it.
struct AcceptedGolden: Equatable {
  /// The failure, as the report titles it (`Suite/name`).
  let title: String
  /// The golden, canonical (links resolved): the file the commit replaces.
  let golden: BytePath
  /// The actual artifact the new content comes from.
  let actual: URL
  /// The new content, as read (and checked) from ``actual``.
  let bytes: [UInt8]
  /// Whether no golden exists yet.
  let isNew: Bool
  /// Whether the golden already holds ``bytes`` (accepted before): nothing to write.
  let isAlreadyAccepted: Bool
  /// The stack the run drew on, when the record says: recorded for the golden in
  /// `fingerprint.json`, as recording does.
  let stack: RenderingFingerprint?
  /// What differs between the run's stack and the golden's, accepted with `--force`.
  let forcedStackDifferences: [String]
}

/// Checks failures against the goldens before anything is written: every refusal of `snackbar
/// accept` is decided here, from the artifacts, the failure records and the goldens as they are.
///
/// The artifacts come from strangers' test runs (a pull request's CI job), so nothing in them is
/// trusted: a record's golden must lie inside the snapshot folders (by identity, links
/// resolved), an artifact must be a regular file inside its artifacts directory, every file is
/// read bounded, and the actual file must be an image (or UTF-8 text) of the golden's kind.
struct AcceptPlanner {
  /// The snapshot folders' root, canonical.
  let snapshots: BytePath
  /// The root as the user named it, for messages.
  let shownSnapshots: String
  /// Where relative paths in records (``SnapshotFailureRecord/goldenInPackage``) start: the
  /// package root, the current directory.
  let currentDirectory: BytePath
  /// Whether a run on another rendering stack may be accepted.
  let force: Bool
  /// For `snackbar review`: the SHA-256 of each actual file as its page shows it. An actual
  /// whose bytes at accept time hash otherwise (a re-run rewrote it), or that the page does not
  /// show whole, is refused, so no golden is written that the reviewer did not see. Nil for
  /// `snackbar accept`, which shows nothing.
  var shownActuals: [URL: [UInt8]]? = nil

  /// Checks each entry, then refuses goldens two entries would write differently (shards).
  func plan(_ entries: [ReportEntry]) -> (accepted: [AcceptedGolden], refusals: [AcceptRefusal]) {
    var accepted: [AcceptedGolden] = []
    var refusals: [AcceptRefusal] = []
    for entry in entries {
      switch check(entry) {
      case .success(let golden): accepted.append(golden)
      case .failure(let refusal): refusals.append(refusal)
      }
    }
    var byGolden: [BytePath: [AcceptedGolden]] = [:]
    for golden in accepted { byGolden[golden.golden, default: []].append(golden) }
    var kept: [AcceptedGolden] = []
    for golden in accepted {
      guard let group = byGolden[golden.golden], group.first == golden else { continue }
      if group.allSatisfy({ $0.bytes == golden.bytes }) {
        kept.append(golden)
      } else {
        let artifacts = group.map { display($0.actual.path) }
        refusals.append(
          AcceptRefusal(
            title: golden.title, reason: .conflictingShards(golden: display(golden.golden), artifacts: artifacts)))
      }
    }
    return (kept, refusals)
  }

  /// Every check of one failure, in the order a reader would want them reported.
  func check(_ entry: ReportEntry) -> Result<AcceptedGolden, AcceptRefusal> {
    func refuse(_ reason: AcceptRefusal.Reason) -> Result<AcceptedGolden, AcceptRefusal> {
      .failure(AcceptRefusal(title: entry.title, reason: reason))
    }
    guard let recordURL = entry.files[.record] else { return refuse(.noRecord) }
    if let problem = artifactProblem(recordURL, in: entry) { return refuse(problem) }
    let record: SnapshotFailureRecord
    do {
      record = try SnapshotFailureRecord.read(from: recordURL)
    } catch {
      return refuse(.unreadableRecord(error.description))
    }
    let filedAs = record.artifactName ?? record.name
    guard filedAs == entry.name, SnapshotLocation.sanitize(record.name) == record.name,
      SnapshotLocation.sanitize(filedAs) == filedAs
    else {
      return refuse(.recordMismatch("it names the snapshot \"\(filedAs)\", its file \"\(entry.name)\""))
    }
    guard let actualURL = entry.files[.actual] else { return refuse(.noActual) }
    let actual: [UInt8]
    switch readArtifact(actualURL, in: entry) {
    case .success(let bytes): actual = bytes
    case .failure(let reason): return refuse(reason)
    }
    // The bytes compared are the bytes written.
    if let shownActuals {
      guard let shown = shownActuals[actualURL] else {
        return refuse(
          .actualNotAsShown(
            path: display(actualURL.path),
            how:
              "is not shown whole on the review page (it could not be read, or was too large, when the page was made)"
          ))
      }
      guard SHA256.hash(actual) == shown else {
        return refuse(
          .actualNotAsShown(
            path: display(actualURL.path),
            how: "changed since the review page was made: its bytes are not the ones the page shows"))
      }
    }
    if let problem = contentProblem(actual, pathExtension: entry.pathExtension) {
      return refuse(.unreadableArtifact(path: display(actualURL.path), reason: problem))
    }
    let golden: BytePath
    switch goldenPath(record, entry: entry) {
    case .success(let path): golden = path
    case .failure(let reason): return refuse(reason)
    }
    let current: [UInt8]?
    switch readGolden(golden) {
    case .success(let bytes): current = bytes
    case .failure(let reason): return refuse(reason)
    }
    if let reason = changeSinceRun(record, entry: entry, golden: golden, current: current, actual: actual) {
      return refuse(reason)
    }
    let differences: [String]
    switch stackDifferences(record, golden: golden) {
    case .success(let lines): differences = lines
    case .failure(let reason): return refuse(reason)
    }
    if !differences.isEmpty, !force {
      return refuse(.differentStack(golden: display(golden), differences: differences))
    }
    return .success(
      AcceptedGolden(
        title: entry.title, golden: golden, actual: actualURL, bytes: actual, isNew: current == nil,
        isAlreadyAccepted: current == actual, stack: record.renderingStack, forcedStackDifferences: differences))
  }

  /// Why an artifact may not be read: a link, a folder, a device, or a file outside its
  /// artifacts directory (by identity: a link anywhere on the way is resolved first).
  private func artifactProblem(_ url: URL, in entry: ReportEntry) -> AcceptRefusal.Reason? {
    let path = BytePath(url.path)
    let shown = display(url.path)
    let status: FileStatus?
    do {
      status = try FileSystem.status(of: path, followingLinks: false)
    } catch {
      return .unreadableArtifact(path: shown, reason: error.reason.description)
    }
    guard let status else { return .unreadableArtifact(path: shown, reason: "it is gone") }
    guard status.kind == .regular else { return .artifactNotAFile(path: shown, reason: "is \(status.kind.name)") }
    // A second name could be any file of the machine's (a key, a token) that a crafted artifact
    // folder links to: a test run writes each artifact afresh, with one name.
    guard status.linkCount == 1 else {
      return .artifactNotAFile(path: shown, reason: "has \(status.linkCount) names (hard links)")
    }
    let root = FileSystem.canonicalPath(BytePath(entry.root.path))
    guard Self.isInside(FileSystem.canonicalPath(path), root) else {
      return .artifactNotAFile(path: shown, reason: "lies outside the artifacts directory \(display(entry.root.path))")
    }
    return nil
  }

  /// An artifact's bytes, read bounded once ``artifactProblem(_:in:)`` found nothing wrong, and
  /// opened without following a link, so a file swapped for a link between the check and the
  /// read is refused rather than read.
  private func readArtifact(_ url: URL, in entry: ReportEntry) -> Result<[UInt8], AcceptRefusal.Reason> {
    if let problem = artifactProblem(url, in: entry) { return .failure(problem) }
    return Self.readBounded(BytePath(url.path)).mapError {
      .unreadableArtifact(path: display(url.path), reason: $0.reason)
    }
  }

  /// The regular file at `path` if it has at most ``SnapshotFileLimits/goldenBytes``; never
  /// through a link at `path`, from a FIFO, a device or a folder
  /// (`FileSystem.read(_:limit:kinds:)`).
  static func readBounded(_ path: BytePath) -> Result<[UInt8], ReadProblem> {
    do {
      return .success(
        try FileSystem.read(path, limit: SnapshotFileLimits.goldenBytes, kinds: .regularFilesNotThroughLinks))
    } catch {
      guard case .tooLarge(_, let limit) = error.reason else {
        return .failure(ReadProblem(reason: error.reason.description))
      }
      return .failure(
        ReadProblem(reason: "it is larger than \(FileSystem.describeLimit(limit)), the limit for a golden"))
    }
  }

  /// Why a bounded read returned nothing.
  struct ReadProblem: Error {
    let reason: String
  }

  /// Why `bytes` cannot be a golden with `pathExtension`: a PNG that does not decode (within the
  /// decoder's limits), or that holds a chunk a browser would show differently from the decoder
  /// (an animation, colour management, an orientation: the report would show one picture and
  /// the golden hold another); text that is not UTF-8.
  private func contentProblem(_ bytes: [UInt8], pathExtension: String) -> String? {
    switch pathExtension.lowercased() {
    case "png":
      do {
        _ = try PNGCodec.decode(bytes)
        if let chunk = try GoldenCompaction.chunkBeyondTheImage(bytes) {
          return "it has \(chunk) chunk, so a browser may show another picture than the one the tests compare "
            + "(an animation's frame, a colour profile, a rotation); a test run writes plain PNGs"
        }
        return nil
      } catch {
        return "not a PNG this package decodes: \(error)"
      }
    case "txt":
      return String(validating: bytes, as: UTF8.self) == nil ? "not UTF-8 text" : nil
    default:
      return "a golden of kind .\(pathExtension) is not one snapshot tests write (png, txt)"
    }
  }

  /// The golden the record names, here: its path in the package resolved against the current
  /// directory (a CI runner's absolute path means nothing on this machine), else its absolute
  /// path. Refused unless it is exactly `<snapshots>/<suite>/<name>.<ext>` for the artifact's
  /// suite folder and name (what the report shows and the reviewer picks), and unless the
  /// record's two paths name the same file: a record is anyone's text, and accept must write
  /// where the page pointed.
  private func goldenPath(_ record: SnapshotFailureRecord, entry: ReportEntry) -> Result<BytePath, AcceptRefusal.Reason>
  {
    let expected = "\(record.name).\(entry.pathExtension)"
    let named: BytePath
    if let relative = record.goldenInPackage {
      let components = relative.split(separator: "/", omittingEmptySubsequences: false)
      guard !relative.hasPrefix("/"), !components.contains(where: { ["", ".", ".."].contains($0) }) else {
        return .failure(.goldenOutside(golden: relative, snapshots: shownSnapshots))
      }
      // The runner's absolute path must end in the path in the package: the same golden.
      let absolute = record.golden.split(separator: "/", omittingEmptySubsequences: true)
      guard record.golden.hasPrefix("/"), absolute.count > components.count,
        absolute.suffix(components.count).elementsEqual(components)
      else {
        return .failure(
          .recordMismatch("its golden \"\(record.golden)\" is not its golden in the package \"\(relative)\""))
      }
      named = currentDirectory.appending(relative)
    } else {
      guard record.golden.hasPrefix("/") else {
        return .failure(.goldenOutside(golden: record.golden, snapshots: shownSnapshots))
      }
      named = BytePath(record.golden)
    }
    guard named.lastComponent == Array(expected.utf8) else {
      return .failure(.goldenNameMismatch(golden: display(named), expected: expected))
    }
    let canonical = FileSystem.canonicalPath(named)
    guard Self.isInside(canonical, snapshots) else {
      return .failure(.goldenOutside(golden: display(named), snapshots: shownSnapshots))
    }
    let shownPlace = shownSnapshots + (entry.folder.isEmpty ? "" : "/\(entry.folder)") + "/\(expected)"
    // Compared with links resolved: a suite folder that links to another suite's would write
    // that suite's golden.
    guard !entry.folder.isEmpty, named.parent.lastComponent == Array(entry.folder.utf8),
      FileSystem.canonicalPath(named.parent.parent) == snapshots,
      canonical.parent == snapshots.appending(entry.folder)
    else {
      return .failure(.goldenNotWhereShown(golden: display(named), shown: shownPlace))
    }
    return .success(canonical)
  }

  /// The golden's bytes, `nil` when there is none; refused when it is not a regular file.
  private func readGolden(_ golden: BytePath) -> Result<[UInt8]?, AcceptRefusal.Reason> {
    do {
      guard let status = try FileSystem.status(of: golden, followingLinks: false) else { return .success(nil) }
      guard status.kind == .regular else {
        return .failure(.unreadableGolden(golden: display(golden), reason: "it is \(status.kind.name)"))
      }
    } catch {
      return .failure(.unreadableGolden(golden: display(golden), reason: error.reason.description))
    }
    switch Self.readBounded(golden) {
    case .success(let bytes): return .success(bytes)
    case .failure(let problem): return .failure(.unreadableGolden(golden: display(golden), reason: problem.reason))
    }
  }

  /// Whether the golden is no longer what the run compared with: the reference artifact holds
  /// the golden's bytes as they were, and a missing golden must still be missing. A golden that
  /// already holds the actual bytes was accepted before, which is no change to refuse.
  private func changeSinceRun(
    _ record: SnapshotFailureRecord, entry: ReportEntry, golden: BytePath, current: [UInt8]?, actual: [UInt8]
  ) -> AcceptRefusal.Reason? {
    let shown = display(golden)
    if current == actual { return nil }
    if record.kind == .missingGolden {
      return current == nil ? nil : .goldenChanged(golden: shown, how: "the run found no golden; one is there now")
    }
    guard let referenceURL = entry.files[.reference] else { return .noReference(golden: shown) }
    let reference: [UInt8]
    switch readArtifact(referenceURL, in: entry) {
    case .success(let bytes): reference = bytes
    case .failure(let reason): return reason
    }
    guard let current else { return .goldenChanged(golden: shown, how: "it was deleted") }
    guard current == reference else {
      return .goldenChanged(golden: shown, how: "its bytes differ from the reference artifact the run compared with")
    }
    return nil
  }

  /// What differs between the stack the run drew on and the one the golden was recorded on, as
  /// `snackbar doctor` lists differences: from the record's stack and the golden folder's
  /// `fingerprint.json` when both are known, else the differences the run itself found.
  private func stackDifferences(
    _ record: SnapshotFailureRecord, golden: BytePath
  ) -> Result<[String], AcceptRefusal.Reason> {
    guard let run = record.renderingStack else { return .success(record.renderingStackDifferences) }
    let directory = URL(fileURLWithPath: golden.parent.description, isDirectory: true)
    let recorded: RenderingFingerprint?
    do {
      recorded = try FingerprintStore.recordedStack(
        directory: directory, golden: String(decoding: golden.lastComponent, as: UTF8.self))
    } catch {
      return .failure(.unreadableFingerprint(error.description))
    }
    guard let recorded else { return .success([]) }
    return .success(
      run.differenceList(from: recorded).map { difference in
        "\(difference.kind.rawValue) \(difference.name): the golden's \(difference.shortRecorded ?? "absent"), "
          + "the run's \(difference.shortHere ?? "absent")"
      })
  }

  /// Whether `path` lies strictly below `root` (both canonical), compared by components, so
  /// `Snapshots-old` is not inside `Snapshots`.
  static func isInside(_ path: BytePath, _ root: BytePath) -> Bool {
    let pathComponents = path.components
    let rootComponents = root.components
    return pathComponents.count > rootComponents.count && pathComponents.starts(with: rootComponents)
  }

  /// `path` relative to the current directory when inside it, escaped.
  func display(_ path: String) -> String {
    display(BytePath(path))
  }

  /// `path` relative to the current directory when inside it, escaped.
  func display(_ path: BytePath) -> String {
    let canonical = FileSystem.canonicalPath(path)
    guard Self.isInside(canonical, currentDirectory) else { return path.description }
    return BytePath(bytes: canonical.components.dropFirst(currentDirectory.components.count).joined(separator: [0x2F]))
      .description
  }
}
