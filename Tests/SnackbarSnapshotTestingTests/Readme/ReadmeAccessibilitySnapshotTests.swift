// "Accessibility snapshots" of the SnackbarSnapshotTesting article "Snapshot testing your
// snackbars" (moved there from the README): the example verbatim, compiled and run with the suite.
// Its goldens are Snapshots/ReadmeAccessibilitySnapshotTests/archived-audit.txt (quoted in the
// article too; the second test keeps the quote true) and archived-voiceover.png.
import Foundation
import MaterialSnackbar
import SnackbarSnapshotTesting
import Testing

@Test func archivedAccessibility() {
  let message = SnackbarMessage(text: "Photo archived")
  message.action = SnackbarMessageAction(title: "Undo")
  assertSnapshot(of: message, as: .audit(theme: .material3Light), named: "archived-audit")
  assertSnapshot(of: message, as: .accessibilityOverlay(theme: .material3Light), named: "archived-voiceover")
}

/// The article's ```text block under "Accessibility snapshots" is the audit golden, byte for byte.
@Test func theArticleQuotesTheAuditGolden() throws {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  let article = "Sources/SnackbarSnapshotTesting/SnackbarSnapshotTesting.docc/Articles/SnapshotTestingYourSnackbars.md"
  let readme = try String(contentsOf: root.appendingPathComponent(article), encoding: .utf8)
  let golden = try String(
    contentsOf: root.appendingPathComponent("Snapshots/ReadmeAccessibilitySnapshotTests/archived-audit.txt"),
    encoding: .utf8)
  let section = try #require(readme.range(of: "\n## Accessibility snapshots"))
  let start = try #require(readme.range(of: "```text\n", range: section.upperBound..<readme.endIndex))
  let end = try #require(readme.range(of: "```\n", range: start.upperBound..<readme.endIndex))
  #expect(String(readme[start.upperBound..<end.lowerBound]) == golden)
}
