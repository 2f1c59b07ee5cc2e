import Foundation

/// What one fuzz input did: passed the harness's oracle (with a label for the statistics, such
/// as "decoded" or "rejected: truncated"), or failed it.
package enum FuzzOutcome: Sendable, Equatable {
  /// The oracle held; `label` groups the input in the summary.
  case passed(String)
  /// The oracle did not hold; `message` says what was wrong with which input.
  case failed(String)
  /// The oracle did not hold in a way already reported as a bug (`message` says which): shown as
  /// a known issue, so the harness keeps catching everything else until it is fixed.
  case knownFailure(String)
}

/// Runs a harness's inputs under a ``FuzzConfiguration`` and counts what happened.
package struct FuzzCampaign: Sendable {
  /// The harness's name in printed lines, e.g. "png-decoder".
  package let name: String
  /// Seed and budget.
  package let configuration: FuzzConfiguration
  /// The `swift test --filter` pattern that reruns this harness, for the replay line.
  package let filter: String
  /// At most this many failures are kept (the rest are counted), so a systematic failure does not
  /// flood the log.
  package var keptFailures = 10

  /// A campaign for the harness `name`, rerun by `swift test --filter filter`.
  package init(name: String, configuration: FuzzConfiguration, filter: String) {
    self.name = name
    self.configuration = configuration
    self.filter = filter
  }

  /// Runs `body` on each input number with that input's generator, until the budget is spent
  /// (or only the replayed input). Prints the seed first, so a crash can still be replayed.
  package func run(_ body: (_ iteration: Int, _ random: inout SplitMix64) -> FuzzOutcome) -> FuzzReport {
    print("fuzz \(name): seed \(configuration.seedText), \(budgetText)")
    let clock = ContinuousClock()
    let start = clock.now
    var report = FuzzReport(campaign: self)
    var iteration = configuration.onlyIteration ?? 0
    while !isSpent(count: report.inputs, elapsed: clock.now - start) {
      if configuration.traces {
        print("fuzz \(name): input \(iteration)")
        fflush(nil)  // all streams: the line must be out before a crash
      }
      var random = configuration.generator(for: iteration)
      switch body(iteration, &random) {
      case .passed(let label):
        report.outcomes[label, default: 0] += 1
      case .failed(let message):
        report.failureCount += 1
        if report.failures.count < keptFailures { report.failures.append((iteration, message)) }
      case .knownFailure(let message):
        report.knownFailureCount += 1
        if report.knownFailures.count < keptFailures { report.knownFailures.append((iteration, message)) }
      }
      report.inputs += 1
      iteration += 1
    }
    report.elapsed = clock.now - start
    print(report.summary)
    return report
  }

  private func isSpent(count: Int, elapsed: Duration) -> Bool {
    if configuration.onlyIteration != nil { return count >= 1 }
    switch configuration.budget {
    case .inputs(let limit): return count >= limit
    case .seconds(let seconds): return elapsed >= .milliseconds(Int64(seconds * 1000))
    }
  }

  private var budgetText: String {
    if let only = configuration.onlyIteration { return "replaying input \(only)" }
    switch configuration.budget {
    case .inputs(let count): return "\(count) inputs"
    case .seconds(let seconds): return "\(seconds) s"
    }
  }

  /// The command that reruns exactly input `iteration`.
  package func replayCommand(_ iteration: Int) -> String {
    "FUZZ_SEED=\(configuration.seedText) FUZZ_ITERATION=\(iteration) swift test --filter '\(filter)'"
  }
}

/// What a campaign ran and found.
package struct FuzzReport: Sendable {
  /// The campaign that ran.
  package let campaign: FuzzCampaign
  /// How many inputs ran.
  package var inputs = 0
  /// Wall time of the whole run.
  package var elapsed: Duration = .zero
  /// Passed inputs by label.
  package var outcomes: [String: Int] = [:]
  /// The first failures: input number and message.
  package var failures: [(iteration: Int, message: String)] = []
  /// All failures, kept or not.
  package var failureCount = 0
  /// The first known failures: input number and message.
  package var knownFailures: [(iteration: Int, message: String)] = []
  /// All known failures, kept or not.
  package var knownFailureCount = 0

  /// The failures as messages for people, each with the command that replays it.
  package var failureMessages: [String] { messages(failures, count: failureCount, kind: "failures") }

  /// The known failures as messages for people, each with the command that replays it.
  package var knownFailureMessages: [String] {
    messages(knownFailures, count: knownFailureCount, kind: "known failures")
  }

  private func messages(_ kept: [(iteration: Int, message: String)], count: Int, kind: String) -> [String] {
    var messages = kept.map { failure in
      "fuzz \(campaign.name), input \(failure.iteration): \(failure.message)\n"
        + "replay: \(campaign.replayCommand(failure.iteration))"
    }
    if count > kept.count { messages.append("fuzz \(campaign.name): \(count - kept.count) more \(kind) not shown") }
    return messages
  }

  /// Inputs per second.
  package var rate: Double {
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    return seconds > 0 ? Double(inputs) / seconds : 0
  }

  /// One line: seed, inputs, time, rate, and the share of each outcome.
  package var summary: String {
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    let shares = outcomes.sorted { $0.value > $1.value }.map { label, count in
      "\(label) \(String(format: "%.1f", 100 * Double(count) / Double(max(inputs, 1))))%"
    }
    return "fuzz \(campaign.name): seed \(campaign.configuration.seedText), \(inputs) inputs in "
      + String(format: "%.2f s (%.0f/s)", seconds, rate) + ", \(failureCount) failures, \(knownFailureCount) known; "
      + shares.joined(separator: ", ")
  }
}
