import Foundation

/// A child process run to its end with `posix_spawn` and `wait4`: its exit status or signal, its
/// wall time and its own peak resident memory (`ru_maxrss` of that child alone), and a timeout
/// after which it is killed. Foundation's `Process` reports neither the signal reliably nor the
/// memory, and adds about 30 ms to each launch, which thousands of cache trials would feel.
package struct SpawnedProcess: Sendable {
  /// How the child ended.
  package enum Ending: Sendable, Equatable, CustomStringConvertible {
    /// It exited with this status.
    case exited(Int32)
    /// A signal ended it (SIGSEGV, SIGABRT, …).
    case signaled(Int32)
    /// It outlived the timeout and was killed.
    case timedOut

    package var description: String {
      switch self {
      case .exited(let status): return "exit status \(status)"
      case .signaled(let signal): return "killed by signal \(signal)"
      case .timedOut: return "still running after the timeout (a hang), killed"
      }
    }
  }

  /// How it ended.
  package let ending: Ending
  /// Wall time from spawn to exit, in seconds.
  package let seconds: Double
  /// Peak resident memory of the child, in bytes.
  package let peakResidentBytes: Int

  /// Runs `executable` with `arguments` and `environment`, standard input `/dev/null`, standard
  /// output and standard error discarded; kills it (SIGKILL) after `timeout` seconds.
  /// - Throws: ``SpawnError`` when it cannot be started.
  package static func run(
    _ executable: String, _ arguments: [String], environment: [String: String], timeout: Double
  ) throws(SpawnError) -> SpawnedProcess {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    let start = DispatchTime.now().uptimeNanoseconds
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
    guard spawned == 0 else { throw SpawnError(executable: executable, code: spawned) }
    // The timeout guard: the child is killed, so a hang ends the wait below.
    let killed = KilledFlag()
    let child = pid
    let watchdog = DispatchWorkItem {
      killed.set()
      kill(child, SIGKILL)
    }
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) == -1 {
      guard errno == EINTR else { break }
    }
    watchdog.cancel()
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    let signal = status & 0x7f
    let ending: Ending =
      signal == 0 ? .exited((status >> 8) & 0xff) : (killed.isSet && signal == SIGKILL ? .timedOut : .signaled(signal))
    return SpawnedProcess(ending: ending, seconds: seconds, peakResidentBytes: usage.ru_maxrss * 1024)
  }
}

/// Set once by the watchdog, read after the wait.
private final class KilledFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false

  func set() { lock.withLock { value = true } }
  var isSet: Bool { lock.withLock { value } }
}

/// A child process could not be started.
package struct SpawnError: Error, CustomStringConvertible {
  /// What was to be run.
  package let executable: String
  /// posix_spawn's error number.
  package let code: Int32

  package var description: String { "cannot run \(executable): \(String(cString: strerror(code)))" }
}
