/// Identifies one shown message (the copy `show` made), stable for its lifetime.
///
/// A manager numbers the messages it is given from 1, in the order of the calls to
/// ``SnackbarManager/show(_:)-method``, ``SnackbarManager/showUpdatable(_:)`` and
/// ``SnackbarManager/showAndWait(_:)``, so a scripted flow logs the same identifiers on every run.
/// Identifiers are unique within one manager; two managers both have a `message-1`.
public struct SnackbarMessageID: Hashable, Sendable, CustomStringConvertible {
  /// The message's number within its manager, from 1.
  public let rawValue: Int

  /// Creates the identifier with number `rawValue`.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// `message-<number>`, for logs.
  public var description: String { "message-\(rawValue)" }
}
