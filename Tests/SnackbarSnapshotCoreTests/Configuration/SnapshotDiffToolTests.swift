import Foundation
import Testing

@testable import SnackbarSnapshotCore

@Suite struct SnapshotDiffToolTests {
  let reference = URL(fileURLWithPath: "/tmp/my snaps/it's.reference.png")
  let actual = URL(fileURLWithPath: "/tmp/my snaps/it's.actual.png")

  @Test func pathsAreShellQuoted() {
    #expect(SnapshotDiffTool.shellQuoted("a b") == "'a b'")
    #expect(SnapshotDiffTool.shellQuoted("it's") == "'it'\\''s'")
    #expect(
      SnapshotDiffTool.ksdiff.command(reference: reference, actual: actual)
        == #"ksdiff '/tmp/my snaps/it'\''s.reference.png' '/tmp/my snaps/it'\''s.actual.png'"#)
  }

  @Test func builtInAndCustomTools() {
    let r = URL(fileURLWithPath: "/r.png")
    let a = URL(fileURLWithPath: "/a.png")
    #expect(SnapshotDiffTool.vscode.command(reference: r, actual: a) == "code --diff '/r.png' '/a.png'")
    #expect(
      SnapshotDiffTool.imageMagick.command(reference: r, actual: a) == "compare '/r.png' '/a.png' png:- | display")
    let literal: SnapshotDiffTool = " bcompare "
    #expect(literal.command(reference: r, actual: a) == "bcompare '/r.png' '/a.png'")
    let custom = SnapshotDiffTool { "opendiff \($0) \($1) -merge /dev/null" }
    #expect(custom.command(reference: r, actual: a) == "opendiff '/r.png' '/a.png' -merge /dev/null")
  }
}
