import Foundation

/// The progress of a batch on standard error: on a terminal one live line redrawn in place, else
/// a line about every second, or nothing when quiet; always a summary at the end. Failed lines'
/// errors are printed as they happen, between progress lines.
///
/// Called only from the thread that feeds the pool, so it needs no lock.
final class BatchProgress {
  private let environment: BatchEnvironment
  private let cli: CLIOutput
  private let quiet: Bool
  /// The number of jobs, when known (a file is counted first; standard input is not).
  private let total: Int?
  private let start: Double
  private var lastShown: Double
  /// Whether the live line is on screen and must be cleared before another line is printed.
  private var liveLineShown = false

  /// Lines rendered and written.
  private(set) var rendered = 0
  /// Lines that failed.
  private(set) var failed = 0

  /// Redraws of the live line at most this often (seconds); a terminal need not show every line.
  static let terminalInterval = 0.1
  /// Progress lines when standard error is not a terminal, at most this often (seconds).
  static let lineInterval = 1.0

  init(environment: BatchEnvironment, cli: CLIOutput, quiet: Bool, total: Int?) {
    self.environment = environment
    self.cli = cli
    self.quiet = quiet
    self.total = total
    start = environment.clock()
    lastShown = start
  }

  /// Counts a rendered line and shows the progress if it is time.
  func lineRendered() {
    rendered += 1
    showIfDue()
  }

  /// Prints a failed line's error, then counts it.
  func lineFailed(_ message: String) {
    failed += 1
    clearLiveLine()
    cli.standardError("snackbar batch: \(message)")
    showIfDue(force: environment.isTerminal)
  }

  /// Prints an error that is no line's (the job list could not be read to its end, the written
  /// files could not be flushed to disk): the exit status reports it; the counts stay the lines'.
  func runFailed(_ message: String) {
    clearLiveLine()
    cli.standardError("snackbar batch: \(message)")
  }

  /// The final line, e.g. "batch: 10000 rendered, 1 failed in 4.1 s (2430/s)".
  func finish() {
    clearLiveLine()
    let elapsed = max(environment.clock() - start, 0)
    var summary = "batch: \(rendered) rendered, \(failed) failed in \(String(format: "%.1f", elapsed)) s"
    if elapsed > 0 { summary += " (\(Int((Double(rendered + failed) / elapsed).rounded()))/s)" }
    cli.standardError(summary)
  }

  private func showIfDue(force: Bool = false) {
    guard !quiet else { return }
    let now = environment.clock()
    let interval = environment.isTerminal ? Self.terminalInterval : Self.lineInterval
    guard force || now - lastShown >= interval else { return }
    lastShown = now
    let line = progressLine(elapsed: now - start)
    if environment.isTerminal {
      environment.writeRaw("\r\(line)\u{1B}[K")
      liveLineShown = true
    } else {
      cli.standardError(line)
    }
  }

  private func clearLiveLine() {
    guard liveLineShown else { return }
    environment.writeRaw("\r\u{1B}[K")
    liveLineShown = false
  }

  /// "batch: 5230/10000 (52%), 2410/s, 2 s left" with a count; "batch: 5230 done, 2410/s"
  /// without one; failures added when there are any.
  func progressLine(elapsed: Double) -> String {
    let done = rendered + failed
    let rate = elapsed > 0 ? Double(done) / elapsed : 0
    var parts: [String]
    if let total, total > 0 {
      parts = ["batch: \(done)/\(total) (\(done * 100 / total)%)"]
    } else {
      parts = ["batch: \(done) done"]
    }
    if failed > 0 { parts.append("\(failed) failed") }
    parts.append("\(Int(rate.rounded()))/s")
    if let total, rate > 0, total >= done {
      parts.append("\(Int((Double(total - done) / rate).rounded(.up))) s left")
    }
    return parts.joined(separator: ", ")
  }
}
