import Foundation
import SnackbarBasics

/// The serial executor and clock the manager runs on: the port's stand-in for MDC's main queue.
///
/// Every step MDC posts to the main queue ("async-main" in the spec) is one ``enqueue(_:)`` here,
/// and every animation or auto-dismissal timer is one ``schedule(after:_:)``. Injecting the
/// scheduler makes the whole manager testable in virtual time with ``ManualScheduler``; the
/// default, ``DispatchSnackbarScheduler``, runs in real time without a main run loop.
///
/// Implementations must run jobs one at a time, in time order and, among jobs due at the same
/// time, in submission order.
public protocol SnackbarScheduler: AnyObject, Sendable {
  /// The current time in seconds on this scheduler's clock. Only differences matter.
  var now: TimeInterval { get }

  /// Runs `job` on a later turn of the executor, after every job already enqueued.
  ///
  /// Never runs `job` synchronously, even when called from a job: that is what makes MDC's
  /// ordering guarantees ("the completion runs after the current turn") hold.
  func enqueue(_ job: @escaping @Sendable () -> Void)

  /// Runs `job` once `delay` seconds have passed. Negative and NaN delays mean 0: the job runs on
  /// a later turn, never synchronously.
  @discardableResult
  func schedule(after delay: TimeInterval, _ job: @escaping @Sendable () -> Void) -> SnackbarScheduledJob
}

/// A job submitted to a ``SnackbarScheduler``, kept so that it can be cancelled.
///
/// The manager cancels only an auto-dismiss timer whose message's progress became incomplete
/// again (MDC's timers hold the view weakly instead of being cancelled); tests and hosts may
/// cancel any job.
public final class SnackbarScheduledJob: Sendable {
  private struct State {
    var cancelled = false
    var work: (@Sendable () -> Void)?
  }

  private let state: SnackbarLocked<State>

  /// The scheduler time at which the job is due.
  public let dueTime: TimeInterval

  init(dueTime: TimeInterval, work: @escaping @Sendable () -> Void) {
    self.dueTime = dueTime
    state = SnackbarLocked(State(work: work))
  }

  /// Prevents the job from running if it has not started yet. Cancelling twice, or after it ran,
  /// does nothing.
  public func cancel() {
    // Drop the closure too, so whatever it captured is released now rather than when the
    // scheduler gets round to discarding the job.
    state.withLock {
      $0.cancelled = true
      $0.work = nil
    }
  }

  /// Whether ``cancel()`` was called before the job ran.
  public var isCancelled: Bool { state.read { $0.cancelled } }

  /// Takes the work out, so it runs at most once; nil when cancelled or already taken.
  func take() -> (@Sendable () -> Void)? {
    state.withLock {
      let work = $0.work
      $0.work = nil
      return work
    }
  }

  /// Whether the job can still run (neither cancelled nor taken).
  var isPending: Bool { state.read { $0.work != nil } }
}

extension TimeInterval {
  /// Negative and NaN delays read as 0, infinite ones stay infinite.
  var sanitizedDelay: TimeInterval { isNaN || self < 0 ? 0 : self }
}
