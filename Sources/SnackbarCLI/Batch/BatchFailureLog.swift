/// Which failed lines a batch prints: the first few of each reason in full, then one line
/// counting the rest (`… and 3,995 more lines: field "command" is required`), so a job list
/// failing 4,000 times for one reason prints six lines, not 4,000. The counts in the batch's
/// summary and its exit status are not affected.
///
/// What was held back is summarised when a reason not seen before begins (so the messages stay
/// roughly in line order) and at the end. A reason that comes back after its first few lines is
/// held back again; summarising at every change of reason instead would print a summary a line
/// for lines alternating between two reasons.
struct BatchFailureLog {
  /// Lines printed in full per reason.
  static let shownPerReason = 5
  /// Reasons remembered. A job list with more distinct reasons prints the lines of the others
  /// in full: each distinct reason is printed anyway, and memory stays bounded.
  static let rememberedReasons = 256

  /// Lines printed so far, by reason.
  private var shown: [String: Int] = [:]
  /// Lines held back since the reason was last summarised, by reason, in the order their first
  /// held line came.
  private var heldBack: [(reason: String, count: Int)] = []

  /// The lines to print for `failure`: the summaries due (when its reason is new), then its
  /// message unless it is held back.
  mutating func record(_ failure: BatchFailure) -> [String] {
    guard let count = shown[failure.reason] else {
      guard shown.count < Self.rememberedReasons else { return [failure.message] }
      shown[failure.reason] = 1
      return summaries() + [failure.message]
    }
    if count < Self.shownPerReason {
      shown[failure.reason] = count + 1
      return [failure.message]
    }
    if let index = heldBack.firstIndex(where: { $0.reason == failure.reason }) {
      heldBack[index].count += 1
    } else {
      heldBack.append((failure.reason, 1))
    }
    return []
  }

  /// One line for each reason with lines held back, which are then counted as told.
  mutating func summaries() -> [String] {
    defer { heldBack.removeAll() }
    return heldBack.map { "… and \(Self.grouped($0.count)) more line\($0.count == 1 ? "" : "s"): \($0.reason)" }
  }

  /// `3995` as `3,995`.
  static func grouped(_ number: Int) -> String {
    var digits = Array(String(number))
    var index = digits.count - 3
    while index > 0 {
      digits.insert(",", at: index)
      index -= 3
    }
    return String(digits)
  }
}
