import Foundation

/// Runs the release `snackbar` (or any executable) as a whole process, as a user or a build
/// script does, with `posix_spawn` and `wait4` rather than Foundation's `Process`, whose launch
/// and wait add about 30 ms of their own on Linux (measured: `--help` took 51 ms through
/// `Process`, 21 ms from a shell loop), which would drown a start-up measurement.
enum ChildProcess {
  /// What a finished process used.
  struct Usage {
    /// Wall time from spawn to exit, in seconds.
    let seconds: Double
    /// Peak resident memory, in bytes (`ru_maxrss`).
    let peakResidentBytes: Int
  }

  /// The release `snackbar` beside this benchmark's executable (`make bench` builds it first).
  static var snackbar: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent().appendingPathComponent("snackbar")
  }

  /// Runs `executable` with `arguments` to completion: standard output and standard error
  /// discarded, standard input `/dev/null` unless `standardInput` names a file.
  /// - Throws: ``ChildProcessError`` when it cannot be started or does not exit with status 0.
  @discardableResult
  static func run(
    _ executable: URL, _ arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment,
    standardInput: String = "/dev/null"
  ) throws -> Usage {
    let command = [executable.path] + arguments
    let failure = ChildProcessError(command: command.joined(separator: " "))
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, standardInput, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = command.map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    let start = DispatchTime.now().uptimeNanoseconds
    var pid: pid_t = 0
    guard posix_spawn(&pid, executable.path, &actions, nil, argv, envp) == 0 else { throw failure }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) == -1 {
      guard errno == EINTR else { throw failure }
    }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    // Exited normally (low 7 bits 0) with status 0.
    guard status & 0x7f == 0, (status >> 8) & 0xff == 0 else { throw failure }
    return Usage(seconds: seconds, peakResidentBytes: usage.ru_maxrss * 1024)
  }
}

/// A benchmarked process failed.
struct ChildProcessError: Error, CustomStringConvertible {
  /// The command line that failed.
  let command: String

  var description: String { "`\(command)` failed; run it by hand to see why" }
}
