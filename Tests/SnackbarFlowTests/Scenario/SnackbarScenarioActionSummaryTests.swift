import MaterialSnackbar
import SnackbarFlow
import Testing

@Suite struct SnackbarScenarioActionSummaryTests {
  @Test(arguments: [
    (
      SnackbarScenarioAction.show(SnackbarScenarioMessage(text: "Photo archived", action: "Undo", category: "archive")),
      "show “Photo archived” (action Undo, category archive)"
    ),
    (.show(SnackbarScenarioMessage(text: "Saved")), "show “Saved”"),
    (
      .show(SnackbarScenarioMessage(text: "Failed", icon: "error", showsCloseButton: true)),
      "show “Failed” (icon error, close button)"
    ),
    (
      .show(
        SnackbarScenarioMessage(text: "Up", progress: .determinate(0.25), theme: .material3Dark, importance: .error)),
      "show “Up” (error, progress 0.25, theme m3-dark)"
    ),
    (.update(text: "Uploading 3 of 5…", progress: .determinate(0.6)), "update “Uploading 3 of 5…”, progress 0.6"),
    (.update(text: nil, progress: .indeterminate), "update progress indeterminate"),
    (.tap(.action), "tap action"), (.swipe(.left), "swipe left"), (.accessibilityEscape, "VoiceOver escape gesture"),
    (.dismiss(category: nil), "dismiss all"), (.dismiss(category: "mail"), "dismiss category mail"),
    (.suspend(token: "sheet", category: nil), "suspend “sheet” (all)"), (.release(token: "sheet"), "release “sheet”"),
    (.voiceOver(true), "VoiceOver on"), (.bottomOffset(49), "bottom offset 49 pt"),
    (.keyboard(40.05), "keyboard 40.05 pt"), (.keyboard(0), "keyboard hidden"),
  ])
  func summariesSayWhatTheStepDid(action: SnackbarScenarioAction, summary: String) {
    #expect(action.summary == summary)
    #expect(!action.key.isEmpty)
  }
}
