import Foundation
import MaterialSnackbar
import SnackbarLayout

/// One playing of a scenario: its steps applied to a real `SnackbarManager` in virtual time, and
/// the event log of what the manager did. It draws nothing (`SnackbarPlayer` draws a playback).
///
/// A playback owns a `ManualScheduler`, a manager on it and the host. ``advance(to:)`` moves the
/// clock, applying each step at its time through the manager's public API; the manager's own jobs
/// (animations, timers, completions) run at theirs. Nothing here decides what the manager does:
/// the log (``events``) is the manager's event stream (`SnackbarManager/addEventObserver(_:)`)
/// and the picture (``screen``) is its `SnackbarManager/currentSnackbar`.
///
/// ```swift
/// let playback = SnackbarPlayback(scenario: scenario, host: SnackbarHost(size: CGSize(width: 393, height: 852)))
/// playback.advance(to: scenario.until)
/// print(SnackbarFlowEventLog.jsonLines(playback.events))
/// ```
///
/// Use a playback from one thread at a time.
public final class SnackbarPlayback {
  /// The scenario played.
  public let scenario: SnackbarScenario
  /// The virtual clock.
  public let scheduler: ManualScheduler
  /// The manager the steps act on.
  public let manager: SnackbarManager
  /// The screen; keyboard steps change its keyboard height.
  public let host: SnackbarHost
  /// The flow's time: where the last ``advance(to:)`` stopped.
  public private(set) var time: TimeInterval = 0

  let collector = SnackbarFlowEventCollector()
  private var observation: SnackbarEventObservation?
  private var nextStepIndex = 0
  private var handles: [SnackbarMessageID: SnackbarMessageHandle] = [:]
  private var tokens: [String: SnackbarSuspensionToken] = [:]
  /// Released tokens are kept until the playback ends: dropping the last reference to a token resumes
  /// again, which must not happen in the middle of the flow.
  private var releasedTokens: [SnackbarSuspensionToken] = []

  /// Creates a playback at time 0: a manager on a new `ManualScheduler`, styled with the scenario's
  /// theme, presenting in `host`, observed from its first event.
  public init(scenario: SnackbarScenario, host: SnackbarHost) {
    self.scenario = scenario
    self.host = host
    scheduler = ManualScheduler()
    manager = SnackbarManager(scheduler: scheduler)
    scenario.theme.apply(to: manager)
    manager.setPresentationHostView(host)
    let collector = self.collector
    observation = manager.addEventObserver { event, time in collector.collect(event, at: time) }
  }

  deinit {
    if let observation { manager.removeEventObserver(observation) }
  }

  /// The event log so far, oldest first.
  public var events: [SnackbarFlowEvent] { collector.events }

  /// The log's entries from `index` on (those after the first `index`), resolved as ``events``
  /// resolves them but at the cost of those entries alone: what a player asks for at each moment.
  public func events(from index: Int) -> [SnackbarFlowEvent] { collector.events(from: index) }

  /// How many events the log holds (cheaper than ``events``).
  public var eventCount: Int { collector.count }

  /// How many of the scenario's steps have been applied (they are applied in order).
  public var appliedStepCount: Int { nextStepIndex }

  /// When something is next due, after ``time`` and no later than `until`: a step, or a job the
  /// manager scheduled. nil when nothing is.
  public var nextChangeTime: TimeInterval? {
    var next = nextStepIndex < scenario.steps.count ? scenario.steps[nextStepIndex].at : nil
    if let job = scheduler.nextJobTime { next = min(next ?? job, job) }
    guard let next, next <= scenario.until else { return nil }
    return max(next, time)
  }

  /// Moves the flow to `target` (at least ``time``, at most `until`): every manager job due by
  /// then runs at its own time, and each step runs at its time after the jobs due at that moment
  /// and before the next moment's, followed by the jobs it enqueued.
  public func advance(to target: TimeInterval) {
    let target = min(max(target, time), scenario.until)
    while nextStepIndex < scenario.steps.count, scenario.steps[nextStepIndex].at <= target {
      let step = scenario.steps[nextStepIndex]
      moveClock(to: step.at)
      apply(step.action)
      scheduler.runUntilIdle()
      nextStepIndex += 1
      // A finished message is never shown again; holding its handle would keep every message of
      // a 100,000-step flow alive to its end.
      for id in collector.takeFinishedMessages() { handles[id] = nil }
    }
    moveClock(to: target)
    time = target
  }

  /// Plays the rest of the flow, to `until`.
  public func finish() {
    advance(to: scenario.until)
  }

  /// What the screen shows now.
  public var screen: SnackbarFlowScreen {
    var screen = SnackbarFlowScreen(
      time: time, messageView: nil, keyboardHeight: host.keyboardHeight, bottomOffset: manager.bottomOffset)
    guard let view = manager.currentSnackbar, let presentation = collector.presentation else { return screen }
    screen.messageView = view
    screen.presentedFor = max(0, time - presentation.since)
    if view.isDismissing, let leaving = presentation.leavingSince {
      screen.phase = .exiting(max(0, time - leaving))
    } else if screen.presentedFor < SnackbarAnimation.enterDuration {
      screen.phase = .entering(screen.presentedFor)
    }
    return screen
  }

  /// Runs the jobs due by `moment` and leaves the clock there.
  private func moveClock(to moment: TimeInterval) {
    let delta = moment - scheduler.now
    if delta > 0 { scheduler.advance(by: delta) } else { scheduler.runUntilIdle() }
  }
}

// MARK: - Steps

extension SnackbarPlayback {
  /// Applies one step through the manager's public API.
  private func apply(_ action: SnackbarScenarioAction) {
    switch action {
    case .show(let spec):
      (spec.theme ?? scenario.theme).apply(to: manager)
      spec.applyColors(to: manager)
      let handle = manager.showUpdatable(spec.makeMessage())
      collector.shown(handle.id, text: spec.text)
      handles[handle.id] = handle
    case .update(let text, let progress):
      guard let id = visibleMessageID else { return }
      handles[id]?.update(text: text, progress: progress)
    case .tap(let target):
      manager.currentSnackbar?.perform(target.interaction)
    case .swipe(let direction):
      manager.currentSnackbar?.perform(.swipe(direction))
    case .accessibilityEscape:
      manager.currentSnackbar?.perform(.accessibilityEscape)
    case .dismiss(let category):
      manager.dismissAndCallCompletionBlocks(withCategory: category)
    case .suspend(let name, let category):
      let token = category.map { manager.suspendMessages(withCategory: $0) } ?? manager.suspendAllMessages()
      if let token {
        collector.name(token.id, name)
        tokens[name] = token
      }
    case .release(let name):
      guard let token = tokens.removeValue(forKey: name) else { return }
      manager.resumeMessages(with: token)
      releasedTokens.append(token)
    case .voiceOver(let isOn):
      manager.isVoiceOverRunningOverride = isOn
      manager.voiceOverStatusDidChange()
    case .bottomOffset(let points):
      manager.setBottomOffset(CGFloat(points))
    case .keyboard(let points):
      host.keyboardHeight = CGFloat(points)
    }
  }

  /// The message of the visible snackbar, if it is still on screen and not leaving.
  private var visibleMessageID: SnackbarMessageID? {
    guard let view = manager.currentSnackbar, !view.isDismissing else { return nil }
    return collector.presentation?.id
  }
}
