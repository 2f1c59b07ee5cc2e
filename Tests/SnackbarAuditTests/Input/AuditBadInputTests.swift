import Foundation
import MaterialSnackbar
import SnackbarAudit
import SnackbarLayout
import Testing

/// Bad input to the audit: transparent colours, NaN, infinite and absurd sizes and durations
/// give findings or a thrown `SnackbarLayoutError`, never a trap.
@Suite struct AuditBadInputTests {
  @Test func everyColorTransparentIsAContrastErrorForEachPart() throws {
    let manager = AuditFixture.manager(container: "#00000000", text: "#FFFFFF00", action: "#12345600")
    let report = try AuditFixture.audit("Uploading", action: "Undo", manager: manager) { message in
      message.leadingIcon = SnackbarIcon(name: "info", tintColor: AuditFixture.color("#FFFFFF00"))
      message.showsCloseButton = true
      message.progress = .determinate(0.5)
    }
    for rule in [SnackbarAuditRule.contrastText, .contrastAction, .contrastIcon] {
      let finding = try #require(report.findings(of: rule).first, "\(rule)")
      #expect(finding.severity == .error)
      #expect(finding.measured == "1.00:1")
      #expect(finding.message.contains("fully transparent"))
    }
    // Over white, a transparent container is white: the report's colours say so.
    #expect(report.measurement(.message)?.background == .white)
    #expect(try JSONSerialization.jsonObject(with: Data(report.jsonString().utf8)) is [String: Any])
  }

  @Test(arguments: [CGFloat.nan, .infinity, -.infinity, 0, -14, 1e6, .greatestFiniteMagnitude])
  func anAbsurdFontSizeThrowsOrIsAuditedNeverTraps(_ size: CGFloat) {
    let manager = SnackbarManager()
    manager.messageFont = .systemFont(ofSize: size)
    manager.buttonFont = .systemFont(ofSize: size)
    do {
      let report = try AuditFixture.audit("Photo archived", action: "Undo", manager: manager)
      #expect(!report.jsonString().isEmpty)
      #expect(!report.table().isEmpty)
    } catch {
      // A SnackbarLayoutError, with a message to show.
      #expect(error is SnackbarLayoutError)
      #expect(!"\(error)".isEmpty)
    }
  }

  @Test(arguments: [CGFloat.nan, .infinity, -.infinity, 0, -1, 1e12, .greatestFiniteMagnitude])
  func anAbsurdWidthThrowsALayoutError(_ width: CGFloat) {
    #expect(throws: SnackbarLayoutError.self) { try AuditFixture.audit("Saved", sizing: .fittingWidth(width)) }
  }

  static let hosts: [(width: CGFloat, height: CGFloat)] = [
    (.nan, 667), (375, .nan), (.infinity, 667), (375, -.infinity), (0, 0), (1e12, 1e12), (1, 1),
  ]

  @Test func anAbsurdHostThrowsOrIsAuditedNeverTraps() {
    for size in Self.hosts {
      hostIsAuditedOrThrows(size.width, size.height)
    }
  }

  func hostIsAuditedOrThrows(_ width: CGFloat, _ height: CGFloat) {
    do {
      let report = try AuditFixture.audit(
        "Saved", action: "Undo", sizing: AuditFixture.host(width: width, height: height))
      #expect(!report.jsonString().isEmpty)
    } catch {
      #expect(error is SnackbarLayoutError)
    }
  }

  @Test(arguments: [TimeInterval.nan, .infinity, -.infinity, -1, 1e308])
  func anAbsurdDurationIsClampedAndAudited(_ duration: TimeInterval) throws {
    let report = try AuditFixture.audit("Your three photos were uploaded to the shared album") {
      $0.duration = duration
    }
    for finding in report.findings(of: .timingReading) {
      #expect(!finding.measured.contains("nan") && !finding.measured.contains("inf"))
    }
  }

  @Test func nanColorsBehindTheContainerAreClampedNotPropagated() throws {
    let nan = SnackbarColor(red: .nan, green: .nan, blue: .nan, alpha: .nan)
    let manager = AuditFixture.manager(container: "#00000080")
    let report = try AuditFixture.audit("Saved", manager: manager, behind: [nan])
    let message = try #require(report.measurement(.message))
    #expect(message.ratio.isFinite && message.lightnessContrast.isFinite)
  }

  @Test func aHugeTextIsAuditedNotTrapped() throws {
    let text = String(repeating: "word ", count: 20_000)
    let report = try AuditFixture.audit(text, sizing: AuditFixture.host())
    #expect(report.severity(of: .textClipped) == .error)
    #expect(report.findings(of: .textLines).first != nil)
  }
}
