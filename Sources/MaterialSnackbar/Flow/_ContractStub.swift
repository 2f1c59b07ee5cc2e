// A STAND-IN for the manager side of issue 11 (branch i-flowapi), so the player side builds and
// runs before that branch is merged. The lead deletes this file when merging; nothing else in
// MaterialSnackbar changes on the player side. It implements the agreed contract from the outside,
// with the hooks that already exist (the delegate, the message's result observer, wrapped action
// handlers), so it is only an approximation: it emits no suspend/release events (suspension has no
// hook), and progress does not hold the auto-dismiss timer.
import Foundation

/// Something the manager did, as the event log of a flow records it.
public enum SnackbarManagerEvent: Sendable, Equatable {
  /// A view was made for the message and its enter animation starts.
  case willPresent(messageID: SnackbarMessageID, text: String)
  /// The enter animation ended.
  case didPresent(messageID: SnackbarMessageID, text: String)
  /// What VoiceOver would be asked to say.
  case announcement(text: String, assertive: Bool)
  /// The message's text or progress changed.
  case update(messageID: SnackbarMessageID, text: String, progress: SnackbarProgress?)
  /// The exit animation starts.
  case willDisappear(messageID: SnackbarMessageID, text: String)
  /// The action's handler runs.
  case actionHandler(messageID: SnackbarMessageID, text: String)
  /// The completion handlers run.
  case completion(messageID: SnackbarMessageID, text: String, reason: SnackbarDismissReason, userInitiated: Bool)
  /// The exit animation ended.
  case didDisappear(messageID: SnackbarMessageID, text: String)
  /// A suspension began; nil category = all.
  case suspend(token: SnackbarSuspensionToken.ID, category: String?)
  /// A suspension ended.
  case release(token: SnackbarSuspensionToken.ID, category: String?)
  /// A haptic was requested.
  case haptic(SnackbarHapticFeedback, messageID: SnackbarMessageID)
}

/// Identifies one shown message (the copy `show` made), stable for its lifetime.
public struct SnackbarMessageID: Hashable, Sendable, CustomStringConvertible {
  let value: Int
  /// `#n`.
  public var description: String { "#\(value)" }
}

/// What UIKit's UINotificationFeedbackGenerator would be asked for.
public enum SnackbarHapticFeedback: String, Sendable {
  /// Success.
  case success
  /// Warning.
  case warning
  /// Error.
  case error
}

/// A message's importance (HIG feedback).
public enum SnackbarImportance: String, Sendable, CaseIterable {
  /// Information.
  case info
  /// Success.
  case success
  /// Warning.
  case warning
  /// Error.
  case error

  var stubIcon: SnackbarIcon {
    switch self {
    case .info: return .info
    case .success: return .success
    case .warning: return .warning
    case .error: return .error
    }
  }

  var stubHaptic: SnackbarHapticFeedback? {
    switch self {
    case .info: return nil
    case .success: return .success
    case .warning: return .warning
    case .error: return .error
    }
  }
}

extension SnackbarSuspensionToken: Identifiable {
  /// The token's identity.
  public var id: UUID { identifier }
}

/// The side table behind the stub's `importance` (a stored property cannot be added here).
private let stubImportance = SnackbarLocked<[ObjectIdentifier: (WeakReference<SnackbarMessage>, SnackbarImportance)]>(
  [:])

extension SnackbarMessage {
  /// The message's importance.
  public var importance: SnackbarImportance? {
    get {
      stubImportance.read { table in
        guard let entry = table[ObjectIdentifier(self)], entry.0.object === self else { return nil }
        return entry.1
      }
    }
    set {
      let reference = WeakReference(self)
      stubImportance.withLock { $0[ObjectIdentifier(self)] = newValue.map { (reference, $0) } }
    }
  }
}

/// Returned by ``SnackbarManager/addEventObserver(_:)``.
public final class SnackbarEventObservation: Sendable, Hashable {
  /// Observations are equal when they are the same observation.
  public static func == (lhs: SnackbarEventObservation, rhs: SnackbarEventObservation) -> Bool { lhs === rhs }
  /// Hashes the identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The stub's per-manager event source.
private final class StubEventHub: SnackbarManagerDelegate, @unchecked Sendable {
  private struct State {
    var observers: [(SnackbarEventObservation, @Sendable (SnackbarManagerEvent, TimeInterval) -> Void)] = []
    var ids: [ObjectIdentifier: (WeakReference<SnackbarMessage>, SnackbarMessageID)] = [:]
    var nextID = 1
    var presented: (SnackbarMessageID, String)?
  }

  private let state = SnackbarLocked(State())
  weak var manager: SnackbarManager?

  init(manager: SnackbarManager) { self.manager = manager }

  func add(_ observer: @escaping @Sendable (SnackbarManagerEvent, TimeInterval) -> Void) -> SnackbarEventObservation {
    let observation = SnackbarEventObservation()
    state.withLock { $0.observers.append((observation, observer)) }
    return observation
  }

  func remove(_ observation: SnackbarEventObservation) {
    state.withLock { $0.observers.removeAll { $0.0 === observation } }
  }

  func id(for message: SnackbarMessage) -> SnackbarMessageID {
    state.withLock { state in
      if let entry = state.ids[ObjectIdentifier(message)], entry.0.object === message { return entry.1 }
      let id = SnackbarMessageID(value: state.nextID)
      state.nextID += 1
      state.ids[ObjectIdentifier(message)] = (WeakReference(message), id)
      return id
    }
  }

  func emit(_ event: SnackbarManagerEvent) {
    guard let manager else { return }
    let now = manager.scheduler.now
    for observer in state.read({ $0.observers.map(\.1) }) { observer(event, now) }
  }

  @MainActor func snackbarManager(_ snackbarManager: SnackbarManager, willPresentSnackbarWith view: SnackbarMessageView)
  {
    guard let message = view.message else { return }
    let id = id(for: message)
    let text = message.text ?? ""
    state.withLock { $0.presented = (id, text) }
    emit(.willPresent(messageID: id, text: text))
    if let haptic = message.importance?.stubHaptic { emit(.haptic(haptic, messageID: id)) }
    snackbarManager.scheduler.schedule(after: SnackbarManager.showAnimationDuration) { [weak self, weak view] in
      guard let self, let view, !view.isDismissing, let manager = self.manager, let message = view.message else {
        return
      }
      self.emit(.didPresent(messageID: id, text: message.text ?? ""))
      if !manager.allowsFocus(view, transient: manager.isTransient(view)) {
        let assertive = message.importance == .warning || message.importance == .error
        self.emit(.announcement(text: message.voiceNotificationText?.string ?? "", assertive: assertive))
      }
    }
  }

  @MainActor func snackbarWillDisappear(_ snackbarManager: SnackbarManager) {
    guard let presented = state.read({ $0.presented }) else { return }
    emit(.willDisappear(messageID: presented.0, text: presented.1))
  }

  @MainActor func snackbarDidDisappear(_ snackbarManager: SnackbarManager) {
    guard
      let presented = state.withLock({ state in
        defer { state.presented = nil }; return state.presented
      })
    else {
      return
    }
    emit(.didDisappear(messageID: presented.0, text: presented.1))
  }
}

private let stubHubs = SnackbarLocked<[ObjectIdentifier: StubEventHub]>([:])

extension SnackbarManager {
  fileprivate var stubHub: StubEventHub {
    let hub = stubHubs.withLock { hubs in
      if let hub = hubs[ObjectIdentifier(self)], hub.manager === self { return hub }
      let hub = StubEventHub(manager: self)
      hubs[ObjectIdentifier(self)] = hub
      return hub
    }
    if delegate == nil { delegate = hub }
    return hub
  }

  /// Calls `observer` with every event and the scheduler's time.
  @discardableResult
  public func addEventObserver(
    _ observer: @escaping @Sendable (SnackbarManagerEvent, TimeInterval) -> Void
  ) -> SnackbarEventObservation {
    stubHub.add(observer)
  }

  /// Stops an observation.
  public func removeEventObserver(_ observation: SnackbarEventObservation) {
    stubHub.remove(observation)
  }

  /// Shows `message` as `show(_:)` does and returns a handle to the shown copy.
  public func showUpdatable(_ message: SnackbarMessage) -> SnackbarMessageHandle {
    let hub = stubHub
    let copy = message.copy()
    let importance = message.importance
    copy.importance = importance
    if copy.leadingIcon == nil, let importance { copy.leadingIcon = importance.stubIcon }
    let id = hub.id(for: copy)
    if let action = message.action {
      let original = action.handler
      let wrapped = SnackbarMessageAction()
      wrapped.title = action.title
      wrapped.accessibilityIdentifier = action.accessibilityIdentifier
      wrapped.accessibilityHint = action.accessibilityHint
      wrapped.handler = { [weak hub, weak copy] in
        hub?.emit(.actionHandler(messageID: id, text: copy?.text ?? ""))
        original?()
      }
      copy.action = wrapped
    }
    copy.resultObserver = { [weak hub, weak copy] result in
      hub?.emit(
        .completion(
          messageID: id, text: copy?.text ?? "", reason: result.reason, userInitiated: result.userInitiated))
    }
    let dropped = state.read { $0.isVoiceOverRunningOverride && !$0.styling.shouldShowMessageWhenVoiceOverIsRunning }
    if dropped {
      scheduler.enqueue { Self.runCompletions(of: [copy], result: SnackbarResult(reason: .dropped)) }
    } else {
      scheduler.enqueue { [self] in showOnScheduler(copy) }
    }
    return SnackbarMessageHandle(id: id, message: copy, manager: self, hub: hub)
  }
}

/// A handle to a shown message.
public final class SnackbarMessageHandle: Sendable {
  /// The shown copy's identity.
  public let id: SnackbarMessageID
  private let message: SnackbarMessage
  private weak let manager: SnackbarManager?
  private weak let hub: StubEventHub?

  fileprivate init(id: SnackbarMessageID, message: SnackbarMessage, manager: SnackbarManager, hub: StubEventHub) {
    self.id = id
    self.message = message
    self.manager = manager
    self.hub = hub
  }

  /// Changes the text and/or progress; false once the message is dismissed.
  @discardableResult
  public func update(text: String? = nil, progress: SnackbarProgress? = nil) -> Bool {
    guard let manager else { return false }
    if let view = manager.currentSnackbar, view.message === message, view.isDismissing { return false }
    if let text { message.text = text }
    if let progress { message.progress = progress }
    hub?.emit(.update(messageID: id, text: message.text ?? "", progress: message.progress))
    return true
  }

  /// Dismisses this message only.
  public func dismiss() {
    guard let manager else { return }
    manager.scheduler.enqueue { [message] in
      if let view = manager.currentSnackbar, view.message === message, !view.isDismissing {
        view.dismiss(with: nil, userInitiated: false, reason: .programmatic)
      }
    }
  }
}
