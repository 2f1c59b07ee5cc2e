import Testing

@testable import SnackbarCLI

@Suite struct ReportArtifactRoleTests {
  @Test func artifactNamesAreParsed() {
    let cases: [(String, String, ReportArtifactRole, String)] = [
      ("dark.reference.png", "dark", .reference, "png"), ("dark.actual.png", "dark", .actual, "png"),
      ("dark.difference.png", "dark", .difference, "png"), ("layout.diff", "layout", .diff, "diff"),
      ("layout.reference.txt", "layout", .reference, "txt"), ("dark.failure.json", "dark", .record, "json"),
      ("v1.2.actual.png", "v1.2", .actual, "png"), ("a.reference.reference.png", "a.reference", .reference, "png"),
    ]
    for (file, name, role, pathExtension) in cases {
      let parsed = ReportArtifactRole.parse(file)
      #expect(parsed?.name == name, "\(file)")
      #expect(parsed?.role == role, "\(file)")
      #expect(parsed?.pathExtension == pathExtension, "\(file)")
    }
  }

  @Test func otherFilesAreNotArtifacts() {
    for file in [
      "report.html", "notes.txt", ".dark.actual.png.tmp-AbC123", ".reference.png", "reference.png", "dark.actual.",
      ".diff", "x.failure.json.bak",
    ] {
      #expect(ReportArtifactRole.parse(file) == nil, "\(file)")
    }
  }
}
