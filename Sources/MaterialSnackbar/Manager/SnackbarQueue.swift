/// The manager's pending messages, in arrival order (MDC's `pendingMessages`).
///
/// Built for the operations the manager does: append at the back, take the first eligible
/// message (nearly always the front), and remove every message of a category in one linear pass,
/// calling back in queue order. A per-category count lets the common case, a category with nothing
/// queued, skip the pass entirely, so showing n messages of distinct categories costs O(n), not
/// O(n²).
struct SnackbarQueue {
  /// A queued message with its category, read once on arrival so that later scans take no lock.
  private struct Entry {
    let message: SnackbarMessage
    let category: String?
  }

  private var storage: [Entry?] = []
  private var head = 0
  private var countByCategory: [String: Int] = [:]

  /// How many messages wait.
  private(set) var count = 0

  var isEmpty: Bool { count == 0 }

  mutating func append(_ message: SnackbarMessage) {
    let category = message.category
    storage.append(Entry(message: message, category: category))
    count += 1
    if let category { countByCategory[category, default: 0] += 1 }
  }

  /// Removes and returns the first message whose category `isEligible` accepts.
  mutating func removeFirst(whereCategory isEligible: (String?) -> Bool) -> SnackbarMessage? {
    var index = head
    while index < storage.count {
      if let entry = storage[index], isEligible(entry.category) {
        storage[index] = nil
        forget(entry)
        if index == head { advanceHead() }
        return entry.message
      }
      index += 1
    }
    return nil
  }

  /// Removes `message` (the same object) if it waits, in one pass; nil when it does not.
  mutating func remove(_ message: SnackbarMessage) -> SnackbarMessage? {
    guard let index = storage[head...].firstIndex(where: { $0?.message === message }), let entry = storage[index]
    else { return nil }
    storage[index] = nil
    forget(entry)
    if index == head { advanceHead() }
    return entry.message
  }

  /// Removes every message whose category is `category` (every message when nil), in one pass,
  /// and returns them in queue order.
  mutating func removeAll(inCategory category: String?) -> [SnackbarMessage] {
    guard count > 0 else { return [] }
    if let category, countByCategory[category, default: 0] == 0 { return [] }
    var removed: [SnackbarMessage] = []
    var kept: [Entry?] = []
    kept.reserveCapacity(category == nil ? 0 : count)
    for index in head..<storage.count {
      guard let entry = storage[index] else { continue }
      if category == nil || entry.category == category {
        removed.append(entry.message)
      } else {
        kept.append(entry)
      }
    }
    storage = kept
    head = 0
    count = kept.count
    if let category {
      countByCategory[category] = nil
    } else {
      countByCategory = [:]
    }
    return removed
  }

  private mutating func forget(_ entry: Entry) {
    count -= 1
    if let category = entry.category {
      let remaining = countByCategory[category, default: 1] - 1
      countByCategory[category] = remaining > 0 ? remaining : nil
    }
  }

  /// Skips removed slots at the front and compacts once the dead prefix is at least half the
  /// buffer, so dequeuing is amortised O(1).
  private mutating func advanceHead() {
    while head < storage.count, storage[head] == nil { head += 1 }
    if head == storage.count {
      storage.removeAll(keepingCapacity: true)
      head = 0
    } else if head > 32 && head * 2 >= storage.count {
      storage.removeFirst(head)
      head = 0
    }
  }
}
