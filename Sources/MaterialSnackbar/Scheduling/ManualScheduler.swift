import Foundation
import SnackbarBasics

/// A scheduler on virtual time: nothing runs until the test says so.
///
/// Jobs run on the thread that calls ``advance(by:)``, ``runUntilIdle()`` or
/// ``advanceUntilIdle()``, in time order and, at equal times, in submission order. Submitting is
/// thread-safe, so other threads may enqueue while one thread drives the clock; drive it from one
/// thread at a time, as a main queue has one thread.
///
/// ```swift
/// let scheduler = ManualScheduler()
/// let manager = SnackbarManager(scheduler: scheduler)
/// manager.show(SnackbarMessage(text: "Saved"))
/// scheduler.runUntilIdle()          // the queued show runs; the enter animation starts
/// scheduler.advance(by: 0.15 + 4)   // animation ends, the 4 s timer fires
/// ```
public final class ManualScheduler: SnackbarScheduler {
  /// A timer: kept in a heap ordered by (time, sequence).
  private struct Timer {
    let time: TimeInterval
    let sequence: UInt64
    let job: SnackbarScheduledJob
  }

  /// An enqueued job. Enqueued jobs are due "now", and the clock never goes back, so they arrive
  /// already sorted: a FIFO lane beside the heap keeps the hot path (one main-queue turn) free of
  /// heap work and of a cancellable job object.
  private struct Turn {
    let time: TimeInterval
    let sequence: UInt64
    let work: @Sendable () -> Void
  }

  private struct State {
    var now: TimeInterval
    var timers: [Timer] = []
    var turns: [Turn] = []
    var turnsHead = 0
    var nextSequence: UInt64 = 0

    var hasTurns: Bool { turnsHead < turns.count }
  }

  /// The most jobs ``advanceUntilIdle()`` runs before giving up, so that a job that keeps
  /// rescheduling itself cannot hang a test.
  public static let advanceUntilIdleLimit = 1_000_000

  private let state: SnackbarLocked<State>

  /// Creates a scheduler whose clock reads `now`.
  public init(now: TimeInterval = 0) {
    state = SnackbarLocked(State(now: now.isFinite ? now : 0))
  }

  /// The virtual time in seconds.
  public var now: TimeInterval { state.read { $0.now } }

  /// How many jobs are waiting, cancelled ones excluded.
  public var pendingJobCount: Int {
    state.read { state in
      state.turns.count - state.turnsHead + state.timers.reduce(0) { $0 + ($1.job.isPending ? 1 : 0) }
    }
  }

  /// When the next waiting job is due, or nil if nothing waits.
  public var nextJobTime: TimeInterval? {
    state.withLock { state in
      Self.dropCancelledTimers(&state)
      let turn = state.hasTurns ? state.turns[state.turnsHead].time : nil
      let timer = state.timers.first?.time
      switch (turn, timer) {
      case (let turn?, let timer?): return min(turn, timer)
      default: return turn ?? timer
      }
    }
  }

  /// Queues `job` at the current virtual time, after every job already due then.
  public func enqueue(_ job: @escaping @Sendable () -> Void) {
    state.withLock { state in
      state.turns.append(Turn(time: state.now, sequence: state.nextSequence, work: job))
      state.nextSequence &+= 1
    }
  }

  /// Queues `job` at `now + delay` virtual seconds (negative and NaN delays mean 0).
  @discardableResult
  public func schedule(after delay: TimeInterval, _ job: @escaping @Sendable () -> Void) -> SnackbarScheduledJob {
    state.withLock { state in
      let time = state.now + delay.sanitizedDelay
      let scheduled = SnackbarScheduledJob(dueTime: time, work: job)
      state.timers.append(Timer(time: time, sequence: state.nextSequence, job: scheduled))
      state.nextSequence &+= 1
      Self.siftUp(&state.timers, from: state.timers.count - 1)
      return scheduled
    }
  }

  /// Moves the clock forward by `seconds`, running every job that falls due on the way, including
  /// jobs those jobs submit within the window. The clock reads each job's due time while it runs
  /// and `now + seconds` at the end. Negative and NaN amounts mean 0.
  public func advance(by seconds: TimeInterval) {
    let target = state.read { $0.now } + seconds.sanitizedDelay
    while let job = popJob(dueBy: target) { job() }
    state.withLock { $0.now = max($0.now, target) }
  }

  /// Runs every job due at the current time, including the jobs they enqueue, without moving the
  /// clock: one main-queue turn and everything it queued.
  public func runUntilIdle() {
    while let job = popJob(dueBy: nil) { job() }
  }

  /// Runs everything, moving the clock to each timer in turn, until nothing is waiting or
  /// ``advanceUntilIdleLimit`` jobs have run.
  ///
  /// - Returns: how many jobs ran.
  @discardableResult
  public func advanceUntilIdle() -> Int {
    var count = 0
    while count < Self.advanceUntilIdleLimit, let job = popJob(dueBy: .infinity) {
      job()
      count += 1
    }
    return count
  }

  // MARK: - Queues

  /// Removes and returns the next runnable job due at or before `limit` (nil: the current time),
  /// moving the clock to its due time.
  private func popJob(dueBy limit: TimeInterval?) -> (@Sendable () -> Void)? {
    state.withLock { state in
      Self.dropCancelledTimers(&state)
      let limit = limit ?? state.now
      let turnFirst: Bool
      switch (state.hasTurns, state.timers.isEmpty) {
      case (false, true): return nil
      case (true, true): turnFirst = true
      case (false, false): turnFirst = false
      case (true, false):
        let turn = state.turns[state.turnsHead]
        turnFirst =
          turn.time < state.timers[0].time
          || (turn.time == state.timers[0].time && turn.sequence < state.timers[0].sequence)
      }
      if turnFirst {
        let turn = state.turns[state.turnsHead]
        guard turn.time <= limit else { return nil }
        Self.popTurn(&state)
        state.now = max(state.now, turn.time)
        return turn.work
      }
      guard state.timers[0].time <= limit else { return nil }
      let timer = state.timers[0]
      Self.removeTopTimer(&state.timers)
      state.now = max(state.now, timer.time)
      return timer.job.take()
    }
  }

  private static func popTurn(_ state: inout State) {
    state.turnsHead += 1
    if state.turnsHead == state.turns.count {
      state.turns.removeAll(keepingCapacity: true)
      state.turnsHead = 0
    } else if state.turnsHead >= 1024 && state.turnsHead * 2 >= state.turns.count {
      state.turns.removeFirst(state.turnsHead)
      state.turnsHead = 0
    }
  }

  private static func dropCancelledTimers(_ state: inout State) {
    while let top = state.timers.first, !top.job.isPending { removeTopTimer(&state.timers) }
  }

  private static func runsBefore(_ heap: [Timer], _ lhs: Int, _ rhs: Int) -> Bool {
    heap[lhs].time < heap[rhs].time || (heap[lhs].time == heap[rhs].time && heap[lhs].sequence < heap[rhs].sequence)
  }

  private static func removeTopTimer(_ heap: inout [Timer]) {
    let last = heap.removeLast()
    guard !heap.isEmpty else { return }
    heap[0] = last
    siftDown(&heap, from: 0)
  }

  private static func siftUp(_ heap: inout [Timer], from index: Int) {
    var child = index
    while child > 0 {
      let parent = (child - 1) / 2
      guard runsBefore(heap, child, parent) else { return }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  private static func siftDown(_ heap: inout [Timer], from index: Int) {
    var parent = index
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var first = parent
      if left < heap.count, runsBefore(heap, left, first) { first = left }
      if right < heap.count, runsBefore(heap, right, first) { first = right }
      if first == parent { return }
      heap.swapAt(parent, first)
      parent = first
    }
  }
}
