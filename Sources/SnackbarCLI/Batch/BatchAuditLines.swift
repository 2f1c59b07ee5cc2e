import SnackbarAudit
import SnackbarJSON
import SnackbarLayout

/// `batch --audit`: one JSON line per job, in line order, although jobs finish in any order.
///
/// The feeder announces each job's line as it hands the job out (``expectJob(line:)``); each
/// outcome is held until every earlier job's is in, so the file reads in the job list's order.
/// Jobs in flight bound what is held: a few per worker.
struct BatchAuditLines {
  /// Line numbers of the jobs handed out and not yet written, by job index.
  private var lineOfJob: [Int: Int] = [:]
  /// Finished jobs' JSON lines and cases waiting for an earlier job, by job index.
  private var waiting: [Int: (text: String, auditCase: SnackbarAuditCase)] = [:]
  private var handedOut = 0
  private var nextToWrite = 0

  /// Records that the next job (index `handedOut`) is line `line` of the job list.
  mutating func expectJob(line: Int) {
    lineOfJob[handedOut] = line
    handedOut += 1
  }

  /// The job list, where the CI formats point a job's findings; nil for standard input.
  let jobList: String?

  init(jobList: String? = nil) {
    self.jobList = jobList
  }

  /// Records job `index`'s outcome; returns the lines now ready, in order (possibly none), with
  /// their cases for the CI formats.
  mutating func record(index: Int, _ outcome: Outcome) -> [(text: String, auditCase: SnackbarAuditCase)] {
    let line = lineOfJob[index] ?? 0
    waiting[index] = (Self.text(line: line, outcome), auditCase(line: line, outcome))
    var ready: [(text: String, auditCase: SnackbarAuditCase)] = []
    while let done = waiting.removeValue(forKey: nextToWrite) {
      lineOfJob[nextToWrite] = nil
      ready.append(done)
      nextToWrite += 1
    }
    return ready
  }

  /// What happened to a job, for its audit line.
  enum Outcome {
    /// Written: the image's path as printed, as the line wrote it, and the audit's findings
    /// after the configuration and baseline.
    case written(
      shownPath: String, output: String, findings: [SnackbarAuditFinding], ignored: [SnackbarAuditIgnoredFinding])
    /// Not written, with the message printed for it.
    case failed(message: String)
  }

  /// `{"findings": […], "line": 3, "output": "/abs/out.png"}` (with `"ignored": […]` when the
  /// configuration set findings aside), or for a line that was not written
  /// `{"error": "…", "findings": null, "line": 3, "output": null}`; one line, keys sorted.
  static func text(line: Int, _ outcome: Outcome) -> String {
    let value: SnackbarJSONValue
    switch outcome {
    case .written(let shownPath, _, let findings, let ignored):
      var members: SnackbarJSONObject = [
        "line": .number(Double(line)), "output": .string(shownPath), "findings": .array(findings.map(\.jsonValue)),
      ]
      if !ignored.isEmpty { members["ignored"] = .array(ignored.map(\.jsonValue)) }
      value = .object(members)
    case .failed(let message):
      value = .object(["line": .number(Double(line)), "output": .null, "findings": .null, "error": .string(message)])
    }
    return value.lineText() + "\n"
  }

  /// The job as the CI formats report it: a test case named by its line, its findings pointing
  /// at that line of the job list.
  private func auditCase(line: Int, _ outcome: Outcome) -> SnackbarAuditCase {
    let location = jobList.map { SnackbarAuditLocation(file: $0, line: line, column: 1) }
    switch outcome {
    case .written(_, let output, let findings, let ignored):
      return SnackbarAuditCase(
        name: "line \(line): \(output)", group: "snackbar batch", subject: SnackbarAuditSubject(key: output),
        location: location, image: output, findings: findings, ignored: ignored)
    case .failed(let message):
      return SnackbarAuditCase(name: "line \(line)", group: "snackbar batch", location: location, error: message)
    }
  }
}
