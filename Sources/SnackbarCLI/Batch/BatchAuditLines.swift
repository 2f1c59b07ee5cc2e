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
  /// Finished jobs' JSON lines waiting for an earlier job, by job index.
  private var waiting: [Int: String] = [:]
  private var handedOut = 0
  private var nextToWrite = 0

  /// Records that the next job (index `handedOut`) is line `line` of the job list.
  mutating func expectJob(line: Int) {
    lineOfJob[handedOut] = line
    handedOut += 1
  }

  /// Records job `index`'s outcome; returns the lines now ready, in order (possibly none).
  mutating func record(index: Int, _ outcome: Outcome) -> String {
    let line = lineOfJob[index] ?? 0
    waiting[index] = Self.text(line: line, outcome)
    var ready = ""
    while let text = waiting.removeValue(forKey: nextToWrite) {
      lineOfJob[nextToWrite] = nil
      ready += text
      nextToWrite += 1
    }
    return ready
  }

  /// What happened to a job, for its audit line.
  enum Outcome {
    /// Written: the image's path as printed, and the audit's findings.
    case written(shownPath: String, findings: SnackbarJSONValue)
    /// Not written, with the message printed for it.
    case failed(message: String)
  }

  /// `{"findings": […], "line": 3, "output": "/abs/out.png"}`, or for a line that was not
  /// written `{"error": "…", "findings": null, "line": 3, "output": null}`; one line, keys sorted.
  static func text(line: Int, _ outcome: Outcome) -> String {
    let value: SnackbarJSONValue
    switch outcome {
    case .written(let shownPath, let findings):
      value = .object(["line": .number(Double(line)), "output": .string(shownPath), "findings": findings])
    case .failed(let message):
      value = .object(["line": .number(Double(line)), "output": .null, "findings": .null, "error": .string(message)])
    }
    return value.lineText() + "\n"
  }
}
