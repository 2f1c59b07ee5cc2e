import Foundation

/// Process start-up (issue 12): whole `snackbar` processes, as a user or a build script runs them.
/// `make bench` builds the release `snackbar` first; it is found beside this benchmark's
/// executable (`.build/release/`).
///
/// Lines: `--help` (dynamic linking, the Swift runtime, Foundation), a one-line `render` with the
/// renderer's font cache warm (the usual case), the same render without a cache directory (every
/// pinned font file scanned, as before the cache existed), and the first render into an empty
/// cache (scan, then write the cache). Each is the median wall time of whole processes; the
/// other lines of the run are the yardstick, not the absolute numbers.
enum StartupBenchmarks {
  static func run() throws {
    print("== Process start-up (whole `snackbar` processes)")
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent().appendingPathComponent("snackbar")
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
        .run(setup: setup) { try launch(executable, arguments, environment: $0) }
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

  /// Runs `executable` with `arguments` to completion, output discarded.
  ///
  /// `posix_spawn` and `waitpid` rather than Foundation's `Process`, whose launch and wait add
  /// about 30 ms of their own on Linux (measured: `--help` took 51 ms through `Process`, 21 ms
  /// from a shell loop), which would drown what this benchmark measures.
  /// - Throws: when it cannot be started or does not exit with status 0.
  static func launch(_ executable: URL, _ arguments: [String], environment: [String: String]) throws {
    let command = [executable.path] + arguments
    let failure = StartupBenchmarkError(command: command.joined(separator: " "))
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = command.map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, executable.path, &actions, nil, argv, envp) == 0 else { throw failure }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 {
      guard errno == EINTR else { throw failure }
    }
    // Exited normally (low 7 bits 0) with status 0.
    guard status & 0x7f == 0, (status >> 8) & 0xff == 0 else { throw failure }
  }
}

/// A benchmarked process failed.
struct StartupBenchmarkError: Error, CustomStringConvertible {
  /// The command line that failed.
  let command: String

  var description: String { "`\(command)` failed; run it by hand to see why" }
}
