import Testing

@testable import SnackbarSnapshotCore

@Suite struct LineDiffTests {
  /// Applies an edit script, to check it really turns old into new.
  private func apply(_ edits: [LineEdit], old: [String], new: [String]) -> (old: [String], new: [String]) {
    var rebuiltOld: [String] = []
    var rebuiltNew: [String] = []
    for edit in edits {
      switch edit {
      case .equal(let o, let n):
        #expect(old[o] == new[n])
        rebuiltOld.append(old[o])
        rebuiltNew.append(new[n])
      case .delete(let o): rebuiltOld.append(old[o])
      case .insert(let n): rebuiltNew.append(new[n])
      }
    }
    return (rebuiltOld, rebuiltNew)
  }

  @Test(arguments: [
    ("abcabba", "cbabac", 5),
    ("", "abc", 3),
    ("abc", "", 3),
    ("abc", "abc", 0),
    ("abcdef", "abXdef", 2),
    ("a", "b", 2),
  ])
  func findsAShortestScript(old: String, new: String, distance: Int) {
    let oldLines = old.map(String.init)
    let newLines = new.map(String.init)
    let edits = LineDiff.edits(from: oldLines, to: newLines)
    let rebuilt = apply(edits, old: oldLines, new: newLines)
    #expect(rebuilt.old == oldLines)
    #expect(rebuilt.new == newLines)
    let changes = edits.filter { if case .equal = $0 { return false } else { return true } }.count
    #expect(changes == distance)
  }

  @Test func largeUnrelatedInputsStillGiveACorrectScript() {
    let old = (0..<3_000).map { "old \($0)" }
    let new = (0..<3_000).map { "new \($0)" }
    let edits = LineDiff.edits(from: old, to: new)
    let rebuilt = apply(edits, old: old, new: new)
    #expect(rebuilt.old == old && rebuilt.new == new)
  }

  @Test func theCapAlsoAppliesWhenBothSidesShareTheirLines() {
    // Reversed distinct lines share every line, so only the search itself can tell the distance:
    // 2 × (count − 1) edits, within the cap for 400 lines and beyond it for 600.
    let within = (0..<400).map { "line \($0)" }
    let withinEdits = LineDiff.edits(from: within, to: within.reversed())
    let rebuilt = apply(withinEdits, old: within, new: within.reversed())
    #expect(rebuilt.old == within && rebuilt.new == within.reversed())
    #expect(withinEdits.filter { if case .equal = $0 { return false } else { return true } }.count == 798)

    let beyond = (0..<600).map { "line \($0)" }
    let replaceAll = (0..<600).map { LineEdit.delete(old: $0) } + (0..<600).map { LineEdit.insert(new: $0) }
    #expect(LineDiff.edits(from: beyond, to: beyond.reversed()) == replaceAll)
  }
}
