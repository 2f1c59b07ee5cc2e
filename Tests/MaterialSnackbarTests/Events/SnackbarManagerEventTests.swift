// The event log of a flow (issue 11): what the manager emits, when, and in which order.
import Foundation
import MaterialSnackbar
import Testing

@Suite("Flow: the manager's event log")
struct SnackbarManagerEventTests {
  @Test("acceptance: archive and undo, a failed upload replaced under a suspension, release, timeout")
  func acceptanceScenario() {
    let h = FlowHarness()
    h.manager.show(flowMessage("Photo archived", action: "Undo", category: "archive"))
    h.advance(to: 1.0)
    h.manager.currentSnackbar?.perform(.tapAction)
    h.advance(to: 1.5)
    let failed = flowMessage("Upload failed", action: "Retry")
    failed.leadingIcon = .error
    h.manager.show(failed)
    h.advance(to: 2.0)
    let token = h.manager.suspendAllMessages()
    h.advance(to: 2.2)
    h.manager.show(SnackbarMessage(text: "Saved to Photos"))
    h.advance(to: 4.0)
    h.manager.resumeMessages(with: token)
    h.advance(to: 9.0)

    let archived = "Photo archived"
    let upload = "Upload failed"
    let saved = "Saved to Photos"
    #expect(
      h.recorder.entries == [
        FlowLogEntry(0.0, .willPresent(messageID: mid(1), text: archived)),
        FlowLogEntry(0.15, .didPresent(messageID: mid(1), text: archived)),
        FlowLogEntry(1.0, .willDisappear(messageID: mid(1), text: archived)),
        FlowLogEntry(1.0, .actionHandler(messageID: mid(1), text: archived)),
        FlowLogEntry(1.0, .completion(messageID: mid(1), text: archived, reason: .action, userInitiated: true)),
        FlowLogEntry(1.125, .didDisappear(messageID: mid(1), text: archived)),
        FlowLogEntry(1.5, .willPresent(messageID: mid(2), text: upload)),
        FlowLogEntry(1.65, .didPresent(messageID: mid(2), text: upload)),
        FlowLogEntry(2.0, .suspend(token: tid(1), category: nil)),
        FlowLogEntry(2.2, .willDisappear(messageID: mid(2), text: upload)),
        FlowLogEntry(2.2, .completion(messageID: mid(2), text: upload, reason: .replaced, userInitiated: false)),
        FlowLogEntry(2.325, .didDisappear(messageID: mid(2), text: upload)),
        FlowLogEntry(4.0, .release(token: tid(1), category: nil)),
        FlowLogEntry(4.0, .willPresent(messageID: mid(3), text: saved)),
        FlowLogEntry(4.15, .didPresent(messageID: mid(3), text: saved)),
        FlowLogEntry(4.15, .announcement(text: saved, assertive: false)),
        FlowLogEntry(8.15, .willDisappear(messageID: mid(3), text: saved)),
        FlowLogEntry(8.15, .completion(messageID: mid(3), text: saved, reason: .timeout, userInitiated: false)),
        FlowLogEntry(8.275, .didDisappear(messageID: mid(3), text: saved)),
      ])
    #expect(h.manager.currentSnackbar == nil)
    withExtendedLifetime(token) {}
  }

  @Test("each event comes just before the MDC callback it stands for, in the documented order")
  @MainActor
  func eventsInterleaveWithTheCallbacks() {
    let h = FlowHarness()
    let log = UnitLog()
    h.manager.addEventObserver { event, _ in
      switch event {
      case .willPresent: log.append("event willPresent")
      case .didPresent: log.append("event didPresent")
      case .willDisappear: log.append("event willDisappear")
      case .actionHandler: log.append("event actionHandler")
      case .completion: log.append("event completion")
      case .didDisappear: log.append("event didDisappear")
      default: break
      }
    }
    let delegate = FlowLoggingDelegate(log: log)
    h.manager.delegate = delegate
    let message = SnackbarMessage(text: "A")
    message.action = SnackbarMessageAction(title: "Undo") { log.append("action handler") }
    message.completionHandler = { _ in log.append("completion handler") }
    h.manager.show(message)
    h.advance(to: 1)
    h.manager.currentSnackbar?.perform(.tapAction)
    h.advance(to: 2)
    #expect(
      log.all == [
        "event willPresent", "delegate willPresent", "delegate isPresenting", "event didPresent",
        "event willDisappear", "delegate willDisappear", "event actionHandler", "action handler",
        "event completion", "completion handler", "event didDisappear", "delegate didDisappear",
      ])
    withExtendedLifetime(delegate) {}
  }

  @Test("without animations the enter and exit end at once; the handlers still follow didDisappear's turn")
  func withoutAnimations() {
    let h = FlowHarness()
    h.manager.isMessageAnimationEnabled = false
    h.manager.show(SnackbarMessage(text: "A"))
    h.advance(to: 5)
    #expect(
      h.recorder.entries == [
        FlowLogEntry(0, .willPresent(messageID: mid(1), text: "A")),
        FlowLogEntry(0, .didPresent(messageID: mid(1), text: "A")),
        FlowLogEntry(0, .announcement(text: "A", assertive: false)),
        FlowLogEntry(4, .willDisappear(messageID: mid(1), text: "A")),
        FlowLogEntry(4, .didDisappear(messageID: mid(1), text: "A")),
        FlowLogEntry(4, .completion(messageID: mid(1), text: "A", reason: .timeout, userInitiated: false)),
      ])
  }

  @Test("an action without a handler still logs actionHandler, in the completion's turn")
  func actionWithoutHandler() {
    let h = FlowHarness()
    let message = SnackbarMessage(text: "A")
    message.action = SnackbarMessageAction(title: "OK")
    h.manager.show(message)
    h.advance(to: 1)
    h.manager.currentSnackbar?.perform(.tapAction)
    h.advance(to: 2)
    let tail = h.recorder.events.suffix(4)
    #expect(
      Array(tail) == [
        .willDisappear(messageID: mid(1), text: "A"), .actionHandler(messageID: mid(1), text: "A"),
        .completion(messageID: mid(1), text: "A", reason: .action, userInitiated: true),
        .didDisappear(messageID: mid(1), text: "A"),
      ])
  }

  @Test("a queued message replaced before it shows only completes, at the time of the replacement")
  func queuedMessageReplaced() {
    let h = FlowHarness()
    h.manager.show(flowMessage("A", category: "a"))
    h.manager.show(flowMessage("B", category: "b"))
    h.advance(to: 1)
    h.manager.show(flowMessage("C", category: "b"))
    h.advance(to: 1)
    #expect(
      h.recorder.entries.filter { $0.time == 1 } == [
        FlowLogEntry(1, .completion(messageID: mid(2), text: "B", reason: .replaced, userInitiated: false))
      ])
    h.scheduler.advanceUntilIdle()
    let presented = h.recorder.events.compactMap { event -> SnackbarMessageID? in
      if case .willPresent(let id, _) = event { return id }
      return nil
    }
    #expect(presented == [mid(1), mid(3)])
    #expect(h.recorder.completions.map(\.0) == [mid(2), mid(1), mid(3)])
  }

  @Test("a message dropped under the VoiceOver rule completes with .dropped and nothing else")
  func droppedMessage() {
    let h = FlowHarness()
    h.manager.isVoiceOverRunningOverride = true
    h.manager.shouldShowMessageWhenVoiceOverIsRunning = false
    h.manager.show(SnackbarMessage(text: "A"))
    h.scheduler.advanceUntilIdle()
    #expect(
      h.recorder.entries == [
        FlowLogEntry(0, .completion(messageID: mid(1), text: "A", reason: .dropped, userInitiated: false))
      ])
  }

  @Test("category suspensions log suspend and release once per token, with the category")
  func categorySuspension() {
    let h = FlowHarness()
    let first = h.manager.suspendMessages(withCategory: "uploads")
    let second = h.manager.suspendAllMessages()
    h.advance(to: 1)
    h.manager.resumeMessages(with: first)
    h.manager.resumeMessages(with: first)
    h.advance(to: 2)
    #expect(first?.id == tid(1))
    #expect(second?.id == tid(2))
    #expect(
      h.recorder.entries == [
        FlowLogEntry(0, .suspend(token: tid(1), category: "uploads")),
        FlowLogEntry(0, .suspend(token: tid(2), category: nil)),
        FlowLogEntry(1, .release(token: tid(1), category: "uploads")),
      ])
    withExtendedLifetime(second) {}
  }

  @Test("releasing the last reference logs the release; an explicit resume before it is not logged twice")
  func releaseByDeinit() {
    let h = FlowHarness()
    var token = h.manager.suspendAllMessages()
    h.advance(to: 1)
    #expect(token != nil)
    token = nil
    h.advance(to: 2)
    var resumed = h.manager.suspendAllMessages()
    h.advance(to: 3)
    h.manager.resumeMessages(with: resumed)
    h.advance(to: 4)
    #expect(resumed != nil)
    resumed = nil
    h.advance(to: 5)
    #expect(
      h.recorder.entries == [
        FlowLogEntry(0, .suspend(token: tid(1), category: nil)),
        FlowLogEntry(1, .release(token: tid(1), category: nil)),
        FlowLogEntry(2, .suspend(token: tid(2), category: nil)),
        FlowLogEntry(3, .release(token: tid(2), category: nil)),
      ])
  }

  @Test("another manager's token releases nothing and logs nothing")
  func foreignToken() {
    let h = FlowHarness()
    let other = SnackbarManager(scheduler: h.scheduler)
    let foreign = other.suspendAllMessages()
    h.manager.resumeMessages(with: foreign)
    h.advance(to: 1)
    #expect(h.recorder.entries.isEmpty)
    withExtendedLifetime(foreign) {}
  }

  @Test("messages are numbered per manager in the order of the show calls, dropped ones included")
  func messageNumbering() {
    let h = FlowHarness()
    h.manager.show(flowMessage("A", category: "a"))
    let handle = h.manager.showUpdatable(flowMessage("B", category: "b"))
    h.manager.show(flowMessage("C", category: "c"))
    #expect(handle.id == mid(2))
    let other = SnackbarManager(scheduler: h.scheduler)
    #expect(other.showUpdatable(SnackbarMessage(text: "X")).id == mid(1))
  }

  @Test("observers run in the order added; a removed observer hears nothing more")
  func observersAddAndRemove() {
    let h = FlowHarness()
    let log = UnitLog()
    let first = h.manager.addEventObserver { _, _ in log.append("first") }
    h.manager.addEventObserver { _, _ in log.append("second") }
    let token = h.manager.suspendAllMessages()
    h.scheduler.runUntilIdle()
    h.manager.removeEventObserver(first)
    h.manager.removeEventObserver(first)
    h.manager.resumeMessages(with: token)
    h.scheduler.runUntilIdle()
    #expect(log.all == ["first", "second", "second"])
    #expect(h.recorder.events.count == 2)
  }

  @Test("an observer may call back into the manager; what it starts is logged after")
  func reentrantObserver() {
    let h = FlowHarness()
    let manager = h.manager
    manager.addEventObserver { [weak manager] event, _ in
      if case .didPresent = event { manager?.dismissAndCallCompletionBlocks(withCategory: nil) }
    }
    manager.show(SnackbarMessage(text: "A"))
    h.scheduler.advanceUntilIdle()
    #expect(
      h.recorder.entries == [
        FlowLogEntry(0, .willPresent(messageID: mid(1), text: "A")),
        FlowLogEntry(0.15, .didPresent(messageID: mid(1), text: "A")),
        FlowLogEntry(0.15, .announcement(text: "A", assertive: false)),
        FlowLogEntry(0.15, .willDisappear(messageID: mid(1), text: "A")),
        FlowLogEntry(0.15, .completion(messageID: mid(1), text: "A", reason: .programmatic, userInitiated: false)),
        FlowLogEntry(0.275, .didDisappear(messageID: mid(1), text: "A")),
      ])
  }

  @Test("a view dismissed during its enter animation has no didPresent and no announcement")
  func dismissedDuringEnter() {
    let h = FlowHarness()
    h.manager.show(SnackbarMessage(text: "A"))
    h.advance(to: 0.1)
    h.manager.currentSnackbar?.perform(.tapBody)
    h.scheduler.advanceUntilIdle()
    #expect(
      h.recorder.events == [
        .willPresent(messageID: mid(1), text: "A"), .willDisappear(messageID: mid(1), text: "A"),
        .completion(messageID: mid(1), text: "A", reason: .tap, userInitiated: true),
        .didDisappear(messageID: mid(1), text: "A"),
      ])
  }

  @Test("events print as one line each")
  func descriptions() {
    #expect(
      SnackbarManagerEvent.willPresent(messageID: mid(1), text: "Say \"hi\"").description
        == #"willPresent(message-1, "Say \"hi\"")"#)
    #expect(
      SnackbarManagerEvent.completion(messageID: mid(2), text: "A", reason: .timeout, userInitiated: false).description
        == #"completion(message-2, "A", timeout, userInitiated: false)"#)
    #expect(
      SnackbarManagerEvent.update(messageID: mid(3), text: "Up", progress: .determinate(0.5)).description
        == #"update(message-3, "Up", progress: 0.5)"#)
    #expect(SnackbarManagerEvent.suspend(token: tid(1), category: nil).description == "suspend(token-1, category: all)")
    #expect(
      SnackbarManagerEvent.release(token: tid(1), category: "a").description == #"release(token-1, category: "a")"#)
    #expect(SnackbarManagerEvent.haptic(.error, messageID: mid(4)).description == "haptic(error, message-4)")
    #expect(
      SnackbarManagerEvent.announcement(text: "A", assertive: true).description == #"announcement("A", assertive)"#)
  }
}

/// A delegate that writes each callback to a log.
private final class FlowLoggingDelegate: SnackbarManagerDelegate, @unchecked Sendable {
  let log: UnitLog
  init(log: UnitLog) { self.log = log }

  func snackbarManager(_ snackbarManager: SnackbarManager, willPresentSnackbarWith messageView: SnackbarMessageView) {
    log.append("delegate willPresent")
  }

  func snackbarManager(_ snackbarManager: SnackbarManager, isPresentingSnackbarWith messageView: SnackbarMessageView) {
    log.append("delegate isPresenting")
  }

  func snackbarWillDisappear(_ snackbarManager: SnackbarManager) { log.append("delegate willDisappear") }

  func snackbarDidDisappear(_ snackbarManager: SnackbarManager) { log.append("delegate didDisappear") }
}
