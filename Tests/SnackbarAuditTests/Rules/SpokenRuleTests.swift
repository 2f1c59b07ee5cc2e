import Foundation
import MaterialSnackbar
import SnackbarAudit
import Testing

/// spoken.*: what the manager gives VoiceOver.
@Suite struct SpokenRuleTests {
  @Test func defaultsSpeakTheText() throws {
    let report = try AuditFixture.audit("Photo archived", action: "Undo") { $0.showsCloseButton = true }
    #expect(report.findings.filter { $0.rule.rawValue.hasPrefix("spoken.") }.isEmpty)
  }

  @Test func aBlankAccessibilityLabelAnnouncesNothing() throws {
    let report = try AuditFixture.audit("Photo archived") { $0.accessibilityLabel = " \u{200B}" }
    let findings = report.findings(of: .spokenEmpty)
    #expect(findings.count == 1)
    #expect(findings.first?.measured == "empty announcement")
    #expect(findings.first?.severity == .error)
  }

  @Test func aBlankLabelOnAFocusedSnackbarIsAnEmptyElement() throws {
    // An action makes the snackbar take focus, so its elements are read.
    let report = try AuditFixture.audit("Photo archived", action: "Undo") { $0.accessibilityLabel = "\t" }
    let finding = try #require(report.findings(of: .spokenEmpty).first)
    #expect(finding.measured == "empty label")
    #expect(finding.element == .message)
  }

  @Test func anActionTitledLikeTheCloseButtonIsADuplicate() throws {
    let report = try AuditFixture.audit("Photo archived", action: "Close") { $0.showsCloseButton = true }
    let finding = try #require(report.findings(of: .spokenDuplicate).first)
    #expect(finding.severity == .warning)
    #expect(finding.element == .close)
    #expect(
      try AuditFixture.audit("Photo archived", action: "Undo") { $0.showsCloseButton = true }
        .findings(of: .spokenDuplicate).isEmpty)
  }

  @Test func aCustomLabelWithoutTheVisibleWordsIsInformation() throws {
    let report = try AuditFixture.audit("3 photos archived") { $0.accessibilityLabel = "Done" }
    #expect(report.findings(of: .spokenLabelInName).map(\.severity) == [.info])
    let extended = try AuditFixture.audit("3 photos archived") {
      $0.accessibilityLabel = "3 photos archived. Undo is in the menu."
    }
    #expect(extended.findings(of: .spokenLabelInName).isEmpty)
  }

  @Test func thePlanIsTheManagersOwn() {
    let plain = AuditFixture.view("Saved")
    let plan = SnackbarManager.presentationPlan(for: plain)
    #expect(plan.timeout == 4)
    #expect(!plan.takesFocus)
    #expect(plan.announcement == "Saved")

    let withAction = SnackbarManager.presentationPlan(for: AuditFixture.view("Saved", action: "Undo"))
    #expect(withAction.timeout == nil)
    #expect(withAction.takesFocus)
    #expect(withAction.announcement == nil)
    #expect(withAction.elements.map(\.kind) == [.label, .actionButton])

    let legacy = SnackbarManager.presentationPlan(
      for: AuditFixture.view("Saved", action: "Undo") { $0.usesLegacyDismissalBehavior = true })
    #expect(legacy.timeout == 4)
    #expect(legacy.takesFocus)  // VoiceOver on: the legacy rule keeps it, so it takes focus

    let error = SnackbarManager.presentationPlan(for: AuditFixture.view("Failed") { $0.importance = .error })
    #expect(error.isAssertive)
    let manual = SnackbarManager.presentationPlan(for: AuditFixture.view("Saved") { $0.automaticallyDismisses = false })
    #expect(manual.timeout == nil)
  }
}
