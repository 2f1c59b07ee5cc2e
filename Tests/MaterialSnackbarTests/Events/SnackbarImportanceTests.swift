// HIG feedback (issue 11): importance chooses an icon, a haptic and the announcement's politeness.
import Foundation
import MaterialSnackbar
import Testing

@Suite("Flow: importance (HIG feedback)")
struct SnackbarImportanceTests {
  @Test("each importance's icon, haptic and politeness")
  func table() {
    #expect(SnackbarImportance.allCases.map(\.defaultIcon.name) == ["info", "check_circle", "warning", "error"])
    #expect(SnackbarImportance.allCases.map(\.hapticFeedback) == [nil, .success, .warning, .error])
    #expect(SnackbarImportance.allCases.map(\.isAssertive) == [false, false, true, true])
  }

  @Test("importance supplies the drawn icon only when the message has none of its own")
  func displayedLeadingIcon() {
    let message = SnackbarMessage(text: "A")
    #expect(message.displayedLeadingIcon == nil)
    message.importance = .warning
    #expect(message.displayedLeadingIcon == .warning)
    #expect(message.leadingIcon == nil)
    message.leadingIcon = SnackbarIcon(name: "cloud_off")
    #expect(message.displayedLeadingIcon?.name == "cloud_off")
  }

  @Test("showsLeadingIcon false draws no icon, neither the message's nor the importance's, and is copied")
  func showsLeadingIconOff() {
    let message = SnackbarMessage(text: "A")
    message.importance = .error
    message.showsLeadingIcon = false
    #expect(message.displayedLeadingIcon == nil)
    message.leadingIcon = SnackbarIcon(name: "cloud_off")
    #expect(message.displayedLeadingIcon == nil)
    #expect(message.copy().showsLeadingIcon == false)
    message.showsLeadingIcon = true
    #expect(message.displayedLeadingIcon?.name == "cloud_off")
  }

  @Test("copy() copies the importance")
  func copyKeepsImportance() {
    let message = SnackbarMessage(text: "A")
    message.importance = .success
    #expect(message.copy().importance == .success)
  }

  @Test(
    "the haptic comes as the enter animation starts, the announcement after it, with the importance's politeness",
    arguments: [
      (SnackbarImportance.success, SnackbarHapticFeedback?.some(.success), false),
      (.warning, .warning, true), (.error, .error, true), (.info, nil, false),
    ])
  func feedbackEvents(importance: SnackbarImportance, haptic: SnackbarHapticFeedback?, assertive: Bool) throws {
    let h = FlowHarness()
    let message = SnackbarMessage(text: "Upload failed")
    message.importance = importance
    h.manager.show(message)
    h.advance(to: 1)
    var expected = [FlowLogEntry(0, .willPresent(messageID: mid(1), text: "Upload failed"))]
    if let haptic { expected.append(FlowLogEntry(0, .haptic(haptic, messageID: mid(1)))) }
    expected += [
      FlowLogEntry(0.15, .didPresent(messageID: mid(1), text: "Upload failed")),
      FlowLogEntry(0.15, .announcement(text: "Upload failed", assertive: assertive)),
    ]
    #expect(h.recorder.entries == expected)
    var accessibility: [SnackbarAccessibilityEvent] = haptic.map { [.haptic($0)] } ?? []
    accessibility.append(
      assertive ? .assertiveAnnouncement(text: "Upload failed") : .announcement(text: "Upload failed"))
    #expect(h.manager.accessibilityEvents == accessibility)
    #expect(try #require(h.manager.currentSnackbar).leadingIcon == importance.defaultIcon)
  }

  @Test("a snackbar that takes focus gets the haptic but no announcement (VoiceOver reads it by focus)")
  func focusedSnackbarHasNoAnnouncement() {
    let h = FlowHarness()
    let message = flowMessage("Upload failed", action: "Retry")
    message.importance = .error
    h.manager.show(message)
    h.advance(to: 1)
    #expect(
      h.recorder.events == [
        .willPresent(messageID: mid(1), text: "Upload failed"), .haptic(.error, messageID: mid(1)),
        .didPresent(messageID: mid(1), text: "Upload failed"),
      ])
    #expect(h.manager.accessibilityEvents.first == .haptic(.error))
    #expect(h.manager.accessibilityEvents.count == 2)
  }

  @Test("a message without importance behaves as MDC: no haptic, a polite announcement, no icon")
  func noImportance() throws {
    let h = FlowHarness()
    h.manager.show(SnackbarMessage(text: "A"))
    h.advance(to: 1)
    #expect(h.manager.accessibilityEvents == [.announcement(text: "A")])
    #expect(try #require(h.manager.currentSnackbar).leadingIcon == nil)
  }

  @Test("the accessibility record describes the new events")
  func accessibilityDescriptions() {
    #expect(SnackbarAccessibilityEvent.haptic(.warning).description == "haptic(warning)")
    #expect(SnackbarAccessibilityEvent.assertiveAnnouncement(text: "A").description == #"assertiveAnnouncement("A")"#)
    #expect(SnackbarAccessibilityEvent.assertiveAnnouncement(text: "A") != .announcement(text: "A"))
  }
}
