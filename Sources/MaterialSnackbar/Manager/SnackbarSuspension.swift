import Foundation

/// Keeps messages queued while it lives: returned by ``SnackbarManager/suspendAllMessages()-method`` and
/// ``SnackbarManager/suspendMessages(withCategory:)-method``, as `MDCSnackbarSuspensionToken`.
///
/// Resume with ``SnackbarManager/resumeMessages(with:)-method`` or by dropping the last reference.
/// Resuming twice is harmless. The token holds its manager weakly, so a token that outlives its
/// manager does nothing.
public final class SnackbarSuspensionToken: Sendable, Hashable {
  /// A fresh identifier.
  public let identifier = UUID()
  /// The suspended category; nil for every message.
  public let category: String?
  weak let manager: SnackbarManager?

  init(category: String?, manager: SnackbarManager) {
    self.category = category
    self.manager = manager
  }

  deinit {
    manager?.resume(identifier: identifier, category: category)
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
    let token = SnackbarSuspensionToken(category: category, manager: self)
    let identifier = token.identifier
    scheduler.enqueue { [self] in
      state.withLock { state in
        if let category {
          state.categorySuspensions[category, default: []].insert(identifier)
        } else {
          state.allSuspensions.insert(identifier)
        }
      }
    }
    return token
  }

  /// Lifts the suspension of `token` and shows the next message if possible. Nil, a token already
  /// resumed, or a token of another manager, has no effect.
  public func resumeMessages(with token: SnackbarSuspensionToken?) {
    guard let token else { return }
    resume(identifier: token.identifier, category: token.category)
  }

  func resume(identifier: UUID, category: String?) {
    scheduler.enqueue { [self] in
      state.withLock { state in
        if let category {
          state.categorySuspensions[category]?.remove(identifier)
          if state.categorySuspensions[category]?.isEmpty == true { state.categorySuspensions[category] = nil }
        } else {
          state.allSuspensions.remove(identifier)
        }
      }
      showNextIfNecessary()
    }
  }
}
