import SnackbarFuzzSupport
import Testing

/// The fuzz harnesses' shared pieces (Tests/SnackbarFuzzSupport): a failure is only useful if the
/// printed seed and input number bring the same input back.
@Suite struct FuzzConfigurationTests {
  @Test func splitMix64MatchesTheReferenceSequence() {
    var generator = SplitMix64(seed: 0)
    #expect(
      [generator.next(), generator.next(), generator.next()] == [
        0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F,
      ])
  }

  @Test func eachInputHasItsOwnReproducibleGenerator() {
    let configuration = FuzzConfiguration(seed: 42, budget: .inputs(10))
    var first = configuration.generator(for: 7)
    var again = configuration.generator(for: 7)
    var other = configuration.generator(for: 8)
    let value = first.next()
    #expect(value == again.next())
    #expect(value != other.next())
  }

  @Test func environmentSetsSeedBudgetAndReplay() throws {
    let defaults = try FuzzConfiguration(environment: [:], defaultInputs: 500)
    #expect(defaults == FuzzConfiguration(seed: FuzzConfiguration.defaultSeed, budget: .inputs(500)))
    let long = try FuzzConfiguration(
      environment: ["FUZZ_SEED": "0x1F", "FUZZ_SECONDS": "600", "FUZZ_ITERATION": "12", "FUZZ_TRACE": "1"],
      defaultInputs: 500)
    #expect(long == FuzzConfiguration(seed: 31, budget: .seconds(600), onlyIteration: 12, traces: true))
    #expect(long.seedText == "0x1F")
    #expect(try FuzzConfiguration(environment: ["FUZZ_SEED": "31"], defaultInputs: 1).seed == 31)
  }

  @Test func randomSeedIsFreshAndPrintedInAFormTheEnvironmentReadsBack() throws {
    let random = try FuzzConfiguration(environment: ["FUZZ_SEED": "random"], defaultInputs: 1)
    let other = try FuzzConfiguration(environment: ["FUZZ_SEED": "random"], defaultInputs: 1)
    #expect(random.seed != other.seed)
    #expect(try FuzzConfiguration(environment: ["FUZZ_SEED": random.seedText], defaultInputs: 1).seed == random.seed)
  }

  @Test(arguments: [
    ("FUZZ_SEED", "seven"), ("FUZZ_SEED", "0xZZ"), ("FUZZ_SECONDS", "-1"), ("FUZZ_SECONDS", "forever"),
    ("FUZZ_SECONDS", "inf"), ("FUZZ_ITERATION", "-3"),
  ])
  func unreadableValuesAreErrorsNamingTheVariable(variable: String, value: String) {
    let error = #expect(throws: FuzzConfigurationError.self) {
      try FuzzConfiguration(environment: [variable: value], defaultInputs: 1)
    }
    #expect(error?.description.hasPrefix("\(variable)=\"\(value)\" is not understood") == true)
  }

  @Test func campaignRunsItsBudgetAndKeepsFailuresWithTheirReplayCommand() {
    let campaign = FuzzCampaign(
      name: "test", configuration: FuzzConfiguration(seed: 5, budget: .inputs(20)), filter: "Some.Tests")
    let report = campaign.run { iteration, _ in
      switch iteration % 10 {
      case 3: return .failed("three")
      case 4: return .knownFailure("four")
      default: return .passed(iteration.isMultiple(of: 2) ? "even" : "odd")
      }
    }
    #expect(report.inputs == 20)
    #expect(report.outcomes == ["even": 8, "odd": 8])
    #expect(report.failures.map(\.iteration) == [3, 13])
    #expect(report.knownFailures.map(\.iteration) == [4, 14])
    #expect(
      report.failureMessages.first?.hasSuffix("replay: FUZZ_SEED=0x5 FUZZ_ITERATION=3 swift test --filter 'Some.Tests'")
        == true)
  }

  @Test func replayRunsOnlyTheNamedInput() {
    let campaign = FuzzCampaign(
      name: "test", configuration: FuzzConfiguration(seed: 5, budget: .inputs(20), onlyIteration: 17), filter: "X")
    var seen: [Int] = []
    _ = campaign.run { iteration, _ in
      seen.append(iteration)
      return .passed("ran")
    }
    #expect(seen == [17])
  }
}
