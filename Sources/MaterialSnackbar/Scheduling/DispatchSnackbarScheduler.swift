import Dispatch
import Foundation

/// A real-time scheduler on a private serial dispatch queue.
///
/// The manager's own steps (queueing, animations, timers) then run on the private queue, without
/// needing the main queue, so command-line tools and servers can show messages and await
/// ``SnackbarManager/showAndWait(_:)`` from any thread. Callbacks still run on the main actor, as
/// their `@MainActor` types promise: a manager on this scheduler that has a delegate or handlers
/// needs the main queue serviced too (Swift's async `main` does that), while one without them
/// never touches the main queue.
///
/// ```swift
/// let manager = SnackbarManager(scheduler: DispatchSnackbarScheduler(label: "snackbars"))
/// let result = await manager.showAndWait(SnackbarMessage(text: "Upload finished"))
/// ```
public final class DispatchSnackbarScheduler: SnackbarScheduler {
  /// A shared private-queue scheduler, for programs that need only one.
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

  /// A scheduler on an existing serial queue (the main queue, for ``MainQueueSnackbarScheduler``).
  init(queue: DispatchQueue) {
    self.queue = queue
  }

  /// Seconds since boot, from the monotonic clock, so that it never jumps with wall-clock changes.
  public var now: TimeInterval { TimeInterval(DispatchTime.now().uptimeNanoseconds) / 1_000_000_000 }

  /// Runs `job` asynchronously on the queue, after the jobs already queued.
  public func enqueue(_ job: @escaping @Sendable () -> Void) {
    queue.async(execute: job)
  }

  /// Runs `job` on the queue after `delay` real seconds (negative and NaN mean 0).
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
