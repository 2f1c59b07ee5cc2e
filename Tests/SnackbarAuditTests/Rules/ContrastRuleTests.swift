import Foundation
import MaterialSnackbar
import SnackbarAudit
import Testing

/// contrast.*: each part over what is really behind it, as drawn.
@Suite struct ContrastRuleTests {
  @Test func mdcDefaultsPassWCAGAndTheActionIsBelowAPCAsLabelLevel() throws {
    let report = try AuditFixture.audit("Photo archived", action: "Undo")
    #expect(report.findings(of: .contrastText).isEmpty)
    // MDC's white-at-0.6 action passes WCAG (5.71:1); its Lc −52.3 is under APCA's 60.
    let apca = report.findings(of: .contrastAction)
    #expect(apca.map(\.severity) == [.info])
    #expect(apca.first?.measured == "Lc -52.3")
    // White on #323232, and white at 0.6 drawn as grey 173.
    let message = try #require(report.measurement(.message))
    #expect(message.foreground == AuditFixture.color("#FFFFFF"))
    #expect(message.background == AuditFixture.color("#323232"))
    let action = try #require(report.measurement(.action))
    #expect(action.foreground == AuditFixture.color("#ADADAD"))
    #expect(WCAGContrast.formatted(action.ratio) == "5.71")
  }

  @Test func greyTextOnWhiteFailsContrastText() throws {
    let manager = AuditFixture.manager(container: "#FFFFFF", text: "#777777")
    let report = try AuditFixture.audit("Photo archived", manager: manager)
    let finding = try #require(report.findings(of: .contrastText).first)
    #expect(finding.severity == .error)
    #expect(finding.element == .message)
    #expect(finding.measured == "4.48:1")
    #expect(finding.threshold == "4.5:1")
    #expect(finding.message.contains("#777777 on #FFFFFF"))
  }

  @Test func largeTextNeedsOnlyThreeToOne() throws {
    // #888888 on white is 3.54:1: a failure at 14 pt, a pass at 20 pt (XXXL).
    let manager = AuditFixture.manager(container: "#FFFFFF", text: "#888888")
    manager.messageFont = .preferredFont(forTextStyle: .body1, contentSizeCategory: .large)
    #expect(try AuditFixture.audit("Saved", manager: manager).severity(of: .contrastText) == .error)
    let large = try AuditFixture.audit(
      "Saved", manager: manager, traits: AuditFixture.phone(category: .extraExtraExtraLarge))
    #expect(large.findings(of: .contrastText).allSatisfy { $0.severity != .error })
    #expect(large.measurement(.message)?.requiredRatio == 3)
  }

  @Test func m2PurpleActionPassesWCAGButAPCAIsInformation() throws {
    // anchors.md §3: #BB86FC on #333333 is 4.77:1 (passes) but Lc −44.7 (below Lc 60).
    let manager = AuditFixture.manager(container: "#333333", action: "#BB86FC")
    let report = try AuditFixture.audit("Photo archived", action: "Undo", manager: manager)
    let finding = try #require(report.findings(of: .contrastAction).first)
    #expect(finding.severity == .info)
    #expect(finding.measured == "Lc -44.7")
    #expect(finding.threshold == "Lc 60")
    #expect(WCAGContrast.formatted(try #require(report.measurement(.action)).ratio) == "4.77")
  }

  @Test func m3InversePrimaryActionHasNoFinding() throws {
    let manager = AuditFixture.manager(container: "#322F35", text: "#F5EFF7", action: "#D0BCFF")
    let report = try AuditFixture.audit("Photo archived", action: "Undo", manager: manager)
    #expect(report.findings(of: .contrastAction).isEmpty)
    #expect(report.findings(of: .contrastText).isEmpty)
    #expect(APCAContrast.formatted(try #require(report.measurement(.message)).lightnessContrast) == "-93.5")
    #expect(APCAContrast.formatted(try #require(report.measurement(.action)).lightnessContrast) == "-67.1")
  }

  @Test func darkActionOnDarkContainerFailsContrastAction() throws {
    let manager = AuditFixture.manager(action: "#555555")
    let finding = try #require(
      try AuditFixture.audit("Photo archived", action: "Undo", manager: manager).findings(of: .contrastAction).first)
    #expect(finding.severity == .error)
    #expect(finding.hint.hasPrefix("Lighten"))
  }

  @Test func aTransparentTextColorIsAnErrorNotACrash() throws {
    let manager = AuditFixture.manager(text: "#FFFFFF00")
    let finding = try #require(try AuditFixture.audit("Saved", manager: manager).findings(of: .contrastText).first)
    #expect(finding.measured == "1.00:1")
    #expect(finding.message.contains("fully transparent"))
  }

  @Test func aTranslucentContainerIsCompositedOverWhatIsBehindIt() throws {
    // White text on a container of black at 0.5: over white the container is grey 128 (3.95:1,
    // fails), over black it is black (21:1).
    let manager = AuditFixture.manager(container: "#00000080")
    let overWhite = try AuditFixture.audit("Saved", manager: manager, behind: [.white])
    #expect(overWhite.measurement(.message)?.background == AuditFixture.color("#7F7F7F"))
    #expect(overWhite.severity(of: .contrastText) == .error)
    let overBlack = try AuditFixture.audit("Saved", manager: manager, behind: [.black])
    #expect(overBlack.findings(of: .contrastText).isEmpty)
    // Unknown (a transparent image): white and black are tried, the worse kept.
    let unknown = try AuditFixture.audit("Saved", manager: manager, behind: [])
    #expect(unknown.measurement(.message) == overWhite.measurement(.message))
  }

  @Test func iconCloseAndProgressNeedThreeToOne() throws {
    let faint = SnackbarIcon(name: "info", tintColor: AuditFixture.color("#444444"))
    let report = try AuditFixture.audit("Uploading", manager: AuditFixture.manager(text: "#505050")) { message in
      message.leadingIcon = faint
      message.showsCloseButton = true
      message.progress = .determinate(0.5)
    }
    #expect(report.severity(of: .contrastIcon) == .error)
    #expect(report.severity(of: .contrastClose) == .error)
    #expect(report.severity(of: .contrastProgress) == .error)
    #expect(report.measurement(.icon)?.requiredRatio == 3)

    let fine = try AuditFixture.audit("Uploading") { message in
      message.leadingIcon = .info
      message.showsCloseButton = true
      message.progress = .determinate(0.5)
    }
    #expect(fine.findings(of: .contrastIcon).isEmpty)
    #expect(fine.findings(of: .contrastClose).isEmpty)
    #expect(fine.findings(of: .contrastProgress).isEmpty)
    #expect(fine.contrast.map(\.element) == [.message, .icon, .close, .progress])
  }
}
