import SnackbarRendering

/// Why `snackbar accept` leaves one failure's golden as it is. Each names the failure and says
/// what to do; paths and values from the artifacts are shown by the one escaping rule, as the
/// command's whole output is (``CLIOutput/escapingEchoedText``).
struct AcceptRefusal: Error, Equatable, CustomStringConvertible {
  /// What is wrong.
  enum Reason: Error, Equatable {
    /// No `<name>.failure.json` beside the artifacts, so the golden is unknown.
    case noRecord
    /// The record cannot be read or is not a record.
    case unreadableRecord(String)
    /// The record names another snapshot than its file name says.
    case recordMismatch(String)
    /// No `<name>.actual.<ext>` to accept.
    case noActual
    /// An artifact is a link, a folder or a device, or lies outside the artifacts directory.
    case artifactNotAFile(path: String, reason: String)
    /// An artifact cannot be read, is too large, or is not an image or text of its kind.
    case unreadableArtifact(path: String, reason: String)
    /// The golden lies outside the snapshot folders.
    case goldenOutside(golden: String, snapshots: String)
    /// The golden's name is not the snapshot's.
    case goldenNameMismatch(golden: String, expected: String)
    /// The golden is not the file of the artifact's suite and name that the report shows.
    case goldenNotWhereShown(golden: String, shown: String)
    /// The golden is a folder or a device, or cannot be read.
    case unreadableGolden(golden: String, reason: String)
    /// The golden changed since the run, so the artifacts compare with something else.
    case goldenChanged(golden: String, how: String)
    /// No reference artifact, so whether the golden changed cannot be told.
    case noReference(golden: String)
    /// The run drew on another rendering stack than the golden's (without `--force`).
    case differentStack(golden: String, differences: [String])
    /// The golden folder's `fingerprint.json` cannot be read.
    case unreadableFingerprint(String)
    /// Two artifact folders (shards) hold this failure with different actual files.
    case conflictingShards(golden: String, artifacts: [String])
    /// `snackbar review`: the actual file is not what its page shows (changed since, or not
    /// shown whole).
    case actualNotAsShown(path: String, how: String)
  }

  /// The failure, as the report titles it (`Suite/name`).
  let title: String
  /// What is wrong.
  let reason: Reason

  var description: String {
    "\(title): \(explanation)"
  }

  private var explanation: String {
    switch reason {
    case .noRecord:
      return "no failure record beside its artifacts, so the golden it belongs to is unknown; "
        + "accept only what a test run wrote"
    case .unreadableRecord(let reason):
      return reason
    case .recordMismatch(let reason):
      return "the failure record does not describe these artifacts (\(reason))"
    case .noActual:
      return "no actual file among its artifacts, so there is nothing to accept"
    case .artifactNotAFile(let path, let reason):
      return "the artifact \(path) \(reason); only regular files inside the artifacts directory are accepted"
    case .unreadableArtifact(let path, let reason):
      return "cannot use the artifact \(path): \(reason)"
    case .goldenOutside(let golden, let snapshots):
      return "its golden \(golden) is outside the snapshot folders (\(snapshots)); accept writes only there "
        + "(give --snapshots DIR for goldens elsewhere)"
    case .goldenNameMismatch(let golden, let expected):
      return "its record names the golden \(golden), which is not the snapshot's file \(expected)"
    case .goldenNotWhereShown(let golden, let shown):
      return "its record names the golden \(golden), but its artifacts are those of \(shown); accept writes only "
        + "the golden of the suite and name the report shows"
    case .unreadableGolden(let golden, let reason):
      return "cannot read the golden \(golden): \(reason)"
    case .goldenChanged(let golden, let how):
      return "the golden \(golden) changed since the run (\(how)); run the tests again and accept from the "
        + "new artifacts"
    case .noReference(let golden):
      return "no reference artifact, so whether the golden \(golden) changed since the run cannot be told; "
        + "run the tests again"
    case .differentStack(let golden, let differences):
      return "the run drew on a different rendering stack than the one \(golden) was recorded on: "
        + differences.joined(separator: "; ")
        + "; re-run on the goldens' stack (`snackbar doctor` says how), or pass --force to accept anyway"
    case .unreadableFingerprint(let reason):
      return reason
    case .conflictingShards(let golden, let artifacts):
      return "the artifact folders \(artifacts.joined(separator: " and ")) hold different actual files for "
        + "\(golden); accept from one of them"
    case .actualNotAsShown(let path, let how):
      return "the actual \(path) \(how); the review accepts only what its page shows, and the page is made once: "
        + "stop the review and start it again to see the actual as it is now"
    }
  }
}
