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
    /// The process's own peak resident memory in bytes, when asked for and measurable: see
    /// ``run(_:_:environment:standardInput:measuresPeakMemory:)``.
    let peakResidentBytes: Int?
  }

  /// The release `snackbar` beside this benchmark's executable (`make bench` builds it first).
  static var snackbar: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent().appendingPathComponent("snackbar")
  }

  /// Runs `executable` with `arguments` to completion: standard output and standard error
  /// discarded, standard input `/dev/null` unless `standardInput` names a file.
  ///
  /// With `measuresPeakMemory`, the child's peak resident memory is read as it exits. Not from
  /// `wait4`'s `ru_maxrss`: `posix_spawn` starts the child with `vfork` semantics, sharing this
  /// process's memory until it execs, and Linux folds the peak of the memory an exec leaves
  /// into the new program's `ru_maxrss`. That reported the benchmark's own peak (1106 MB in a
  /// full `make bench`, after the earlier groups) for a `snackbar batch` that used 32 MB, and a
  /// 1 GB parent makes `ru_maxrss` say 1025 MB for a batch `/usr/bin/time` measures at 29 MB.
  /// Instead the child is traced (`PTRACE_SEIZE` with `PTRACE_O_TRACEEXIT`, which stops it as it
  /// exits, its memory still mapped) and its own program's peak, `VmHWM` in `/proc/PID/status`,
  /// is read then: what `/usr/bin/time -f %M` reports, as that forks from a process of a few
  /// hundred kilobytes. Where tracing is not allowed (a container's seccomp profile, Yama), the
  /// peak is nil.
  /// - Throws: ``ChildProcessError`` when it cannot be started or does not exit with status 0.
  @discardableResult
  static func run(
    _ executable: URL, _ arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment,
    standardInput: String = "/dev/null", measuresPeakMemory: Bool = false
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
    let traced = measuresPeakMemory && Trace.call(Trace.seize, pid, 0, Trace.exitOption) == 0
    var status: Int32 = 0
    var peak: Int?
    while true {
      guard wait4(pid, &status, traced ? Trace.allChildren : 0, nil) != -1 else {
        guard errno == EINTR else { throw failure }
        continue
      }
      // Stopped (low byte 0x7F): only a traced child stops here.
      guard status & 0xff == 0x7f else { break }
      let stop = (status >> 8) & 0xffff
      if stop == SIGTRAP | (Trace.exitEvent << 8) {
        peak = highWaterMark(of: pid)
        _ = Trace.call(Trace.resume, pid, 0, 0)
      } else {
        // A signal for the child (SIGPIPE, SIGTERM from outside): delivered as it would be.
        _ = Trace.call(Trace.resume, pid, 0, Int(stop & 0xff))
      }
    }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    // Exited normally (low 7 bits 0) with status 0.
    guard status & 0x7f == 0, (status >> 8) & 0xff == 0 else { throw failure }
    return Usage(seconds: seconds, peakResidentBytes: peak)
  }

  /// `VmHWM` of `/proc/PID/status` in bytes: the peak resident memory of the program the
  /// process runs now.
  private static func highWaterMark(of pid: pid_t) -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
      let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
      let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
    else { return nil }
    return kilobytes * 1024
  }

  /// ptrace(2), which Swift cannot call directly: glibc declares it variadic. It is looked up and
  /// called through a fixed prototype, which on Linux's x86-64 and AArch64 calling conventions
  /// passes the four integer arguments as the variadic call would.
  private enum Trace {
    typealias Function = @convention(c) (Int32, pid_t, Int, Int) -> Int
    // <sys/ptrace.h> and <linux/ptrace.h>.
    static let resume: Int32 = 7  // PTRACE_CONT
    static let seize: Int32 = 0x4206  // PTRACE_SEIZE
    static let exitOption = 0x40  // PTRACE_O_TRACEEXIT
    static let exitEvent: Int32 = 6  // PTRACE_EVENT_EXIT
    static let allChildren: Int32 = 0x4000_0000  // __WALL, for wait4

    static let function: Function? = {
      // RTLD_DEFAULT is a null handle in glibc: search the process's global symbols.
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "ptrace") else { return nil }
      return unsafeBitCast(symbol, to: Function.self)
    }()

    /// The call's result, -1 when ptrace is missing or refuses.
    static func call(_ request: Int32, _ pid: pid_t, _ address: Int, _ data: Int) -> Int {
      function?(request, pid, address, data) ?? -1
    }
  }
}

/// A benchmarked process failed.
struct ChildProcessError: Error, CustomStringConvertible {
  /// The command line that failed.
  let command: String

  var description: String { "`\(command)` failed; run it by hand to see why" }
}
