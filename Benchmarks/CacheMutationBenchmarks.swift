import Foundation
import SnackbarFuzzSupport

/// The cache-mutation trial (issue 19, "Done when"): `CACHE_MUTATIONS` mutations (200 in
/// `make bench`; `scripts/cache-mutation-trial` runs 10,000) of the renderer's caches, each
/// followed by one release `snackbar render` process (``CacheTrial``), which must exit 0 with the
/// clean cache's PNG bytes, write nothing outside the cache, and take under 2 s and 300 MB
/// (wall time, and `ru_maxrss` of that child from wait4). Prints the counts, the slowest and the
/// largest run, and the mutations by kind; fails when any run breaks a rule. `FUZZ_SEED` picks
/// the mutations (default: the fuzz harnesses' fixed seed).
enum CacheMutationBenchmarks {
  static let secondsLimit = 2.0
  static let residentLimit = 300 << 20

  static func run() throws {
    print("== Cache mutations (release `snackbar render`, one process per mutation)")
    let executable = ChildProcess.snackbar
    guard FileManager.default.isExecutableFile(atPath: executable.path) else {
      print("no snackbar beside the benchmarks (\(executable.path)); `make bench` builds it. Skipping.")
      return
    }
    let environment = ProcessInfo.processInfo.environment
    let count = environment["CACHE_MUTATIONS"].flatMap { Int($0) } ?? 200
    let configuration = try FuzzConfiguration(environment: environment, defaultInputs: count)
    let trial = try CacheTrial(
      executable: executable.path, arguments: ["render", "--text", "消息已发送 Message sent", "--output"], timeout: 30)
    defer { trial.remove() }
    let targets = trial.targets()
    print("seed \(configuration.seedText), \(count) mutations of \(targets.count) cache entries")
    var tally = Tally()
    for iteration in 0..<count {
      var random = configuration.generator(for: iteration)
      let mutation = CacheMutation.random(targets: targets, using: &random)
      let result = try trial.run(mutation)
      tally.add(result, mutation: mutation, iteration: iteration)
      if (iteration + 1) % 1000 == 0 { print("  \(iteration + 1) done, \(tally.failures.count) failing") }
    }
    tally.print()
    guard tally.failures.isEmpty else {
      throw CacheTrialError(
        message: "\(tally.failures.count) of \(count) mutations broke a rule (seed \(configuration.seedText))")
    }
  }

  /// What the runs did.
  struct Tally {
    var runs = 0
    var crashes = 0
    var hangs = 0
    var otherExits = 0
    var wrongOutput = 0
    var slow = 0
    var large = 0
    var seconds: [Double] = []
    var maxResident = 0
    var slowest = ""
    var byKind: [String: Int] = [:]
    var failures: [String] = []

    mutating func add(_ result: CacheTrial.Result, mutation: CacheMutation, iteration: Int) {
      runs += 1
      byKind[mutation.label, default: 0] += 1
      let process = result.process
      switch process.ending {
      case .exited(0): break
      case .exited: otherExits += 1
      case .signaled: crashes += 1
      case .timedOut: hangs += 1
      }
      if process.ending == .exited(0), result.problem != nil { wrongOutput += 1 }
      if process.seconds > (seconds.max() ?? 0) { slowest = mutation.label }
      seconds.append(process.seconds)
      maxResident = max(maxResident, process.peakResidentBytes)
      var problems = result.problem.map { [$0] } ?? []
      if process.seconds >= CacheMutationBenchmarks.secondsLimit {
        slow += 1
        problems.append(String(format: "took %.2f s", process.seconds))
      }
      if process.peakResidentBytes >= CacheMutationBenchmarks.residentLimit {
        large += 1
        problems.append("peak RSS \(process.peakResidentBytes >> 20) MB")
      }
      if !problems.isEmpty, failures.count < 20 {
        failures.append("mutation \(iteration): \(mutation): \(problems.joined(separator: "; "))")
      } else if !problems.isEmpty {
        failures.append("")
      }
    }

    func print() {
      let sorted = seconds.sorted()
      let median = sorted.isEmpty ? 0 : sorted[sorted.count / 2]
      let p99 = sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, sorted.count * 99 / 100)]
      Swift.print(
        "\(runs) runs: \(crashes) crashes, \(hangs) hangs, \(otherExits) other exit statuses, "
          + "\(wrongOutput) wrong outputs (pixels or writes outside the cache)")
      Swift.print(
        String(
          format: "time: median %.3f s, 99th percentile %.3f s, max %.3f s (%@); %d at or over %.0f s",
          median, p99, sorted.last ?? 0, slowest, slow, CacheMutationBenchmarks.secondsLimit))
      Swift.print(
        "peak RSS: max \(maxResident >> 20) MB; \(large) at or over \(CacheMutationBenchmarks.residentLimit >> 20) MB")
      for (kind, number) in byKind.sorted(by: { $0.value > $1.value }) { Swift.print("  \(number) \(kind)") }
      for failure in failures where !failure.isEmpty { Swift.print("FAIL \(failure)") }
    }
  }
}
