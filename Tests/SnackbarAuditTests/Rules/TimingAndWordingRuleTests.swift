import Foundation
import MaterialSnackbar
import SnackbarAudit
import Testing

/// timing.*, feedback.colourOnly and wording.*.
@Suite struct TimingAndWordingRuleTests {
  @Test func anActionMessageStaysUntilActedOnByDefault() throws {
    let report = try AuditFixture.audit("Photo archived", action: "Undo") { $0.duration = 2 }
    #expect(report.findings(of: .timingAction).isEmpty)
  }

  @Test func theLegacyRuleLetsAnActionMessageTimeOut() throws {
    let report = try AuditFixture.audit("Photo archived", action: "Undo") { $0.usesLegacyDismissalBehavior = true }
    let finding = try #require(report.findings(of: .timingAction).first)
    #expect(finding.severity == .error)
    #expect(finding.measured == "dismisses after 4 s")
    let tenSeconds = try AuditFixture.audit("Photo archived", action: "Undo") {
      $0.usesLegacyDismissalBehavior = true
      $0.duration = 10
    }
    #expect(tenSeconds.findings(of: .timingAction).isEmpty)
  }

  @Test func aTimeoutThatMissesAThresholdNeverPrintsAsReachingIt() throws {
    let almostTen = try AuditFixture.audit("Photo archived", action: "Undo") {
      $0.usesLegacyDismissalBehavior = true
      $0.duration = 9.99
    }
    #expect(almostTen.findings(of: .timingAction).first?.measured == "dismisses after 9.9 s")
    // 12 words need 4.11 s, printed 4.2 s; a 4.11-s timeout misses it and prints 4.1 s.
    let twelve = "one two three four five six seven eight nine ten eleven twelve"
    let finding = try #require(try AuditFixture.audit(twelve) { $0.duration = 4.11 }.findings(of: .timingReading).first)
    #expect(finding.measured == "4.1 s")
    #expect(finding.threshold == "≥ 4.2 s (12 words at 175 per minute)")
    let one = try #require(try AuditFixture.audit("Saved") { $0.duration = 0 }.findings(of: .timingReading).first)
    #expect(one.threshold == "≥ 0.4 s (1 word at 175 per minute)")
    #expect(one.message.contains("before 1 word can be read"))
  }

  @Test func aLongTextNeedsMoreThanFourSeconds() throws {
    // 20 words at 175 per minute: 6.9 s.
    let text =
      "Your three photos were uploaded to the shared family album and everyone in the group can see them right now"
    let finding = try #require(try AuditFixture.audit(text).findings(of: .timingReading).first)
    #expect(finding.severity == .warning)
    #expect(finding.measured == "4 s")
    #expect(finding.threshold == "≥ 6.9 s (20 words at 175 per minute)")
    #expect(try AuditFixture.audit(text) { $0.duration = 7 }.findings(of: .timingReading).isEmpty)
    #expect(try AuditFixture.audit("Photo archived").findings(of: .timingReading).isEmpty)
    // Incomplete progress holds the timer: nothing to read against.
    #expect(try AuditFixture.audit(text) { $0.progress = .indeterminate }.findings(of: .timingReading).isEmpty)
  }

  @Test func readingTimeCountsWordsAndCharacterScripts() {
    #expect(SnackbarReadingTime.words(in: "Photo archived") == 2)
    #expect(SnackbarReadingTime.words(in: "Don't re-upload 3 files, please.") == 5)
    #expect(SnackbarReadingTime.words(in: "写真を保存しました") == 9)
    #expect(SnackbarReadingTime.words(in: "  ") == 0)
    // What the finding says it counted: a Japanese character is no word, though read as one.
    #expect(SnackbarReadingTime.describeCount(of: "写真を保存しました") == "9 characters")
    #expect(SnackbarReadingTime.describeCount(of: "gpodder.netアカウント") == "2 words and 5 characters")
    #expect(SnackbarReadingTime.describeCount(of: "Photo archived") == "2 words")
    #expect(SnackbarReadingTime.describeCount(of: "Saved") == "1 word")
    // Thai's vowel and tone marks are letters to Unicode, not characters to a reader: สวัสดี is
    // four (ส วั ส ดี), not six.
    #expect(SnackbarReadingTime.words(in: "สวัสดี") == 4)
    #expect(SnackbarReadingTime.describeCount(of: "สวัสดี ครับ") == "7 characters")
    #expect(abs(SnackbarReadingTime.seconds(toRead: "one two three four five six seven") - 2.4) < 1e-9)
  }

  @Test func anErrorWithoutASymbolReliesOnColor() throws {
    let finding = try #require(
      try AuditFixture.audit("Upload failed") {
        $0.importance = .error
        $0.showsLeadingIcon = false
      }.findings(of: .feedbackColorOnly).first)
    #expect(finding.severity == .warning)
    #expect(finding.element == .icon)
    #expect(
      try AuditFixture.audit("Upload failed") { $0.importance = .error }.findings(of: .feedbackColorOnly).isEmpty)
    #expect(
      try AuditFixture.audit("Saved") {
        $0.importance = .success
        $0.showsLeadingIcon = false
      }.findings(of: .feedbackColorOnly).isEmpty)
  }

  @Test(arguments: [
    "Error", "Failed", "Something went wrong", "Error 500", "E_NETWORK_4021", "Oops! An unexpected error occurred.",
    "Request failed (code 0x80070005)", "It didn't work", "Unknown error",
  ])
  func vagueMessagesWarn(_ text: String) throws {
    #expect(try AuditFixture.audit(text).severity(of: .wordingVague) == .warning)
  }

  /// Labels that real catalogs hold and that name no failure: AntennaPod's "Status", "Unknown"
  /// (a next episode's date) and a position "00:00:00" are no failure, however short.
  @Test(arguments: [
    "Upload failed. Check your connection.", "Photo archived", "3 files moved to Trash", "Status", "Unknown",
    "00:00:00", "It is 5",
  ])
  func specificMessagesPass(_ text: String) throws {
    #expect(try AuditFixture.audit(text).findings(of: .wordingVague).isEmpty)
  }

  @Test func dismissOnlyActionsWarn() throws {
    for title in ["OK", "Dismiss", "close", "Got it"] {
      let finding = try #require(
        try AuditFixture.audit("Photo archived", action: title).findings(of: .wordingDismissAction).first)
      #expect(finding.severity == .warning)
    }
    #expect(try AuditFixture.audit("Photo archived", action: "Undo").findings(of: .wordingDismissAction).isEmpty)
  }

  /// A rule that did not run makes no finding (on a matrix of fifty languages such notes were
  /// 90 % of all findings); the report lists it as not checked, with why.
  @Test func otherLanguagesAreNotCheckedAndSaySo() throws {
    let report = try AuditFixture.audit("Fehler", action: "OK", language: "de")
    #expect(report.findings(of: .wordingVague).isEmpty)
    #expect(report.findings(of: .wordingDismissAction).isEmpty)
    #expect(
      report.notChecked == [
        SnackbarAuditSkip(
          rule: .wordingVague, element: .message, reason: "the rules read English; the text is language de"),
        SnackbarAuditSkip(
          rule: .wordingDismissAction, element: .action, reason: "the rules read English; the text is language de"),
      ])
    #expect(report.jsonString().contains("notChecked"))
    #expect(report.table().contains("not checked: wording.vague (message): the rules read English"))
    // English by tag, with a region.
    #expect(try AuditFixture.audit("Error", language: "en-GB").severity(of: .wordingVague) == .warning)
  }

  @Test(arguments: ["Ошибка", "Σφάλμα", "Սխալ"])
  func aScriptWithoutAnInferredTagIsNotReadAsEnglish(_ text: String) throws {
    // The layout falls back to "en" for scripts it has no tag for; that is no reason to say
    // the wording was checked.
    let report = try AuditFixture.audit(text, action: "OK")
    #expect(report.findings(of: .wordingVague).isEmpty)
    #expect(report.notChecked.map(\.rule) == [.wordingVague, .wordingDismissAction])
    #expect(report.notChecked.first?.reason == "the rules read English; the text is not written in Latin letters")
    // Latin text with accents and emoji is still English by inference.
    #expect(try AuditFixture.audit("Error ❌").severity(of: .wordingVague) == .warning)
    #expect(try AuditFixture.audit("Café closed", action: "OK").severity(of: .wordingDismissAction) == .warning)
  }
}
