import Foundation
import Testing

@testable import MaterialSnackbar

/// Plain text stays plain until someone asks for it attributed (swift-corelibs-foundation never
/// frees an `NSAttributedString`'s attribute runs, so a batch of messages must not make one each).
@Suite struct SnackbarMessageTextTests {
  func isPlain(_ message: SnackbarMessage) -> Bool {
    if case .plain = message.storage.read(\.content) { return true }
    return false
  }

  @Test func drawingAndCopyingPlainTextMakeNoAttributedString() {
    let message = SnackbarMessage(text: "Photo archived")
    #expect(message.textRuns() == [SnackbarTextRun(text: "Photo archived", isBold: false)])
    #expect(message.textRuns(ignoringBold: true) == [SnackbarTextRun(text: "Photo archived", isBold: false)])
    let copy = message.copy()
    #expect(copy.text == "Photo archived")
    #expect(isPlain(message) && isPlain(copy))
    #expect(SnackbarMessage(text: "").textRuns().isEmpty)
  }

  @Test func theAttributedTextOfPlainTextIsMadeOnceAndKept() throws {
    let message = SnackbarMessage(text: "Saved")
    let first = try #require(message.attributedText)
    #expect(first.string == "Saved")
    #expect(first.length == 5)
    #expect(message.attributedText === first)
    #expect(message.voiceNotificationText === first)
    #expect(!isPlain(message))
    message.text = "Sent"
    #expect(isPlain(message))
    #expect(message.attributedText?.string == "Sent")
  }

  @Test func settingNilTextGivesAnEmptyTextAndNilAttributedTextGivesNone() {
    let message = SnackbarMessage(text: "A")
    message.text = nil
    #expect(message.text == "")
    #expect(message.attributedText?.string == "")
    message.attributedText = nil
    #expect(message.text == nil)
    #expect(message.attributedText == nil)
    #expect(message.textRuns().isEmpty)
  }
}
