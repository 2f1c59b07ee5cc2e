import Testing

@testable import SnackbarSnapshotCore

@Suite struct UnifiedDiffTests {
  @Test func equalTextsHaveNoHunks() {
    #expect(UnifiedDiff(old: "a\nb\n", new: "a\nb\n").isEmpty)
  }

  @Test func oneChangedLineWithContext() {
    let old = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
    let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
    let diff = UnifiedDiff(old: old, new: new, context: 3)
    #expect(
      diff.body == """
        @@ -2,7 +2,7 @@
         line 2
         line 3
         line 4
        -line 5
        +line five
         line 6
         line 7
         line 8

        """)
  }

  @Test func distantChangesGetSeparateHunks() {
    let old = (1...20).map { "\($0)" }.joined(separator: "\n") + "\n"
    let new = old.replacingOccurrences(of: "\n2\n", with: "\ntwo\n").replacingOccurrences(of: "\n19\n", with: "\n")
    let diff = UnifiedDiff(old: old, new: new, context: 2)
    #expect(diff.hunks.map(\.header) == ["@@ -1,4 +1,4 @@", "@@ -17,4 +17,3 @@"])
  }

  @Test func insertionIntoEmptyTextUsesLineZero() {
    let diff = UnifiedDiff(old: "", new: "x\ny\n")
    #expect(diff.body == "@@ -0,0 +1,2 @@\n+x\n+y\n")
    let removal = UnifiedDiff(old: "x\n", new: "")
    #expect(removal.body == "@@ -1,1 +0,0 @@\n-x\n")
  }

  @Test func missingFinalNewlineIsShown() {
    let diff = UnifiedDiff(old: "a\nb\n", new: "a\nb")
    #expect(diff.body == "@@ -1,2 +1,2 @@\n a\n-b\n+b\n\\ No newline at end of file\n")
  }

  @Test func renderAddsFileHeaders() {
    let diff = UnifiedDiff(old: "a\n", new: "b\n")
    #expect(
      diff.render(oldName: "reference", newName: "actual") == "--- reference\n+++ actual\n@@ -1,1 +1,1 @@\n-a\n+b\n")
  }
}
