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
    progress.lineFailed("line 2: bad")
    #expect(progress.progressLine(elapsed: 2) == "batch: 31 done, 1 failed, 16/s")
  }
}
