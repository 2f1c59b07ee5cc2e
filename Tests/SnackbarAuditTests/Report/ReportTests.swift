import Foundation
import MaterialSnackbar
import SnackbarAudit
import SnackbarLayout
import Testing

/// The report's JSON shape, table and ordering, and bad input.
@Suite struct ReportTests {
  @Test func jsonHasTheIssuesShape() throws {
    let manager = AuditFixture.manager(container: "#322F35", text: "#F5EFF7", action: "#D0BCFF")
    let report = try AuditFixture.audit("Error", action: "OK", manager: manager)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(report.jsonString().utf8)) as? [String: Any])
    #expect(Set(object.keys) == ["findings", "contrast"])
    let findings = try #require(object["findings"] as? [[String: String]])
    #expect(!findings.isEmpty)
    for finding in findings {
      #expect(Set(finding.keys) == ["rule", "severity", "element", "measured", "threshold", "message", "hint"])
    }
    let contrast = try #require(object["contrast"] as? [String: [String: Any]])
    #expect(Set(contrast.keys) == ["message", "action"])
    let message = try #require(contrast["message"])
    #expect(message["foreground"] as? String == "#F5EFF7")
    #expect(message["background"] as? String == "#322F35")
    #expect((message["wcag"] as? Double) == 11.65)
    #expect((message["apca"] as? Double) == -93.5)
  }

  @Test func findingsAreWorstFirstAndTheSameReportPrintsTheSameBytes() throws {
    let manager = AuditFixture.manager(container: "#FFFFFF", text: "#999999")
    let report = try AuditFixture.audit("Error", action: "OK", manager: manager)
    let severities = report.findings.map(\.severity)
    #expect(severities == severities.sorted(by: >))
    #expect(report.highestSeverity == .error)
    #expect(report.reaches(.warning))
    let again = try AuditFixture.audit("Error", action: "OK", manager: manager)
    #expect(report.jsonString() == again.jsonString())
  }

  @Test func tableListsEachFindingWithItsHint() throws {
    let report = try AuditFixture.audit("Error")
    let table = report.table()
    #expect(table.contains("wording.vague"))
    #expect(table.contains("hint: Say what happened"))
    #expect(table.contains("CONTRAST"))
    #expect(try AuditFixture.audit("Photo archived", action: "Undo").table().contains("target.action"))
    #expect(try AuditFixture.audit("Photo archived").table().hasPrefix("No findings."))
  }

  @Test func everyRuleHasASummaryThresholdAndSource() {
    for rule in SnackbarAuditRule.allCases {
      #expect(!rule.summary.isEmpty && !rule.threshold.isEmpty && !rule.source.isEmpty, "\(rule)")
    }
  }

  @Test func badInputThrowsALayoutErrorNeverTraps() {
    #expect(throws: SnackbarLayoutError.self) {
      try AuditFixture.audit("")
    }
    #expect(throws: SnackbarLayoutError.self) {
      try AuditFixture.audit("Saved", sizing: .fittingWidth(.nan))
    }
    #expect(throws: SnackbarLayoutError.self) {
      try AuditFixture.audit("Saved", sizing: .fittingWidth(1e12))
    }
  }
}
