import Foundation
import MaterialSnackbar
import SnackbarAudit
import SnackbarLayout
import Testing

/// target.*, text.clipped, text.lines, action.wraps: the measured layouts.
@Suite struct TargetAndTextRuleTests {
  @Test func mdcActionIsAppleSizedSoMaterialsTargetWarns() throws {
    let finding = try #require(
      try AuditFixture.audit("Photo archived", action: "Undo").findings(of: .targetAction).first)
    #expect(finding.severity == .warning)
    #expect(finding.measured == "44×44 pt")
    #expect(finding.threshold == "48×48 dp")
  }

  @Test func aNarrowSnackbarSqueezesTheActionUnderAppleMinimum() throws {
    // 120 pt wide: the button gets a third of the room beside the text, 30 pt.
    let report = try AuditFixture.audit("Photo archived", action: "Undo", sizing: .fittingWidth(120))
    let finding = try #require(report.findings(of: .targetAction).first)
    #expect(finding.severity == .error)
    #expect(finding.threshold == "44×44 pt")
  }

  @Test func anActionAsLargeAsMaterialsTargetHasNoFinding() throws {
    var input = try SnackbarAudit.makeInput(
      messageView: AuditFixture.view("Photo archived", action: "Undo"), sizing: .fittingWidth(359),
      traits: AuditFixture.phone(), measurer: AuditFixture.measurer)
    input.layout.actionButtonFrame = CGRect(x: 250, y: 0, width: 64, height: 48)
    #expect(SnackbarAudit.run(input).findings(of: .targetAction).isEmpty)
  }

  @Test func aTargetOnTheDevicePixelGridCountsAsReachingIt() throws {
    // 44 pt laid out at 3x comes out a hair under 44 (132 px / 3 in binary floating point):
    // Material's warning, not Apple's error.
    var input = try SnackbarAudit.makeInput(
      messageView: AuditFixture.view("Photo archived", action: "Undo"), sizing: .fittingWidth(359),
      traits: AuditFixture.phone(), measurer: AuditFixture.measurer)
    input.layout.actionButtonFrame = CGRect(x: 250, y: 0, width: 64, height: 43.999_999_99)
    input.layout.closeButtonFrame = CGRect(x: 0, y: 0, width: 47.999_999_99, height: 47.999_999_99)
    let report = SnackbarAudit.run(input)
    #expect(report.findings(of: .targetAction).map(\.severity) == [.warning])
    #expect(report.findings(of: .targetAction).first?.measured == "64×44 pt")
    #expect(report.findings(of: .targetClose).isEmpty)
    // A real shortfall still counts.
    input.layout.actionButtonFrame = CGRect(x: 250, y: 0, width: 64, height: 43.9)
    #expect(SnackbarAudit.run(input).findings(of: .targetAction).map(\.severity) == [.error])
  }

  @Test func theCloseButtonMeetsBothTargets() throws {
    let report = try AuditFixture.audit("Saved") { $0.showsCloseButton = true }
    #expect(report.findings(of: .targetClose).isEmpty)
  }

  @Test func aSmallCloseTargetIsAnError() throws {
    var input = try SnackbarAudit.makeInput(
      messageView: AuditFixture.view("Saved") { $0.showsCloseButton = true }, sizing: .fittingWidth(359),
      traits: AuditFixture.phone(), measurer: AuditFixture.measurer)
    input.layout.closeButtonFrame = CGRect(x: 0, y: 0, width: 40, height: 48)
    let finding = try #require(SnackbarAudit.run(input).findings(of: .targetClose).first)
    #expect(finding.severity == .error)
    #expect(finding.measured == "40×48 pt")
  }

  @Test func aMessageTallerThanTheCapIsClipped() throws {
    // Half of a 200-pt window is the cap; 20 lines do not fit.
    let long = Array(repeating: "word", count: 200).joined(separator: " ")
    let report = try AuditFixture.audit(long, sizing: AuditFixture.host(height: 200))
    let finding = try #require(report.findings(of: .textClipped).first)
    #expect(finding.severity == .error)
    #expect(try AuditFixture.audit("Saved", sizing: AuditFixture.host()).findings(of: .textClipped).isEmpty)
  }

  @Test func aClippedMessageSaysTheCapItMeasured() throws {
    // Half of 201 pt is 100.5 pt, drawn at 3x on the pixel grid: the message and the measured
    // value give the same height, the one drawn.
    var traits = AuditFixture.phone()
    traits.displayScale = 3
    let long = Array(repeating: "word", count: 200).joined(separator: " ")
    let report = try AuditFixture.audit(long, sizing: AuditFixture.host(height: 201), traits: traits)
    let finding = try #require(report.findings(of: .textClipped).first)
    let drawn = try #require(finding.measured.split(separator: " ").dropLast().last)
    #expect(drawn != "100.5")
    #expect(finding.message.contains("caps it at \(drawn) pt"), "\(finding.measured) / \(finding.message)")
  }

  @Test func aMessageThatFitsOnlyAtTheChosenSizeWarnsForTheLargest() throws {
    // Fonts that follow Dynamic Type: 14 pt at L, 52 pt at AX-XXXL.
    let manager = SnackbarManager()
    manager.messageFont = .preferredFont(forTextStyle: .body1)
    let text = "Your photos were backed up and the album is ready to share"
    let report = try AuditFixture.audit(text, manager: manager, sizing: AuditFixture.host(height: 400))
    let findings = report.findings(of: .textClipped)
    #expect(findings.map(\.severity) == [.warning])
    #expect(findings.first?.measured.hasSuffix("at AX-XXXL") == true)
    // Fixed fonts do not grow, so nothing is clipped at AX-XXXL either.
    #expect(try AuditFixture.audit(text, sizing: AuditFixture.host(height: 400)).findings(of: .textClipped).isEmpty)
  }

  @Test func aLargestLayoutThatFailsIsAWarningNotAThrow() throws {
    var input = try SnackbarAudit.makeInput(
      messageView: AuditFixture.view("Saved"), sizing: .fittingWidth(359), traits: AuditFixture.phone(),
      measurer: AuditFixture.measurer)
    input.largestLayout = .failure(.contentDoesNotFit(snackbarWidth: 10, textWidth: 0))
    let finding = try #require(SnackbarAudit.run(input).findings(of: .textClipped).first)
    #expect(finding.severity == .warning)
    #expect(finding.measured == "no layout at AX-XXXL")
  }

  @Test func threeLinesOnACompactWidthHostWarn() throws {
    // 180 pt wide: 21 characters a line with the fixed measurer.
    let text = "aaaaaaaaaa bbbbbbbbbb cccccccccc dddddddddd eeeeeeeeee"
    let finding = try #require(
      try AuditFixture.audit(text, sizing: .fittingWidth(180)).findings(of: .textLines).first)
    #expect(finding.measured == "3 lines")
    #expect(
      try AuditFixture.audit("aaaaaaaaaa bbbbbbbbbb cccccccccc", sizing: .fittingWidth(180)).findings(of: .textLines)
        .isEmpty)
    let regular = AuditFixture.phone(horizontal: .regular)
    #expect(try AuditFixture.audit(text, sizing: .fittingWidth(180), traits: regular).findings(of: .textLines).isEmpty)
  }

  @Test func aLongActionTitleWrapsUnderTheText() throws {
    let finding = try #require(
      try AuditFixture.audit("Saved", action: "ABCDEFGHIJKLMNOPQ").findings(of: .actionWraps).first)
    #expect(finding.severity == .warning)
    #expect(finding.threshold == "≤ 128 pt (0.4 × 320)")
    #expect(try AuditFixture.audit("Saved", action: "Undo").findings(of: .actionWraps).isEmpty)
  }

  @Test func largeAccessibilityTextMovesTheActionWithoutAFinding() throws {
    let manager = SnackbarManager()
    manager.messageFont = .preferredFont(forTextStyle: .body1)
    let report = try AuditFixture.audit(
      "Saved", action: "Undo", manager: manager, traits: AuditFixture.phone(category: .accessibilityLarge))
    let input = try SnackbarAudit.makeInput(
      messageView: AuditFixture.view("Saved", action: "Undo", manager: manager), sizing: .fittingWidth(359),
      traits: AuditFixture.phone(category: .accessibilityLarge), measurer: AuditFixture.measurer)
    #expect(input.layout.arrangement == .actionBelow)
    #expect(report.findings(of: .actionWraps).isEmpty)
  }
}

/// The configuration's `targetSize` option: which minimum the target rules hold buttons to.
@Suite struct TargetSizeOptionTests {
  func targetFindings(_ size: SnackbarAuditTargetSize, height: CGFloat) throws -> [SnackbarAuditFinding] {
    var input = try SnackbarAudit.makeInput(
      messageView: AuditFixture.view("Photo archived", action: "Undo"), sizing: .fittingWidth(359),
      traits: AuditFixture.phone(), measurer: AuditFixture.measurer)
    input.layout.actionButtonFrame = CGRect(x: 250, y: 0, width: 64, height: height)
    return SnackbarAudit.run(input, options: SnackbarAuditOptions(targetSize: size)).findings(of: .targetAction)
  }

  @Test func appleOnlyDropsMaterialsWarning() throws {
    #expect(try targetFindings(.apple, height: 44).isEmpty)
    #expect(try targetFindings(.apple, height: 40).map(\.severity) == [.error])
    #expect(try targetFindings(.both, height: 44).map(\.severity) == [.warning])
  }

  @Test func materialMakesFortyEightAnError() throws {
    let findings = try targetFindings(.material, height: 44)
    #expect(findings.map(\.severity) == [.error])
    #expect(findings.first?.threshold == "48×48 dp")
    #expect(try targetFindings(.material, height: 48).isEmpty)
  }
}
