import SnackbarAudit
import Testing

/// Workflow commands, character for character: levels, locations, baseline findings left out,
/// and the toolkit's escaping with control characters made inert.
@Suite struct GitHubCommandTests {
  static let escapedHostile =
    #"Say "hi" \ to <b>&</b> </script>\x1B[31m\x07\x09%0D%0Anext line %250A, 50%25: done\u{202E}"#

  @Test func oneCommandPerCountedFindingAtItsLocation() {
    #expect(
      SnackbarAuditGitHub.commands(for: FormatTestCases.located) == [
        "::error file=App/Resources/Über Uns/Localizable #1?.xcstrings,line=12,col=7,title=contrast.text"
          + "::archive.done · de · mdc.iphone-15.L: The message has 2.61:1 contrast. Darken the text.",
        "::warning file=App/Resources/Über Uns/Localizable #1?.xcstrings,line=15,title=target.action"
          + "::archive.done · de · mdc.iphone-15.L: The action is 40×44 pt. Darken the text.",
      ])
    #expect(SnackbarAuditGitHub.commands(for: FormatTestCases.bare) == [])
  }

  @Test func hostileTextIsEscapedAsTheToolkitDoesAndMadeInert() {
    #expect(
      SnackbarAuditGitHub.commands(for: FormatTestCases.imageOnly) == [
        "::warning title=text.clipped::upload.failed · fr · mdc.iphone-se.AX-XXXL: "
          + Self.escapedHostile + " " + Self.escapedHostile
      ])
    #expect(
      SnackbarAuditGitHub.commands(for: FormatTestCases.failed) == [
        #"::error file=jobs.jsonl,line=3,col=1,title=snackbar.error::jobs.jsonl:3: could not be drawn or audited: "#
          + ##"unknown colour "#GGG"%0Aat column 14"##
      ])
  }

  @Test func propertiesEscapeColonsAndCommasToo() {
    let info = FormatTestCases.finding(
      .spokenLabelInName, .info, .message, message: "a, b: 100%", hint: "")
    let auditCase = SnackbarAuditCase(
      name: "n", group: "g", location: SnackbarAuditLocation(file: "C:\\a,b%\r\n.strings", column: 4),
      findings: [info])
    #expect(
      SnackbarAuditGitHub.commands(for: auditCase) == [
        #"::notice file=C%3A\a%2Cb%25%0D%0A.strings,title=spoken.labelInName::n: a, b: 100%25"#
      ])
  }
}
