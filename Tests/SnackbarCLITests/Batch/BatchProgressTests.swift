import MaterialSnackbar
import SnackbarBasics
import Testing

@testable import SnackbarCLI

@Suite struct BatchProgressTests {
  func progress(total: Int?) -> BatchProgress {
    let environment = BatchEnvironment(standardInput: 0, isTerminal: false, clock: { 0 }, writeRaw: { _ in })
    return BatchProgress(
      environment: environment, cli: CLIOutput(standardOutput: { _ in }, standardError: { _ in }), quiet: true,
      total: total)
  }

  @Test func aLineWithATotalShowsPercentRateAndTimeLeft() {
    let progress = progress(total: 10000)
    for _ in 0..<2500 { progress.lineRendered() }
    #expect(progress.progressLine(elapsed: 1) == "batch: 2500/10000 (25%), 2500/s, 3 s left")
  }

  @Test func withoutATotalItShowsDoneAndRate() {
    let progress = progress(total: nil)
    for _ in 0..<30 { progress.lineRendered() }
    progress.lineFailed(BatchFailure(message: "line 2: bad", reason: "bad"))
    #expect(progress.progressLine(elapsed: 2) == "batch: 31 done, 1 failed, 16/s")
  }

  /// An error of the run (the job list unreadable midway, a failed flush) is printed but counts
  /// as no line, so the summary's numbers stay the lines'.
  @Test func aRunErrorIsPrintedButCountsNoLine() {
    let errors = SnackbarLocked<[String]>([])
    let environment = BatchEnvironment(standardInput: 0, isTerminal: false, clock: { 0 }, writeRaw: { _ in })
    let progress = BatchProgress(
      environment: environment,
      cli: CLIOutput(standardOutput: { _ in }, standardError: { line in errors.withLock { $0.append(line) } }),
      quiet: true, total: 3)
    progress.lineRendered()
    progress.runFailed("cannot flush the files written in out to disk: Input/output error")
    progress.finish()
    #expect(progress.failed == 0)
    #expect(
      errors.read { $0 }
        == [
          "snackbar batch: cannot flush the files written in out to disk: Input/output error",
          "batch: 1 rendered, 0 failed in 0.0 s",
        ])
  }
}
