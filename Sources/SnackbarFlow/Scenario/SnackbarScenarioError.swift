/// Why a scenario was refused: where (the step's index and the key, or a top-level key) and what
/// was wrong, in words a person can act on.
public struct SnackbarScenarioError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The index of the step in `steps` (from 0); nil for the document or a top-level key.
  public var step: Int?
  /// The key, dotted below the step (`show.progress`); nil for the document as a whole.
  public var key: String?
  /// What was wrong and, where it helps, what is accepted.
  public var reason: String

  /// Creates an error.
  public init(step: Int? = nil, key: String? = nil, reason: String) {
    self.step = step
    self.key = key
    self.reason = reason
  }

  /// `step 3, key "show.progress": must be …`, `key "until": …`, or the reason alone.
  public var description: String {
    switch (step, key) {
    case (let step?, let key?): return "step \(step), key \"\(key)\": \(reason)"
    case (let step?, nil): return "step \(step): \(reason)"
    case (nil, let key?): return "key \"\(key)\": \(reason)"
    case (nil, nil): return reason
    }
  }
}
