import Foundation

/// The state one pool run shares between the thread that feeds it and the workers: a bounded
/// queue of inputs, the results not yet handed back, and how many workers still run.
///
/// One `NSCondition` guards all of it (pthread mutex and condition underneath, which
/// ThreadSanitizer understands). Every wait is for a change the other side broadcasts, so a
/// full queue blocks the feeder (back-pressure: the input is read no faster than it is drawn)
/// and an empty one blocks the workers.
final class PoolQueue<Input: Sendable, Output: Sendable>: @unchecked Sendable {
  private let condition = NSCondition()
  private let capacity: Int
  private var pending: [(index: Int, input: Input)] = []
  /// Where the oldest pending input is; the array is compacted when half of it is consumed, so
  /// taking an input is O(1) amortised.
  private var head = 0
  private var finished: [SnackbarPoolResult<Output>] = []
  private var inputEnded = false
  private var runningWorkers: Int

  init(capacity: Int, workers: Int) {
    self.capacity = max(1, capacity)
    runningWorkers = workers
    pending.reserveCapacity(self.capacity)
  }

  private var pendingCount: Int { pending.count - head }

  // MARK: The feeding thread

  /// Adds an input unless the queue is full, first waiting while it is full and no result is
  /// ready. Returns whether the input was taken, and the results that finished meanwhile: the
  /// feeder hands those back (outside the lock) and offers again if the input was not taken.
  func offer(index: Int, _ input: Input) -> (accepted: Bool, results: [SnackbarPoolResult<Output>]) {
    condition.lock()
    defer { condition.unlock() }
    while pendingCount >= capacity && finished.isEmpty {
      condition.wait()
    }
    let results = takeFinished()
    guard pendingCount < capacity else { return (false, results) }
    pending.append((index, input))
    condition.broadcast()
    return (true, results)
  }

  /// Marks the input as complete: workers stop once the queue is empty.
  func endInput() {
    condition.lock()
    inputEnded = true
    condition.broadcast()
    condition.unlock()
  }

  /// Waits until a result is ready or every worker has stopped; nil when all is done.
  func nextResults() -> [SnackbarPoolResult<Output>]? {
    condition.lock()
    defer { condition.unlock() }
    while finished.isEmpty && runningWorkers > 0 {
      condition.wait()
    }
    if finished.isEmpty { return nil }
    return takeFinished()
  }

  private func takeFinished() -> [SnackbarPoolResult<Output>] {
    guard !finished.isEmpty else { return [] }
    let results = finished
    finished = []
    return results
  }

  // MARK: The workers

  /// The next input, waiting for one; nil once the input has ended and the queue is empty.
  func take() -> (index: Int, input: Input)? {
    condition.lock()
    defer { condition.unlock() }
    while pendingCount == 0 && !inputEnded {
      condition.wait()
    }
    guard pendingCount > 0 else { return nil }
    let item = pending[head]
    head += 1
    if head == pending.count {
      pending.removeAll(keepingCapacity: true)
      head = 0
    } else if head >= 64 && head * 2 >= pending.count {
      pending.removeFirst(head)
      head = 0
    }
    condition.broadcast()
    return item
  }

  /// Hands back one result.
  func finish(_ result: SnackbarPoolResult<Output>) {
    condition.lock()
    finished.append(result)
    condition.broadcast()
    condition.unlock()
  }

  /// Records that a worker stopped.
  func workerStopped() {
    condition.lock()
    runningWorkers -= 1
    condition.broadcast()
    condition.unlock()
  }
}
