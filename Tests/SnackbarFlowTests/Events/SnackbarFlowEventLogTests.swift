import Foundation
import MaterialSnackbar
import SnackbarFlow
import Testing

@Suite struct SnackbarFlowEventLogTests {
  @Test(arguments: [
    (0.0, "0.0"), (1.0, "1.0"), (1.125, "1.125"), (4.15 + 4, "8.15"), (1.0 / 3, "0.333333"), (2.2000000001, "2.2"),
    (-0.5, "-0.5"), (600, "600.0"),
  ])
  func secondsPrintAtMostSixDecimals(value: Double, text: String) {
    #expect(SnackbarFlowEventLog.seconds(value) == text)
  }

  @Test func quotingEscapesWhatJSONRequires() throws {
    #expect(SnackbarFlowEventLog.quoted("Uploading 3 of 5…") == "\"Uploading 3 of 5…\"")
    #expect(SnackbarFlowEventLog.quoted("a \"b\" \\ c\n\u{1}") == #""a \"b\" \\ c\n\u0001""#)
    // What a terminal could act on, from a scenario's text, is escaped too, and reads back as it was.
    let hostile = "\u{1B}]0;owned\u{7}\u{7F}\u{9B}2J\u{202E}gnp.exe\u{2028}"
    let quoted = SnackbarFlowEventLog.quoted(hostile)
    #expect(quoted == #""\u001b]0;owned\u0007\u007f\u009b2J\u202egnp.exe\u2028""#)
    let decoded = try JSONSerialization.jsonObject(with: Data("[\(quoted)]".utf8)) as? [String]
    #expect(decoded == [hostile])
  }

  @Test func linesAreValidJSONWithTheIssuesKeys() throws {
    let completion = SnackbarFlowEvent(
      time: 1,
      event: .completion(messageID: try messageID(), text: "Photo archived", reason: .action, userInitiated: true),
      message: "Photo archived")
    #expect(
      completion.jsonLine
        == #"{"t": 1.0, "event": "completion", "message": "Photo archived", "reason": "action", "userInitiated": true}"#
    )
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(completion.jsonLine.utf8)) as? [String: Any])
    #expect(object["t"] as? Double == 1)
    #expect(object["event"] as? String == "completion")
    #expect(object["message"] as? String == "Photo archived")
    #expect(object["reason"] as? String == "action")
    #expect(object["userInitiated"] as? Bool == true)
  }

  @Test func suspensionsNameTheirTokenAndCategory() throws {
    let token = try #require(SnackbarManager(scheduler: ManualScheduler()).suspendAllMessages())
    let suspend = SnackbarFlowEvent(time: 2, event: .suspend(token: token.id, category: nil), token: "sheet")
    #expect(suspend.jsonLine == #"{"t": 2.0, "event": "suspend", "token": "sheet", "category": null}"#)
    #expect(suspend.summary == "suspend “sheet” (all)")
    let release = SnackbarFlowEvent(time: 4, event: .release(token: token.id, category: "sync"), token: "sheet")
    #expect(release.jsonLine == #"{"t": 4.0, "event": "release", "token": "sheet", "category": "sync"}"#)
  }

  @Test func updatesAnnouncementsAndHapticsCarryTheirDetails() throws {
    let id = try messageID()
    let update = SnackbarFlowEvent(
      time: 2.5, event: .update(messageID: id, text: "Uploading 3 of 5…", progress: .determinate(0.6)),
      message: "Uploading 3 of 5…")
    #expect(update.jsonLine == #"{"t": 2.5, "event": "update", "message": "Uploading 3 of 5…", "progress": 0.6}"#)
    let announcement = SnackbarFlowEvent(
      time: 0.15, event: .announcement(text: "Upload failed", assertive: true), message: "Upload failed")
    #expect(
      announcement.jsonLine == #"{"t": 0.15, "event": "announcement", "message": "Upload failed", "assertive": true}"#)
    let haptic = SnackbarFlowEvent(time: 0, event: .haptic(.error, messageID: id), message: "Upload failed")
    #expect(haptic.jsonLine == #"{"t": 0.0, "event": "haptic", "message": "Upload failed", "feedback": "error"}"#)
  }

  @Test func theLogIsOneLinePerEvent() throws {
    let id = try messageID()
    let events = [
      SnackbarFlowEvent(time: 0, event: .willPresent(messageID: id, text: "A"), message: "A"),
      SnackbarFlowEvent(time: 0.15, event: .didPresent(messageID: id, text: "A"), message: "A"),
    ]
    #expect(
      SnackbarFlowEventLog.jsonLines(events)
        == """
        {"t": 0.0, "event": "willPresent", "message": "A"}
        {"t": 0.15, "event": "didPresent", "message": "A"}

        """)
    #expect(SnackbarFlowEventLog.jsonLines([]) == "")
  }

  /// A real message identity, from a manager.
  private func messageID() throws -> SnackbarMessageID {
    SnackbarManager(scheduler: ManualScheduler()).showUpdatable(SnackbarMessage(text: "x")).id
  }
}
