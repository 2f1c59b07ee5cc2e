import Foundation
import MaterialSnackbar
import SnackbarFlow
import SnackbarFlowTestSupport
import Testing

@Suite struct SnackbarScenarioJSONTests {
  @Test func readsTheIssueScenarioExactlyAsWritten() throws {
    let parsed = try FlowScenarios.scenario()
    #expect(parsed.host == .device(name: "iphone-15"))
    #expect(parsed.theme == .mdc)
    #expect(parsed.until == 9)
    #expect(
      parsed.steps == [
        SnackbarScenarioStep(
          at: 0, .show(SnackbarScenarioMessage(text: "Photo archived", action: "Undo", category: "archive"))),
        SnackbarScenarioStep(at: 1, .tap(.action)),
        SnackbarScenarioStep(
          at: 1.5, .show(SnackbarScenarioMessage(text: "Upload failed", action: "Retry", icon: "error"))),
        SnackbarScenarioStep(at: 2, .suspend(token: "sheet", category: nil)),
        SnackbarScenarioStep(at: 2.2, .show(SnackbarScenarioMessage(text: "Saved to Photos"))),
        SnackbarScenarioStep(at: 4, .release(token: "sheet")),
      ])
  }

  @Test func readsEveryStepAndShowProperty() throws {
    let parsed = try FlowScenarios.scenario(
      """
      {"size": "400x800", "safeArea": [20, 0, 10, 0], "regular": true, "scale": 1, "theme": "m3-dark", "until": 20,
       "steps": [
         {"at": 0, "show": {"text": "Uploading", "action": "Cancel", "category": "up", "duration": 6,
                            "icon": "upload", "progress": 0.25, "close": true, "theme": "m2", "importance": "warning",
                            "legacyDismissal": true, "dismissOnOverlayTap": true}},
         {"at": 1, "update": {"text": "Uploading 3 of 5…", "progress": 0.6}},
         {"at": 1, "update": {"progress": "indeterminate"}},
         {"at": 2, "tap": "outside"}, {"at": 3, "swipe": "right"}, {"at": 4, "accessibilityEscape": true},
         {"at": 5, "dismiss": {"category": "up"}}, {"at": 5, "dismiss": {}},
         {"at": 6, "suspend": {"token": "t", "category": "up"}}, {"at": 7, "release": "t"},
         {"at": 8, "voiceOver": true}, {"at": 9, "bottomOffset": 49}, {"at": 10, "keyboard": 336}]}
      """)
    #expect(
      parsed.host
        == .custom(
          size: CGSize(width: 400, height: 800), safeArea: SnackbarEdgeInsets(top: 20, left: 0, bottom: 10, right: 0),
          regular: true, scale: 1))
    #expect(parsed.theme == .material3Dark)
    let show = SnackbarScenarioMessage(
      text: "Uploading", action: "Cancel", category: "up", duration: 6, icon: "upload", progress: .determinate(0.25),
      showsCloseButton: true, theme: .material2, importance: .warning, usesLegacyDismissalBehavior: true,
      dismissesOnOverlayTap: true)
    #expect(
      parsed.steps.map(\.action) == [
        .show(show), .update(text: "Uploading 3 of 5…", progress: .determinate(0.6)),
        .update(text: nil, progress: .indeterminate), .tap(.outside), .swipe(.right), .accessibilityEscape,
        .dismiss(category: "up"), .dismiss(category: nil), .suspend(token: "t", category: "up"), .release(token: "t"),
        .voiceOver(true), .bottomOffset(49), .keyboard(336),
      ])
  }

  @Test func aMessageGetsEveryPropertyOfItsStep() {
    let spec = SnackbarScenarioMessage(
      text: "Uploading", action: "Cancel", category: "up", duration: 6, icon: "upload", progress: .indeterminate,
      showsCloseButton: true, importance: .error, usesLegacyDismissalBehavior: true, dismissesOnOverlayTap: true)
    let message = spec.makeMessage()
    #expect(message.text == "Uploading")
    #expect(message.action?.title == "Cancel")
    #expect(message.action?.handler != nil)
    #expect(message.category == "up")
    #expect(message.duration == 6)
    #expect(message.leadingIcon?.name == "upload")
    #expect(message.progress == .indeterminate)
    #expect(message.showsCloseButton)
    #expect(message.importance == .error)
    #expect(message.usesLegacyDismissalBehavior)
    #expect(message.shouldDismissOnOverlayTap)
  }

  /// Bad input names the step's index and the key; each case is one mistake.
  @Test(arguments: [
    (#"{"until": 5, "steps": [{"at": 0, "show": {"text": "a", "colour": "red"}}]}"#, 0, "show.colour", "unknown key"),
    (#"{"until": 5, "steps": [{"at": 0, "tap": "action", "extra": 1}]}"#, 0, "extra", "unknown key"),
    (#"{"until": 5, "steps": [{"at": 0, "tap": "action"}, {"at": -1, "tap": "body"}]}"#, 1, "at", ">= 0"),
    (#"{"until": 5, "steps": [{"at": 0, "tap": "action"}, {"at": 6, "tap": "body"}]}"#, 1, "at", "past"),
    (#"{"until": 5, "steps": [{"at": 2, "tap": "action"}, {"at": 1, "tap": "body"}]}"#, 1, "at", "time order"),
    (#"{"until": 5, "steps": [{"at": "NaN", "tap": "action"}]}"#, 0, "at", "must be a number"),
    (#"{"until": 5, "steps": [{"at": 1, "release": "sheet"}]}"#, 0, "release", "no suspension named \"sheet\""),
    (
      #"{"until": 5, "steps": [{"at": 1, "suspend": {"token": "s"}}, {"at": 2, "suspend": {"token": "s"}}]}"#, 1,
      "suspend.token", "already suspending"
    ),
    (
      #"{"until": 5, "steps": [{"at": 1, "suspend": {"token": "s"}}, {"at": 2, "release": "s"}, {"at": 3, "release": "s"}]}"#,
      2, "release", "no suspension"
    ),
    (#"{"until": 5, "steps": [{"at": 0, "show": {"text": "a", "progress": 2}}]}"#, 0, "show.progress", "0...1"),
    (
      #"{"until": 5, "steps": [{"at": 0, "show": {"text": "a", "importance": "loud"}}]}"#, 0, "show.importance",
      "one of"
    ),
    (#"{"until": 5, "steps": [{"at": 0, "show": {"text": ""}}]}"#, 0, "show.text", "empty"),
    (#"{"until": 5, "steps": [{"at": 0, "show": {"action": "Undo"}}]}"#, 0, "show.text", "required"),
    (#"{"until": 5, "steps": [{"at": 0, "show": {"text": "a", "duration": 11}}]}"#, 0, "show.duration", "0...10"),
    (#"{"until": 5, "steps": [{"at": 0, "tap": "elsewhere"}]}"#, 0, "tap", "one of"),
    (#"{"until": 5, "steps": [{"at": 0, "keyboard": -3}]}"#, 0, "keyboard", "0...4096"),
    (#"{"until": 5, "steps": [{"at": 0, "voiceOver": "yes"}]}"#, 0, "voiceOver", "true or false"),
    (#"{"until": 5, "steps": [{"at": 0, "update": {}}]}"#, 0, "update", "give"),
    (#"{"until": 5, "steps": [{"at": 0, "dismiss": "archive"}]}"#, 0, "dismiss", "JSON object"),
  ])
  func badStepsNameTheirIndexAndKey(json: String, step: Int, key: String, reason: String) throws {
    let error = try #require(scenarioError(json))
    #expect(error.step == step, "\(error)")
    #expect(error.key == key, "\(error)")
    #expect(error.reason.contains(reason), "\(error)")
    #expect(error.description.contains(": step \(step), key \"\(key)\": "))
    #expect(error.line != nil && error.column != nil, "\(error)")
  }

  @Test func aStepWithoutOrWithTwoActionsIsRefused() throws {
    let none = try #require(scenarioError(#"{"until": 5, "steps": [{"at": 0}]}"#))
    #expect(none.step == 0 && none.reason.contains("has no action"), "\(none)")
    let two = try #require(scenarioError(#"{"until": 5, "steps": [{"at": 0, "tap": "body", "swipe": "left"}]}"#))
    #expect(two.step == 0 && two.reason.contains("one action per step"), "\(two)")
  }

  @Test(arguments: [
    (#"{"steps": []}"#, "until", "required"),
    (#"{"until": 0, "steps": []}"#, "until", "(0, 600]"),
    (#"{"until": 601, "steps": []}"#, "until", "0...600"),
    (#"{"until": 5}"#, "steps", "required"),
    (#"{"until": 5, "steps": {}}"#, "steps", "array"),
    (#"{"until": 5, "steps": [], "fps": 30}"#, "fps", "unknown key"),
    (#"{"until": 5, "steps": [], "theme": "neon"}"#, "theme", "one of"),
    (#"{"until": 5, "steps": [], "size": "big"}"#, "size", "WxH"),
    (#"{"until": 5, "steps": [], "size": "393x0"}"#, "size", "1...4096"),
    (#"{"until": 5, "steps": [], "device": "iphone-15", "size": "393x852"}"#, "device", "not both"),
    (#"{"until": 5, "steps": [], "regular": true}"#, "regular", "goes with"),
    (#"{"until": 5, "steps": [], "scale": 4}"#, "scale", "1...3"),
  ])
  func badTopLevelKeysAreNamed(json: String, key: String, reason: String) throws {
    let error = try #require(scenarioError(json))
    #expect(error.step == nil, "\(error)")
    #expect(error.key == key, "\(error)")
    #expect(error.reason.contains(reason), "\(error)")
  }

  @Test func invalidJSONSaysSo() throws {
    let error = try #require(scenarioError(#"{"until": 5, "steps": [}"#))
    #expect(error.step == nil && error.key == nil)
    #expect(error.description.hasPrefix("line 1, column 24: not valid JSON: expected a JSON value"), "\(error)")
    let notAnObject = try #require(scenarioError("[1, 2]"))
    #expect(notAnObject.reason.contains("JSON object"), "\(notAnObject)")
  }

  @Test func swiftScenariosAreCheckedLikeFiles() {
    #expect(throws: SnackbarScenarioError.self) {
      try SnackbarScenario(until: 5, steps: [SnackbarScenarioStep(at: .nan, .tap(.body))])
    }
    #expect(throws: SnackbarScenarioError.self) {
      try SnackbarScenario(until: 5, steps: [SnackbarScenarioStep(at: 1, .update(text: nil, progress: nil))])
    }
    #expect(throws: SnackbarScenarioError.self) {
      try SnackbarScenario(host: .custom(size: CGSize(width: 0, height: 10)), until: 5, steps: [])
    }
  }

  @Test func aFileThatCannotBeReadIsNamed() throws {
    let url = URL(fileURLWithPath: "/nonexistent/flow-\(UUID().uuidString).json")
    #expect {
      try SnackbarScenario(contentsOf: url)
    } throws: { error in
      (error as? SnackbarScenarioError)?.reason.contains(url.path) == true
    }
  }
}
