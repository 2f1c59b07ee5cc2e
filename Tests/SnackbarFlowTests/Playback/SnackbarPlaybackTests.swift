import Foundation
import MaterialSnackbar
import SnackbarFlow
import SnackbarFlowTestSupport
import SnackbarLayout
import Testing

@Suite struct SnackbarPlaybackTests {
  /// A player asks for each moment's new entries; pieced together they are the whole log, named
  /// alike (haptics by their message's text, suspensions by the scenario's token names), also
  /// when asked out of order.
  @Test func theLogAskedMomentByMomentIsTheWholeLog() throws {
    let run = SnackbarPlayback(
      scenario: try FlowScenarios.scenario(
        #"{"until": 9, "steps": [{"at": 0, "show": {"text": "a", "importance": "error"}}, "#
          + #"{"at": 0.5, "suspend": {"token": "sheet"}}, {"at": 0.6, "show": {"text": "b"}}, "#
          + #"{"at": 1, "update": {"text": "a2"}}, {"at": 2, "release": "sheet"}]}"#),
      host: phoneHost())
    var pieces: [SnackbarFlowEvent] = []
    while let next = run.nextChangeTime {
      run.advance(to: next)
      pieces += run.events(from: pieces.count)
    }
    run.finish()
    pieces += run.events(from: pieces.count)
    #expect(pieces == run.events)
    #expect(pieces.contains { $0.name == "haptic" && $0.message == "a" })
    #expect(pieces.contains { $0.name == "suspend" && $0.token == "sheet" })
    #expect(run.events(from: 2) == Array(run.events.dropFirst(2)))
    #expect(run.events(from: pieces.count).isEmpty)
  }

  /// The "done when" list of issue 11, on the manager's own event stream.
  @Test func theIssueScenarioHappensAsTheManagerSays() throws {
    let run = SnackbarPlayback(scenario: try FlowScenarios.scenario(), host: phoneHost())
    run.finish()
    let events = run.events
    #expect(sameTime(entries(events, "willPresent", "Photo archived").first?.time, 0))
    #expect(sameTime(entries(events, "actionHandler", "Photo archived").first?.time, 1))
    let archived = try #require(entries(events, "completion", "Photo archived").first)
    #expect(sameTime(archived.time, 1))
    #expect(archived.event.reason == .action && archived.event.userInitiated == true)
    #expect(sameTime(entries(events, "didDisappear", "Photo archived").first?.time, 1.125))
    #expect(sameTime(entries(events, "willPresent", "Upload failed").first?.time, 1.5))
    let failed = try #require(entries(events, "completion", "Upload failed").first)
    #expect(sameTime(failed.time, 2.2))
    #expect(failed.event.reason == .replaced && failed.event.userInitiated == false)
    #expect(sameTime(entries(events, "willPresent", "Saved to Photos").first?.time, 4))
    let saved = try #require(entries(events, "completion", "Saved to Photos").first)
    #expect(sameTime(saved.time, 8.15))
    #expect(saved.event.reason == .timeout)
    // The log is in time order, and the action handler runs before the completion.
    #expect(events.map(\.time) == events.map(\.time).sorted())
    let handlerIndex = try #require(events.firstIndex { $0.name == "actionHandler" })
    #expect(handlerIndex < (events.firstIndex { $0.name == "completion" } ?? -1))
  }

  @Test(
    .enabled(
      if: managerReportsSuspensions,
      "the manager side of issue 11 is not merged: its contract stub reports no suspensions"))
  func suspensionsAreLoggedUnderTheScenariosTokenNames() throws {
    let run = SnackbarPlayback(scenario: try FlowScenarios.scenario(), host: phoneHost())
    run.finish()
    let suspensions = run.events.filter { $0.name == "suspend" || $0.name == "release" }
    #expect(suspensions.map(\.name) == ["suspend", "release"])
    #expect(suspensions.map(\.token) == ["sheet", "sheet"])
    #expect(sameTime(suspensions.first?.time, 2) && sameTime(suspensions.last?.time, 4))
    #expect(suspensions.first?.jsonLine == #"{"t": 2.0, "event": "suspend", "token": "sheet", "category": null}"#)
  }

  @Test func theScreenFollowsTheAnimations() throws {
    let run = SnackbarPlayback(scenario: try FlowScenarios.scenario(), host: phoneHost())
    run.advance(to: 0.075)
    #expect(run.screen.phase == .entering(0.075))
    #expect(run.screen.messageView?.message?.text == "Photo archived")
    #expect(run.screen.isAnimating)
    run.advance(to: 0.5)
    #expect(run.screen.phase == .visible)
    #expect(!run.screen.isAnimating)
    run.advance(to: 1.0625)
    guard case .exiting(let elapsed) = run.screen.phase else {
      Issue.record("expected the exit animation, got \(run.screen.phase)")
      return
    }
    #expect(abs(elapsed - 0.0625) < 1e-9)
    run.advance(to: 1.2)
    #expect(run.screen.messageView == nil)
    #expect(!run.screen.showsSnackbar)
    // "Saved to Photos" is held back by the suspension until 4.0.
    run.advance(to: 3.9)
    #expect(run.screen.messageView == nil)
    run.advance(to: 4.2)
    #expect(run.screen.messageView?.message?.text == "Saved to Photos")
  }

  @Test func nextChangeTimeIsTheNextStepOrJob() throws {
    let run = SnackbarPlayback(scenario: try FlowScenarios.scenario(), host: phoneHost())
    #expect(run.nextChangeTime == 0)
    run.advance(to: 0)
    // The enter animation ends at 0.15: the manager's own job.
    #expect(sameTime(run.nextChangeTime, 0.15))
    run.advance(to: 0.5)
    #expect(run.nextChangeTime == 1)
    run.finish()
    #expect(run.nextChangeTime == nil)
    #expect(run.time == 9)
  }

  @Test func categoriesQueueAndReplaceByTheManagersRules() throws {
    let flow = try SnackbarScenario(
      until: 12,
      steps: [
        SnackbarScenarioStep(at: 0, .show(SnackbarScenarioMessage(text: "Mail sent", category: "mail"))),
        SnackbarScenarioStep(at: 0, .show(SnackbarScenarioMessage(text: "Sync paused", category: "sync"))),
        SnackbarScenarioStep(at: 0.5, .show(SnackbarScenarioMessage(text: "2 mails sent", category: "mail"))),
      ])
    let run = SnackbarPlayback(scenario: flow, host: phoneHost())
    run.finish()
    let events = run.events
    #expect(entries(events, "completion", "Mail sent").first?.event.reason == .replaced)
    #expect(sameTime(entries(events, "completion", "Mail sent").first?.time, 0.5))
    // "Sync paused" waited for the replaced message to leave, then showed.
    #expect(sameTime(entries(events, "willPresent", "Sync paused").first?.time, 0.625))
    let order = entries(events, "willPresent").compactMap(\.message)
    #expect(order == ["Mail sent", "Sync paused", "2 mails sent"])
  }

  @Test func updateReachesTheVisibleMessage() throws {
    let flow = try FlowScenarios.scenario(
      """
      {"until": 5, "steps": [
        {"at": 0, "show": {"text": "Uploading", "progress": 0.2, "action": "Cancel"}},
        {"at": 1, "update": {"text": "Uploading 3 of 5…", "progress": 0.6}}]}
      """)
    let run = SnackbarPlayback(scenario: flow, host: phoneHost())
    run.advance(to: 1.5)
    #expect(run.screen.messageView?.message?.text == "Uploading 3 of 5…")
    #expect(run.screen.messageView?.message?.progress == .determinate(0.6))
    let update = try #require(entries(run.events, "update").first)
    #expect(sameTime(update.time, 1))
    #expect(update.message == "Uploading 3 of 5…")
  }

  @Test func interactionsGoThroughTheVisibleView() throws {
    let flow = try FlowScenarios.scenario(
      """
      {"until": 12, "steps": [
        {"at": 0, "show": {"text": "One", "close": true}}, {"at": 1, "tap": "close"},
        {"at": 2, "show": {"text": "Two"}}, {"at": 3, "swipe": "left"},
        {"at": 4, "show": {"text": "Three"}}, {"at": 5, "accessibilityEscape": true},
        {"at": 6, "show": {"text": "Four", "dismissOnOverlayTap": true}}, {"at": 7, "tap": "outside"},
        {"at": 8, "show": {"text": "Five", "category": "c"}}, {"at": 9, "dismiss": {"category": "c"}},
        {"at": 10, "show": {"text": "Six"}}, {"at": 11, "tap": "body"}]}
      """)
    let run = SnackbarPlayback(scenario: flow, host: phoneHost())
    run.finish()
    let reasons = entries(run.events, "completion").map { "\($0.message ?? ""): \($0.event.reason?.rawValue ?? "")" }
    #expect(
      reasons == [
        "One: tap", "Two: swipe", "Three: accessibilityEscape", "Four: overlayTap", "Five: programmatic", "Six: tap",
      ])
  }

  @Test func voiceOverKeepsALegacyActionMessageUp() throws {
    let flow = try FlowScenarios.scenario(
      """
      {"until": 14, "steps": [
        {"at": 0, "show": {"text": "Deleted", "action": "Undo", "legacyDismissal": true}},
        {"at": 5, "voiceOver": true},
        {"at": 5, "show": {"text": "Deleted again", "action": "Undo", "legacyDismissal": true}},
        {"at": 13, "accessibilityEscape": true}]}
      """)
    let run = SnackbarPlayback(scenario: flow, host: phoneHost())
    run.finish()
    #expect(entries(run.events, "completion", "Deleted").first?.event.reason == .timeout)
    let kept = try #require(entries(run.events, "completion", "Deleted again").first)
    #expect(kept.event.reason == .accessibilityEscape)
    #expect(sameTime(kept.time, 13))
  }

  @Test func keyboardAndBottomOffsetReachTheScreen() throws {
    let flow = try FlowScenarios.scenario(
      #"{"until": 3, "steps": [{"at": 1, "keyboard": 336}, {"at": 2, "bottomOffset": 49}]}"#)
    let run = SnackbarPlayback(scenario: flow, host: phoneHost())
    run.advance(to: 1.5)
    #expect(run.screen.keyboardHeight == 336 && run.screen.bottomOffset == 0)
    run.finish()
    #expect(run.screen.bottomOffset == 49)
    #expect(run.manager.bottomOffset == 49)
  }

  @Test func aShowStepsThemeReachesTheManager() throws {
    let flow = try FlowScenarios.scenario(
      #"{"theme": "m3-light", "until": 3, "steps": [{"at": 0, "show": {"text": "Dark", "theme": "m3-dark"}}]}"#)
    let run = SnackbarPlayback(scenario: flow, host: phoneHost())
    #expect(run.manager.snackbarMessageViewBackgroundColor == SnackbarColor(rgb: 0x322F35))
    run.advance(to: 1)
    #expect(run.screen.messageView?.snackbarMessageViewBackgroundColor == SnackbarColor(rgb: 0xE6E0E9))
  }
}

extension SnackbarManagerEvent {
  /// A completion's reason, nil for other events.
  var reason: SnackbarDismissReason? {
    if case .completion(_, _, let reason, _) = self { return reason }
    return nil
  }

  /// A completion's `userInitiated`, nil for other events.
  var userInitiated: Bool? {
    if case .completion(_, _, _, let userInitiated) = self { return userInitiated }
    return nil
  }
}
