import Foundation
import MaterialSnackbar
import SnackbarBasics

/// The progress of a batch on standard error: on a terminal one live line redrawn in place, else
/// a line about every second, or nothing when quiet; always a summary at the end, also when a
/// signal stops the batch. Failed lines' errors are printed as they happen, between progress
/// lines, the first few of each reason in full and the rest counted (``BatchFailureLog``).
///
/// Called from the thread that feeds the pool and, once, from the thread that handles a stopping
/// signal (``ProcessSignals``), so its state is behind a lock; what it prints is printed under
/// that lock too, so the summary cannot cut a line in two.
final class BatchProgress: Sendable {
  private let state: SnackbarLocked<State>

  /// The counts and what the terminal shows.
  private struct State {
    var lastShown: Double
    /// Whether the live line is on screen and must be cleared before another line is printed.
    var liveLineShown = false
    var rendered = 0
    var failed = 0
    var failureLog = BatchFailureLog()
    /// Set once the summary is printed: nothing is printed after it.
    var finished = false
  }

  private let environment: BatchEnvironment
  private let cli: CLIOutput
  private let quiet: Bool
  /// The number of jobs, when known (a file is counted first; standard input is not).
  private let total: Int?
  private let start: Double
  /// The command's name, which starts every line (`batch`, `matrix`).
  private let command: String

  /// Lines rendered and written.
  var rendered: Int { state.read { $0.rendered } }

  /// Lines whose files are in place, counted by the worker in the very step that renames them
  /// (``lineInPlace()``): ahead of ``rendered`` by the lines the feeding thread has not seen yet.
  /// A lock of its own, never held while printing or taking another lock, since it is taken
  /// inside the output transactions' critical section.
  private let inPlace = SnackbarLocked(0)

  /// Counts a line whose files were just renamed into place (from a worker, in the commit).
  func lineInPlace() {
    inPlace.withLock { $0 += 1 }
  }
  /// Lines that failed.
  var failed: Int { state.read { $0.failed } }

  /// Redraws of the live line at most this often (seconds); a terminal need not show every line.
  static let terminalInterval = 0.1
  /// Progress lines when standard error is not a terminal, at most this often (seconds).
  static let lineInterval = 1.0

  init(environment: BatchEnvironment, cli: CLIOutput, quiet: Bool, total: Int?, command: String = "batch") {
    self.command = command
    self.environment = environment
    self.cli = cli
    self.quiet = quiet
    self.total = total
    start = environment.clock()
    state = SnackbarLocked(State(lastShown: start))
  }

  /// Counts a rendered line and shows the progress if it is time.
  func lineRendered() {
    state.withLock { state in
      guard !state.finished else { return }
      state.rendered += 1
      showIfDue(&state)
    }
  }

  /// Counts a failed line and prints its error, unless its reason has been printed often enough.
  func lineFailed(_ failure: BatchFailure) {
    state.withLock { state in
      guard !state.finished else { return }
      state.failed += 1
      let lines = state.failureLog.record(failure)
      guard !lines.isEmpty else { return }
      clearLiveLine(&state)
      for line in lines { cli.standardError("snackbar \(command): \(line)") }
      showIfDue(&state, force: environment.isTerminal)
    }
  }

  /// Prints an error that is no line's (the job list could not be read to its end, the written
  /// files could not be flushed to disk): the exit status reports it; the counts stay the lines'.
  func runFailed(_ message: String) {
    state.withLock { state in
      guard !state.finished else { return }
      clearLiveLine(&state)
      cli.standardError("snackbar \(command): \(message)")
    }
  }

  /// Prints a line of the summary that is no count (what a matrix left out, and why), even when
  /// quiet: `matrix: 5 stale keys not drawn …`.
  func note(_ message: String) {
    state.withLock { state in
      guard !state.finished else { return }
      clearLiveLine(&state)
      cli.standardError("\(command): \(message)")
    }
  }

  /// The final line, e.g. "batch: 10000 rendered, 1 failed in 4.1 s (2430/s)", after the counts
  /// of the errors held back; with `signal`, what stopped the batch: "…, interrupted by SIGTERM".
  /// Only the first call prints: a signal arriving as the batch ends does not print a second.
  func finish(interruptedBy signal: Int32? = nil) {
    state.withLock { state in
      guard !state.finished else { return }
      state.finished = true
      clearLiveLine(&state)
      for line in state.failureLog.summaries() { cli.standardError("snackbar \(command): \(line)") }
      let elapsed = max(environment.clock() - start, 0)
      // Stopped by a signal, some lines may be in place that the feeding thread has not counted
      // yet; the summary counts what is on disk.
      let rendered = max(state.rendered, inPlace.read { $0 })
      let done = rendered + state.failed
      var summary =
        "\(command): \(rendered) rendered, \(state.failed) failed in \(String(format: "%.1f", elapsed)) s"
      if elapsed > 0 { summary += " (\(Int((Double(done) / elapsed).rounded()))/s)" }
      if let signal { summary += ", interrupted by \(Self.name(of: signal))" }
      cli.standardError(summary)
    }
  }

  /// "SIGINT", "SIGTERM", "SIGHUP", "SIGPIPE"; "signal N" for another.
  static func name(of signal: Int32) -> String {
    switch signal {
    case SIGINT: return "SIGINT"
    case SIGTERM: return "SIGTERM"
    case SIGHUP: return "SIGHUP"
    case SIGPIPE: return "SIGPIPE"
    default: return "signal \(signal)"
    }
  }

  private func showIfDue(_ state: inout State, force: Bool = false) {
    guard !quiet else { return }
    let now = environment.clock()
    let interval = environment.isTerminal ? Self.terminalInterval : Self.lineInterval
    guard force || now - state.lastShown >= interval else { return }
    state.lastShown = now
    let line = progressLine(rendered: state.rendered, failed: state.failed, elapsed: now - start)
    if environment.isTerminal {
      environment.writeRaw("\r\(line)\u{1B}[K")
      state.liveLineShown = true
    } else {
      cli.standardError(line)
    }
  }

  private func clearLiveLine(_ state: inout State) {
    guard state.liveLineShown else { return }
    environment.writeRaw("\r\u{1B}[K")
    state.liveLineShown = false
  }

  /// The progress line for the counts so far, `elapsed` seconds in.
  func progressLine(elapsed: Double) -> String {
    let (rendered, failed) = state.read { ($0.rendered, $0.failed) }
    return progressLine(rendered: rendered, failed: failed, elapsed: elapsed)
  }

  /// "batch: 5230/10000 (52%), 2410/s, 2 s left" with a count; "batch: 5230 done, 2410/s"
  /// without one; failures added when there are any.
  private func progressLine(rendered: Int, failed: Int, elapsed: Double) -> String {
    let done = rendered + failed
    let rate = elapsed > 0 ? Double(done) / elapsed : 0
    var parts: [String]
    if let total, total > 0 {
      parts = ["\(command): \(done)/\(total) (\(done * 100 / total)%)"]
    } else {
      parts = ["\(command): \(done) done"]
    }
    if failed > 0 { parts.append("\(failed) failed") }
    parts.append("\(Int(rate.rounded()))/s")
    if let total, rate > 0, total >= done {
      parts.append("\(Int((Double(total - done) / rate).rounded(.up))) s left")
    }
    return parts.joined(separator: ", ")
  }
}
