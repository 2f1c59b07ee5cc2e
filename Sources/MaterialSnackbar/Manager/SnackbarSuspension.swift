import Foundation

/// Keeps messages queued while it lives: returned by ``SnackbarManager/suspendAllMessages()-method`` and
/// ``SnackbarManager/suspendMessages(withCategory:)-method``, as `MDCSnackbarSuspensionToken`.
///
/// Resume with ``SnackbarManager/resumeMessages(with:)-method`` or by dropping the last reference.
/// Resuming twice is harmless. The token holds its manager weakly, so a token that outlives its
/// manager does nothing.
public final class SnackbarSuspensionToken: Sendable, Hashable, Identifiable {
  /// Identifies a token in a manager's event log (``SnackbarManagerEvent/suspend(token:category:)``).
  ///
  /// A manager numbers its tokens from 1 in the order they are made, so a scripted flow logs the
  /// same identifiers on every run; unique within one manager.
  public struct ID: Hashable, Sendable, CustomStringConvertible {
    /// The token's number within its manager, from 1.
    public let rawValue: Int

    /// Creates the identifier with number `rawValue`.
    public init(rawValue: Int) {
      self.rawValue = rawValue
    }

    /// `token-<number>`, for logs.
    public var description: String { "token-\(rawValue)" }
  }

  /// A fresh identifier.
  public let identifier = UUID()
  /// The token's identifier in its manager's event log.
  public let id: ID
  /// The suspended category; nil for every message.
  public let category: String?
  weak let manager: SnackbarManager?

  init(id: ID, category: String?, manager: SnackbarManager) {
    self.id = id
    self.category = category
    self.manager = manager
  }

  deinit {
    manager?.resume(identifier: identifier, id: id, category: category)
  }

  /// Tokens are equal when they are the same token.
  public static func == (lhs: SnackbarSuspensionToken, rhs: SnackbarSuspensionToken) -> Bool { lhs === rhs }

  /// Hashes the identifier.
  public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}

extension SnackbarManager {
  /// Holds back every queued message until the token is resumed or released. The visible message
  /// is not affected.
  ///
  /// Optional, as Swift imports MDC's `nullable` return, so that `token = nil` releases it; it is
  /// never nil. Discarding the result releases the token at once, which resumes straight away.
  @discardableResult
  public func suspendAllMessages() -> SnackbarSuspensionToken? {
    suspendMessages(withCategory: nil)
  }

  /// Holds back queued messages of `category` until the token is resumed or released; a nil
  /// category suspends every message (MDC crashes on nil). Messages of other categories, or with
  /// none, can show meanwhile. Dismissal is never suspended.
  ///
  /// Optional, as Swift imports MDC's `nullable` return; it is never nil.
  @discardableResult
  public func suspendMessages(withCategory category: String?) -> SnackbarSuspensionToken? {
    let id = state.withLock { state in
      state.lastTokenNumber += 1
      return SnackbarSuspensionToken.ID(rawValue: state.lastTokenNumber)
    }
    let token = SnackbarSuspensionToken(id: id, category: category, manager: self)
    let identifier = token.identifier
    scheduler.enqueue { [self] in
      state.withLock { state in
        if let category {
          _ = state.categorySuspensions[category, default: []].insert(identifier)
        } else {
          _ = state.allSuspensions.insert(identifier)
        }
      }
      emit(.suspend(token: id, category: category))
    }
    return token
  }

  /// Lifts the suspension of `token` and shows the next message if possible. Nil, a token already
  /// resumed, or a token of another manager, has no effect.
  public func resumeMessages(with token: SnackbarSuspensionToken?) {
    guard let token else { return }
    resume(identifier: token.identifier, id: token.id, category: token.category)
  }

  /// Lifts one suspension on the scheduler. The release is logged only when the suspension was
  /// still in force, so resuming and then dropping the token logs it once, and another manager's
  /// token not at all.
  func resume(identifier: UUID, id: SnackbarSuspensionToken.ID, category: String?) {
    scheduler.enqueue { [self] in
      let lifted = state.withLock { state -> Bool in
        if let category {
          let removed = state.categorySuspensions[category]?.remove(identifier) != nil
          if state.categorySuspensions[category]?.isEmpty == true { state.categorySuspensions[category] = nil }
          return removed
        } else {
          return state.allSuspensions.remove(identifier) != nil
        }
      }
      if lifted { emit(.release(token: id, category: category)) }
      showNextIfNecessary()
    }
  }
}
