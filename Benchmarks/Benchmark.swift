import Foundation

/// A minimal benchmark harness: runs a body repeatedly and reports the median wall time.
///
/// Medians, because one slow iteration (a page fault, the other core busy) must not move the
/// result. Compare ratios between lines of one run, never absolute times across machines.
struct Benchmark {
  let name: String
  let iterations: Int
  let unitsPerIteration: Int
  let unit: String

  /// Runs `body` `iterations` times after one warm-up and prints the median.
  @discardableResult
  func run(_ body: () throws -> Void) rethrows -> Double {
    try run(setup: {}, body)
  }

  /// Runs `setup` untimed, then `body` timed with what setup made, `iterations` times after one
  /// warm-up, and prints the median of the timed parts.
  @discardableResult
  func run<Fixture>(setup: () throws -> Fixture, _ body: (Fixture) throws -> Void) rethrows -> Double {
    try body(setup())
    var samples: [Double] = []
    samples.reserveCapacity(iterations)
    for _ in 0..<iterations {
      let fixture = try setup()
      let start = DispatchTime.now().uptimeNanoseconds
      try body(fixture)
      samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
      withExtendedLifetime(fixture) {}
    }
    samples.sort()
    let median = samples[samples.count / 2]
    let perUnit = median / Double(unitsPerIteration)
    let rate = Double(unitsPerIteration) / median
    let padded = name.padding(toLength: 58, withPad: " ", startingAt: 0)
    print(
      "\(padded) median \(Self.format(median)) / iteration, \(Self.format(perUnit)) / \(unit), \(Self.rate(rate)) \(unit)s/s"
    )
    return median
  }

  static func format(_ seconds: Double) -> String {
    if seconds >= 1 { return String(format: "%.3f s", seconds) }
    if seconds >= 1e-3 { return String(format: "%.3f ms", seconds * 1e3) }
    return String(format: "%.3f µs", seconds * 1e6)
  }

  static func rate(_ value: Double) -> String {
    value >= 1e6
      ? String(format: "%.2fM", value / 1e6)
      : value >= 1e3 ? String(format: "%.1fk", value / 1e3) : String(format: "%.1f", value)
  }
}
