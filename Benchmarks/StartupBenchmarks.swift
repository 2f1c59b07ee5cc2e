import Foundation

/// Process start-up (issue 12): whole `snackbar` processes, as a user or a build script runs them.
/// `make bench` builds the release `snackbar` first; it is found beside this benchmark's
/// executable (`.build/release/`).
///
/// Lines: `--help` (dynamic linking, the Swift runtime, Foundation), a one-line `render` with the
/// renderer's caches warm (fonts and shadow masks: the usual case), the same render without a
/// cache directory (every pinned font file scanned and the shadow rendered, as before the caches
/// existed), and the first render into an empty cache (scan and render, then write the caches). Each is the median wall time of whole processes; the
/// other lines of the run are the yardstick, not the absolute numbers.
enum StartupBenchmarks {
  static func run() throws {
    print("== Process start-up (whole `snackbar` processes)")
    let executable = ChildProcess.snackbar
    guard FileManager.default.isExecutableFile(atPath: executable.path) else {
      print("no snackbar beside the benchmarks (\(executable.path)); `make bench` builds it. Skipping.")
      return
    }
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("snackbar-startup-\(getpid())")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let output = scratch.appendingPathComponent("out.png").path
    let render = ["render", "--text", "Photo archived", "--output", output]
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_CACHE_HOME"] = scratch.appendingPathComponent("warm").path
    var uncached = environment
    uncached["XDG_CACHE_HOME"] = nil
    uncached["HOME"] = nil

    func measure(_ name: String, setup: () -> [String: String], _ arguments: [String]) throws {
      try Benchmark(name: name, iterations: 21, unitsPerIteration: 1, unit: "run")
        .run(setup: setup) { try ChildProcess.run(executable, arguments, environment: $0) }
    }
    try measure("snackbar --help", setup: { environment }, ["--help"])
    try measure("snackbar render, one line, font cache warm", setup: { environment }, render)
    try measure("snackbar render, one line, no font cache", setup: { uncached }, render)
    var cold = 0
    try measure(
      "snackbar render, one line, empty font cache",
      setup: {
        cold += 1
        var fresh = environment
        fresh["XDG_CACHE_HOME"] = scratch.appendingPathComponent("cold-\(cold)").path
        return fresh
      }, render)
  }
}
