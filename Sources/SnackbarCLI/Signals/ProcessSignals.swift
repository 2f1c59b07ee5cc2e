import MaterialSnackbar
import SnackbarBasics
import SnackbarFiles
import SnackbarRendering

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// What the `snackbar` process does when it is told to stop, or hits a limit, in the middle of
/// writing: it never leaves temporary files or half-made folders behind, and it ends the way a
/// shell expects.
///
/// - SIGINT (Ctrl-C), SIGTERM (a CI timeout, `kill`) and SIGHUP (a closed terminal): the files
///   and folders of unfinished outputs are removed (``PendingOutputs``), a command with a
///   summary prints it (`batch`), and the process ends by that same signal, so its parent sees
///   "killed by SIGINT" (status 130 in a shell) rather than an ordinary failure. A command that
///   can keep what it has done (`matrix`) sets an interruption (``setInterruption(_:)``): the
///   first signal only asks it to stop, and it ends the process by that signal itself once its
///   files are written (``stop(by:)``); a second signal, or ``interruptionBound`` seconds
///   without the command ending, stops the process as above.
/// - A closed standard output (`snackbar batch … | head`): writing to it fails with EPIPE
///   instead of killing the process silently; the writer then stops the process the same way,
///   ending by SIGPIPE (status 141), after the summary.
/// - SIGXFSZ (a file-size limit, `ulimit -f`): ignored, so the write that would pass the limit
///   fails with EFBIG, the transaction aborts as for a full disk, and the command reports it and
///   exits with status 2 instead of dying with a core-dump signal and leaving its temporary file.
///
/// The stopping signals are blocked in every thread and taken by one thread of their own with
/// sigwait(2), so the cleanup runs as ordinary code (locks, Swift) rather than in a signal
/// handler, where almost nothing is allowed. Child processes (`dpkg-query` for `doctor`) inherit
/// the blocked mask; they are short and their output is read to the end, so that is harmless.
enum ProcessSignals {
  /// The signals that stop a command.
  static let stopping: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  /// Called with the signal when the process stops, after the pending outputs are removed; set
  /// by a command that has a summary to print.
  private static let summary = SnackbarLocked<(@Sendable (Int32) -> Void)?>(nil)
  /// Called instead of stopping at the first stopping signal; set by a command that stops on its
  /// own and keeps what it has done.
  private static let interruption = SnackbarLocked<(@Sendable (Int32) -> Void)?>(nil)
  /// How long a command asked to stop may take to write what it has, in seconds: in-flight
  /// images take milliseconds and the files are written as they go, so this is only reached
  /// when something hangs; CI systems commonly send SIGKILL 10 to 30 s after SIGTERM.
  static let interruptionBound = 8
  /// Set by the first stop; a second (SIGINT while stopping on SIGPIPE) waits for the first.
  private static let isStopping = SnackbarLocked(false)

  /// Installs the handling. Call it first thing in `main`, before any other thread exists, so
  /// that every thread inherits the blocked signals.
  static func install() {
    signal(SIGXFSZ, SIG_IGN)
    signal(SIGPIPE, SIG_IGN)
    // A signal the process was started with ignored stays ignored, as POSIX utilities do:
    // `nohup snackbar batch …` must survive the terminal closing.
    let signals = stopping.filter { !isIgnored($0) }
    handled.withLock { $0 = signals }
    var set = signalSet(signals)
    pthread_sigmask(SIG_BLOCK, &set, nil)
    var thread = pthread_t()
    let started = pthread_create(
      &thread, nil,
      { _ in
        var set = ProcessSignals.signalSet(ProcessSignals.handled.read { $0 })
        while true {
          var received: Int32 = 0
          if sigwait(&set, &received) == 0 { ProcessSignals.receive(received, waiting: &set) }
        }
      }, nil)
    if started == 0 {
      pthread_detach(thread)
    } else {
      // Without the thread the signals must not stay blocked: the process would ignore Ctrl-C.
      pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }
  }

  /// The stopping signals that were not ignored when the process started.
  private static let handled = SnackbarLocked<[Int32]>([])

  /// Whether `signal`'s disposition is SIG_IGN.
  private static func isIgnored(_ signal: Int32) -> Bool {
    var current = sigaction()
    guard sigaction(signal, nil, &current) == 0 else { return false }
    return unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
  }

  /// The signal thread's handling of `signal`: the command's interruption, then a second signal
  /// or the bound, whichever comes first, stops the process; or, without one, the stop at once.
  private static func receive(_ signal: Int32, waiting set: inout sigset_t) {
    guard let body = interruption.read({ $0 }), !isStopping.read({ $0 }) else { stop(by: signal) }
    body(signal)
    var bound = timespec(tv_sec: interruptionBound, tv_nsec: 0)
    while true {
      let second = sigtimedwait(&set, nil, &bound)
      // Woken by a signal that is not a stopping one: wait on; the bound is a limit on a hang,
      // not a deadline.
      if second < 0 && errno == EINTR { continue }
      stop(by: signal)
    }
  }

  /// Sets what the first stopping signal does instead of stopping the process (nil: stop it).
  /// The command must then end the process by that signal (``stop(by:)``) once it has written
  /// what it keeps.
  static func setInterruption(_ body: (@Sendable (Int32) -> Void)?) {
    interruption.withLock { $0 = body }
  }

  /// Sets what the process prints when it stops (`batch`'s summary line); nil for nothing.
  static func setSummary(_ body: (@Sendable (Int32) -> Void)?) {
    summary.withLock { $0 = body }
  }

  /// Ends the process with `status` as the command returned it, unless a stopping signal is
  /// being handled: then the thread handling it ends the process by that signal. A command whose
  /// staged outputs that thread removed fails with EINTR and returns 2 while the thread is still
  /// cleaning up; exiting then would report an ordinary failure instead of the signal.
  static func exit(_ status: Int32) -> Never {
    if isStopping.read({ $0 }) {
      while true { pause() }
    }
    Glibc.exit(status)
  }

  /// Removes the pending outputs, prints the summary, and ends the process by `signal`.
  static func stop(by signal: Int32) -> Never {
    let first = isStopping.withLock { stopping -> Bool in
      defer { stopping = true }
      return !stopping
    }
    guard first else {
      // Another thread is already stopping the process; it ends it.
      while true { pause() }
    }
    PendingOutputs.removeAllForInterruption()
    if let body = summary.read({ $0 }) { body(signal) }
    terminate(by: signal)
  }

  /// Ends the process by `signal`'s default action, as if it had not been handled.
  private static func terminate(by signal: Int32) -> Never {
    Glibc.signal(signal, SIG_DFL)
    var set = signalSet([signal])
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
    raise(signal)
    // Only if the default action did not end the process.
    _exit(128 + signal)
  }

  private static func signalSet(_ signals: [Int32]) -> sigset_t {
    var set = sigset_t()
    sigemptyset(&set)
    for signal in signals { sigaddset(&set, signal) }
    return set
  }
}
