import Foundation

/// How long a fuzz harness runs and from which seed, read from the environment.
///
/// - `FUZZ_SEED`: a number (decimal or `0x` hex), or `random` for a fresh one (printed, so a
///   failure can be replayed). Default: a fixed seed, so `make test` runs the same inputs every
///   time.
/// - `FUZZ_SECONDS`: run each harness for this many seconds instead of its fixed number of inputs
///   (`make fuzz`).
/// - `FUZZ_ITERATION`: run only this input of the seed's sequence (a replay).
/// - `FUZZ_TRACE=1`: print each input's number before running it, to find the one that crashes.
package struct FuzzConfiguration: Sendable, Equatable {
  /// When a harness stops.
  package enum Budget: Sendable, Equatable {
    /// After this many inputs: the default, so CI is deterministic.
    case inputs(Int)
    /// After this many seconds of wall time.
    case seconds(Double)
  }

  /// The seed `make test` uses.
  package static let defaultSeed: UInt64 = 0x5EED_F022_C0DE_2026

  /// The run's seed; input `n` is generated from it alone.
  package var seed: UInt64
  /// When the harness stops.
  package var budget: Budget
  /// The only input to run, for a replay.
  package var onlyIteration: Int?
  /// Whether to print each input's number before running it.
  package var traces = false

  /// A configuration with every field given.
  package init(seed: UInt64, budget: Budget, onlyIteration: Int? = nil, traces: Bool = false) {
    self.seed = seed
    self.budget = budget
    self.onlyIteration = onlyIteration
    self.traces = traces
  }

  /// The configuration the environment asks for; `defaultInputs` when it sets no time budget.
  /// - Throws: ``FuzzConfigurationError`` naming the variable whose value is not understood.
  package init(
    environment: [String: String] = ProcessInfo.processInfo.environment, defaultInputs: Int
  ) throws(FuzzConfigurationError) {
    seed = try Self.seed(environment["FUZZ_SEED"])
    budget = .inputs(defaultInputs)
    if let text = environment["FUZZ_SECONDS"], !text.isEmpty {
      guard let seconds = Double(text), seconds.isFinite, seconds > 0 else {
        throw FuzzConfigurationError(variable: "FUZZ_SECONDS", value: text, expected: "a positive number of seconds")
      }
      budget = .seconds(seconds)
    }
    if let text = environment["FUZZ_ITERATION"], !text.isEmpty {
      guard let iteration = Int(text), iteration >= 0 else {
        throw FuzzConfigurationError(variable: "FUZZ_ITERATION", value: text, expected: "an input number, 0 or more")
      }
      onlyIteration = iteration
    }
    traces = environment["FUZZ_TRACE"] == "1"
  }

  private static func seed(_ text: String?) throws(FuzzConfigurationError) -> UInt64 {
    guard let text, !text.isEmpty else { return defaultSeed }
    if text == "random" { return UInt64.random(in: 0...UInt64.max) }
    let parsed = text.lowercased().hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
    guard let parsed else {
      throw FuzzConfigurationError(
        variable: "FUZZ_SEED", value: text, expected: "a number (decimal or 0x hex) or random")
    }
    return parsed
  }

  /// The seed as the harness prints it and `FUZZ_SEED` reads it back.
  package var seedText: String { "0x" + String(seed, radix: 16, uppercase: true) }

  /// The generator for input `iteration`: each input has its own, so one can be replayed alone.
  package func generator(for iteration: Int) -> SplitMix64 {
    var mixer = SplitMix64(seed: seed ^ (UInt64(iteration) &* 0xD1B5_4A32_D192_ED03))
    return SplitMix64(seed: mixer.next())
  }
}

/// A fuzz environment variable with a value the harness cannot use.
package struct FuzzConfigurationError: Error, CustomStringConvertible {
  /// The variable, e.g. `FUZZ_SECONDS`.
  package let variable: String
  /// What it was set to.
  package let value: String
  /// What it must be instead.
  package let expected: String

  /// What is wrong and how to fix it.
  package var description: String { "\(variable)=\"\(value)\" is not understood: set it to \(expected), or unset it" }
}
