import Dispatch
import Foundation

/// A real-time scheduler on a private serial dispatch queue.
///
/// It plays the part of MDC's main queue without needing a main run loop, so command-line tools,
/// servers and tests on Linux can use the manager as is. Jobs run one at a time on the queue.
public final class DispatchSnackbarScheduler: SnackbarScheduler {
  /// The scheduler of ``SnackbarManager/default`` and of managers made with
  /// ``SnackbarManager/init()``.
  public static let shared = DispatchSnackbarScheduler(label: "com.materialsnackbar.scheduler")

  /// About 31 years: anything longer is treated as "never", which also keeps the nanosecond
  /// arithmetic of `DispatchTime` far from overflow.
  private static let longestDelay: TimeInterval = 1e9

  private let queue: DispatchQueue

  /// Creates a scheduler with its own serial queue.
  /// - Parameter label: the queue's label, shown by debuggers and crash reports.
  public init(label: String) {
    queue = DispatchQueue(label: label)
  }

  /// Seconds since boot, from the monotonic clock, so that it never jumps with wall-clock changes.
  public var now: TimeInterval { TimeInterval(DispatchTime.now().uptimeNanoseconds) / 1_000_000_000 }

  /// Runs `job` asynchronously on the private queue, after the jobs already queued.
  public func enqueue(_ job: @escaping @Sendable () -> Void) {
    queue.async(execute: job)
  }

  /// Runs `job` on the private queue after `delay` real seconds (negative and NaN mean 0).
  @discardableResult
  public func schedule(after delay: TimeInterval, _ job: @escaping @Sendable () -> Void) -> SnackbarScheduledJob {
    let delay = delay.sanitizedDelay
    let scheduled = SnackbarScheduledJob(dueTime: now + delay, work: job)
    let run: @Sendable () -> Void = { scheduled.take()?() }
    if delay == 0 {
      queue.async(execute: run)
    } else if delay < Self.longestDelay {
      queue.asyncAfter(deadline: .now() + delay, execute: run)
    }
    // Longer (or infinite) delays never fire; the job just stays cancellable.
    return scheduled
  }
}
